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

    /// Lets `f` rewrite every buffered event.
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut T)) {
        self.items.iter_mut().for_each(|(_, x)| f(x));
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
