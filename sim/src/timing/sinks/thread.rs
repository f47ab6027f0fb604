//! A sink that runs another sink on a thread of its own, so that formatting
//! and writing a trace overlaps with the simulation (what Verilator's
//! `--trace-threads` does for its waveforms).
//!
//! The simulating thread only appends each call, as a few 64-bit words, to
//! a batch; full batches go through a bounded queue to the writer thread,
//! which replays them, call for call and in order, into the inner sink.
//! The inner sink therefore sees the calls it would see inline, and writes
//! the same trace. Batches come back to be reused, and the queue's bound
//! keeps memory bounded when the writer falls behind: the simulation then
//! waits for it.
//!
//! Watermarks are asked for every [`WATERMARK_EVERY`] calls, and the writer
//! passes one on when the inner sink wants it: a watermark may be given at
//! any time (see the contract in [`super`]), so skipping one only delays
//! the writing.
//!
//! The encoding of each call and its decoding sit side by side below, one
//! pair per [`TraceSink`] method.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::{Scope, ScopedJoinHandle};

use crate::timing::{Cycle, StallCause};
use crate::timing::{DmaSpan, Spans, TraceSink, ValueSignal};

/// Words per batch (512 KiB): large enough that a hand-off is rare, small
/// enough that a batch is still in cache when the writer reads it.
const BATCH: usize = 1 << 16;
/// Batches that may wait for the writer before the simulation waits.
const IN_FLIGHT: usize = 4;
/// Calls between two watermark requests.
const WATERMARK_EVERY: u32 = 1 << 10;

/// Record tags: the low 5 bits of a record's first word. The `SHORT_`
/// records are one word (see [`short`]); the others put the tag in the
/// low byte and a 32-bit operand above it ([`head`]), then whole words.
mod tag {
    pub const UNIT_BUSY: u64 = 1;
    pub const UNIT_OPEN: u64 = 2;
    pub const WATERMARK: u64 = 3;
    pub const STALL: u64 = 4;
    pub const DMA_BEGIN: u64 = 5;
    pub const DMA_TRANSFER: u64 = 6;
    pub const DMA_REMAINING: u64 = 7;
    pub const SPACE_ALLOCATED: u64 = 8;
    pub const SPACE_RATE: u64 = 9;
    pub const DECLARE_VALUE: u64 = 10;
    pub const CHANGE_VALUE: u64 = 11;
    pub const FINISH: u64 = 12;
    pub const DMA_WAITED: u64 = 14;
    pub const AT_OP: u64 = 15;
    pub const UNIT_ISSUE: u64 = 13;
    pub const SHORT_UNIT_BUSY: u64 = 17;
    pub const SHORT_UNIT_OPEN: u64 = 18;
    pub const SHORT_STALL: u64 = 19;
    pub const SHORT_UNIT_ISSUE: u64 = 20;
}

/// The first word of a record: its tag and a 32-bit operand.
#[inline(always)]
fn head(tag: u64, a: u32) -> u64 {
    tag | (a as u64) << 8
}

/// The calls made at nearly every op (an issue, a unit's busy span opening
/// and closing, a stall) fit one word when their numbers are small, which
/// halves the bytes handed between the threads: the tag in bits 0..5, a
/// unit or cause in bits 5..16, a span's length (or an issue's interval)
/// in bits 16..24 and its start cycle in bits 24..64. `None` when they do
/// not fit.
#[inline(always)]
fn short(tag: u64, a: u32, start: Cycle, len: Cycle) -> Option<u64> {
    (a < 1 << 11 && len < 1 << 8 && start < 1 << 40)
        .then_some(tag | (a as u64) << 5 | len << 16 | start << 24)
}

/// `(a, start, end)` of a one-word record.
#[inline(always)]
fn unshort(w: u64) -> (u32, Cycle, Cycle) {
    let start = w >> 24;
    ((w >> 5) as u32 & 0x7ff, start, start + (w >> 16 & 0xff))
}

/// The hand-off between the two threads: full batches one way, emptied ones
/// back. Either side that must wait sleeps on a condition variable at once:
/// a channel spins first, but here a wait lasts a whole batch (about a
/// millisecond), so spinning would only burn the other core's time.
#[derive(Debug, Default)]
struct Pipe {
    state: Mutex<PipeState>,
    /// Signalled when a batch is queued or the simulating side is done.
    queued: Condvar,
    /// Signalled when the writer takes a batch or is gone.
    taken: Condvar,
}

#[derive(Debug, Default)]
struct PipeState {
    full: VecDeque<Vec<u64>>,
    empty: Vec<Vec<u64>>,
    /// The simulating side sends no more.
    closed: bool,
    /// The writer takes no more (it ended, or panicked).
    gone: bool,
}

impl Pipe {
    fn lock(&self) -> MutexGuard<'_, PipeState> {
        // A panic while holding the lock leaves nothing half-done.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues `batch`, waiting while [`IN_FLIGHT`] are queued; returns an
    /// emptied batch to fill next, if one came back.
    fn send(&self, batch: Vec<u64>) -> Option<Vec<u64>> {
        let mut st = self.lock();
        while st.full.len() >= IN_FLIGHT && !st.gone {
            st = self.taken.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        if !st.gone {
            st.full.push_back(batch);
            self.queued.notify_one();
        }
        st.empty.pop()
    }

    /// The next batch, waiting for one; `None` once the simulating side is
    /// done and everything is taken.
    fn recv(&self, emptied: Option<Vec<u64>>) -> Option<Vec<u64>> {
        let mut st = self.lock();
        st.empty.extend(emptied);
        loop {
            if let Some(b) = st.full.pop_front() {
                self.taken.notify_one();
                return Some(b);
            }
            if st.closed {
                return None;
            }
            st = self.queued.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }

    fn close(&self) {
        self.lock().closed = true;
        self.queued.notify_one();
    }
}

/// Marks the pipe gone when the writer thread ends, even by a panic, so
/// the simulating side never waits for it in vain.
struct Gone<'a>(&'a Pipe);

impl Drop for Gone<'_> {
    fn drop(&mut self) {
        self.0.lock().gone = true;
        self.0.taken.notify_one();
    }
}

/// The simulating thread's side: forwards every call to the writer thread.
/// Made by [`Threaded::spawn`]; [`Threaded::join`] returns the inner sink
/// once it has replayed everything.
#[derive(Debug)]
pub struct Threaded<'scope, S: TraceSink + Send + 'scope> {
    batch: Vec<u64>,
    /// Calls since the last watermark.
    since: u32,
    /// Declared values, numbered in order (the writer maps them to the
    /// inner sink's handles).
    declared: u32,
    pipe: Arc<Pipe>,
    worker: Option<ScopedJoinHandle<'scope, S>>,
}

impl<'scope, S: TraceSink + Send + 'scope> Threaded<'scope, S> {
    /// Starts the writer thread in `scope`, owning `inner`; fails only if
    /// the system cannot start a thread.
    pub fn spawn<'env>(scope: &'scope Scope<'scope, 'env>, inner: S) -> std::io::Result<Self> {
        let pipe = Arc::new(Pipe::default());
        let theirs = Arc::clone(&pipe);
        let worker = std::thread::Builder::new()
            .name("rmlir-trace".into())
            .spawn_scoped(scope, move || replay_all(inner, &theirs))?;
        Ok(Threaded {
            batch: Vec::with_capacity(BATCH),
            since: 0,
            declared: 0,
            pipe,
            worker: Some(worker),
        })
    }

    /// Hands the rest to the writer, waits for it, and returns the inner
    /// sink. A panic on the writer thread is resumed here.
    pub fn join(mut self) -> S {
        self.ship();
        self.pipe.close();
        let worker = self.worker.take().expect("joined once");
        match worker.join() {
            Ok(sink) => sink,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    /// Appends one record (or the last part of one) and ships the batch
    /// when it is full.
    #[inline(always)]
    fn put(&mut self, words: &[u64]) {
        self.batch.extend_from_slice(words);
        self.since += 1;
        if self.batch.len() >= BATCH {
            self.ship();
        }
    }

    /// Sends the batch to the writer and takes an empty one. If the writer
    /// is gone (it panicked), the calls are dropped; `join` reports it.
    #[cold]
    fn ship(&mut self) {
        if self.batch.is_empty() {
            return;
        }
        let full = std::mem::take(&mut self.batch);
        self.batch = self
            .pipe
            .send(full)
            .unwrap_or_else(|| Vec::with_capacity(BATCH));
    }
}

impl<'scope, S: TraceSink + Send + 'scope> Drop for Threaded<'scope, S> {
    /// A run that ends in a fault drops the sink without joining: closing
    /// the pipe lets the writer finish, and the scope joins it.
    fn drop(&mut self) {
        self.pipe.close();
    }
}

impl<'scope, S: TraceSink + Send + 'scope> TraceSink for Threaded<'scope, S> {
    const ENABLED: bool = S::ENABLED;
    /// One word per issue instead of two per span: the writer thread
    /// merges the spans when the inner sink does not.
    const ISSUES: bool = true;

    #[inline]
    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        match short(tag::SHORT_UNIT_ISSUE, unit, at, ii) {
            Some(w) => self.put(&[w]),
            None => self.put(&[head(tag::UNIT_ISSUE, unit), at, ii]),
        }
    }

    #[inline]
    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        match short(tag::SHORT_UNIT_BUSY, unit, start, end.wrapping_sub(start)) {
            Some(w) => self.put(&[w]),
            None => self.put(&[head(tag::UNIT_BUSY, unit), start, end]),
        }
    }
    #[inline]
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        match short(tag::SHORT_UNIT_OPEN, unit, start, 0) {
            Some(w) => self.put(&[w]),
            None => self.put(&[head(tag::UNIT_OPEN, unit), start]),
        }
    }
    #[inline]
    fn wants_watermark(&self) -> bool {
        self.since >= WATERMARK_EVERY
    }
    fn watermark(&mut self, cycle: Cycle) {
        self.put(&[tag::WATERMARK, cycle]);
        self.since = 0;
    }
    fn at_op(&mut self, site: u32) {
        self.put(&[head(tag::AT_OP, site)]);
    }
    #[inline]
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        let cause = cause as u32;
        match short(tag::SHORT_STALL, cause, start, end.wrapping_sub(start)) {
            Some(w) => self.put(&[w]),
            None => self.put(&[head(tag::STALL, cause), start, end]),
        }
    }
    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        let ids = engine as u64 | (channel as u64) << 32;
        self.put(&[tag::DMA_BEGIN, ids, tag, bytes, cycle]);
    }
    fn dma_transfer(&mut self, s: &DmaSpan) {
        let ids = s.engine as u64 | (s.channel as u64) << 32;
        let spaces = s.src as u64 | (s.dst as u64) << 32;
        self.put(&[
            tag::DMA_TRANSFER,
            ids,
            s.tag,
            s.bytes,
            spaces,
            s.queued,
            s.start,
            s.data_start,
            s.end,
            s.site as u64,
        ]);
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        let ids = engine as u64 | (channel as u64) << 32;
        self.put(&[tag::DMA_REMAINING, ids, cycle, bytes]);
    }
    fn dma_waited(&mut self, t: u64, cycle: Cycle) {
        self.put(&[tag::DMA_WAITED, t, cycle]);
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.put(&[head(tag::SPACE_ALLOCATED, space), cycle, bytes]);
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        self.put(&[
            head(tag::SPACE_RATE, space),
            cycle,
            bytes_per_cycle.to_bits(),
        ]);
    }
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        let bytes = name.as_bytes();
        self.batch.push(head(tag::DECLARE_VALUE, width));
        self.batch.push(bytes.len() as u64);
        self.batch.extend(bytes.chunks(8).map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        }));
        self.declared += 1;
        ValueSignal(self.declared - 1)
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        self.batch.push(head(tag::CHANGE_VALUE, sig.0));
        self.batch.push(cycle);
        self.batch.push(bits.len() as u64);
        self.put(bits);
    }
    fn finish(&mut self, end: Cycle) {
        self.put(&[tag::FINISH, end]);
    }
}

/// The writer thread: replays every batch into `sink`, returns the batches
/// for reuse, and hands the sink back when the pipe closes.
fn replay_all<S: TraceSink>(mut sink: S, pipe: &Pipe) -> S {
    let _gone = Gone(pipe);
    let mut values = Vec::new();
    let mut spans = Spans::default();
    let mut emptied = None;
    while let Some(mut batch) = pipe.recv(emptied.take()) {
        replay(&mut sink, &batch, &mut values, &mut spans);
        batch.clear();
        emptied = Some(batch);
    }
    sink
}

/// Replays an issue: as it is, or merged into spans for an inner sink
/// without [`TraceSink::ISSUES`].
#[inline(always)]
fn issue<S: TraceSink>(sink: &mut S, spans: &mut Spans, unit: u32, at: Cycle, ii: Cycle) {
    if S::ISSUES {
        sink.unit_issue(unit, at, ii);
    } else {
        spans.issue_to(sink, unit, at, ii);
    }
}

/// Decodes one batch, record by record, into calls on `sink`. `values`
/// maps declaration numbers to the inner sink's handles; `spans` merges
/// issues into spans for an inner sink without [`TraceSink::ISSUES`].
fn replay<S: TraceSink>(sink: &mut S, w: &[u64], values: &mut Vec<ValueSignal>, spans: &mut Spans) {
    let mut i = 0;
    while i < w.len() {
        let (t, a) = (w[i] & 0x1f, (w[i] >> 8) as u32);
        let (b, start, end) = unshort(w[i]);
        i += 1;
        let lo = |x: u64| x as u32;
        let hi = |x: u64| (x >> 32) as u32;
        i += match t {
            tag::SHORT_UNIT_ISSUE => {
                issue(sink, spans, b, start, end - start);
                0
            }
            tag::UNIT_ISSUE => {
                issue(sink, spans, a, w[i], w[i + 1]);
                2
            }
            tag::SHORT_UNIT_BUSY => {
                sink.unit_busy(b, start, end);
                0
            }
            tag::SHORT_UNIT_OPEN => {
                sink.unit_open(b, start);
                0
            }
            tag::SHORT_STALL => {
                sink.stall(start, end, StallCause::ALL[b as usize]);
                0
            }
            tag::UNIT_BUSY => {
                sink.unit_busy(a, w[i], w[i + 1]);
                2
            }
            tag::UNIT_OPEN => {
                sink.unit_open(a, w[i]);
                1
            }
            tag::WATERMARK => {
                if sink.wants_watermark() {
                    if !S::ISSUES {
                        spans.close_to(sink, w[i]);
                    }
                    sink.watermark(w[i]);
                }
                1
            }
            tag::STALL => {
                sink.stall(w[i], w[i + 1], StallCause::ALL[a as usize]);
                2
            }
            tag::DMA_BEGIN => {
                sink.dma_begin(lo(w[i]), hi(w[i]), w[i + 1], w[i + 2], w[i + 3]);
                4
            }
            tag::DMA_TRANSFER => {
                let span = DmaSpan {
                    engine: lo(w[i]),
                    channel: hi(w[i]),
                    tag: w[i + 1],
                    bytes: w[i + 2],
                    src: lo(w[i + 3]),
                    dst: hi(w[i + 3]),
                    queued: w[i + 4],
                    start: w[i + 5],
                    data_start: w[i + 6],
                    end: w[i + 7],
                    site: lo(w[i + 8]),
                };
                sink.dma_transfer(&span);
                9
            }
            tag::DMA_REMAINING => {
                sink.dma_remaining(lo(w[i]), hi(w[i]), w[i + 1], w[i + 2]);
                3
            }
            tag::AT_OP => {
                sink.at_op(a);
                0
            }
            tag::DMA_WAITED => {
                sink.dma_waited(w[i], w[i + 1]);
                2
            }
            tag::SPACE_ALLOCATED => {
                sink.space_allocated(a, w[i], w[i + 1]);
                2
            }
            tag::SPACE_RATE => {
                sink.space_rate(a, w[i], f64::from_bits(w[i + 1]));
                2
            }
            tag::DECLARE_VALUE => {
                let len = w[i] as usize;
                let words = len.div_ceil(8);
                let bytes: Vec<u8> = w[i + 1..i + 1 + words]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .take(len)
                    .collect();
                let name = String::from_utf8_lossy(&bytes);
                values.push(sink.declare_value(&name, a));
                1 + words
            }
            tag::CHANGE_VALUE => {
                let (cycle, n) = (w[i], w[i + 1] as usize);
                sink.change_value(values[a as usize], cycle, &w[i + 2..i + 2 + n]);
                2 + n
            }
            tag::FINISH => {
                if !S::ISSUES {
                    spans.close_to(sink, Cycle::MAX);
                }
                sink.finish(w[i]);
                1
            }
            _ => unreachable!("trace record tag {t}"),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes each call as a line of text, to compare call sequences;
    /// takes single issues if `ISSUES`, else whole spans.
    #[derive(Default)]
    struct Log<const ISSUES: bool>(Vec<String>, u32);

    impl<const I: bool> TraceSink for Log<I> {
        const ISSUES: bool = I;

        fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
            self.0.push(format!("issue {unit} {at} {ii}"));
        }
        fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
            self.0.push(format!("busy {unit} {start} {end}"));
        }
        fn unit_open(&mut self, unit: u32, start: Cycle) {
            self.0.push(format!("open {unit} {start}"));
        }
        fn wants_watermark(&self) -> bool {
            true
        }
        fn watermark(&mut self, cycle: Cycle) {
            self.0.push(format!("mark {cycle}"));
        }
        fn at_op(&mut self, site: u32) {
            self.0.push(format!("at {site}"));
        }
        fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
            self.0.push(format!("stall {start} {end} {}", cause.name()));
        }
        fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
            self.0
                .push(format!("begin {engine} {channel} {tag} {bytes} {cycle}"));
        }
        fn dma_transfer(&mut self, s: &DmaSpan) {
            self.0.push(format!("span {s:?}"));
        }
        fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
            self.0
                .push(format!("left {engine} {channel} {cycle} {bytes}"));
        }
        fn dma_waited(&mut self, tag: u64, cycle: Cycle) {
            self.0.push(format!("waited {tag} {cycle}"));
        }
        fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
            self.0.push(format!("alloc {space} {cycle} {bytes}"));
        }
        fn space_rate(&mut self, space: u32, cycle: Cycle, rate: f64) {
            self.0.push(format!("rate {space} {cycle} {rate}"));
        }
        fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
            self.0.push(format!("declare {name} {width}"));
            self.1 += 1;
            ValueSignal(100 + self.1)
        }
        fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
            self.0.push(format!("value {} {cycle} {bits:?}", sig.0));
        }
        fn finish(&mut self, end: Cycle) {
            self.0.push(format!("finish {end}"));
        }
    }

    /// Makes every kind of call, `rounds` times, on `s`.
    fn calls<S: TraceSink>(s: &mut S, rounds: u64) {
        let a = s.declare_value("a_value_with_a_long_name", 7);
        let b = s.declare_value("", 1000);
        for r in 0..rounds {
            s.unit_open(3, r);
            s.unit_busy(3, r, r + 2);
            s.stall(r, r + 1, StallCause::ALL[(r % 6) as usize]);
            // At and past the edges of the one-word records.
            s.unit_busy(2047, r << 30, (r << 30) + 255);
            s.unit_busy(2048, r, r + 256);
            s.unit_issue(2047, r << 30, 255);
            s.unit_issue(2047, r, 256);
            s.unit_issue(1, 1 << 40, 1);
            s.unit_open(7, r << 30);
            s.stall(r << 30, (r << 30) + 300, StallCause::DmaIssue);
            s.dma_begin(1, 2, r, 4096, r);
            s.dma_transfer(&DmaSpan {
                engine: 1,
                channel: u32::MAX,
                tag: r,
                bytes: 4096,
                src: 0,
                dst: 7,
                queued: r,
                start: r + 1,
                data_start: r + 2,
                end: r + 3,
                site: r as u32 ^ 0x5a5a_5a5a,
            });
            s.at_op(u32::MAX - r as u32);
            s.dma_remaining(1, 2, r, 17);
            s.dma_waited(u64::MAX - r, r + 3);
            s.space_allocated(2, r, u64::MAX);
            s.space_rate(2, r, 1.5 + r as f64);
            s.change_value(a, r, &[r]);
            s.change_value(b, r, &[r; 16]);
            if s.wants_watermark() {
                s.watermark(r);
            }
        }
        s.finish(rounds + 5);
    }

    #[test]
    fn the_inner_sink_sees_the_same_calls_as_inline() {
        let mut inline = Log::<true>::default();
        calls(&mut inline, 50_000);
        let threaded = std::thread::scope(|scope| {
            let mut t = Threaded::spawn(scope, Log::<true>::default()).unwrap();
            calls(&mut t, 50_000);
            t.join()
        });
        let marks = |l: &Log<true>| l.0.iter().filter(|c| c.starts_with("mark")).count();
        let rest = |l: &Log<true>| {
            l.0.iter()
                .filter(|c| !c.starts_with("mark"))
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(rest(&inline), rest(&threaded));
        // Watermarks are asked for every WATERMARK_EVERY calls (a round
        // makes 19 besides the watermark), not at each.
        assert_eq!(marks(&inline), 50_000);
        let rounds_per_mark = WATERMARK_EVERY.div_ceil(19) as usize;
        assert_eq!(marks(&threaded), 50_000 / rounds_per_mark);
    }

    /// An inner sink that takes whole spans gets the spans the model would
    /// give it: the writer thread merges the issues with the same
    /// [`Spans`], closing them at an issue past their end, at a watermark
    /// it passes on, or at the end.
    #[test]
    fn issues_reach_a_span_sink_as_the_models_spans() {
        // Three units; unit 1 issues back to back (one span), unit 2 every
        // third cycle with an interval of 3 (one span), unit 0 with gaps.
        let issues: Vec<(u32, Cycle, Cycle)> = (0..30_000u64)
            .flat_map(|c| {
                let mut v = vec![(1, c, 1)];
                if c % 3 == 0 {
                    v.push((2, c, 3));
                }
                if c % 5 < 2 {
                    v.push((0, c, 1 + c % 7));
                }
                v
            })
            .collect();
        let mut spans = Spans::default();
        let mut inline = Log::<false>::default();
        for &(u, at, ii) in &issues {
            spans.issue_to(&mut inline, u, at, ii);
        }
        spans.close_to(&mut inline, Cycle::MAX);
        inline.finish(30_005);
        let threaded = std::thread::scope(|scope| {
            let mut t = Threaded::spawn(scope, Log::<false>::default()).unwrap();
            for &(u, at, ii) in &issues {
                t.unit_issue(u, at, ii);
                if t.wants_watermark() {
                    t.watermark(at);
                }
            }
            t.finish(30_005);
            t.join()
        });
        let calls = |l: &Log<false>| {
            let mut v: Vec<_> =
                l.0.iter()
                    .filter(|c| !c.starts_with("mark"))
                    .cloned()
                    .collect();
            v.sort();
            v
        };
        assert!(threaded.0.iter().any(|c| c.starts_with("mark")));
        assert!(inline.0.contains(&"busy 1 0 30000".to_string()));
        assert_eq!(calls(&inline), calls(&threaded));
    }
}
