//! The core's waveforms for the VCD sink ([`super::vcd`]): the unit busy
//! wires, the `stall` wire and its `stall_cause`, made in time order from
//! the model's issues and stalls and kept as finished text lines.
//!
//! These are nearly all the changes of a compute-bound run (a few per
//! issued op), so they skip what the other changes pay for: the reorder
//! buffer, the per-change value comparison and the formatting. The issues
//! and stalls come in time order, so the edges they make do too (spans
//! close in order of their ends, see [`Spans`]); and an edge is made only
//! where a wire changes, so every queued line is written as it is. A line
//! is at most 7 bytes (`1!`, `b100 "`, and the newline), so it is queued
//! as one word with its length in the top byte, and written with one
//! store.

use super::text::{Stamp, TextOut};
use crate::timing::Cycle;
use crate::timing::Spans;
use std::io::Write;

/// A VCD line of at most 7 bytes (its newline included) as a little-endian
/// word, with its length in the top byte.
pub(crate) fn line_word(line: &[u8]) -> u64 {
    assert!(line.len() <= 7 && line.ends_with(b"\n"), "{line:?}");
    let mut w = [0u8; 8];
    w[..line.len()].copy_from_slice(line);
    w[7] = line.len() as u8;
    u64::from_le_bytes(w)
}

/// The length of the line in `word` (the rest of the word is written too,
/// past the end, and overwritten by what follows).
#[inline(always)]
fn line_len(word: u64) -> usize {
    (word >> 56) as usize
}

/// The lines of the core's wires, queued in time order until written.
#[derive(Clone, Debug)]
pub(crate) struct CoreLines {
    spans: Spans,
    /// The stall interval in progress, whose rising edge and cause are
    /// queued and whose end is not, while the next stall may continue it:
    /// `(end, cause code)`.
    run: Option<(Cycle, u32)>,
    /// Per unit: the lines of its busy wire falling and rising.
    unit: Vec<[u64; 2]>,
    /// The `stall` wire falling and rising.
    stall: [u64; 2],
    /// The `stall_cause` line of each code (0: no stall).
    cause: Vec<u64>,
    /// `(time, line)` in time order.
    queue: Vec<(Cycle, u64)>,
}

impl CoreLines {
    /// The wires' lines: `unit[u]` = `[fall, rise]` of unit `u`, `stall`
    /// likewise, `cause[c]` the cause wire taking code `c`.
    pub fn new(unit: Vec<[u64; 2]>, stall: [u64; 2], cause: Vec<u64>) -> CoreLines {
        CoreLines {
            spans: Spans::default(),
            run: None,
            unit,
            stall,
            cause,
            queue: Vec::new(),
        }
    }

    /// Lines queued.
    #[inline]
    pub fn len(&self) -> usize {
        self.queue.len()
    }

    /// Unit `unit` took an op at `at` and accepts none for `ii` cycles.
    /// Issues come in time order, and after every stall that starts before.
    #[inline]
    pub fn issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        if self.next_pending() < at {
            self.settle(at);
        }
        let (queue, lines) = (&mut self.queue, &self.unit);
        if self.spans.issue(unit, at, ii, |u, _, e| {
            queue.push((e, lines[u as usize][0]))
        }) {
            self.queue.push((at, self.unit[unit as usize][1]));
        }
    }

    /// The core issued nothing over `[start, end)` because of the cause
    /// `code`. Stalls come in time order; back-to-back ones are one interval
    /// on the `stall` wire, with the cause changing at their boundaries.
    pub fn stall(&mut self, start: Cycle, end: Cycle, code: u32) {
        if self.next_pending() < start {
            self.settle(start);
        }
        // A stall that ended before `start` is settled: `run` is the one
        // this continues, if any.
        match self.run {
            Some((_, cur)) if cur == code => {}
            Some(_) => self.queue.push((start, self.cause[code as usize])),
            None => {
                self.queue.push((start, self.stall[1]));
                self.queue.push((start, self.cause[code as usize]));
            }
        }
        self.run = Some((end, code));
    }

    /// The earliest time an edge may still be pending.
    #[inline(always)]
    fn next_pending(&self) -> Cycle {
        let stall = self.run.map_or(Cycle::MAX, |(end, _)| end);
        self.spans.next_end().min(stall)
    }

    /// Queues every edge before `limit` that is now final: the unit spans
    /// and the stall interval that ended before it, in time order.
    pub fn settle(&mut self, limit: Cycle) {
        let (queue, lines) = (&mut self.queue, &self.unit);
        if let Some((end, _)) = self.run.filter(|&(end, _)| end < limit) {
            self.spans
                .close_before(end, |u, _, e| queue.push((e, lines[u as usize][0])));
            queue.push((end, self.stall[0]));
            queue.push((end, self.cause[0]));
            self.run = None;
        }
        self.spans
            .close_before(limit, |u, _, e| queue.push((e, lines[u as usize][0])));
    }

    /// Writes the queued lines from index `from` whose time is before
    /// `stop`, with a `#` line where the time changes (`shown` is the time
    /// of the last one); returns the index past them.
    pub fn write<W: Write>(
        &self,
        mut from: usize,
        stop: Cycle,
        out: &mut TextOut<W>,
        stamp: &mut Stamp,
        shown: &mut Cycle,
    ) -> usize {
        /// Lines per reservation: a timestamp and a line each.
        const BLOCK: usize = 1024;
        while from < self.queue.len() && self.queue[from].0 < stop {
            let block = &self.queue[from..self.queue.len().min(from + BLOCK)];
            out.reserve(40 * block.len());
            for &(t, line) in block {
                if t >= stop {
                    return from;
                }
                if t != *shown {
                    out.stamp(stamp, t);
                    *shown = t;
                }
                out.word(line, line_len(line));
                from += 1;
            }
        }
        from
    }

    /// Drops the first `n` queued lines (written).
    pub fn consume(&mut self, n: usize) {
        self.queue.drain(..n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(names: &[&str]) -> Vec<u64> {
        names
            .iter()
            .map(|n| line_word(format!("{n}\n").as_bytes()))
            .collect()
    }

    /// Issues and stalls make each wire's edges once, in time order: a
    /// back-to-back issue extends its unit's span, a stall continued by
    /// one of another cause changes only the cause, and edges queued out
    /// of call order (a span's end, found at a later issue) still come
    /// out in time order. A write stops at its limit and the next one
    /// goes on from there without repeating the `#` line.
    #[test]
    fn edges_come_out_once_and_in_time_order() {
        let [a0, a1, b0, b1] = lines(&["0a", "1a", "0b", "1b"])[..] else {
            unreachable!()
        };
        let stall = lines(&["0s", "1s"]);
        let cause = lines(&["c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7"]);
        let mut core = CoreLines::new(vec![[a0, a1], [b0, b1]], [stall[0], stall[1]], cause);
        core.issue(0, 0, 1);
        core.issue(1, 0, 3);
        core.issue(0, 1, 1); // a busy over [0, 2)
        core.stall(2, 4, 1);
        core.stall(4, 5, 2); // one stall over [2, 5), cause 1 then 2
        core.issue(0, 5, 1);
        core.issue(1, 7, 1);
        core.settle(Cycle::MAX);

        let mut out = TextOut::new(Vec::new());
        let (mut stamp, mut shown) = (Stamp::new(), Cycle::MAX);
        let mid = core.write(0, 4, &mut out, &mut stamp, &mut shown);
        assert_eq!(shown, 3);
        let end = core.write(mid, Cycle::MAX, &mut out, &mut stamp, &mut shown);
        assert_eq!(end, core.len());
        let text = String::from_utf8(out.finish().unwrap()).unwrap();
        let want = "#0\n1a\n1b\n#2\n1s\nc1\n0a\n#3\n0b\n#4\nc2\n\
                    #5\n1a\n0s\nc0\n#6\n0a\n#7\n1b\n#8\n0b\n";
        assert_eq!(text, want);
    }
}
