//! The DMA model's event queue: an indexed binary min-heap with one entry
//! per active transfer (its next event: first byte or completion).
//!
//! A rate change moves the transfer's entry up or down in place instead of
//! leaving a stale copy behind, so the heap never holds more entries than
//! there are channels and no event allocates once the vectors have grown.
//! Entries are ordered by `(cycle, sequence)`, the sequence being the order
//! in which they were (re)scheduled, so equal-cycle events pop in a fixed
//! order and runs are deterministic.

use super::Cycle;

const NONE: u32 = u32::MAX;

/// Min-heap of `(cycle, sequence, transfer slot)` with a position index.
#[derive(Clone, Debug, Default)]
pub struct EventHeap {
    heap: Vec<(Cycle, u64, u32)>,
    /// `pos[slot]` is the slot's index in `heap`, or `NONE`.
    pos: Vec<u32>,
    seq: u64,
}

impl EventHeap {
    /// The earliest entry, if any.
    #[inline]
    pub fn peek(&self) -> Option<(Cycle, u32)> {
        self.heap.first().map(|&(t, _, s)| (t, s))
    }

    /// Schedules (or reschedules) `slot` at cycle `t`.
    pub fn schedule(&mut self, slot: u32, t: Cycle) {
        if slot as usize >= self.pos.len() {
            self.pos.resize(slot as usize + 1, NONE);
        }
        self.seq += 1;
        let p = self.pos[slot as usize];
        if p == NONE {
            self.heap.push((t, self.seq, slot));
            let i = self.heap.len() - 1;
            self.pos[slot as usize] = i as u32;
            self.up(i);
        } else {
            self.heap[p as usize] = (t, self.seq, slot);
            self.up(p as usize);
            self.down(self.pos[slot as usize] as usize);
        }
    }

    /// Removes and returns the earliest entry.
    pub fn pop(&mut self) -> Option<(Cycle, u32)> {
        let top = *self.heap.first()?;
        let last = self.heap.len() - 1;
        self.swap(0, last);
        self.heap.pop();
        self.pos[top.2 as usize] = NONE;
        if !self.heap.is_empty() {
            self.down(0);
        }
        Some((top.0, top.2))
    }

    fn swap(&mut self, a: usize, b: usize) {
        self.heap.swap(a, b);
        self.pos[self.heap[a].2 as usize] = a as u32;
        self.pos[self.heap[b].2 as usize] = b as u32;
    }

    fn key(&self, i: usize) -> (Cycle, u64) {
        (self.heap[i].0, self.heap[i].1)
    }

    fn up(&mut self, mut i: usize) {
        while i > 0 {
            let parent = (i - 1) / 2;
            if self.key(i) >= self.key(parent) {
                break;
            }
            self.swap(i, parent);
            i = parent;
        }
    }

    fn down(&mut self, mut i: usize) {
        let n = self.heap.len();
        loop {
            let (l, r) = (2 * i + 1, 2 * i + 2);
            let mut m = i;
            if l < n && self.key(l) < self.key(m) {
                m = l;
            }
            if r < n && self.key(r) < self.key(m) {
                m = r;
            }
            if m == i {
                return;
            }
            self.swap(i, m);
            i = m;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::EventHeap;

    #[test]
    fn pops_in_cycle_then_schedule_order_after_moves() {
        let mut h = EventHeap::default();
        for (slot, t) in [(0, 50), (1, 10), (2, 30), (3, 10), (4, 70)] {
            h.schedule(slot, t);
        }
        h.schedule(4, 5); // earlier
        h.schedule(1, 60); // later
        let order: Vec<_> = std::iter::from_fn(|| h.pop()).collect();
        assert_eq!(order, vec![(5, 4), (10, 3), (30, 2), (50, 0), (60, 1)]);
    }
}
