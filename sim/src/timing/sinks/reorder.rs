//! A reorder buffer keyed on time, for the streaming trace writers
//! ([`super::vcd`], [`super::chrome`]).
//!
//! The timing model reports events slightly out of time order (the module
//! doc of [`super`] says how and which watermark it guarantees). A sink
//! appends each event with its time, and at a watermark `w` takes every
//! event older than `w` back in time order — arrival order within one time,
//! so "the change reported last wins" still holds — while the younger ones
//! stay buffered. Events arrive nearly in time order, over a dense range of
//! cycles, so taking them out is a counting sort on the time (two passes
//! over the buffer and one over the cycles), with a stable comparison sort
//! as the fallback for sparse ranges.

use crate::timing::Cycle;

/// Events waiting for the watermark to pass their time.
#[derive(Clone, Debug)]
pub(crate) struct Reorder<T> {
    items: Vec<(Cycle, T)>,
    /// Events taken out by the counting sort, in time order.
    sorted: Vec<T>,
    /// Per cycle of the range: count, then start offset.
    counts: Vec<u32>,
    /// Events kept for a later watermark.
    keep: Vec<(Cycle, T)>,
}

impl<T: Copy> Reorder<T> {
    /// An empty buffer.
    pub fn new() -> Reorder<T> {
        Reorder {
            items: Vec::new(),
            sorted: Vec::new(),
            counts: Vec::new(),
            keep: Vec::new(),
        }
    }

    /// Events buffered.
    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Appends an event at `time`.
    #[inline]
    pub fn push(&mut self, time: Cycle, item: T) {
        self.items.push((time, item));
    }

    /// Calls `group(t, events)` for every time `t < limit` that has events,
    /// in increasing `t`, with its events in arrival order; keeps the rest.
    pub fn drain_before(&mut self, limit: Cycle, mut group: impl FnMut(Cycle, &[T])) {
        let (mut lo, mut hi, mut n) = (Cycle::MAX, 0, 0usize);
        for &(t, _) in &self.items {
            if t < limit {
                lo = lo.min(t);
                hi = hi.max(t);
                n += 1;
            }
        }
        if n == 0 {
            return;
        }
        let range = hi - lo + 1;
        if range <= 4 * n as u64 + 4096 {
            self.counting(lo, range as usize, limit, &mut group);
        } else {
            self.comparison(limit, &mut group);
        }
    }

    /// Every event, in time order (the end of the run).
    pub fn drain_all(&mut self, mut group: impl FnMut(Cycle, &[T])) {
        self.drain_before(Cycle::MAX, &mut group);
        // What is left sits at `Cycle::MAX` itself.
        if !self.items.is_empty() {
            self.sorted.clear();
            self.sorted.extend(self.items.drain(..).map(|(_, x)| x));
            group(Cycle::MAX, &self.sorted);
        }
    }

    fn counting(
        &mut self,
        lo: Cycle,
        range: usize,
        limit: Cycle,
        group: &mut impl FnMut(Cycle, &[T]),
    ) {
        self.counts.clear();
        self.counts.resize(range + 1, 0);
        for &(t, _) in &self.items {
            if t < limit {
                self.counts[(t - lo) as usize + 1] += 1;
            }
        }
        for k in 1..=range {
            self.counts[k] += self.counts[k - 1];
        }
        self.sorted.clear();
        let first = self.items[0].1;
        self.sorted.resize(self.counts[range] as usize, first);
        self.keep.clear();
        for &(t, x) in &self.items {
            if t < limit {
                let slot = &mut self.counts[(t - lo) as usize];
                self.sorted[*slot as usize] = x;
                *slot += 1;
            } else {
                self.keep.push((t, x));
            }
        }
        std::mem::swap(&mut self.items, &mut self.keep);
        // counts[k] is now the end of cycle lo + k's events.
        let mut start = 0usize;
        for k in 0..range {
            let end = self.counts[k] as usize;
            if end > start {
                group(lo + k as Cycle, &self.sorted[start..end]);
                start = end;
            }
        }
    }

    fn comparison(&mut self, limit: Cycle, group: &mut impl FnMut(Cycle, &[T])) {
        self.keep.clear();
        let mut out: Vec<(Cycle, T)> = Vec::new();
        for &(t, x) in &self.items {
            if t < limit {
                out.push((t, x));
            } else {
                self.keep.push((t, x));
            }
        }
        std::mem::swap(&mut self.items, &mut self.keep);
        out.sort_by_key(|e| e.0);
        self.sorted.clear();
        let mut i = 0;
        while i < out.len() {
            let t = out[i].0;
            self.sorted.clear();
            while i < out.len() && out[i].0 == t {
                self.sorted.push(out[i].1);
                i += 1;
            }
            group(t, &self.sorted);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Drains `input` pushed in order at watermarks `marks`, then all.
    fn drain(input: &[(Cycle, u32)], marks: &[Cycle]) -> Vec<(Cycle, Vec<u32>)> {
        let mut r = Reorder::new();
        input.iter().for_each(|&(t, x)| r.push(t, x));
        let mut out = Vec::new();
        for &m in marks {
            r.drain_before(m, |t, g| out.push((t, g.to_vec())));
        }
        r.drain_all(|t, g| out.push((t, g.to_vec())));
        out
    }

    /// The result of a stable sort by time, grouped, whatever the path.
    fn expected(input: &[(Cycle, u32)]) -> Vec<(Cycle, Vec<u32>)> {
        let mut v = input.to_vec();
        v.sort_by_key(|e| e.0);
        let mut out: Vec<(Cycle, Vec<u32>)> = Vec::new();
        for (t, x) in v {
            match out.last_mut() {
                Some(last) if last.0 == t => last.1.push(x),
                _ => out.push((t, vec![x])),
            }
        }
        out
    }

    /// Dense times take the counting sort, sparse ones the comparison
    /// sort, `Cycle::MAX` the final group; each keeps arrival order within a
    /// time and what lies past a watermark for later.
    #[test]
    fn groups_in_time_then_arrival_order() {
        let dense: Vec<(Cycle, u32)> = (0..500u32)
            .map(|i| ((i as Cycle * 7919) % 97 + 10, i))
            .collect();
        assert_eq!(drain(&dense, &[50, 50, 80]), expected(&dense));
        let sparse: Vec<(Cycle, u32)> = (0..50u32)
            .map(|i| ((i as Cycle * 7919) % 13 * 1_000_000_007, i))
            .collect();
        assert_eq!(drain(&sparse, &[5_000_000_000]), expected(&sparse));
        let edge = [
            (Cycle::MAX, 1),
            (0, 2),
            (Cycle::MAX, 3),
            (Cycle::MAX - 1, 4),
        ];
        assert_eq!(drain(&edge, &[1]), expected(&edge));
    }

    /// A watermark takes only what is older, in order, and keeps the rest
    /// in arrival order for the next one.
    #[test]
    fn watermark_keeps_the_younger_events() {
        let mut r = Reorder::new();
        for (t, x) in [(5, 'a'), (3, 'b'), (9, 'c'), (3, 'd'), (6, 'e')] {
            r.push(t, x);
        }
        let mut got = Vec::new();
        r.drain_before(6, |t, g| got.push((t, g.to_vec())));
        assert_eq!(got, [(3, vec!['b', 'd']), (5, vec!['a'])]);
        assert_eq!(r.len(), 2);
        r.push(6, 'f');
        got.clear();
        r.drain_all(|t, g| got.push((t, g.to_vec())));
        assert_eq!(got, [(6, vec!['e', 'f']), (9, vec!['c'])]);
        assert_eq!(r.len(), 0);
    }
}
