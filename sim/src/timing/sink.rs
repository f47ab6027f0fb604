//! The sink trait: where the timing model reports *when* things happened.
//!
//! The model calls a [`TraceSink`] at every interval it closes (a unit busy
//! span, a stall, a DMA transfer on a channel) and at every level change (bytes
//! allocated in a space, DMA bytes per cycle, bytes a transfer has left). The
//! model is generic over the sink, and [`NullSink`] sets
//! [`TraceSink::ENABLED`] to `false`, so an untraced run compiles the calls
//! (and the bookkeeping that feeds them) away.
//!
//! The sinks themselves live below, in [`super::sinks`]: [`super::sinks::vcd::VcdSink`]
//! (waveforms for GTKWave/Surfer) and [`super::sinks::chrome::ChromeSink`]
//! (Chrome/Perfetto JSON); a pair `(A, B)` feeds both, and
//! [`super::sinks::Threaded`] runs a sink on a writer thread of its own.
//! Timestamps are cycles; see `docs/timing.md` § Traces.
//!
//! # Streaming: the time order of the calls
//!
//! Calls do not arrive in time order: an interval is reported when it
//! closes, DMA events at their own cycles, value changes at their issue
//! cycle. Both sinks write their file while the run goes, so they keep a
//! small reorder buffer and write what is older than a *watermark*. The
//! model calls [`TraceSink::watermark`]`(w)` (when
//! [`TraceSink::wants_watermark`] says the buffer is full) with the
//! guarantee that **every later call reports only times `>= w`**, with two
//! exceptions that were announced in advance: the start of a unit busy span
//! that [`TraceSink::unit_open`] announced, and the start of a DMA span
//! that [`TraceSink::dma_begin`] announced. The model's `w` is
//! `min(now, last issue cycle)` after it has processed every DMA event up to
//! `now` and reported every unit busy span that can no longer grow (see
//! `TimingModel::trace_watermark`). A sink that gets no watermark (a
//! wrapper that does not forward it) buffers the whole run and writes it
//! at [`TraceSink::finish`].
//!
//! # Issues or spans
//!
//! A unit's busy spans can reach a sink two ways. A sink that sets
//! [`TraceSink::ISSUES`] gets every issue, in time order, from
//! [`TraceSink::unit_issue`], and merges them into spans itself with
//! [`Spans`]: the VCD sink then makes the core's edges in time order and
//! writes them without a reorder buffer (most of a compute-bound trace).
//! Any other sink gets whole spans from [`TraceSink::unit_open`] and
//! [`TraceSink::unit_busy`], merged by the model with the same [`Spans`].
//! [`super::sinks::Threaded`] takes issues (one word each) and gives its inner sink
//! whichever it takes.

#[cfg(doc)]
use super::spans::Spans;
use super::{Cycle, StallCause};

/// One DMA transfer's life on a channel, reported when it completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaSpan {
    /// Engine index.
    pub engine: u32,
    /// Channel index within the engine.
    pub channel: u32,
    /// The interpreter's tag key.
    pub tag: u64,
    /// Bytes moved.
    pub bytes: u64,
    /// Source space index.
    pub src: u32,
    /// Destination space index.
    pub dst: u32,
    /// Cycle `dma_start` handed it to the engine.
    pub queued: Cycle,
    /// Cycle a channel took it (setup begins).
    pub start: Cycle,
    /// Cycle its first byte moved (setup and overheads done).
    pub data_start: Cycle,
    /// Completion cycle: its data has landed.
    pub end: Cycle,
    /// The op that started it, as the executor named it to
    /// [`TraceSink::at_op`]'s caller ([`NO_SITE`] when none did).
    pub site: u32,
}

/// The site of an event no op was named for.
pub const NO_SITE: u32 = u32::MAX;

/// Handle to a per-SSA-value waveform declared with [`TraceSink::declare_value`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueSignal(pub u32);

/// Receives the timeline. Every method has an empty default.
pub trait TraceSink {
    /// `false` lets the model skip work done only for tracing.
    const ENABLED: bool = true;
    /// `true`: the model reports every issue with [`Self::unit_issue`] and
    /// the sink merges spans itself (with [`Spans`]); `false`: the model
    /// merges them and reports whole spans with [`Self::unit_open`] and
    /// [`Self::unit_busy`].
    const ISSUES: bool = false;

    /// Unit `unit` took an op at `at` and accepts none for `ii` cycles
    /// (only called when [`Self::ISSUES`]). Issues come in time order.
    fn unit_issue(&mut self, _unit: u32, _at: Cycle, _ii: Cycle) {}

    /// Unit `unit` was busy (accepting no new op) over `[start, end)`.
    /// Back-to-back spans are merged by the model before this call.
    fn unit_busy(&mut self, _unit: u32, _start: Cycle, _end: Cycle) {}
    /// Unit `unit` became busy at `start`: the span that a later
    /// [`Self::unit_busy`] reports in full begins (announced early so that a
    /// streaming sink can write the rising edge in time order).
    fn unit_open(&mut self, _unit: u32, _start: Cycle) {}
    /// Whether the sink's reorder buffer is full enough to want a
    /// [`Self::watermark`]. Cheap: the model asks at every issue.
    fn wants_watermark(&self) -> bool {
        false
    }
    /// Every later call reports only times `>= cycle`, except announced
    /// span starts (see the module doc); what is older may be written.
    fn watermark(&mut self, _cycle: Cycle) {}
    /// The next [`Self::stall`] and [`Self::dma_waited`] calls belong to
    /// the op `site` (an executor's op number, e.g. its `OpId`), until
    /// another `at_op`. The model calls it only when the site changed since
    /// it last said, and only just before such a call.
    fn at_op(&mut self, _site: u32) {}
    /// The core issued nothing over `[start, end)` because of `cause`.
    fn stall(&mut self, _start: Cycle, _end: Cycle, _cause: StallCause) {}
    /// At `cycle`, a channel took a transfer of `bytes` on `tag` (setup
    /// begins). Reported in time order with `dma_remaining`, `space_rate`
    /// and the ends of `dma_transfer` spans.
    fn dma_begin(&mut self, _engine: u32, _channel: u32, _tag: u64, _bytes: u64, _cycle: Cycle) {}
    /// A DMA transfer completed; its whole span is known.
    fn dma_transfer(&mut self, _span: &DmaSpan) {}
    /// At `cycle`, a `dma_wait` on `tag` issued: every transfer on `tag`
    /// reported by `dma_transfer` and not yet waited for is now waited for.
    fn dma_waited(&mut self, _tag: u64, _cycle: Cycle) {}
    /// At `cycle`, the transfer on `engine`/`channel` has `bytes` left to move.
    fn dma_remaining(&mut self, _engine: u32, _channel: u32, _cycle: Cycle, _bytes: u64) {}
    /// At `cycle`, `bytes` are allocated in `space`.
    fn space_allocated(&mut self, _space: u32, _cycle: Cycle, _bytes: u64) {}
    /// From `cycle` on, DMA moves `bytes_per_cycle` into plus out of `space`.
    fn space_rate(&mut self, _space: u32, _cycle: Cycle, _bytes_per_cycle: f64) {}
    /// Declares a waveform for an SSA value of `width` bits.
    fn declare_value(&mut self, _name: &str, _width: u32) -> ValueSignal {
        ValueSignal(0)
    }
    /// At `cycle`, value `sig` takes `bits` (little-endian 64-bit limbs).
    fn change_value(&mut self, _sig: ValueSignal, _cycle: Cycle, _bits: &[u64]) {}
    /// The run ended at `end` (total cycles).
    fn finish(&mut self, _end: Cycle) {}
}

/// The sink that records nothing; tracing off.
#[derive(Clone, Copy, Debug, Default)]
pub struct NullSink;

impl TraceSink for NullSink {
    const ENABLED: bool = false;
}

impl<A: TraceSink, B: TraceSink> TraceSink for (A, B) {
    const ENABLED: bool = A::ENABLED || B::ENABLED;
    const ISSUES: bool = A::ISSUES && B::ISSUES;

    #[inline]
    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        self.0.unit_issue(unit, at, ii);
        self.1.unit_issue(unit, at, ii);
    }

    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        self.0.unit_busy(unit, start, end);
        self.1.unit_busy(unit, start, end);
    }
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        self.0.unit_open(unit, start);
        self.1.unit_open(unit, start);
    }
    #[inline]
    fn wants_watermark(&self) -> bool {
        self.0.wants_watermark() || self.1.wants_watermark()
    }
    fn watermark(&mut self, cycle: Cycle) {
        self.0.watermark(cycle);
        self.1.watermark(cycle);
    }
    fn at_op(&mut self, site: u32) {
        self.0.at_op(site);
        self.1.at_op(site);
    }
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.0.stall(start, end, cause);
        self.1.stall(start, end, cause);
    }
    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        self.0.dma_begin(engine, channel, tag, bytes, cycle);
        self.1.dma_begin(engine, channel, tag, bytes, cycle);
    }
    fn dma_transfer(&mut self, span: &DmaSpan) {
        self.0.dma_transfer(span);
        self.1.dma_transfer(span);
    }
    fn dma_waited(&mut self, tag: u64, cycle: Cycle) {
        self.0.dma_waited(tag, cycle);
        self.1.dma_waited(tag, cycle);
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        self.0.dma_remaining(engine, channel, cycle, bytes);
        self.1.dma_remaining(engine, channel, cycle, bytes);
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.0.space_allocated(space, cycle, bytes);
        self.1.space_allocated(space, cycle, bytes);
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        self.0.space_rate(space, cycle, bytes_per_cycle);
        self.1.space_rate(space, cycle, bytes_per_cycle);
    }
    /// Both sinks must hand out the same handles: declare values on the pair only.
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        let a = self.0.declare_value(name, width);
        self.1.declare_value(name, width);
        a
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        self.0.change_value(sig, cycle, bits);
        self.1.change_value(sig, cycle, bits);
    }
    fn finish(&mut self, end: Cycle) {
        self.0.finish(end);
        self.1.finish(end);
    }
}

/// Lends a sink to a model, so the caller keeps it to write out afterwards.
impl<T: TraceSink> TraceSink for &mut T {
    const ENABLED: bool = T::ENABLED;
    const ISSUES: bool = T::ISSUES;

    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        (**self).unit_issue(unit, at, ii);
    }

    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        (**self).unit_busy(unit, start, end);
    }
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        (**self).unit_open(unit, start);
    }
    #[inline]
    fn wants_watermark(&self) -> bool {
        (**self).wants_watermark()
    }
    fn watermark(&mut self, cycle: Cycle) {
        (**self).watermark(cycle);
    }
    fn at_op(&mut self, site: u32) {
        (**self).at_op(site);
    }
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        (**self).stall(start, end, cause);
    }
    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        (**self).dma_begin(engine, channel, tag, bytes, cycle);
    }
    fn dma_transfer(&mut self, span: &DmaSpan) {
        (**self).dma_transfer(span);
    }
    fn dma_waited(&mut self, tag: u64, cycle: Cycle) {
        (**self).dma_waited(tag, cycle);
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        (**self).dma_remaining(engine, channel, cycle, bytes);
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        (**self).space_allocated(space, cycle, bytes);
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        (**self).space_rate(space, cycle, bytes_per_cycle);
    }
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        (**self).declare_value(name, width)
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        (**self).change_value(sig, cycle, bits);
    }
    fn finish(&mut self, end: Cycle) {
        (**self).finish(end);
    }
}

/// An optional sink: `None` records nothing (the simulator's `--vcd` and
/// `--trace-json` switches).
impl<T: TraceSink> TraceSink for Option<T> {
    const ENABLED: bool = T::ENABLED;
    const ISSUES: bool = T::ISSUES;

    #[inline]
    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        if let Some(s) = self {
            s.unit_issue(unit, at, ii);
        }
    }

    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        if let Some(s) = self {
            s.unit_busy(unit, start, end);
        }
    }
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        if let Some(s) = self {
            s.unit_open(unit, start);
        }
    }
    #[inline]
    fn wants_watermark(&self) -> bool {
        self.as_ref().is_some_and(T::wants_watermark)
    }
    fn watermark(&mut self, cycle: Cycle) {
        if let Some(s) = self {
            s.watermark(cycle);
        }
    }
    fn at_op(&mut self, site: u32) {
        if let Some(s) = self {
            s.at_op(site);
        }
    }
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        if let Some(s) = self {
            s.stall(start, end, cause);
        }
    }
    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        if let Some(s) = self {
            s.dma_begin(engine, channel, tag, bytes, cycle);
        }
    }
    fn dma_transfer(&mut self, span: &DmaSpan) {
        if let Some(s) = self {
            s.dma_transfer(span);
        }
    }
    fn dma_waited(&mut self, tag: u64, cycle: Cycle) {
        if let Some(s) = self {
            s.dma_waited(tag, cycle);
        }
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        if let Some(s) = self {
            s.dma_remaining(engine, channel, cycle, bytes);
        }
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        if let Some(s) = self {
            s.space_allocated(space, cycle, bytes);
        }
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        if let Some(s) = self {
            s.space_rate(space, cycle, bytes_per_cycle);
        }
    }
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        match self {
            Some(s) => s.declare_value(name, width),
            None => ValueSignal(0),
        }
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        if let Some(s) = self {
            s.change_value(sig, cycle, bits);
        }
    }
    fn finish(&mut self, end: Cycle) {
        if let Some(s) = self {
            s.finish(end);
        }
    }
}
