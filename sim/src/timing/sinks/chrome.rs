//! Chrome / Perfetto trace-event JSON of the timing model's timeline (the
//! "Trace Event Format": complete events, `"ph":"X"`), for
//! `chrome://tracing` and ui.perfetto.dev.
//!
//! One process; thread 0 is the core (its stall intervals), then one thread
//! per unit (busy intervals), then one per DMA engine channel (one event per
//! transfer, from the channel taking it to its completion). Two counter
//! tracks per memory space (`"ph":"C"`): `bandwidth NAME`, the bytes per
//! cycle DMA moves into plus out of it, and `allocated NAME`, the bytes
//! allocated in it, each from the cycle it changes. A last thread, `dma
//! waits`, has a one-cycle event per `dma_wait`, and a flow arrow
//! (`"ph":"s"` / `"f"`) runs from each transfer to the `dma_wait` that
//! waited for it. Timestamps `ts` and
//! durations `dur` are cycles, which the viewers label microseconds.
//!
//! The sink streams: events wait in a reorder buffer keyed on their start
//! and are written in start order once the model's watermark (the contract
//! in [`super`]) and the starts of the spans still open (unit spans that
//! `unit_open` announced, transfers that `dma_begin` announced) have passed
//! them. A span open for very long (a unit busy for the whole run) would
//! hold everything after its start, so past `HARD_CAP` times the
//! `flush_every` count (a million events by default) of buffered events the
//! sink writes up to the model's watermark regardless, and that span comes
//! out of start order — which the format allows ("the events do not have
//! to be in timestamp-sorted order"). Each event is written from
//! precomputed text (names escaped once) and integer formatting; the keys
//! are in the order `serde_json` gives them (alphabetical).

use std::io::{self, Write};

use super::reorder::Reorder;
use super::text::TextOut;
use crate::timing::config::TimingConfig;
use crate::timing::{Cycle, StallCause};
use crate::timing::{DmaSpan, Spans, TraceSink};

#[derive(Clone, Copy, Debug)]
enum Kind {
    /// The core stalled, while issuing the op at a site.
    Stall(StallCause, u32),
    Unit(u32),
    Dma(DmaSpan),
    /// A space's DMA bytes per cycle from this cycle on.
    Rate(u32, f64),
    /// A space's allocated bytes from this cycle on.
    Allocated(u32, u64),
    /// A flow arrow leaves the transfer on thread `tid`.
    FlowStart {
        id: u64,
        tid: u32,
    },
    /// A `dma_wait` on a tag issued, at a site.
    Wait(u64, u32),
    /// A flow arrow arrives at the `dma_wait`.
    FlowEnd(u64),
}

#[derive(Clone, Copy, Debug)]
struct Event {
    end: Cycle,
    kind: Kind,
}

/// Events buffered between two watermarks before the sink asks for one.
const FLUSH_EVERY: usize = 1 << 15;
/// Buffered events (in units of the flush interval) past which open spans
/// no longer hold the output back.
const HARD_CAP: usize = 32;

/// Streams the timeline as trace-event JSON to `W` (by default into
/// memory, read with [`ChromeSink::write_to`]).
#[derive(Debug)]
pub struct ChromeSink<W: Write = Vec<u8>> {
    /// JSON string literals (quoted, escaped) of the space names.
    spaces: Vec<String>,
    /// Per engine: its first channel's thread id.
    engine_tid: Vec<u32>,
    /// `(tid, name)` of every thread, for the metadata events.
    threads: Vec<(u32, String)>,
    /// Per unit: the text between `"dur":` and `"ts":`.
    unit_mid: Vec<String>,
    /// Per stall cause, likewise.
    stall_mid: Vec<String>,
    /// Per space: the text after a bandwidth counter's value up to `"ts":`.
    rate_mid: Vec<String>,
    /// Per space, likewise for the allocated-bytes counter.
    alloc_mid: Vec<String>,
    /// The `dma waits` thread.
    wait_tid: u32,
    /// Per site: the JSON string literal of its `file:line`, if known.
    sites: Vec<Option<String>>,
    /// The site [`TraceSink::at_op`] named last.
    site: u32,
    /// Per tag: the flow ids of transfers reported and not yet waited for.
    unwaited: std::collections::HashMap<u64, Vec<u64>>,
    next_flow: u64,
    pending: Reorder<Event>,
    /// `pending.len()` at which the sink asks for a watermark.
    trigger: usize,
    /// Events buffered between two watermarks.
    every: usize,
    /// Start of the span open on each unit, if `unit_open` announced one.
    unit_open: Vec<Option<Cycle>>,
    /// Spans merged from [`TraceSink::unit_issue`].
    spans: Spans,
    /// Start of the transfer on each channel (by thread id), if announced.
    dma_open: Vec<Option<Cycle>>,
    started: bool,
    finished: bool,
    out: TextOut<W>,
}

/// A JSON string literal.
/// The JSON literal of `site`'s location in `sites`, if known (a free
/// function, so the text can be borrowed while the output is written).
fn loc(sites: &[Option<String>], site: u32) -> Option<&str> {
    sites.get(site as usize)?.as_deref()
}

fn quoted(s: &str) -> String {
    serde_json::to_string(s).expect("a string serialises")
}

impl ChromeSink<Vec<u8>> {
    /// A sink whose threads mirror `cfg`, keeping the text in memory.
    pub fn new(cfg: &TimingConfig) -> ChromeSink<Vec<u8>> {
        ChromeSink::to_writer(cfg, Vec::new())
    }

    /// Writes `{"traceEvents": [...]}` to `w` (ending the trace if the
    /// model has not).
    pub fn write_to<W2: Write>(&mut self, w: W2) -> io::Result<()> {
        self.end_trace();
        self.out.copy_to(w)
    }
}

impl<W: Write> ChromeSink<W> {
    /// A sink whose threads mirror `cfg`, streaming to `dest`.
    pub fn to_writer(cfg: &TimingConfig, dest: W) -> ChromeSink<W> {
        let mut threads = vec![(0, "core".to_string())];
        let mid = |name: &str, tid: u32| {
            format!(
                ",\"name\":{},\"ph\":\"X\",\"pid\":0,\"tid\":{tid},\"ts\":",
                quoted(name)
            )
        };
        let mut unit_mid = Vec::new();
        for (i, u) in cfg.units.iter().enumerate() {
            threads.push((1 + i as u32, format!("unit {}", u.name)));
            unit_mid.push(mid(&u.name, 1 + i as u32));
        }
        let mut tid = 1 + cfg.units.len() as u32;
        let mut engine_tid = Vec::new();
        for e in &cfg.engines {
            engine_tid.push(tid);
            for c in 0..e.channels {
                threads.push((tid + c, format!("{} ch{c}", e.name)));
            }
            tid += e.channels;
        }
        let wait_tid = tid;
        threads.push((wait_tid, "dma waits".to_string()));
        let stall_mid = StallCause::ALL
            .iter()
            .map(|c| mid(&format!("stall: {}", c.name()), 0))
            .collect();
        let counter = |what: &str, cat: &str, name: &str| {
            let name = quoted(&format!("{what} {name}"));
            format!("}},\"cat\":\"{cat}\",\"name\":{name},\"ph\":\"C\",\"pid\":0,\"ts\":")
        };
        ChromeSink {
            rate_mid: (cfg.spaces.iter())
                .map(|s| counter("bandwidth", "dma", &s.name))
                .collect(),
            alloc_mid: (cfg.spaces.iter())
                .map(|s| counter("allocated", "memory", &s.name))
                .collect(),
            wait_tid,
            sites: Vec::new(),
            site: crate::timing::NO_SITE,
            unwaited: std::collections::HashMap::new(),
            next_flow: 0,
            spaces: cfg.spaces.iter().map(|s| quoted(&s.name)).collect(),
            engine_tid,
            threads,
            unit_mid,
            stall_mid,
            pending: Reorder::new(),
            trigger: FLUSH_EVERY,
            every: FLUSH_EVERY,
            unit_open: vec![None; cfg.units.len()],
            spans: Spans::default(),
            dma_open: vec![None; tid as usize],
            started: false,
            finished: false,
            out: TextOut::new(dest),
        }
    }

    /// Names the sites the executor reports ([`TraceSink::at_op`]): site
    /// `i` is the op at `sites[i]`, a `file:line`. Stalls, transfers and
    /// waits then carry their op's `"loc"` in their `args`.
    pub fn with_sites(mut self, sites: Vec<Option<String>>) -> Self {
        self.sites = (sites.into_iter()).map(|s| s.map(|s| quoted(&s))).collect();
        self
    }

    /// Asks for a watermark every `n` buffered events (default 32768):
    /// fewer keeps less in memory and writes sooner; more sorts larger
    /// batches.
    pub fn flush_every(mut self, n: usize) -> Self {
        self.every = n.max(1);
        self.trigger = self.every;
        self
    }

    /// Ends the trace (if the model has not) and returns the destination,
    /// or the first error writing to it.
    pub fn into_inner(mut self) -> io::Result<W> {
        self.end_trace();
        self.out.finish()
    }

    /// Writes the opening and the thread names, once.
    fn start(&mut self) {
        if self.started {
            return;
        }
        self.started = true;
        let mut head = String::from(
            "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"time_unit\":\"cycle\"},\"traceEvents\":[\n",
        );
        for (i, (tid, name)) in self.threads.iter().enumerate() {
            if i > 0 {
                head.push_str(",\n");
            }
            head.push_str(&format!(
                "{{\"args\":{{\"name\":{}}},\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":{tid}}}",
                quoted(name)
            ));
        }
        self.out.reserve(head.len());
        self.out.bytes(head.as_bytes());
    }

    /// The earliest start an event reported later may have.
    fn open_floor(&self, w: Cycle) -> Cycle {
        let units = self.unit_open.iter().flatten();
        let dma = self.dma_open.iter().flatten();
        units.chain(dma).fold(w, |m, &t| m.min(t))
    }

    fn write_before(&mut self, limit: Cycle) {
        self.start();
        let mut pending = std::mem::replace(&mut self.pending, Reorder::new());
        pending.drain_before(limit, |t, g| g.iter().for_each(|e| self.event(t, e)));
        self.pending = pending;
    }

    /// Reports the spans merged from issues that ended before `limit`.
    fn close_spans(&mut self, limit: Cycle) {
        let mut spans = std::mem::take(&mut self.spans);
        spans.close_to(self, limit);
        self.spans = spans;
    }

    fn end_trace(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        self.close_spans(Cycle::MAX);
        self.start();
        let mut pending = std::mem::replace(&mut self.pending, Reorder::new());
        pending.drain_all(|t, g| g.iter().for_each(|e| self.event(t, e)));
        self.pending = pending;
        self.out.reserve(8);
        self.out.bytes(b"\n]}\n");
        self.out.write_out();
    }

    /// Appends `,\n` and one complete event.
    fn event(&mut self, start: Cycle, e: &Event) {
        self.out.reserve(64);
        match e.kind {
            Kind::Stall(c, site) => {
                self.args_loc(site);
                // The location used up the room reserved above.
                self.out.reserve(64);
                self.out.bytes(b",\"cat\":\"stall\",\"dur\":");
                self.out.decimal(e.end - start);
                let mid = &self.stall_mid[c as usize];
                self.out.reserve(mid.len() + 32);
                self.out.bytes(mid.as_bytes());
            }
            Kind::Unit(u) => {
                self.out.bytes(b",\n{\"args\":{},\"cat\":\"unit\",\"dur\":");
                self.out.decimal(e.end - start);
                let mid = &self.unit_mid[u as usize];
                self.out.reserve(mid.len() + 32);
                self.out.bytes(mid.as_bytes());
            }
            Kind::Dma(d) => self.dma_event(start, e.end, &d),
            Kind::Rate(space, rate) => {
                self.out.bytes(b",\n{\"args\":{\"B/cycle\":");
                let v = format!("{rate}");
                self.out.bytes(v.as_bytes());
                let mid = &self.rate_mid[space as usize];
                self.out.reserve(mid.len() + 32);
                self.out.bytes(mid.as_bytes());
            }
            Kind::FlowStart { id, tid } => {
                self.out.bytes(b",\n{\"cat\":\"dma_wait\",\"id\":");
                self.out.decimal(id);
                self.out
                    .bytes(b",\"name\":\"dma_wait\",\"ph\":\"s\",\"pid\":0,\"tid\":");
                self.out.decimal(tid as u64);
                self.out.bytes(b",\"ts\":");
            }
            Kind::Wait(tag, site) => {
                self.out.bytes(b",\n{\"args\":{");
                if let Some(loc) = loc(&self.sites, site) {
                    self.out.reserve(loc.len() + 8);
                    self.out.bytes(b"\"loc\":");
                    self.out.bytes(loc.as_bytes());
                    self.out.byte(b',');
                }
                // The tag, the rest of the event and its time.
                self.out.reserve(128);
                self.out.bytes(b"\"tag\":");
                self.out.decimal(tag);
                self.out.bytes(b"},\"cat\":\"dma_wait\",\"dur\":1,\"name\":\"dma_wait\",\"ph\":\"X\",\"pid\":0,\"tid\":");
                self.out.decimal(self.wait_tid as u64);
                self.out.bytes(b",\"ts\":");
            }
            Kind::FlowEnd(id) => {
                self.out
                    .bytes(b",\n{\"bp\":\"e\",\"cat\":\"dma_wait\",\"id\":");
                self.out.decimal(id);
                self.out
                    .bytes(b",\"name\":\"dma_wait\",\"ph\":\"f\",\"pid\":0,\"tid\":");
                self.out.decimal(self.wait_tid as u64);
                self.out.bytes(b",\"ts\":");
            }
            Kind::Allocated(space, bytes) => {
                self.out.bytes(b",\n{\"args\":{\"bytes\":");
                self.out.decimal(bytes);
                let mid = &self.alloc_mid[space as usize];
                self.out.reserve(mid.len() + 32);
                self.out.bytes(mid.as_bytes());
            }
        }
        self.out.decimal(start);
        self.out.byte(b'}');
    }

    /// Starts an event whose only argument is its `"loc"`, if known.
    fn args_loc(&mut self, site: u32) {
        self.out.bytes(b",\n{\"args\":{");
        if let Some(loc) = loc(&self.sites, site) {
            self.out.reserve(loc.len() + 8);
            self.out.bytes(b"\"loc\":");
            self.out.bytes(loc.as_bytes());
        }
        self.out.byte(b'}');
    }

    /// A transfer's event up to `"ts":`.
    fn dma_event(&mut self, start: Cycle, end: Cycle, d: &DmaSpan) {
        let (src, dst) = (&self.spaces[d.src as usize], &self.spaces[d.dst as usize]);
        let tid = self.engine_tid[d.engine as usize] + d.channel;
        let fields: [(&str, u64); 3] = [
            (",\n{\"args\":{\"bytes\":", d.bytes),
            (",\"channel\":", d.channel as u64),
            (",\"data_start\":", d.data_start),
        ];
        self.out.reserve(256 + 2 * (src.len() + dst.len()));
        for (key, v) in fields {
            self.out.bytes(key.as_bytes());
            self.out.decimal(v);
        }
        let out = &mut self.out;
        out.bytes(b",\"dst\":");
        out.bytes(dst.as_bytes());
        let fields: [(&str, u64); 3] = [
            (",\"engine\":", d.engine as u64),
            (",\"queued\":", d.queued),
            (",\"tag\":", d.tag),
        ];
        out.bytes(fields[0].0.as_bytes());
        out.decimal(fields[0].1);
        if let Some(loc) = loc(&self.sites, d.site) {
            out.reserve(loc.len() + 8);
            out.bytes(b",\"loc\":");
            out.bytes(loc.as_bytes());
        }
        out.bytes(fields[1].0.as_bytes());
        out.decimal(fields[1].1);
        out.bytes(b",\"src\":");
        out.bytes(src.as_bytes());
        out.bytes(fields[2].0.as_bytes());
        out.decimal(fields[2].1);
        out.bytes(b"},\"cat\":\"dma\",\"dur\":");
        out.decimal(end - start);
        // The name is `dma <src>-><dst>` with the names' own escapes.
        out.bytes(b",\"name\":\"dma ");
        out.bytes(&src.as_bytes()[1..src.len() - 1]);
        out.bytes(b"->");
        out.bytes(&dst.as_bytes()[1..dst.len() - 1]);
        out.bytes(b"\",\"ph\":\"X\",\"pid\":0,\"tid\":");
        out.decimal(tid as u64);
        out.bytes(b",\"ts\":");
    }

    fn push(&mut self, start: Cycle, end: Cycle, kind: Kind) {
        self.pending.push(start, Event { end, kind });
    }
}

impl<W: Write> TraceSink for ChromeSink<W> {
    const ISSUES: bool = true;

    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        let mut spans = std::mem::take(&mut self.spans);
        spans.issue_to(self, unit, at, ii);
        self.spans = spans;
    }

    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        self.unit_open[unit as usize] = None;
        self.push(start, end, Kind::Unit(unit));
    }

    fn unit_open(&mut self, unit: u32, start: Cycle) {
        self.unit_open[unit as usize] = Some(start);
    }

    #[inline]
    fn wants_watermark(&self) -> bool {
        self.pending.len() >= self.trigger
    }

    fn watermark(&mut self, cycle: Cycle) {
        self.close_spans(cycle);
        let limit = if self.pending.len() >= HARD_CAP * self.every {
            cycle
        } else {
            self.open_floor(cycle)
        };
        self.write_before(limit);
        self.trigger = self.pending.len() + self.every;
    }

    fn at_op(&mut self, site: u32) {
        self.site = site;
    }

    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.push(start, end, Kind::Stall(cause, self.site));
    }

    fn dma_begin(&mut self, engine: u32, channel: u32, _tag: u64, _bytes: u64, cycle: Cycle) {
        let tid = self.engine_tid[engine as usize] + channel;
        self.dma_open[tid as usize] = Some(cycle);
    }

    fn dma_transfer(&mut self, span: &DmaSpan) {
        let tid = self.engine_tid[span.engine as usize] + span.channel;
        self.dma_open[tid as usize] = None;
        self.push(span.start, span.end, Kind::Dma(*span));
        let id = self.next_flow;
        self.next_flow += 1;
        self.unwaited.entry(span.tag).or_default().push(id);
        self.push(span.start, span.start, Kind::FlowStart { id, tid });
    }

    fn dma_waited(&mut self, tag: u64, cycle: Cycle) {
        self.push(cycle, cycle + 1, Kind::Wait(tag, self.site));
        for id in self.unwaited.remove(&tag).unwrap_or_default() {
            self.push(cycle, cycle, Kind::FlowEnd(id));
        }
    }

    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.push(cycle, cycle, Kind::Allocated(space, bytes));
    }

    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        self.push(cycle, cycle, Kind::Rate(space, bytes_per_cycle));
    }

    fn finish(&mut self, _end: Cycle) {
        self.end_trace();
    }
}
