//! Unit busy spans, merged from single issues and closed in time order.
//!
//! A unit is busy for `ii` cycles from each issue; an issue at or before
//! the end of the unit's open span extends it (back-to-back ops are one
//! span). Issues come in time order, so a span that ended before the
//! latest issue can no longer grow: it is closed then, and spans close in
//! the order of their ends. The timing model uses this for sinks that take
//! whole spans ([`super::TraceSink::unit_busy`]); a sink that takes single
//! issues ([`super::TraceSink::unit_issue`]) keeps its own, to write the
//! edges in time order.

use super::TraceSink;
use crate::timing::Cycle;

/// The open busy span `(start, end)` of each unit (empty when
/// `end <= start`).
#[derive(Clone, Debug)]
pub struct Spans {
    open: Vec<(Cycle, Cycle)>,
    /// The units whose span is open, in no order: a close looks at these
    /// only (a few at a time, of however many units).
    live: Vec<u32>,
    /// At most the earliest end of an open span (`Cycle::MAX` if none).
    next: Cycle,
}

impl Default for Spans {
    fn default() -> Spans {
        Spans {
            open: Vec::new(),
            live: Vec::new(),
            next: Cycle::MAX,
        }
    }
}

impl Spans {
    /// No earlier time ends an open span; a lower bound, so that extending
    /// a span costs nothing.
    #[inline]
    pub fn next_end(&self) -> Cycle {
        self.next
    }

    /// `unit` issues at `at` and is busy for `ii` cycles: closes every span
    /// that ended before `at` (calling `closed(unit, start, end)` in order
    /// of end, then unit), then extends `unit`'s span or opens a new one.
    /// Whether it opened one (a rising edge at `at`).
    #[inline]
    pub fn issue(
        &mut self,
        unit: u32,
        at: Cycle,
        ii: Cycle,
        closed: impl FnMut(u32, Cycle, Cycle),
    ) -> bool {
        if self.next < at {
            self.close_before(at, closed);
        }
        let u = unit as usize;
        if u >= self.open.len() {
            self.open.resize(u + 1, (0, 0));
        }
        let (s, e) = self.open[u];
        if at <= e && e > s {
            self.open[u].1 = e.max(at + ii);
            return false;
        }
        self.open[u] = (at, at + ii);
        if ii == 0 {
            return false;
        }
        self.live.push(unit);
        self.next = self.next.min(at + ii);
        true
    }

    /// Closes every span that ended before `limit`, in order of end (then
    /// unit), calling `closed(unit, start, end)`. Each close is one pass
    /// over the open spans (a few), which also finds the next end.
    #[inline]
    pub fn close_before(&mut self, limit: Cycle, mut closed: impl FnMut(u32, Cycle, Cycle)) {
        while self.next < limit {
            let (mut first, mut key, mut next) = (0, (Cycle::MAX, u32::MAX), Cycle::MAX);
            for (i, &u) in self.live.iter().enumerate() {
                let e = self.open[u as usize].1;
                if (e, u) < key {
                    next = key.0;
                    (first, key) = (i, (e, u));
                } else {
                    next = next.min(e);
                }
            }
            if key.0 >= limit {
                self.next = key.0;
                return;
            }
            let u = self.live.swap_remove(first);
            let (s, e) = std::mem::take(&mut self.open[u as usize]);
            self.next = next;
            closed(u, s, e);
        }
    }

    /// [`Self::issue`] for a sink that takes whole spans: a closed span is
    /// its `unit_busy`, an opened one its `unit_open`.
    #[inline]
    pub fn issue_to<S: TraceSink>(&mut self, sink: &mut S, unit: u32, at: Cycle, ii: Cycle) {
        if self.issue(unit, at, ii, |u, s, e| sink.unit_busy(u, s, e)) {
            sink.unit_open(unit, at);
        }
    }

    /// [`Self::close_before`] into `sink`'s `unit_busy`.
    pub fn close_to<S: TraceSink>(&mut self, sink: &mut S, limit: Cycle) {
        self.close_before(limit, |u, s, e| sink.unit_busy(u, s, e));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issues `(unit, at, ii)` in order and returns the events, `+u@t` for
    /// an opened span and `u[s,e)` for a closed one, then closes the rest.
    fn run(issues: &[(u32, Cycle, Cycle)]) -> Vec<String> {
        let mut sp = Spans::default();
        let mut out = Vec::new();
        for &(u, at, ii) in issues {
            let opened = sp.issue(u, at, ii, |u, s, e| out.push(format!("{u}[{s},{e})")));
            if opened {
                out.push(format!("+{u}@{at}"));
            }
        }
        sp.close_before(Cycle::MAX, |u, s, e| out.push(format!("{u}[{s},{e})")));
        out
    }

    /// Back-to-back and overlapping issues merge; a gap closes the span,
    /// and spans close in order of end when time passes them.
    #[test]
    fn merges_and_closes_in_end_order() {
        let got = run(&[
            (0, 0, 1),
            (1, 0, 4),
            (0, 1, 1), // extends unit 0 to 2
            (2, 2, 1), // unit 0's span [0,2) may still grow at 2
            (0, 3, 1), // closes 0 [0,2); 2 [2,3) may still grow at 3
            (1, 4, 0), // closes 2 [2,3); ii 0 at the end of [0,4) adds nothing
            (2, 9, 0), // closes 0 [3,4) then 1 [0,4); opens nothing
        ]);
        let want = [
            "+0@0", "+1@0", "+2@2", "0[0,2)", "+0@3", "2[2,3)", "0[3,4)", "1[0,4)",
        ];
        assert_eq!(got, want);
    }
}
