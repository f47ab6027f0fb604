//! The DMA model's event queue: one entry per active transfer (its next
//! event: first byte or completion), ordered by `(cycle, sequence)`, the
//! sequence being the order in which entries were (re)scheduled, so
//! equal-cycle events pop in a fixed order and runs are deterministic.
//!
//! A rate change moves the transfer's entry in place instead of leaving a
//! stale copy behind, so the queue never holds more entries than there are
//! channels (at most [`MAX_TOTAL_CHANNELS`](super::config::MAX_TOTAL_CHANNELS))
//! and no event allocates once the vectors have grown. With so few
//! entries an unsorted array that remembers where its minimum is beats a
//! binary heap: peeking is a read, (re)scheduling usually a compare, and
//! only popping or delaying the minimum rescans the few entries.

use super::Cycle;

const NONE: u32 = u32::MAX;

/// Entries `(cycle, sequence, transfer slot)` with a position index and the
/// position of the earliest one. Cycle and sequence are packed into one
/// `u128` key (cycle in the high half), so an ordering test is one compare.
#[derive(Clone, Debug, Default)]
pub struct EventHeap {
    keys: Vec<u128>,
    slots: Vec<u32>,
    /// `pos[slot]` is the slot's index in `keys`, or `NONE`.
    pos: Vec<u32>,
    /// Index of the smallest key (meaningless when empty).
    min: usize,
    seq: u64,
}

impl EventHeap {
    /// The earliest entry, if any.
    #[inline]
    pub fn peek(&self) -> Option<(Cycle, u32)> {
        let k = *self.keys.get(self.min)?;
        Some((cycle(k), self.slots[self.min]))
    }

    /// Schedules (or reschedules) `slot` at cycle `t`.
    pub fn schedule(&mut self, slot: u32, t: Cycle) {
        if slot as usize >= self.pos.len() {
            self.pos.resize(slot as usize + 1, NONE);
        }
        self.seq += 1;
        let key = (t as u128) << 64 | self.seq as u128;
        let p = self.pos[slot as usize];
        if p == NONE {
            self.keys.push(key);
            self.slots.push(slot);
            let i = self.keys.len() - 1;
            self.pos[slot as usize] = i as u32;
            if i == 0 || key < self.keys[self.min] {
                self.min = i;
            }
        } else {
            let p = p as usize;
            self.keys[p] = key;
            if key < self.keys[self.min] {
                self.min = p;
            } else if p == self.min {
                self.rescan();
            }
        }
    }

    /// Removes and returns the earliest entry.
    pub fn pop(&mut self) -> Option<(Cycle, u32)> {
        let i = self.min;
        let key = *self.keys.get(i)?;
        let slot = self.slots[i];
        self.keys.swap_remove(i);
        self.slots.swap_remove(i);
        if let Some(&moved) = self.slots.get(i) {
            self.pos[moved as usize] = i as u32;
        }
        self.pos[slot as usize] = NONE;
        self.rescan();
        Some((cycle(key), slot))
    }

    /// Finds the smallest key again.
    fn rescan(&mut self) {
        let mut m = 0;
        for (i, &k) in self.keys.iter().enumerate().skip(1) {
            if k < self.keys[m] {
                m = i;
            }
        }
        self.min = m;
    }
}

/// The cycle half of a packed key.
#[inline]
fn cycle(key: u128) -> Cycle {
    (key >> 64) as Cycle
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

    /// Against a sorted reference (a `BTreeMap` keyed by `(cycle,
    /// sequence)`), over a pseudo-random mix of schedules, reschedules
    /// earlier and later, and pops, with up to 32 live entries.
    #[test]
    fn matches_a_sorted_reference_under_random_operations() {
        use std::collections::BTreeMap;
        let mut h = EventHeap::default();
        let mut reference: BTreeMap<(u64, u64), u32> = BTreeMap::new();
        let mut key_of: Vec<Option<(u64, u64)>> = vec![None; 32];
        let (mut seq, mut x) = (0u64, 0x2545_f491_4f6c_dd1du64);
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let slot = (x % 32) as u32;
            if x % 5 == 0 {
                let got = h.pop();
                let want = reference.pop_first().map(|((t, _), s)| (t, s));
                assert_eq!(got, want);
                if let Some((_, s)) = want {
                    key_of[s as usize] = None;
                }
                continue;
            }
            let t = (x >> 8) % 50;
            seq += 1;
            if let Some(old) = key_of[slot as usize].take() {
                reference.remove(&old);
            }
            h.schedule(slot, t);
            reference.insert((t, seq), slot);
            key_of[slot as usize] = Some((t, seq));
            assert_eq!(
                h.peek(),
                reference.first_key_value().map(|(&(t, _), &s)| (t, s))
            );
        }
    }
}
