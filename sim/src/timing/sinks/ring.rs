//! A reorder buffer for the VCD sink ([`super::vcd`]) that sorts by time as
//! it goes: one slot per cycle of a window of `W` cycles from the oldest
//! time not yet written, each holding up to `K` changes in arrival order.
//!
//! A VCD change costs a few nanoseconds to write, so sorting them (even a
//! counting sort over the buffer, as the private `reorder` module does for
//! the Chrome sink) would cost as much again. Here a change goes straight
//! into the slot of its cycle, and taking changes out walks the slots in
//! time order. What does not fit — a time past the window (a DMA event far
//! ahead of the core) or a cycle with more than `K` changes — waits in a
//! side list that is sorted when taken out; at one time, the side list's
//! changes that arrived while their time was past the window come before
//! the slot's and the overflowing ones after, which is arrival order.

use crate::timing::Cycle;

/// Changes per slot.
const K: usize = 6;

/// One cycle's changes.
#[derive(Clone, Copy, Debug)]
struct Slot<T> {
    n: u32,
    items: [T; K],
}

/// Where a side-list entry stands relative to its slot's changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Side {
    /// Arrived while its time was past the window.
    Before,
    /// Arrived when its slot was full.
    After,
}

/// Changes waiting for their time to be written.
#[derive(Clone, Debug)]
pub(crate) struct Ring<T> {
    slots: Vec<Slot<T>>,
    /// One bit per slot that holds changes, so that a drain over a sparse
    /// stretch of time skips the empty cycles 64 at a time.
    occupied: Vec<u64>,
    mask: u64,
    /// Every buffered time is at or after it; the slots cover
    /// `[floor, floor + slots.len())`.
    floor: Cycle,
    len: usize,
    /// A change landed in the second half of the window or past it: the
    /// floor should move up soon, or changes will wait aside.
    soon: bool,
    side: Vec<(Cycle, Side, T)>,
    scratch: Vec<T>,
}

impl<T: Copy + Default> Ring<T> {
    /// An empty buffer with a window of `window` cycles (rounded up to a
    /// power of two).
    pub fn new(window: usize) -> Ring<T> {
        let w = window.next_power_of_two();
        let empty = Slot {
            n: 0,
            items: [T::default(); K],
        };
        Ring {
            slots: vec![empty; w],
            occupied: vec![0; w.div_ceil(64)],
            mask: w as u64 - 1,
            floor: 0,
            len: 0,
            soon: false,
            side: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Changes buffered.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// The oldest time still buffered or to come; earlier times are out.
    #[inline]
    pub fn floor(&self) -> Cycle {
        self.floor
    }

    /// Whether a change landed in the second half of the window or past
    /// it since the last drain (the floor should move up).
    #[inline]
    pub fn wants_drain(&self) -> bool {
        self.soon
    }

    /// Buffers `item` at `time`, which must be at least [`Self::floor`].
    #[inline(always)]
    pub fn push(&mut self, time: Cycle, item: T) {
        debug_assert!(time >= self.floor);
        self.len += 1;
        let d = time - self.floor;
        self.soon |= d > self.mask / 2;
        if d <= self.mask {
            let idx = (time & self.mask) as usize;
            let s = &mut self.slots[idx];
            if (s.n as usize) < K {
                s.items[s.n as usize] = item;
                s.n += 1;
                self.occupied[idx / 64] |= 1 << (idx % 64);
                return;
            }
            return self.push_aside(time, Side::After, item);
        }
        self.push_aside(time, Side::Before, item);
    }

    #[cold]
    fn push_aside(&mut self, time: Cycle, side: Side, item: T) {
        self.side.push((time, side, item));
    }

    /// Lets `f` rewrite every buffered item.
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut T)) {
        for s in &mut self.slots {
            s.items[..s.n as usize].iter_mut().for_each(&mut f);
        }
        self.side.iter_mut().for_each(|(_, _, x)| f(x));
    }

    /// Calls `group(t, items)` for every buffered time `t < limit`, in
    /// increasing `t`, with its items in arrival order, and moves the floor
    /// to `limit`.
    pub fn drain_before(&mut self, limit: Cycle, mut group: impl FnMut(Cycle, &[T])) {
        if limit <= self.floor {
            return;
        }
        self.side.sort_by_key(|e| (e.0, e.1));
        let side_n = self.side.partition_point(|e| e.0 < limit);
        let end = limit.min(self.floor.saturating_add(self.mask + 1));
        let mut si = 0;
        let mut t = self.floor;
        loop {
            let next_side = if si < side_n { self.side[si].0 } else { end };
            t = self.next_occupied(t, end.min(next_side));
            if t >= end {
                break;
            }
            let idx = (t & self.mask) as usize;
            self.occupied[idx / 64] &= !(1 << (idx % 64));
            let n = std::mem::take(&mut self.slots[idx].n) as usize;
            if si < side_n && self.side[si].0 == t {
                si = self.mixed(t, n, si, &mut group);
            } else {
                group(t, &self.slots[idx].items[..n]);
            }
            self.len -= n;
            t += 1;
        }
        // Past the window, only side entries remain.
        while si < side_n {
            si = self.mixed(self.side[si].0, 0, si, &mut group);
        }
        self.len -= side_n;
        self.side.drain(..side_n);
        self.floor = limit;
        self.soon = false;
    }

    /// The first time in `[t, stop)` whose slot holds changes, or `stop`.
    #[inline]
    fn next_occupied(&self, mut t: Cycle, stop: Cycle) -> Cycle {
        while t < stop {
            let idx = (t & self.mask) as usize;
            let bits = self.occupied[idx / 64] >> (idx % 64);
            if bits != 0 {
                return (t + bits.trailing_zeros() as Cycle).min(stop);
            }
            t += 64 - (idx % 64) as Cycle;
        }
        stop
    }

    /// One time's side entries (from `si`) around `n` slot items; returns
    /// the index past its side entries.
    fn mixed(
        &mut self,
        t: Cycle,
        n: usize,
        mut si: usize,
        group: &mut impl FnMut(Cycle, &[T]),
    ) -> usize {
        self.scratch.clear();
        while si < self.side.len() && self.side[si].0 == t && self.side[si].1 == Side::Before {
            self.scratch.push(self.side[si].2);
            si += 1;
        }
        let slot = &self.slots[(t & self.mask) as usize];
        self.scratch.extend_from_slice(&slot.items[..n]);
        while si < self.side.len() && self.side[si].0 == t {
            self.scratch.push(self.side[si].2);
            si += 1;
        }
        group(t, &self.scratch);
        si
    }

    /// Every buffered item, in time order (the end of the run).
    pub fn drain_all(&mut self, mut group: impl FnMut(Cycle, &[T])) {
        let last = self.side.iter().map(|e| e.0).max();
        let in_ring = self.floor.saturating_add(self.mask + 1);
        let limit = last.map_or(in_ring, |l| l.max(in_ring)).saturating_add(1);
        self.drain_before(limit, &mut group);
        // What is left sits at `Cycle::MAX` itself.
        if self.len > 0 {
            self.scratch.clear();
            self.scratch.extend(self.side.drain(..).map(|e| e.2));
            self.len = 0;
            group(Cycle::MAX, &self.scratch);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pushes `(time, id)` in order, draining at each watermark in `marks`
    /// (times below a passed mark are clamped up to it, as the sink does).
    fn run(window: usize, input: &[(Cycle, u32)], marks: &[(usize, Cycle)]) -> Vec<(Cycle, u32)> {
        let mut r = Ring::new(window);
        let mut out = Vec::new();
        for (i, &(t, x)) in input.iter().enumerate() {
            for &(_, m) in marks.iter().filter(|(at, _)| *at == i) {
                r.drain_before(m, |t, g| out.extend(g.iter().map(|&x| (t, x))));
            }
            r.push(t.max(r.floor()), x);
        }
        r.drain_all(|t, g| out.extend(g.iter().map(|&x| (t, x))));
        assert_eq!(r.len(), 0);
        out
    }

    fn sorted(input: &[(Cycle, u32)]) -> Vec<(Cycle, u32)> {
        let mut v = input.to_vec();
        v.sort_by_key(|e| e.0);
        v
    }

    /// Out-of-order times within the window, crowded cycles (more than K
    /// changes), times past the window and `Cycle::MAX` all come out in
    /// time order, arrival order within a time.
    #[test]
    fn time_then_arrival_order() {
        let mut input: Vec<(Cycle, u32)> = (0..2000u32)
            .map(|i| ((i as Cycle * 7919) % 61 + (i as Cycle / 50) * 40, i))
            .collect();
        input.extend((0..20u32).map(|i| (500, 5000 + i)));
        input.extend([
            (1 << 40, 7000),
            (3, 7001),
            (1 << 40, 7002),
            (Cycle::MAX, 7003),
        ]);
        input.extend((0..20u32).map(|i| (500, 6000 + i)));
        assert_eq!(run(64, &input, &[]), sorted(&input));
    }

    /// A drain takes exactly the times below the watermark; a time past
    /// the window that comes into it keeps its place before later arrivals.
    #[test]
    fn drains_stop_at_the_watermark() {
        let input = [(100, 1), (5, 2), (100, 3), (7, 4), (6, 5), (100, 6), (9, 7)];
        let out = run(8, &input, &[(4, 7), (6, 100)]);
        // Mark 7 takes (5,2); item 4 comes after it and moves up to 7. Mark
        // 100 takes both at 7. Item 6 moves up to 100 and, having arrived
        // last, follows the three that waited past the window.
        let want = [
            (5, 2),
            (7, 4),
            (7, 5),
            (100, 1),
            (100, 3),
            (100, 6),
            (100, 7),
        ];
        assert_eq!(out, want);
    }
}
