//! The event-driven DMA model behind `dma_start` / `dma_wait` (Standard
//! dialect, `shared/seeds/004_…` § 'dma_start' operation).
//!
//! A transfer is accepted by an engine, waits in the engine's FIFO for a free
//! channel, spends a fixed number of cycles on setup and overheads, then
//! moves its bytes at a rate shared by processor sharing: each moving
//! transfer gets `min(bw_engine / n_engine, read_bw_src / n_read(src),
//! write_bw_dst / n_write(dst))` bytes per cycle, where each `n` counts the
//! moving transfers that use that resource. Rates change only at integer
//! cycles: a transfer finishes at the ceiling of its exact finishing time and
//! frees its share then (`docs/timing.md` § DMA).
//!
//! Remaining bytes are kept in units of `1/L` bytes with `L = lcm(1..=N)`,
//! `N` the target's total channel count, so every share is an integer and
//! the arithmetic is exact. Each active transfer has one pending event (its
//! first byte or its completion) in an indexed binary heap
//! ([`super::events::EventHeap`]) that a rate change updates in place.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

use super::bounds::{binding, Bound, BoundLine, BoundTally};
use super::config::{EngineConfig, EnginePolicy, Rate, TimingConfig};
use super::events::EventHeap;
use super::{Cycle, DmaHandle, DmaRequest, EngineId, CYCLE_LIMIT};
use crate::timing::{DmaSpan, TraceSink};

/// Why a DMA request cannot be served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DmaFault {
    /// `dma_wait` on a tag that has no transfer left to wait for: the real
    /// program would block forever.
    Deadlock {
        /// The tag waited on.
        tag: u64,
    },
    /// No engine connects the two spaces (or the pinned engine does not).
    NoEngine {
        /// Source space index.
        src: u32,
        /// Destination space index.
        dst: u32,
    },
}

impl std::fmt::Display for DmaFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DmaFault::Deadlock { tag } => {
                write!(
                    f,
                    "dma_wait on tag {tag} would block forever: no transfer pending"
                )
            }
            DmaFault::NoEngine { src, dst } => {
                write!(
                    f,
                    "no DMA engine moves data from space {src} to space {dst}"
                )
            }
        }
    }
}

impl std::error::Error for DmaFault {}

/// When a transfer's data landed, for the interpreter's copy and race checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DmaCompletion {
    /// The handle `dma_start` returned.
    pub handle: DmaHandle,
    /// The transfer's tag.
    pub tag: u64,
    /// Cycle the data landed.
    pub cycle: Cycle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Queued,
    Setup,
    Moving,
    Free,
}

#[derive(Clone, Debug)]
struct Xfer {
    handle: DmaHandle,
    engine: u32,
    channel: u32,
    src: u32,
    dst: u32,
    bytes: u64,
    tag: u64,
    /// Index of the tag's [`TagState`].
    tag_slot: u32,
    overhead: u64,
    phase: Phase,
    queued: Cycle,
    start: Cycle,
    data_start: Cycle,
    /// Remaining bytes × L, as of `last`.
    rem: u128,
    /// Bytes × L moved per cycle.
    rate: u128,
    last: Cycle,
    /// What set `rate`, and since when (`docs/timing.md` § Bottlenecks).
    bound: Bound,
    bound_since: Cycle,
    /// The op that started it (for traces).
    site: u32,
}

#[derive(Clone, Debug, Default)]
struct EngineState {
    accepted: u32,
    active: u32,
    moving: u32,
    free_channels: u32,
    queue: VecDeque<u32>,
    /// Bytes of the transfers accepted and not yet landed (`least_loaded`).
    queued_bytes: u64,
    busy_since: Cycle,
    busy: Cycle,
    bytes: u64,
    transfers: u64,
}

#[derive(Clone, Copy, Debug, Default)]
struct TagState {
    unwaited: u32,
    pending: u32,
    last_done: Cycle,
}

/// Tag keys are small integers chosen by the executor; a multiplicative
/// hash spreads them well enough and costs one multiply.
#[derive(Clone, Copy, Debug, Default)]
struct TagHasher(u64);

impl Hasher for TagHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// Per-engine totals the report shows.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineTotals {
    /// Cycles with at least one transfer on a channel.
    pub busy: Cycle,
    /// Bytes moved.
    pub bytes: u64,
    /// Transfers completed.
    pub transfers: u64,
}

/// The DMA half of the timing model.
#[derive(Debug)]
pub struct DmaSim {
    cfg: TimingConfig,
    scale: u128,
    /// `stride = N + 1`: the share tables below are indexed `resource * stride + n`.
    stride: usize,
    /// `bandwidth × L / n` of each engine for `n` moving transfers.
    engine_share: Vec<u128>,
    /// `read_bw × L / n` of each space.
    read_share: Vec<u128>,
    /// `write_bw × L / n` of each space.
    write_share: Vec<u128>,
    engines: Vec<EngineState>,
    xfers: Vec<Xfer>,
    free_slots: Vec<u32>,
    moving: Vec<u32>,
    heap: EventHeap,
    /// The tag slot `dma_wait` is waiting on, and whether its last transfer landed.
    waiting: Option<u32>,
    wait_done: bool,
    reads: Vec<u32>,
    writes: Vec<u32>,
    /// Tag key → index into `tag_states`, so only `dma_start` and
    /// `dma_wait` hash the key; completions go through `Xfer::tag_slot`.
    tag_slots: HashMap<u64, u32, BuildHasherDefault<TagHasher>>,
    tag_states: Vec<TagState>,
    /// `route[src * spaces + dst]`: bit `e` set when engine `e` connects
    /// the pair (the config allows at most 32 channels, so 32 engines).
    route: Vec<u32>,
    /// Bit `e` set while engine `e` is below its outstanding limit.
    room: u32,
    next_handle: u64,
    /// Per group, the engine after the one its last transfer used.
    rr_next: Vec<u32>,
    active: u32,
    active_since: Cycle,
    active_cycles: Cycle,
    last_done: Cycle,
    /// Bytes per (src, dst) pair, `src * spaces + dst`.
    pair_bytes: Vec<u64>,
    pair_count: Vec<u64>,
    log: Option<Vec<DmaCompletion>>,
    rate_scratch: Vec<u128>,
    rate_shown: Vec<u128>,
    events: u64,
    bounds: BoundTally,
}

/// The engines that may take a transfer of each (src, dst) pair, as bit
/// sets: those of the first group (lowest group number) with an engine
/// connecting the pair.
fn routes(cfg: &TimingConfig) -> Vec<u32> {
    let n = cfg.spaces.len();
    let mut route = vec![0u32; n * n];
    for (pair, r) in route.iter_mut().enumerate() {
        let (s, d) = ((pair / n) as u32, (pair % n) as u32);
        let connects = |e: &EngineConfig| e.pairs.is_empty() || e.pairs.contains(&(s, d));
        let engines = cfg.engines.iter().take(32);
        let Some(group) = engines
            .clone()
            .filter(|e| connects(e))
            .map(|e| e.group)
            .min()
        else {
            continue;
        };
        for (e, engine) in engines.enumerate() {
            if engine.group == group && connects(engine) {
                *r |= 1 << e;
            }
        }
    }
    route
}

/// Bits `0..n` set.
fn mask_below(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1 << n) - 1
    }
}

/// The indices of the set bits of `m`, lowest first.
fn bits(mut m: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let b = m.trailing_zeros();
            m &= m - 1;
            b
        })
    })
}

fn div_ceil(a: u128, b: u128) -> u128 {
    if a <= u64::MAX as u128 && b <= u64::MAX as u128 {
        (a as u64).div_ceil(b as u64) as u128
    } else {
        a.div_ceil(b)
    }
}

impl DmaSim {
    /// A DMA model for a validated configuration.
    pub fn new(cfg: &TimingConfig) -> DmaSim {
        let channels: u32 = cfg.engines.iter().map(|e| e.channels).sum();
        let engines = cfg
            .engines
            .iter()
            .map(|e| EngineState {
                free_channels: if e.channels >= 32 {
                    u32::MAX
                } else {
                    (1 << e.channels) - 1
                },
                ..EngineState::default()
            })
            .collect();
        let n = cfg.spaces.len();
        let scale = cfg.dma_scale().expect("a validated configuration");
        let stride = channels as usize + 1;
        // `scale` is a multiple of every denominator and of every sharer
        // count `k`, so each share is a whole number of units.
        let table = |caps: &mut dyn Iterator<Item = Rate>| -> Vec<u128> {
            caps.flat_map(|c| {
                let units = c.num as u128 * (scale / c.den as u128);
                (0..stride).map(move |k| units / k.max(1) as u128)
            })
            .collect()
        };
        let groups = cfg.engines.iter().map(|e| e.group + 1).max().unwrap_or(0);
        DmaSim {
            cfg: cfg.clone(),
            scale,
            stride,
            engine_share: table(&mut cfg.engines.iter().map(|e| e.bandwidth)),
            read_share: table(&mut cfg.spaces.iter().map(|s| s.read_bw)),
            write_share: table(&mut cfg.spaces.iter().map(|s| s.write_bw)),
            engines,
            xfers: Vec::new(),
            free_slots: Vec::new(),
            moving: Vec::new(),
            heap: EventHeap::default(),
            waiting: None,
            wait_done: false,
            reads: vec![0; n],
            writes: vec![0; n],
            tag_slots: HashMap::default(),
            tag_states: Vec::new(),
            route: routes(cfg),
            room: mask_below(cfg.engines.len()),
            next_handle: 0,
            rr_next: vec![0; groups as usize],
            active: 0,
            active_since: 0,
            active_cycles: 0,
            last_done: 0,
            pair_bytes: vec![0; n * n],
            pair_count: vec![0; n * n],
            log: None,
            rate_scratch: vec![0; n],
            rate_shown: vec![0; n],
            events: 0,
            bounds: BoundTally::new(cfg.engines.len(), n),
        }
    }

    /// Starts (or stops) keeping a log of completions for [`Self::drain_completions`].
    pub fn set_completion_log(&mut self, on: bool) {
        self.log = if on { Some(Vec::new()) } else { None };
    }

    /// Moves the completions recorded so far into `out`, in completion order.
    pub fn drain_completions(&mut self, out: &mut Vec<DmaCompletion>) {
        if let Some(log) = &mut self.log {
            out.append(log);
        }
    }

    /// Cycle of the next pending event, if any.
    pub fn next_event(&self) -> Option<Cycle> {
        self.heap.peek().map(|(t, _)| t)
    }

    /// Processes every event at or before `t`.
    pub fn advance_to<S: TraceSink>(&mut self, t: Cycle, sink: &mut S) {
        while let Some(next) = self.next_event() {
            if next > t {
                break;
            }
            self.step(sink);
        }
    }

    /// Processes all events at the earliest pending cycle, then recomputes
    /// the shared rates once. Returns that cycle.
    pub fn step<S: TraceSink>(&mut self, sink: &mut S) -> Option<Cycle> {
        let t = self.next_event()?;
        let mut changed = false;
        while let Some((et, idx)) = self.heap.peek() {
            if et != t {
                break;
            }
            self.heap.pop();
            changed |= self.fire(t, idx, sink);
        }
        if changed {
            self.recompute(t, sink);
        }
        Some(t)
    }

    fn push(&mut self, t: Cycle, idx: u32) {
        self.heap.schedule(idx, t);
    }

    fn fire<S: TraceSink>(&mut self, t: Cycle, idx: u32, sink: &mut S) -> bool {
        let phase = self.xfers[idx as usize].phase;
        self.events += 1;
        match phase {
            Phase::Setup => self.begin_moving(t, idx, sink),
            Phase::Moving => self.complete(t, idx, sink),
            Phase::Queued | Phase::Free => return false,
        }
        true
    }

    fn begin_moving<S: TraceSink>(&mut self, t: Cycle, idx: u32, sink: &mut S) {
        let x = &mut self.xfers[idx as usize];
        x.phase = Phase::Moving;
        x.data_start = t;
        x.last = t;
        x.rate = 0;
        x.bound_since = t;
        let (e, s, d) = (x.engine as usize, x.src as usize, x.dst as usize);
        self.engines[e].moving += 1;
        self.reads[s] += 1;
        self.writes[d] += 1;
        self.moving.push(idx);
        if S::ENABLED {
            let x = &self.xfers[idx as usize];
            sink.dma_remaining(x.engine, x.channel, t, x.bytes);
        }
    }

    /// The rate transfer `x` gets with the current sharer counts (bytes × L
    /// per cycle), from tables computed once so no event divides.
    #[inline]
    fn share(&self, x: &Xfer) -> u128 {
        let (e, src, dst) = (x.engine as usize, x.src as usize, x.dst as usize);
        let st = self.stride;
        let engine = self.engine_share[e * st + self.engines[e].moving as usize];
        let read = self.read_share[src * st + self.reads[src] as usize];
        let write = self.write_share[dst * st + self.writes[dst] as usize];
        engine.min(read).min(write)
    }

    /// Which of the three shares sets `x`'s rate now.
    fn bound_of(&self, x: &Xfer) -> Bound {
        let (e, src, dst) = (x.engine as usize, x.src as usize, x.dst as usize);
        let st = self.stride;
        binding(
            self.engine_share[e * st + self.engines[e].moving as usize],
            self.read_share[src * st + self.reads[src] as usize],
            self.write_share[dst * st + self.writes[dst] as usize],
        )
    }

    /// Charges transfer `idx`'s cycles since its bound last changed.
    fn charge_bound(&mut self, idx: u32, t: Cycle) {
        let x = &mut self.xfers[idx as usize];
        let cycles = t.saturating_sub(x.bound_since);
        x.bound_since = t;
        let (e, s, d, b) = (x.engine, x.src, x.dst, x.bound);
        self.bounds.add(e, s, d, b, cycles);
    }

    /// Per (engine, source, destination), the transfer-cycles each
    /// resource or fixed cost bounded.
    pub fn bound_lines(&self) -> Vec<BoundLine> {
        self.bounds.lines()
    }

    fn recompute<S: TraceSink>(&mut self, t: Cycle, sink: &mut S) {
        for i in 0..self.moving.len() {
            let idx = self.moving[i];
            let rate = self.share(&self.xfers[idx as usize]);
            let x = &mut self.xfers[idx as usize];
            if rate == x.rate {
                continue;
            }
            let bound = self.bound_of(&self.xfers[idx as usize]);
            self.charge_bound(idx, t);
            let x = &mut self.xfers[idx as usize];
            x.bound = bound;
            x.rem = (x.rem).saturating_sub(((t - x.last) as u128).saturating_mul(x.rate));
            x.last = t;
            x.rate = rate;
            // A transfer longer than the run may last is clamped, never
            // wrapped: its completion lands past CYCLE_LIMIT, where the
            // run faults (types.rs).
            let dur = div_ceil(x.rem, rate).min(CYCLE_LIMIT as u128) as Cycle;
            let done = t.saturating_add(dur);
            if S::ENABLED {
                let left = div_ceil(x.rem, self.scale) as u64;
                sink.dma_remaining(x.engine, x.channel, t, left);
            }
            self.push(done, idx);
        }
        if S::ENABLED {
            self.trace_rates(t, sink);
        }
    }

    fn trace_rates<S: TraceSink>(&mut self, t: Cycle, sink: &mut S) {
        self.rate_scratch.iter_mut().for_each(|r| *r = 0);
        for &idx in &self.moving {
            let x = &self.xfers[idx as usize];
            self.rate_scratch[x.src as usize] += x.rate;
            self.rate_scratch[x.dst as usize] += x.rate;
        }
        for s in 0..self.rate_scratch.len() {
            if self.rate_scratch[s] != self.rate_shown[s] {
                self.rate_shown[s] = self.rate_scratch[s];
                let bpc = self.rate_scratch[s] as f64 / self.scale as f64;
                sink.space_rate(s as u32, t, bpc);
            }
        }
    }

    fn complete<S: TraceSink>(&mut self, t: Cycle, idx: u32, sink: &mut S) {
        self.charge_bound(idx, t);
        let x = &self.xfers[idx as usize];
        self.bounds.completed(x.engine, x.src, x.dst);
        let pos = self.moving.iter().position(|&m| m == idx);
        if let Some(p) = pos {
            self.moving.swap_remove(p);
        }
        let x = &mut self.xfers[idx as usize];
        x.phase = Phase::Free;
        let span = DmaSpan {
            engine: x.engine,
            channel: x.channel,
            tag: x.tag,
            bytes: x.bytes,
            src: x.src,
            dst: x.dst,
            queued: x.queued,
            start: x.start,
            data_start: x.data_start,
            end: t,
            site: x.site,
        };
        let (handle, slot) = (x.handle, x.tag_slot);
        self.free_slots.push(idx);
        self.release(&span, t);
        self.note_done(handle, slot, &span, t);
        if S::ENABLED {
            sink.dma_remaining(span.engine, span.channel, t, 0);
            sink.dma_transfer(&span);
        }
        self.start_queued(span.engine, t, sink);
    }

    fn release(&mut self, span: &DmaSpan, t: Cycle) {
        self.reads[span.src as usize] -= 1;
        self.writes[span.dst as usize] -= 1;
        let e = &mut self.engines[span.engine as usize];
        e.moving -= 1;
        e.active -= 1;
        e.accepted -= 1;
        self.room |= 1 << span.engine;
        e.free_channels |= 1 << span.channel;
        e.bytes += span.bytes;
        e.queued_bytes -= span.bytes;
        e.transfers += 1;
        if e.active == 0 {
            e.busy += t - e.busy_since;
        }
        self.active -= 1;
        if self.active == 0 {
            self.active_cycles += t - self.active_since;
        }
        let n = self.cfg.spaces.len();
        let pair = span.src as usize * n + span.dst as usize;
        self.pair_bytes[pair] += span.bytes;
        self.pair_count[pair] += 1;
    }

    fn note_done(&mut self, handle: DmaHandle, slot: u32, span: &DmaSpan, t: Cycle) {
        self.last_done = self.last_done.max(t);
        let tag = &mut self.tag_states[slot as usize];
        tag.pending -= 1;
        tag.last_done = tag.last_done.max(t);
        if tag.pending == 0 && self.waiting == Some(slot) {
            self.wait_done = true;
        }
        if let Some(log) = &mut self.log {
            log.push(DmaCompletion {
                handle,
                tag: span.tag,
                cycle: t,
            });
        }
    }

    /// Gives a free channel of `engine` to the head of its queue, if any.
    fn start_queued<S: TraceSink>(&mut self, engine: u32, t: Cycle, sink: &mut S) {
        let e = &mut self.engines[engine as usize];
        if e.free_channels == 0 {
            return;
        }
        let Some(idx) = e.queue.pop_front() else {
            return;
        };
        let channel = e.free_channels.trailing_zeros();
        e.free_channels &= !(1 << channel);
        if e.active == 0 {
            e.busy_since = t;
        }
        e.active += 1;
        if self.active == 0 {
            self.active_since = t;
        }
        self.active += 1;
        let x = &mut self.xfers[idx as usize];
        x.phase = Phase::Setup;
        x.channel = channel;
        x.start = t;
        let setup = (self.cfg.engines[engine as usize].setup as u64).min(x.overhead);
        let fixed = [
            (Bound::Queued, t - x.queued),
            (Bound::Setup, setup),
            (Bound::Overhead, x.overhead - setup),
        ];
        let (src, dst) = (x.src, x.dst);
        for (b, c) in fixed {
            self.bounds.add(engine, src, dst, b, c);
        }
        let x = &self.xfers[idx as usize];
        if S::ENABLED {
            sink.dma_begin(engine, channel, x.tag, x.bytes, t);
        }
        let ready = t.saturating_add(x.overhead.min(CYCLE_LIMIT));
        self.push(ready, idx);
    }

    /// The engines that may take `req` (the pinned one only, if any) as a
    /// bit set; empty when a space is out of range.
    fn candidates(&self, req: &DmaRequest) -> u32 {
        let n = self.cfg.spaces.len();
        let (s, d) = (req.src.0 as usize, req.dst.0 as usize);
        if s >= n || d >= n {
            return 0;
        }
        let all = self.route[s * n + d];
        match req.engine {
            Some(EngineId(e)) if e < 32 => all & (1 << e),
            Some(_) => 0,
            None => all,
        }
    }

    /// Whether any engine (or the pinned one) connects the pair at all.
    pub fn routable(&self, req: &DmaRequest) -> bool {
        self.candidates(req) != 0
    }

    /// The engine the policy picks among those with room, if any.
    pub fn pick(&self, req: &DmaRequest) -> Option<u32> {
        let ok = self.candidates(req) & self.room;
        if ok == 0 {
            return None;
        }
        if req.engine.is_some() {
            return Some(ok.trailing_zeros());
        }
        // Every candidate belongs to one group, whose policy decides.
        let first = ok.trailing_zeros();
        let engine = &self.cfg.engines[first as usize];
        Some(match engine.policy {
            EnginePolicy::First => first,
            EnginePolicy::RoundRobin => {
                let next = self.rr_next[engine.group as usize];
                let later = ok & u32::MAX.checked_shl(next).unwrap_or(0);
                if later != 0 {
                    later.trailing_zeros()
                } else {
                    first
                }
            }
            EnginePolicy::LeastLoaded => bits(ok)
                .min_by_key(|&e| (self.engines[e as usize].queued_bytes, e))
                .unwrap_or(first),
        })
    }

    /// The fixed cycles a transfer spends before its first byte moves:
    /// setup, one descriptor per row (one for a contiguous transfer) and
    /// one burst overhead per burst, bursts never crossing a row.
    fn overhead(&self, engine: u32, req: &DmaRequest) -> u64 {
        let e = &self.cfg.engines[engine as usize];
        let burst = e.max_burst;
        let (descriptors, bursts) = match req.row_bytes {
            Some(row) if row > 0 => {
                let full = req.bytes / row;
                let tail = req.bytes % row;
                let rows = full + u64::from(tail > 0);
                let bursts =
                    (full.saturating_mul(row.div_ceil(burst))).saturating_add(tail.div_ceil(burst));
                (rows.max(1), bursts)
            }
            _ => (1, req.bytes.div_ceil(burst)),
        };
        (e.setup as u64)
            .saturating_add(descriptors.saturating_mul(e.descriptor_overhead as u64))
            .saturating_add(bursts.saturating_mul(e.burst_overhead as u64))
    }

    /// Hands `req` to `engine` at cycle `t` (events up to `t` already done).
    pub fn accept<S: TraceSink>(
        &mut self,
        engine: u32,
        req: &DmaRequest,
        t: Cycle,
        site: u32,
        sink: &mut S,
    ) -> DmaHandle {
        let handle = DmaHandle(self.next_handle);
        self.next_handle += 1;
        self.events += 1;
        let group = self.cfg.engines[engine as usize].group as usize;
        self.rr_next[group] = engine + 1;
        let x = Xfer {
            handle,
            engine,
            channel: 0,
            src: req.src.0,
            dst: req.dst.0,
            bytes: req.bytes,
            tag: req.tag,
            tag_slot: self.tag_slot(req.tag),
            overhead: self.overhead(engine, req),
            phase: Phase::Queued,
            queued: t,
            start: t,
            data_start: t,
            rem: req.bytes as u128 * self.scale,
            rate: 0,
            last: t,
            bound: Bound::Engine,
            bound_since: t,
            site,
        };
        let idx = match self.free_slots.pop() {
            Some(i) => {
                self.xfers[i as usize] = x;
                i
            }
            None => {
                self.xfers.push(x);
                (self.xfers.len() - 1) as u32
            }
        };
        let slot = self.xfers[idx as usize].tag_slot;
        let tag = &mut self.tag_states[slot as usize];
        tag.unwaited += 1;
        tag.pending += 1;
        let e = &mut self.engines[engine as usize];
        e.accepted += 1;
        e.queued_bytes = e.queued_bytes.saturating_add(req.bytes);
        if e.accepted >= self.cfg.engines[engine as usize].outstanding {
            self.room &= !(1 << engine);
        }
        e.queue.push_back(idx);
        self.start_queued(engine, t, sink);
        handle
    }

    /// For `dma_wait`: processes events until every unwaited transfer on
    /// `tag` has landed, marks them waited, and returns the last landing
    /// cycle. A tag with no unwaited transfer is a deadlock.
    pub fn wait_for<S: TraceSink>(&mut self, tag: u64, sink: &mut S) -> Result<Cycle, DmaFault> {
        let Some(&slot) = self.tag_slots.get(&tag) else {
            return Err(DmaFault::Deadlock { tag });
        };
        let s = self.tag_states[slot as usize];
        if s.unwaited == 0 {
            return Err(DmaFault::Deadlock { tag });
        }
        if s.pending > 0 {
            self.waiting = Some(slot);
            self.wait_done = false;
            while !self.wait_done {
                if self.step(sink).is_none() {
                    break;
                }
            }
            self.waiting = None;
        }
        let s = &mut self.tag_states[slot as usize];
        if s.pending > 0 {
            return Err(DmaFault::Deadlock { tag });
        }
        s.unwaited = 0;
        Ok(s.last_done)
    }

    /// The slot of a tag key's state, made on first use.
    fn tag_slot(&mut self, tag: u64) -> u32 {
        let next = self.tag_states.len() as u32;
        let slot = *self.tag_slots.entry(tag).or_insert(next);
        if slot == next {
            self.tag_states.push(TagState::default());
        }
        slot
    }

    /// Events handled so far: transfers accepted, first bytes moved, completions.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// Latest completion cycle so far.
    pub fn last_done(&self) -> Cycle {
        self.last_done
    }

    /// Cycles with at least one transfer on any channel (closed spans only).
    pub fn active_cycles(&self) -> Cycle {
        self.active_cycles
    }

    /// Totals of engine `e`.
    pub fn engine_totals(&self, e: usize) -> EngineTotals {
        let s = &self.engines[e];
        EngineTotals {
            busy: s.busy,
            bytes: s.bytes,
            transfers: s.transfers,
        }
    }

    /// Bytes and transfer count moved from space `src` to space `dst`.
    pub fn pair_totals(&self, src: usize, dst: usize) -> (u64, u64) {
        let i = src * self.cfg.spaces.len() + dst;
        (self.pair_bytes[i], self.pair_count[i])
    }
}
