//! The cycle model shared by the interpreter and the JIT.
//!
//! [`TimingModel`] is a pure, deterministic state machine fed with events:
//! "issue this op on that unit, reading these registers", "access these bytes
//! of that space", "start / wait for a DMA", "allocate / free". It knows
//! nothing about IR, values or files, so any executor that feeds it the same
//! events gets the same cycles (STYLE.md § 8, "semantics apart from
//! environment"). Its rules are written as formulas in `docs/timing.md`;
//! `dma_start`/`dma_wait` follow the Standard dialect (`shared/seeds/004_…`).
//!
//! The core issues in order, up to `issue_width` ops per cycle. An op issues
//! at the first cycle at which its operands are ready (a scoreboard of
//! [`Reg`] ready cycles) and its unit accepts a new op (initiation interval);
//! its results are ready `latency` cycles later. Cycles in which the core
//! waits are stalls, charged to one [`StallCause`].

pub mod blind;
pub mod bounds;
pub mod config;
pub mod dma;
pub mod energy;
pub mod events;
pub mod ff;
pub mod memo;
pub mod memory;
pub mod report;
pub mod sink;
pub mod sinks;
mod spans;

pub use sink::{DmaSpan, NullSink, TraceSink, ValueSignal, NO_SITE};
pub use spans::Spans;

use config::{ConfigError, TimingConfig};
use dma::{DmaCompletion, DmaFault, DmaSim};
use memory::SpaceState;
use report::{Report, RunTotals};

mod types;
pub use types::{
    Cycle, DmaHandle, DmaRequest, EngineId, Reg, SpaceId, StallCause, UnitId, CYCLE_LIMIT,
};

/// What the model needs to know about one op to issue it.
#[derive(Clone, Copy, Debug)]
pub struct OpTiming<'a> {
    /// The unit that executes it.
    pub unit: UnitId,
    /// Registers it reads.
    pub srcs: &'a [Reg],
    /// Registers it writes.
    pub dsts: &'a [Reg],
    /// Replaces the unit's latency for this op (e.g. a slower divide).
    pub latency: Option<u32>,
}

/// An op whose registers are an executor frame's: scoreboard register
/// `base + r` for each frame register `r`, so the executor need not build
/// a list of [`Reg`]s per op. With `serial` (a target whose core issues in
/// `blocking` mode) the op also reads and writes [`Reg`] 0, so each op waits
/// until the previous one has finished; frames start above it.
#[derive(Clone, Copy, Debug)]
pub struct FrameOp<'a> {
    /// The unit that executes it.
    pub unit: UnitId,
    /// Latency in cycles.
    pub latency: u32,
    /// Scoreboard register of the frame's register 0.
    pub base: u32,
    /// Frame registers it reads.
    pub srcs: &'a [u32],
    /// Frame registers it writes.
    pub dsts: &'a [u32],
    /// Whether it also reads and writes register 0.
    pub serial: bool,
}

/// What [`TimingModel::issue`] and [`TimingModel::mem_access`] need of an
/// op, whichever way its registers are named.
pub trait IssueOp {
    /// The unit that executes it.
    fn unit(&self) -> UnitId;
    /// Its latency, or `None` for the unit's.
    fn latency(&self) -> Option<u32>;
    /// Calls `f` with each scoreboard register it reads.
    fn each_src(&self, f: impl FnMut(u32));
    /// Calls `f` with each scoreboard register it writes.
    fn each_dst(&self, f: impl FnMut(u32));
}

impl IssueOp for OpTiming<'_> {
    #[inline]
    fn unit(&self) -> UnitId {
        self.unit
    }
    #[inline]
    fn latency(&self) -> Option<u32> {
        self.latency
    }
    #[inline]
    fn each_src(&self, f: impl FnMut(u32)) {
        self.srcs.iter().map(|r| r.0).for_each(f)
    }
    #[inline]
    fn each_dst(&self, f: impl FnMut(u32)) {
        self.dsts.iter().map(|r| r.0).for_each(f)
    }
}

impl IssueOp for FrameOp<'_> {
    #[inline]
    fn unit(&self) -> UnitId {
        self.unit
    }
    #[inline]
    fn latency(&self) -> Option<u32> {
        Some(self.latency)
    }
    #[inline]
    fn each_src(&self, mut f: impl FnMut(u32)) {
        self.srcs.iter().for_each(|&r| f(self.base + r));
        if self.serial {
            f(0);
        }
    }
    #[inline]
    fn each_dst(&self, mut f: impl FnMut(u32)) {
        self.dsts.iter().for_each(|&r| f(self.base + r));
        if self.serial {
            f(0);
        }
    }
}

/// A core load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemAccess {
    /// The space accessed.
    pub space: SpaceId,
    /// Physical byte address within the space.
    pub addr: u64,
    /// Bytes accessed.
    pub bytes: u32,
    /// Whether it writes.
    pub is_store: bool,
}

/// When an op issued and when its results are ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Issued {
    /// Issue cycle.
    pub at: Cycle,
    /// Cycle its results may be read.
    pub ready: Cycle,
}

/// One unit's state, kept together so an issue touches one cache line.
/// `repr(C)`: compiled code updates it in place ([`RawTables`]).
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct UnitState {
    /// Cycles between two issues (from the config).
    ii: Cycle,
    /// Latency (from the config), unless the op overrides it.
    latency: u32,
    /// First cycle it accepts a new op.
    free: Cycle,
    /// Ops issued.
    ops: u64,
    /// Cycles busy.
    busy: Cycle,
}

/// `repr(C)`: compiled code reads and writes it in place ([`RawTables`]).
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct RegState {
    ready: Cycle,
    from_memory: bool,
}

/// The scalar part of the issue state, which compiled code keeps in its own
/// variables while it issues ops inline (the JIT tier) and hands back with
/// [`TimingModel::set_core_state`] before any other event reaches the model.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
pub struct CoreState {
    /// The earliest cycle the next op may issue.
    pub now: Cycle,
    /// Ops issued in cycle `now` so far.
    pub slots: u64,
    /// The cycle of the last issue, when `has_last` is 1.
    pub last_issue: Cycle,
    /// 1 once an op has issued.
    pub has_last: u64,
    /// The latest ready cycle of any result.
    pub horizon: Cycle,
    /// Ops issued so far.
    pub issued: u64,
}

/// Where the model's per-register, per-unit and stall tables lie, for
/// compiled code that updates them in place, as [`TimingModel::issue`] does.
/// Valid until the model next grows its scoreboard (any event but an inline
/// issue may), so compiled code asks again after every runtime call.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct RawTables {
    /// Scoreboard register `base` (the frame's register 0).
    pub regs: *mut u8,
    /// Scoreboard register 0 (the `blocking` core's serialising register).
    pub reg0: *mut u8,
    /// Unit 0.
    pub units: *mut u8,
    /// The stall cycles by [`StallCause`], as `Cycle`s.
    pub stalls: *mut Cycle,
}

/// Byte layout of the tables behind [`RawTables`].
pub mod raw {
    use super::{RegState, UnitState};
    use std::mem::{offset_of, size_of};
    /// Bytes per scoreboard register.
    pub const REG_SIZE: i32 = size_of::<RegState>() as i32;
    /// Offset of a register's ready cycle (`u64`).
    pub const REG_READY: i32 = offset_of!(RegState, ready) as i32;
    /// Offset of a register's "loaded from memory" flag (one byte, 0 or 1).
    pub const REG_FROM_MEMORY: i32 = offset_of!(RegState, from_memory) as i32;
    /// Bytes per unit.
    pub const UNIT_SIZE: i32 = size_of::<UnitState>() as i32;
    /// Offset of a unit's first free cycle (`u64`).
    pub const UNIT_FREE: i32 = offset_of!(UnitState, free) as i32;
    /// Offset of a unit's op count (`u64`).
    pub const UNIT_OPS: i32 = offset_of!(UnitState, ops) as i32;
    /// Offset of a unit's busy cycles (`u64`).
    pub const UNIT_BUSY: i32 = offset_of!(UnitState, busy) as i32;
}

/// The timing model; `S` receives the trace (none by default).
#[derive(Debug)]
pub struct TimingModel<S: TraceSink = NullSink> {
    cfg: TimingConfig,
    sink: S,
    now: Cycle,
    slots: u32,
    last_issue: Option<Cycle>,
    horizon: Cycle,
    regs: Vec<RegState>,
    units: Vec<UnitState>,
    /// Unit busy spans not yet reported (for a sink without `ISSUES`).
    spans: Spans,
    spaces: Vec<SpaceState>,
    dma: DmaSim,
    stalls: [Cycle; 6],
    /// Ops issued so far (for `--profile`).
    issued: u64,
    /// The op being issued, as the executor named it ([`Self::at_op`]).
    site: u32,
    /// The site the sink was last told of.
    told_site: u32,
}

impl TimingModel<NullSink> {
    /// An untraced model.
    pub fn new(cfg: &TimingConfig) -> Result<Self, ConfigError> {
        Self::with_sink(cfg, NullSink)
    }
}

impl<S: TraceSink> TimingModel<S> {
    /// A model that reports its timeline to `sink`.
    pub fn with_sink(cfg: &TimingConfig, sink: S) -> Result<Self, ConfigError> {
        cfg.validate()?;
        let units = (cfg.units.iter())
            .map(|u| UnitState {
                ii: u.ii as Cycle,
                latency: u.latency,
                ..UnitState::default()
            })
            .collect();
        Ok(TimingModel {
            cfg: cfg.clone(),
            sink,
            now: 0,
            slots: 0,
            last_issue: None,
            horizon: 0,
            regs: Vec::new(),
            units,
            spans: Spans::default(),
            spaces: cfg.spaces.iter().map(SpaceState::new).collect(),
            dma: DmaSim::new(cfg),
            stalls: [0; 6],
            issued: 0,
            site: NO_SITE,
            told_site: NO_SITE,
        })
    }

    /// The configuration the model runs.
    pub fn config(&self) -> &TimingConfig {
        &self.cfg
    }

    /// The earliest cycle the next op may issue.
    pub fn now(&self) -> Cycle {
        self.now
    }

    /// The current cycle, the ops issued so far and the stall cycles by
    /// cause so far, for `--profile` to charge their growth to an op.
    #[inline]
    pub fn counters(&self) -> (Cycle, u64, [Cycle; 6]) {
        (self.now, self.issued, self.stalls)
    }

    /// The trace sink (to declare and change value waveforms).
    pub fn sink_mut(&mut self) -> &mut S {
        &mut self.sink
    }

    /// Gives the sink back, for writing it out after [`Self::finish`].
    pub fn into_sink(self) -> S {
        self.sink
    }

    /// Names the op the next calls issue (an executor's op number, e.g.
    /// its `OpId`), so that the stalls, transfers and waits a trace records
    /// carry it. Free unless the model is traced.
    #[inline(always)]
    pub fn at_op(&mut self, site: u32) {
        if S::ENABLED {
            self.site = site;
        }
    }

    /// Tells the sink the current op before an event that belongs to it.
    #[inline]
    fn tell_site(&mut self) {
        if self.site != self.told_site {
            self.told_site = self.site;
            self.sink.at_op(self.site);
        }
    }

    /// The scalar issue state, for compiled code to carry on from.
    pub fn core_state(&self) -> CoreState {
        CoreState {
            now: self.now,
            slots: self.slots as u64,
            last_issue: self.last_issue.unwrap_or(0),
            has_last: self.last_issue.is_some() as u64,
            horizon: self.horizon,
            issued: self.issued,
        }
    }

    /// Takes back the scalar issue state compiled code carried on.
    pub fn set_core_state(&mut self, c: &CoreState) {
        self.now = c.now;
        self.slots = c.slots as u32;
        self.last_issue = (c.has_last != 0).then_some(c.last_issue);
        self.horizon = c.horizon;
        self.issued = c.issued;
    }

    /// The tables compiled code updates in place, for a frame whose
    /// registers start at scoreboard register `base` and number `n`: the
    /// scoreboard first grows to hold them (a register never written reads
    /// as ready at 0 from memory or not, exactly as an absent one does in
    /// [`Self::issue`], so growing it early changes nothing).
    pub fn raw_tables(&mut self, base: u32, n: u32) -> RawTables {
        let len = (base as usize + n as usize).max(1);
        if self.regs.len() < len {
            self.regs.resize(len, RegState::default());
        }
        let regs = self.regs.as_mut_ptr();
        RawTables {
            // SAFETY: `base <= len`, within (or one past) the vector.
            regs: unsafe { regs.add(base as usize) } as *mut u8,
            reg0: regs as *mut u8,
            units: self.units.as_mut_ptr() as *mut u8,
            stalls: self.stalls.as_mut_ptr(),
        }
    }

    /// Space `s`'s core-access state for compiled code
    /// ([`SpaceState::raw`]); `None` when it has no power-of-two banking.
    pub fn raw_space(&mut self, s: usize) -> Option<memory::RawSpace> {
        self.spaces.get_mut(s)?.raw(&self.cfg.spaces[s], s)
    }

    /// The cycle register `r` is ready.
    pub fn ready(&self, r: Reg) -> Cycle {
        self.regs.get(r.0 as usize).map_or(0, |s| s.ready)
    }

    /// A free move of register `src` into `dst` (`docs/timing.md` § Issue,
    /// "Free moves"): no slot, no cycle, no unit; `dst` becomes ready when
    /// `src` is, loaded from memory when `src` was, so a chain carried
    /// through block arguments and `iter_args` keeps its latency. The
    /// horizon needs no raise: `src`'s ready cycle is already under it
    /// (every write raises it, and a copy only repeats a written cycle).
    /// Parallel moves (a swap) go through temporaries, each one such
    /// copy, so every source is read before any destination is written.
    #[inline(always)]
    pub fn copy_ready(&mut self, dst: u32, src: u32) {
        let state = self.regs.get(src as usize).copied().unwrap_or_default();
        match self.regs.get_mut(dst as usize) {
            Some(s) => *s = state,
            None if state.ready == 0 && !state.from_memory => {}
            None => self.grow_regs(dst, state),
        }
    }

    /// Issues a compute op; see `docs/timing.md` § Issue. Inlined into
    /// each executor's issue site: it runs once per simulated op, and a call
    /// costs as much as its body.
    #[inline(always)]
    pub fn issue(&mut self, op: &impl IssueOp) -> Issued {
        let operands = self.operands_ready(op);
        let unit = op.unit();
        let free = self.units[unit.0 as usize].free;
        let (t, cause) = latest(operands, (free, StallCause::UnitBusy));
        self.stall_to(t, cause);
        let at = self.take_slot();
        // The unit's latency is configuration, read where the unit is
        // booked so that one lookup serves both.
        let lat = self.occupy(unit, at, op.latency());
        let ready = at + lat as Cycle;
        self.write_regs(op, ready, false);
        Issued { at, ready }
    }

    /// Issues a load or store; see `docs/timing.md` § Memory. Inlined
    /// into each executor's issue site, as [`Self::issue`] is; an access
    /// that touches one bank of a power-of-two banking (a scalar's, in
    /// practice) finds and books its bank without the general loop.
    #[inline(always)]
    pub fn mem_access(&mut self, op: &impl IssueOp, acc: MemAccess) -> Issued {
        let s = acc.space.0 as usize;
        let (scfg, space) = (&self.cfg.spaces[s], &self.spaces[s]);
        let operands = self.operands_ready(op);
        let unit = op.unit();
        let free = (self.units[unit.0 as usize].free, StallCause::UnitBusy);
        let one = space.one_bank(acc.addr, acc.bytes);
        let banks = match one {
            Some(b) => space.bank_free(b),
            None => space.banks_free(scfg, acc.addr, acc.bytes),
        };
        let (mut t, mut cause) = latest(latest(operands, free), (banks, StallCause::BankConflict));
        t = t.max(self.now);
        let port = space.port_free(scfg, t);
        if port > t {
            (t, cause) = (port, StallCause::Memory);
        }
        self.stall_to(t, cause);
        let at = self.take_slot();
        let (scfg, space) = (&self.cfg.spaces[s], &mut self.spaces[s]);
        match one {
            Some(b) => space.start_one(scfg, b, at),
            None => space.start(scfg, acc.addr, acc.bytes, at),
        }
        let space_latency = scfg.latency as Cycle;
        if acc.is_store {
            space.stored += acc.bytes as u64;
        } else {
            space.loaded += acc.bytes as u64;
        }
        let lat = self.occupy(unit, at, op.latency());
        let ready = at + lat as Cycle + space_latency;
        self.write_regs(op, ready, true);
        Issued { at, ready }
    }

    /// Starts a DMA transfer after `deps` are ready; see `docs/timing.md` § DMA.
    pub fn dma_start(&mut self, deps: &[Reg], req: &DmaRequest) -> Result<DmaHandle, DmaFault> {
        self.dma_start_on(None, deps, req)
    }

    /// [`Self::dma_start`] issued on `unit` (the target's `dma` op class):
    /// it also waits for the unit's initiation interval and occupies it.
    pub fn dma_start_on(
        &mut self,
        unit: Option<UnitId>,
        deps: &[Reg],
        req: &DmaRequest,
    ) -> Result<DmaHandle, DmaFault> {
        if !self.dma.routable(req) {
            return Err(DmaFault::NoEngine {
                src: req.src.0,
                dst: req.dst.0,
            });
        }
        let (t, cause) = self.dma_op_ready(unit, deps);
        self.stall_to(t, cause);
        let engine = loop {
            self.dma.advance_to(self.now, &mut self.sink);
            if let Some(e) = self.dma.pick(req) {
                break e;
            }
            // Every eligible engine is full, so each has a transfer in flight.
            let Some(t) = self.dma.step(&mut self.sink) else {
                return Err(DmaFault::NoEngine {
                    src: req.src.0,
                    dst: req.dst.0,
                });
            };
            self.stall_to(t, StallCause::DmaIssue);
        };
        let at = self.take_slot();
        if let Some(u) = unit {
            self.occupy(u, at, None);
        }
        Ok(self.dma.accept(engine, req, at, self.site, &mut self.sink))
    }

    /// Waits for every unwaited transfer on `tag`; returns the cycle the
    /// `dma_wait` issues (the core resumes).
    pub fn dma_wait(&mut self, tag: u64) -> Result<Cycle, DmaFault> {
        self.dma_wait_on(None, &[], tag)
    }

    /// [`Self::dma_wait`] issued on `unit` (the target's `dma` op class)
    /// after `deps` (its tag index and element count) are ready.
    pub fn dma_wait_on(
        &mut self,
        unit: Option<UnitId>,
        deps: &[Reg],
        tag: u64,
    ) -> Result<Cycle, DmaFault> {
        let (t, cause) = self.dma_op_ready(unit, deps);
        self.stall_to(t, cause);
        self.dma.advance_to(self.now, &mut self.sink);
        let done = self.dma.wait_for(tag, &mut self.sink)?;
        self.stall_to(done, StallCause::DmaWait);
        let at = self.take_slot();
        if let Some(u) = unit {
            self.occupy(u, at, None);
        }
        if S::ENABLED {
            self.tell_site();
            self.sink.dma_waited(tag, at);
        }
        Ok(at)
    }

    /// When a DMA op's operands are ready and its unit (if any) accepts it.
    fn dma_op_ready(&self, unit: Option<UnitId>, deps: &[Reg]) -> (Cycle, StallCause) {
        let deps = OpTiming {
            unit: UnitId(0),
            srcs: deps,
            dsts: &[],
            latency: None,
        };
        let operands = self.operands_ready(&deps);
        match unit {
            Some(u) => latest(
                operands,
                (self.units[u.0 as usize].free, StallCause::UnitBusy),
            ),
            None => operands,
        }
    }

    /// Processes DMA events up to the current cycle, so that
    /// [`Self::drain_completions`] reports every transfer landed by now.
    pub fn sync_dma(&mut self) {
        self.dma.advance_to(self.now, &mut self.sink);
    }

    /// Keeps a log of DMA completions (off by default) for the interpreter,
    /// which copies each transfer's data at its completion cycle.
    pub fn set_completion_log(&mut self, on: bool) {
        self.dma.set_completion_log(on);
    }

    /// Moves the logged completions into `out`, in completion order.
    pub fn drain_completions(&mut self, out: &mut Vec<DmaCompletion>) {
        self.dma.drain_completions(out);
    }

    /// DMA events handled so far (accepts, first bytes, completions), the
    /// unit of the `dma_events` benchmark.
    pub fn dma_events(&self) -> u64 {
        self.dma.events()
    }

    /// Counts `bytes` as allocated in `space` from now on.
    pub fn alloc(&mut self, space: SpaceId, bytes: u64) {
        let s = &mut self.spaces[space.0 as usize];
        s.alloc(bytes);
        if S::ENABLED {
            let in_use = s.in_use;
            self.sink.space_allocated(space.0, self.now, in_use);
        }
    }

    /// Counts `bytes` as freed in `space` from now on.
    pub fn free(&mut self, space: SpaceId, bytes: u64) {
        let s = &mut self.spaces[space.0 as usize];
        s.free(bytes);
        if S::ENABLED {
            let in_use = s.in_use;
            self.sink.space_allocated(space.0, self.now, in_use);
        }
    }

    /// Drains every DMA still in flight and summarises the run.
    pub fn finish(&mut self) -> Report {
        while self.dma.step(&mut self.sink).is_some() {}
        if S::ENABLED && !S::ISSUES {
            self.spans.close_to(&mut self.sink, Cycle::MAX);
        }
        let end = self
            .last_issue
            .map_or(0, |t| t + 1)
            .max(self.horizon)
            .max(self.dma.last_done());
        self.sink.finish(end);
        let units: Vec<(u64, Cycle)> = self.units.iter().map(|u| (u.ops, u.busy)).collect();
        report::build(&RunTotals {
            cfg: &self.cfg,
            cycles: end,
            units: &units,
            stalls: &self.stalls,
            spaces: &self.spaces,
            dma: &self.dma,
        })
    }

    #[inline]
    fn operands_ready(&self, op: &impl IssueOp) -> (Cycle, StallCause) {
        let mut best = (0, StallCause::Operand);
        op.each_src(|r| {
            if let Some(s) = self.regs.get(r as usize) {
                if s.ready > best.0 {
                    let cause = if s.from_memory {
                        StallCause::Memory
                    } else {
                        StallCause::Operand
                    };
                    best = (s.ready, cause);
                }
            }
        });
        best
    }

    #[inline]
    fn write_regs(&mut self, op: &impl IssueOp, ready: Cycle, from_memory: bool) {
        let state = RegState { ready, from_memory };
        op.each_dst(|r| match self.regs.get_mut(r as usize) {
            Some(s) => *s = state,
            None => self.grow_regs(r, state),
        });
        self.horizon = self.horizon.max(ready);
    }

    /// Grows the scoreboard to hold register `r`, and sets it.
    #[cold]
    #[inline(never)]
    fn grow_regs(&mut self, r: u32, state: RegState) {
        self.regs.resize(r as usize + 1, RegState::default());
        self.regs[r as usize] = state;
    }

    /// Stalls the core until `t` (if later than now) because of `cause`.
    /// Inline: most issues do not stall.
    #[inline(always)]
    fn stall_to(&mut self, t: Cycle, cause: StallCause) {
        if t > self.now {
            self.stall_until(t, cause);
        }
    }

    fn stall_until(&mut self, t: Cycle, cause: StallCause) {
        self.stalls[cause as usize] += t - self.now;
        if S::ENABLED {
            self.tell_site();
            self.sink.stall(self.now, t, cause);
        }
        self.now = t;
        self.slots = 0;
    }

    fn take_slot(&mut self) -> Cycle {
        if S::ENABLED && self.sink.wants_watermark() {
            self.trace_watermark();
        }
        let at = self.now;
        self.last_issue = Some(at);
        self.issued += 1;
        self.slots += 1;
        if self.slots >= self.cfg.issue_width {
            self.now += 1;
            self.slots = 0;
        }
        at
    }

    /// Books `unit` for an op issued at `at`; returns the op's latency
    /// (`latency`, or the unit's).
    #[inline]
    fn occupy(&mut self, unit: UnitId, at: Cycle, latency: Option<u32>) -> u32 {
        let u = &mut self.units[unit.0 as usize];
        let ii = u.ii;
        u.free = at + ii;
        u.ops += 1;
        u.busy += ii;
        let lat = latency.unwrap_or(u.latency);
        if S::ISSUES {
            self.sink.unit_issue(unit.0, at, ii);
        } else if S::ENABLED {
            self.spans.issue_to(&mut self.sink, unit.0, at, ii);
        }
        lat
    }

    /// Tells the sink how far its trace is final (the contract in
    /// `crate::timing`): processes the DMA events up to `now` (what
    /// [`Self::sync_dma`] does; the untraced model does it at the next DMA
    /// op, with the same result), reports the unit busy spans that ended
    /// before the next issue can extend them, and passes
    /// `min(now, last issue)`. Later calls then report only times at or
    /// after it: stalls and allocations start at `now`, issues (and the
    /// executor's value changes at the issue cycle) happen at `now` or
    /// later, open spans end at or after it, and pending DMA events lie past
    /// `now`. Unit span starts come before it but were announced by
    /// `unit_open`; DMA span starts, by `dma_begin`.
    #[cold]
    fn trace_watermark(&mut self) {
        self.dma.advance_to(self.now, &mut self.sink);
        let floor = self.last_issue.map_or(self.now, |t| t.min(self.now));
        if !S::ISSUES {
            self.spans.close_to(&mut self.sink, floor);
        }
        self.sink.watermark(floor);
    }
}

/// The later of two constraints; on a tie, the first one.
fn latest(a: (Cycle, StallCause), b: (Cycle, StallCause)) -> (Cycle, StallCause) {
    if b.0 > a.0 {
        b
    } else {
        a
    }
}
