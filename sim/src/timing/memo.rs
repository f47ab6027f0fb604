//! A memo of loop iterations' timing: the same cycles as issuing every op
//! of every iteration through [`TimingModel`], at the cost of one table
//! look-up per iteration once the loop reaches a steady state.
//!
//! # Why it is exact
//! The model is max-plus and translation-invariant: every rule compares
//! cycles with each other or adds a constant to one, and the core never
//! goes back in time. So what one iteration of a loop body does depends
//! only on the model's state *relative to `now`*, and a cycle at or before
//! `now` behaves as `now` itself:
//! - an operand, unit or bank ready at or before `now` never moves the
//!   issue cycle, which is at least `now`; the stall cause is only read
//!   when the issue cycle is after `now`, so such a constraint never
//!   names it either (ties are broken among constraints after `now`,
//!   whose relative order is kept);
//! - a register's "loaded from memory" bit only names a cause when its
//!   ready cycle is after `now`;
//! - the port count only stops an access that starts in the port's cycle,
//!   and that cycle is never after `now` (an access starts at `now`), so a
//!   port last used before `now` counts as unused (every space has at
//!   least one port);
//! - the horizon and the last issue are only ever raised to a later
//!   cycle or overwritten, and never decide when an op issues.
//!
//! The *normalised state* of a body (its [`State`]) is therefore: the
//! slots used in cycle `now`; for each register the body reads or writes,
//! `ready − now` when positive (with its memory bit), else 0; for each
//! unit it issues on, `free − now` when positive; for each space it
//! accesses, the ports used in cycle `now` and each bank busy past `now`
//! with `bank_free − now`. Given that state and the banks each access of
//! the iteration touches (its *bank record*: first bank and count, all
//! an access's address decides), one iteration's effect is fixed: how far
//! `now` moves, the stall cycles by cause, the state after it, where the
//! last issue and the latest result lie relative to the old `now`; and,
//! the same for every iteration, the ops each unit issues, the bytes each
//! space loads and stores, the ops issued.
//!
//! [`Memo`] interns states and keeps, per state, the effects (*steps*) of
//! the last bank records met, in a small direct-mapped cache indexed by a
//! hash of the record. A [`Run`] carries a loop's state
//! between iterations without touching the model's tables: a recorded
//! step is a few additions; an unrecorded one writes the state back into
//! the model at the run's `now` ([`Memo::step`]), issues the body's ops
//! through [`TimingModel::issue`] and [`TimingModel::mem_access`] (the
//! same steps the interpreter runs), reads the state that results, puts
//! the model's counters back as they were and records the step. A body's
//! free moves are among its ops, in their place ([`BodyOp::copy`]): each
//! copies its source's ready state into its destination, as the
//! executors' moves do, and both registers are part of the state, so a
//! value carried to the next iteration (an `iter_args` accumulator whose
//! ready cycle is still ahead at the back edge) is in the state and in
//! what a step records.
//! [`Memo::leave`] writes the state back and adds the run's counters, and
//! the model is then exactly where issuing every op would have left it
//! (its absolute cycles at or before `now` aside, which behave the same).
//!
//! Every relative cycle is bounded (by the largest latency plus a space's
//! latency, initiation interval or bank busy time), so a loop has finitely
//! many states; the tables are still capped and start over when full.
//! Only an untraced model may run through the memo: a sink would miss the
//! recorded iterations' events.

use super::{Cycle, IssueOp, Issued, MemAccess, RegState, SpaceId, TimingModel, TraceSink, UnitId};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher of normalised states (short runs of small words) cheaper
/// than the default SipHash, which an entry into a loop paid for once
/// per interning: a multiply per word, mixed at the end so that the low
/// bits the table indexes by depend on every word.
#[derive(Default)]
pub struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(HASH);
    }
}

/// The memory access an op of a body makes; its address changes with the
/// iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyAccess {
    /// The space accessed.
    pub space: SpaceId,
    /// Bytes accessed.
    pub bytes: u32,
    /// Whether it writes.
    pub is_store: bool,
}

/// One op of a loop body, in issue order, with scoreboard registers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BodyOp {
    /// The unit that executes it.
    pub unit: UnitId,
    /// Replaces the unit's latency for this op.
    pub latency: Option<u32>,
    /// Scoreboard registers it reads (register 0 too on a `blocking` core).
    pub srcs: Vec<u32>,
    /// Scoreboard registers it writes.
    pub dsts: Vec<u32>,
    /// The access it makes, if it is a load or store.
    pub access: Option<BodyAccess>,
    /// Whether it is a free move (`docs/timing.md` § Issue): it issues
    /// nothing and its one destination takes its one source's ready
    /// state ([`TimingModel::copy_ready`]); `unit`, `latency` and
    /// `access` are then unused. Part of the body, in its place among the
    /// ops, so that a step records what the moves carry into the next
    /// iteration, and part of the state through its registers.
    pub copy: bool,
}

impl BodyOp {
    /// The free move of register `src` into `dst`.
    pub fn copy(dst: u32, src: u32) -> BodyOp {
        BodyOp {
            unit: UnitId(0),
            latency: None,
            srcs: vec![src],
            dsts: vec![dst],
            access: None,
            copy: true,
        }
    }
}

/// One op of a loop body as an executor learns it from the prepared
/// code, once per loop: registers relative to its frame, and `A`, what
/// the executor knows of its access before a run (the rest, its space or
/// bytes, comes with the run). The interpreter and the JIT keep these and
/// make the [`BodyOp`]s of a frame with [`Self::in_frame`].
#[derive(Clone, Debug)]
pub struct FrameBodyOp<A> {
    /// The unit that executes it.
    pub unit: u32,
    /// Its latency.
    pub latency: u32,
    /// Frame registers it reads.
    pub srcs: Vec<u32>,
    /// Frame registers it writes.
    pub dsts: Vec<u32>,
    /// What is known of its access, for a load or store.
    pub access: Option<A>,
    /// Whether it is a free move (`srcs[0]` into `dsts[0]`), which issues
    /// nothing and carries its source's ready state ([`BodyOp::copy`]).
    pub copy: bool,
}

impl<A: Copy> FrameBodyOp<A> {
    /// The free move of frame register `src` into `dst`.
    pub fn copy(dst: u32, src: u32) -> Self {
        FrameBodyOp {
            unit: 0,
            latency: 0,
            srcs: vec![src],
            dsts: vec![dst],
            access: None,
            copy: true,
        }
    }

    /// The op in a frame at `base`, reading and writing register 0 too on
    /// a `serial` (blocking) core unless it is a move; `access` completes
    /// its access.
    pub fn in_frame(
        &self,
        base: u32,
        serial: bool,
        access: impl FnOnce(A) -> BodyAccess,
    ) -> BodyOp {
        if self.copy {
            return BodyOp::copy(base + self.dsts[0], base + self.srcs[0]);
        }
        let regs = |rs: &[u32]| {
            let mut v: Vec<u32> = rs.iter().map(|&r| base + r).collect();
            if serial {
                v.push(0);
            }
            v
        };
        BodyOp {
            unit: UnitId(self.unit),
            latency: Some(self.latency),
            srcs: regs(&self.srcs),
            dsts: regs(&self.dsts),
            access: self.access.map(access),
            copy: false,
        }
    }
}

/// What [`span_consts`] reads of a body: each op that issues (moves do
/// not), its latency and whether it accesses memory.
pub fn issuing<A>(ops: &[FrameBodyOp<A>]) -> impl Iterator<Item = (u32, bool)> + '_ {
    (ops.iter().filter(|o| !o.copy)).map(|o| (o.latency, o.access.is_some()))
}

impl IssueOp for BodyOp {
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
        self.srcs.iter().copied().for_each(f)
    }
    #[inline]
    fn each_dst(&self, f: impl FnMut(u32)) {
        self.dsts.iter().copied().for_each(f)
    }
}

/// An interned normalised state (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State(u32);

/// What one iteration does from one state with one bank record, laid
/// out for compiled code, which reads recorded steps itself
/// ([`RawRun`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct Step {
    /// How far `now` moves.
    pub dnow: Cycle,
    /// Stall cycles by cause.
    pub stalls: [Cycle; 6],
    /// The new `now` minus the iteration's last issue cycle.
    pub last: Cycle,
    /// The latest result's ready cycle minus the old `now`.
    pub reach: Cycle,
    /// The state after it.
    pub next: u32,
    /// 1 when recorded.
    pub valid: u32,
}

/// A [`Run`]'s words where compiled code applies recorded steps itself
/// (the look-up of [`Memo::step`], inline): the state, `now`, the
/// horizon, the last issue, the iterations, the stall cycles, and the
/// iterations found recorded since the last [`Memo::import`]; with the
/// addresses of the memo's step table ([`WAYS`] [`Step`]s per state) and
/// bank records ([`WAYS`] × accesses words per state), which move when a
/// state is added, so they are valid until the next call on the memo.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
pub struct RawRun {
    /// The state id.
    pub state: u64,
    /// The cycle the next op may issue.
    pub now: Cycle,
    /// The latest ready cycle of any result.
    pub horizon: Cycle,
    /// The last issue cycle (meaningful once an iteration ran).
    pub last: Cycle,
    /// Iterations run.
    pub iters: u64,
    /// Iterations found recorded by compiled code.
    pub hits: u64,
    /// Stall cycles by cause.
    pub stalls: [Cycle; 6],
    /// The step table's address.
    pub steps: u64,
    /// The bank records' address.
    pub records: u64,
}

/// A loop's timing between [`Memo::enter`] and [`Memo::leave`]: the
/// model's scalar state and the counters the iterations added, kept apart
/// from the model's tables.
#[derive(Clone, Debug)]
pub struct Run {
    state: State,
    now: Cycle,
    stalls: [Cycle; 6],
    iters: u64,
    last_issue: Option<Cycle>,
    horizon: Cycle,
}

impl Run {
    /// The cycle the next op may issue.
    pub fn now(&self) -> Cycle {
        self.now
    }

    /// Iterations run since [`Memo::enter`].
    pub fn iterations(&self) -> u64 {
        self.iters
    }

    /// The latest ready cycle of any result so far (the model's horizon).
    pub fn horizon(&self) -> Cycle {
        self.horizon
    }
}

impl Run {
    /// Applies one iteration's step.
    #[inline(always)]
    fn take(&mut self, st: &Step) {
        self.horizon = self.horizon.max(self.now + st.reach);
        self.now += st.dnow;
        self.last_issue = Some(self.now - st.last);
        for (t, d) in self.stalls.iter_mut().zip(st.stalls) {
            *t += d;
        }
        self.iters += 1;
        self.state = State(st.next);
    }
}

/// The model's counters one iteration adds, kept aside while an
/// unrecorded step runs on the model's tables.
struct Saved {
    stalls: [Cycle; 6],
    units: Vec<(u64, Cycle)>,
    bytes: Vec<(u64, u64)>,
    issued: u64,
    last_issue: Option<Cycle>,
    horizon: Cycle,
}

/// The most states kept before the tables start over.
const CAP: usize = 1 << 12;

/// The bytes one memo's step and record tables may take before they start
/// over: a state costs [`WAYS`] steps and bank records, so the state cap
/// shrinks with the body's accesses and one loop's tables stay within
/// this (there is no budget across loops yet).
const TABLE_BYTES: usize = 4 << 20;

/// The state cap of a body making `accesses` accesses.
fn cap_for(accesses: usize) -> usize {
    let per_state = WAYS * (std::mem::size_of::<Step>() + 8 * accesses);
    (TABLE_BYTES / per_state).clamp(16, CAP)
}

/// Steps kept per state: a direct-mapped cache indexed by a hash of the
/// bank record ([`way`]; a loop with a strided access cycles through a few
/// records per state; one evicted is simply recorded again).
pub const WAYS: usize = 64;

/// The multiplier of [`way`]'s hash.
pub const HASH: u64 = 0x9e37_79b9_7f4a_7c15;

/// The way of a bank record (one word per access: first bank `<< 32 |`
/// bank count) in its state's cache.
#[inline]
pub fn way(key: &[u64]) -> usize {
    let h = (key.iter()).fold(0u64, |h, &k| (h ^ k).wrapping_mul(HASH));
    (h >> 32) as usize % WAYS
}

/// Misses after which a loop that misses too often gives the memo up.
const WORTH: u64 = 1024;

/// Iterations found recorded that one miss costs, roughly: a miss writes
/// the state into the model, issues the body, interns the state that
/// results and records the step (thousands of host instructions), a hit
/// saves tens over timed issue. A loop with fewer hits per miss runs
/// timed (a 160³ `f32` matmul through an 8-way memo, 12% misses, took 1.7x
/// the instructions of the JIT's timed code under callgrind).
const MISS_COST: u64 = 32;

/// After this many entries in a row that decline before completing an
/// iteration, a loop runs timed only. Both engines use it.
pub const GIVE_UP: u32 = 4;

/// Whether a loop whose memo found `hits` steps and missed `misses`
/// should give it up: past `WORTH` misses, at more than one miss per
/// `MISS_COST` hits. Both engines give up by this one rule, so their
/// `--explain-engine` lines agree.
pub fn misses_too_often(hits: u64, misses: u64) -> bool {
    misses >= WORTH && misses.saturating_mul(MISS_COST) > hits
}

/// The constants of [`iteration_span`] for a body of ops with these
/// latencies (each `true` when it is a load or store) on a target: `s`,
/// the latest a register, unit or bank ready before the iteration can be
/// past `now` beyond the horizon, and `n·d + 1`.
pub fn span_consts(
    cfg: &super::TimingConfig,
    ops: impl IntoIterator<Item = (u32, bool)>,
) -> (u64, u64) {
    let ii = cfg.units.iter().map(|u| u.ii as u64).max().unwrap_or(1);
    let busy = (cfg.spaces.iter().map(|s| s.bank_busy as u64))
        .max()
        .unwrap_or(1);
    let space = (cfg.spaces.iter().map(|s| s.latency as u64))
        .max()
        .unwrap_or(0);
    let (n, lat) = (ops.into_iter()).fold((0u64, 0u64), |(n, top), (lat, access)| {
        let lat = lat as u64 + if access { space } else { 0 };
        (n + 1, top.max(lat))
    });
    let d = lat.max(ii).max(busy).max(1);
    (ii.max(busy).max(1), n.saturating_mul(d).saturating_add(1))
}

/// An upper bound on how far one iteration may move `now`, the latest
/// result being ready at `horizon`: each op issues at most `d` cycles
/// after an earlier one (its longest latency, initiation interval, bank
/// busy time or port wait) or `s` after `now` (the latest ready register,
/// busy unit or bank before the iteration), and the last one moves `now`
/// one cycle past its issue at most. `(s, n·d + 1)` is [`span_consts`].
pub fn iteration_span((floor, ops): (u64, u64), now: Cycle, horizon: Cycle) -> u64 {
    horizon.saturating_sub(now).max(floor).saturating_add(ops)
}

impl<S: TraceSink> TimingModel<S> {
    /// Runs op `o` of a body as the executors do: a free move copies its
    /// source's ready state (`None`), a load or store accesses the next
    /// address of `addrs`, any other op issues.
    pub fn body_op(&mut self, o: &BodyOp, addrs: &mut impl Iterator<Item = u64>) -> Option<Issued> {
        if o.copy {
            self.copy_ready(o.dsts[0], o.srcs[0]);
            return None;
        }
        Some(match o.access {
            Some(acc) => {
                let access = MemAccess {
                    space: acc.space,
                    addr: addrs.next().expect("an address per access"),
                    bytes: acc.bytes,
                    is_store: acc.is_store,
                };
                self.mem_access(o, access)
            }
            None => self.issue(o),
        })
    }

    /// The bank record of an access of `bytes` bytes at `addr` in space
    /// `space`: its first bank `<< 32 |` its bank count.
    #[inline]
    pub fn bank_record(&self, space: usize, addr: u64, bytes: u32) -> u64 {
        let (first, n) = self.spaces[space].banks(&self.cfg.spaces[space], addr, bytes);
        first << 32 | n
    }
}

/// The memo of one loop body: its registers, units and spaces, the states
/// met and the steps recorded.
#[derive(Clone, Debug)]
pub struct Memo {
    ops: Vec<BodyOp>,
    /// The ops an iteration issues (its free moves aside).
    issues: u64,
    /// The space and bytes of each access, in issue order.
    accs: Vec<(usize, u32)>,
    /// Registers read or written, ascending.
    regs: Vec<u32>,
    /// Units issued on, ascending, with the ops each takes per iteration.
    units: Vec<(u32, u64)>,
    /// Spaces accessed, ascending, with the bytes loaded and stored per
    /// iteration.
    spaces: Vec<(u32, u64, u64)>,
    /// Interned states and their ids.
    states: Vec<Box<[u64]>>,
    ids: HashMap<Box<[u64]>, State, BuildHasherDefault<StateHasher>>,
    /// The state being interned (kept for its allocation).
    scratch: Vec<u64>,
    /// The state the last run started from: a loop entered again from
    /// the same state (each row of a sweep) finds it with one compare of
    /// the words, no hashing. Only a hint: the words are compared, and
    /// equal words are the same id (one per state).
    entered: Option<State>,
    /// Per state, [`WAYS`] recorded steps (`valid` 0 where none)…
    steps: Vec<Step>,
    /// …and the bank record of each (one word per access).
    records: Vec<u64>,
    /// The bank record being looked up.
    key: Vec<u64>,
    /// Its way in the state's cache.
    way: usize,
    /// Steps evicted from their state's cache by another record of the
    /// same way, keyed by the state's id followed by the record: the
    /// runtime finds them here and swaps them back in, instead of running
    /// the iteration on the model again (a loop entered on many records,
    /// one per row of a stencil, would otherwise miss on every conflict).
    spill: HashMap<Box<[u64]>, Step, BuildHasherDefault<StateHasher>>,
    /// The key being looked up in `spill` (kept for its allocation).
    probe: Vec<u64>,
    /// The step table's index of the last step taken.
    slot: usize,
    /// The most states kept ([`CAP`]; less in tests, to start over often).
    cap: usize,
    hits: u64,
    misses: u64,
    /// Times the tables started over.
    epoch: u64,
    /// Times the spill started over on its own (not with the tables).
    spills: u64,
}

fn sorted<T: Ord>(mut v: Vec<T>) -> Vec<T> {
    v.sort_unstable();
    v.dedup();
    v
}

impl Memo {
    /// The memo of a body of `ops` (at least one), issued in that order
    /// each iteration.
    pub fn new(ops: Vec<BodyOp>) -> Memo {
        let regs = sorted(
            (ops.iter())
                .flat_map(|o| o.srcs.iter().chain(&o.dsts).copied())
                .collect(),
        );
        let issued = || ops.iter().filter(|o| !o.copy);
        let units = sorted(issued().map(|o| o.unit.0).collect())
            .into_iter()
            .map(|u| (u, issued().filter(|o| o.unit.0 == u).count() as u64))
            .collect();
        let issues = issued().count() as u64;
        assert!(issues > 0, "a loop body issues at least one op");
        let spaces = sorted(ops.iter().filter_map(|o| Some(o.access?.space.0)).collect())
            .into_iter()
            .map(|s| {
                let bytes = |store: bool| {
                    (ops.iter().filter_map(|o| o.access))
                        .filter(|a| a.space.0 == s && a.is_store == store)
                        .map(|a| a.bytes as u64)
                        .sum()
                };
                (s, bytes(false), bytes(true))
            })
            .collect();
        let accs: Vec<(usize, u32)> = (ops.iter())
            .filter_map(|o| o.access.map(|a| (a.space.0 as usize, a.bytes)))
            .collect();
        let n_accesses = accs.len();
        Memo {
            ops,
            issues,
            accs,
            regs,
            units,
            spaces,
            states: Vec::new(),
            ids: HashMap::default(),
            scratch: Vec::new(),
            entered: None,
            steps: Vec::new(),
            records: Vec::new(),
            key: vec![0; n_accesses],
            way: 0,
            spill: HashMap::default(),
            probe: Vec::with_capacity(n_accesses + 1),
            slot: 0,
            cap: cap_for(n_accesses),
            hits: 0,
            misses: 0,
            epoch: 0,
            spills: 0,
        }
    }

    /// The body's accesses, in issue order: an iteration's [`Memo::step`]
    /// takes one address for each.
    pub fn accesses(&self) -> usize {
        self.accs.len()
    }

    /// The space and bytes of each access, in issue order.
    pub fn access_kinds(&self) -> &[(usize, u32)] {
        &self.accs
    }

    /// Iterations found recorded and iterations run on the model.
    pub fn hits_and_misses(&self) -> (u64, u64) {
        (self.hits, self.misses)
    }

    /// States met so far (since the tables last started over).
    pub fn states(&self) -> usize {
        self.states.len()
    }

    /// Starts a run from the model's state. Panics on a traced model.
    pub fn enter<S: TraceSink>(&mut self, m: &TimingModel<S>) -> Run {
        assert!(!S::ENABLED, "the memo runs an untraced model only");
        let state = self.intern_from(m, self.entered);
        self.entered = Some(state);
        Run {
            state,
            now: m.now,
            stalls: [0; 6],
            iters: 0,
            last_issue: m.last_issue,
            horizon: m.horizon,
        }
    }

    /// Runs one iteration whose accesses are at `addrs` (one per access, in
    /// issue order); returns whether it was recorded already. An
    /// unrecorded one runs on `m`'s tables, which stay meaningless until
    /// [`Memo::leave`].
    pub fn step<S: TraceSink>(
        &mut self,
        run: &mut Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
    ) -> bool {
        self.apply(run, m, addrs)
    }

    /// [`Memo::step`] for an iteration that may never run (a prediction):
    /// the step it takes, found or recorded, or `None` (and `run`
    /// untouched) when recording it might make the tables start over,
    /// which would renumber the states of runs in progress. The memo's
    /// hit and miss counts are left as they were.
    pub fn advance<S: TraceSink>(
        &mut self,
        run: &mut Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
    ) -> Option<Step> {
        if self.states.len() >= self.cap {
            return None;
        }
        let counts = (self.hits, self.misses);
        self.apply(run, m, addrs);
        (self.hits, self.misses) = counts;
        Some(self.steps[self.slot])
    }

    /// The bank record of the last iteration [`Memo::step`] or
    /// [`Memo::advance`] ran (one word per access: first bank `<< 32 |`
    /// bank count).
    pub fn last_record(&self) -> &[u64] {
        &self.key
    }

    /// Whether the state with id `state` (of this epoch, as
    /// [`Memo::export`] gives it) has no bank busy past `now` in any space:
    /// a state that every relabelling of a space's banks leaves as it is
    /// (see [`super::blind`]). `false` for an id not interned.
    pub fn bank_free(&self, state: u64) -> bool {
        let Some(v) = self.states.get(state as usize) else {
            return false;
        };
        // The slots, a word per register and per unit, then per space its
        // ports, its count of busy banks and their pairs.
        let mut i = 1 + self.regs.len() + self.units.len();
        for _ in &self.spaces {
            match v.get(i + 1) {
                Some(0) => i += 2,
                _ => return false,
            }
        }
        true
    }

    /// How many times the tables started over: a state id is meaningful
    /// only with the count it was interned under.
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// How many times the spill started over on its own: while this and
    /// the epoch stay the same, a step once recorded is still found (in
    /// its way or the spill).
    pub fn spills(&self) -> u64 {
        self.spills
    }

    /// Takes a step recorded in this memo for `run`'s state and the next
    /// iteration's bank record, since the tables and the spill last
    /// started over (an entry's first step, kept by the JIT's planner:
    /// `timing::ff::Planner::entry`), counted found, as [`Memo::step`]
    /// would count it. The step's way is left as it is: a step evicted to
    /// the spill stays there (it is found either way).
    pub fn take_known(&mut self, run: &mut Run, st: &Step) {
        self.hits += 1;
        run.take(st);
    }

    /// The step the last [`Memo::step`] took, when it is still in the
    /// tables (not after they started over).
    pub fn last_step(&self) -> Option<Step> {
        self.steps.get(self.slot).copied()
    }

    /// One iteration: whether it was found recorded. Its step stays at
    /// `self.slot` (the tables never start over in [`Memo::advance`]).
    /// A hit reads the step where it lies, with no copy, and compares the
    /// bank records in place.
    fn apply<S: TraceSink>(
        &mut self,
        run: &mut Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
    ) -> bool {
        let n = self.accs.len();
        assert_eq!(addrs.len(), n, "one address per access");
        let key = &mut self.key[..n];
        let mut h = 0u64;
        for ((k, &(s, bytes)), &addr) in key.iter_mut().zip(&self.accs).zip(addrs) {
            *k = m.bank_record(s, addr, bytes);
            h = (h ^ *k).wrapping_mul(HASH);
        }
        self.way = (h >> 32) as usize % WAYS;
        let slot = run.state.0 as usize * WAYS + self.way;
        self.slot = slot;
        let st = &self.steps[slot];
        let recorded = &self.records[slot * n..(slot + 1) * n];
        if st.valid != 0 && recorded.iter().zip(&*key).all(|(a, b)| a == b) {
            self.hits += 1;
            run.take(st);
            return true;
        }
        if st.valid != 0 {
            if let Some(st) = self.unspill(run.state, slot) {
                self.hits += 1;
                run.take(&st);
                return true;
            }
        }
        self.misses += 1;
        let st = self.record(run, m, addrs);
        run.take(&st);
        false
    }

    /// The words of `run` for compiled code, with the tables' addresses.
    pub fn export(&self, run: &Run) -> RawRun {
        RawRun {
            state: run.state.0 as u64,
            now: run.now,
            horizon: run.horizon,
            last: run.last_issue.unwrap_or(0),
            iters: run.iters,
            hits: 0,
            stalls: run.stalls,
            steps: self.steps.as_ptr() as u64,
            records: self.records.as_ptr() as u64,
        }
    }

    /// Takes back into `run` what compiled code did with [`Self::export`]'s
    /// words: the steps it found recorded and applied.
    pub fn import(&mut self, raw: &RawRun, run: &mut Run) {
        if raw.iters > run.iters {
            run.last_issue = Some(raw.last);
        }
        run.state = State(raw.state as u32);
        (run.now, run.horizon, run.iters) = (raw.now, raw.horizon, raw.iters);
        run.stalls = raw.stalls;
        self.hits += raw.hits;
    }

    /// Ends a run: the model is where issuing every iteration's ops would
    /// have left it.
    pub fn leave<S: TraceSink>(&self, run: Run, m: &mut TimingModel<S>) {
        self.materialise(m, run.state, run.now);
        for (t, d) in m.stalls.iter_mut().zip(run.stalls) {
            *t += d;
        }
        for &(u, n) in &self.units {
            let u = &mut m.units[u as usize];
            u.ops += n * run.iters;
            u.busy += n * run.iters * u.ii;
        }
        for &(s, loaded, stored) in &self.spaces {
            let s = &mut m.spaces[s as usize];
            s.loaded += loaded * run.iters;
            s.stored += stored * run.iters;
        }
        m.issued += self.issues * run.iters;
        m.last_issue = run.last_issue;
        m.horizon = run.horizon;
    }

    /// Runs an unrecorded iteration on `m`'s tables from `run`'s state and
    /// records it.
    fn record<S: TraceSink>(&mut self, run: &Run, m: &mut TimingModel<S>, addrs: &[u64]) -> Step {
        let saved = self.save(m);
        self.materialise(m, run.state, run.now);
        let mut a = addrs.iter().copied();
        let (mut last, mut reach) = (run.now, run.now);
        for o in &self.ops {
            if let Some(issued) = m.body_op(o, &mut a) {
                last = issued.at;
                reach = reach.max(issued.ready);
            }
        }
        let mut stalls = [0; 6];
        for (d, (now, then)) in stalls.iter_mut().zip(m.stalls.iter().zip(saved.stalls)) {
            *d = now - then;
        }
        // Full tables start over; `run`'s state is then an id of the old
        // tables, so this one step is not recorded.
        let restart = self.states.len() >= self.cap;
        if restart {
            self.epoch += 1;
            self.states.clear();
            self.ids.clear();
            self.steps.clear();
            self.records.clear();
            self.spill.clear();
        }
        let next = self.intern_from(m, None);
        let step = Step {
            dnow: m.now - run.now,
            stalls,
            last: m.now - last,
            reach: reach - run.now,
            next: next.0,
            valid: 1,
        };
        self.restore(m, saved);
        if !restart {
            let (slot, n) = (run.state.0 as usize * WAYS + self.way, self.key.len());
            self.spill_slot(run.state, slot);
            self.steps[slot] = step;
            self.records[slot * n..(slot + 1) * n].copy_from_slice(&self.key);
        }
        step
    }

    /// The step of `state` for the record in `self.key`, when it was
    /// evicted from `slot` (its way, holding another record's step) into
    /// the spill: it goes back into `slot`, and the step it replaces into
    /// the spill under the same key's allocation. Exact: a step depends
    /// only on the state and the record.
    fn unspill(&mut self, state: State, slot: usize) -> Option<Step> {
        let n = self.key.len();
        self.probe.clear();
        self.probe.push(state.0 as u64);
        self.probe.extend_from_slice(&self.key);
        let (mut k, found) = self.spill.remove_entry(&self.probe[..])?;
        let records = &mut self.records[slot * n..(slot + 1) * n];
        k[1..].copy_from_slice(records);
        records.copy_from_slice(&self.key);
        let old = std::mem::replace(&mut self.steps[slot], found);
        self.spill.insert(k, old);
        Some(found)
    }

    /// Before a new step takes `slot` (of `state`): the step there, if
    /// any, goes to the spill, which starts over when full (as many
    /// steps as the tables may hold, within [`TABLE_BYTES`]).
    fn spill_slot(&mut self, state: State, slot: usize) {
        let n = self.key.len();
        if self.steps[slot].valid == 0 {
            return;
        }
        // As many steps as the tables hold, within their byte budget.
        let entry = std::mem::size_of::<Step>() + 8 * (n + 1) + 16;
        if self.spill.len() >= (self.cap * WAYS).min(TABLE_BYTES / entry) {
            self.spill.clear();
            self.spills += 1;
        }
        let mut k = Vec::with_capacity(n + 1);
        k.push(state.0 as u64);
        k.extend_from_slice(&self.records[slot * n..(slot + 1) * n]);
        self.spill.insert(k.into(), self.steps[slot]);
    }

    /// The model's counters an iteration adds.
    fn save<S: TraceSink>(&self, m: &TimingModel<S>) -> Saved {
        Saved {
            stalls: m.stalls,
            units: (self.units.iter())
                .map(|&(u, _)| (m.units[u as usize].ops, m.units[u as usize].busy))
                .collect(),
            bytes: (self.spaces.iter())
                .map(|&(s, _, _)| (m.spaces[s as usize].loaded, m.spaces[s as usize].stored))
                .collect(),
            issued: m.issued,
            last_issue: m.last_issue,
            horizon: m.horizon,
        }
    }

    /// Puts back what [`Self::save`] kept.
    fn restore<S: TraceSink>(&self, m: &mut TimingModel<S>, s: Saved) {
        m.stalls = s.stalls;
        for (&(u, _), (ops, busy)) in self.units.iter().zip(s.units) {
            (m.units[u as usize].ops, m.units[u as usize].busy) = (ops, busy);
        }
        for (&(sp, _, _), (loaded, stored)) in self.spaces.iter().zip(s.bytes) {
            (m.spaces[sp as usize].loaded, m.spaces[sp as usize].stored) = (loaded, stored);
        }
        m.issued = s.issued;
        m.last_issue = s.last_issue;
        m.horizon = s.horizon;
    }

    /// Whether `m`'s normalised state at its `now` is `state`'s words,
    /// compared word by word as [`Self::intern_from`] would make them,
    /// with nothing built: an entry from the state the last one started
    /// from (each row of a sweep) costs the reads and compares only.
    fn is_state<S: TraceSink>(&self, m: &TimingModel<S>, state: State) -> bool {
        let Some(v) = self.states.get(state.0 as usize) else {
            return false;
        };
        let now = m.now;
        let (head, rest) = v.split_at(1.min(v.len()));
        if head != [m.slots as u64] || rest.len() < self.regs.len() + self.units.len() {
            return false;
        }
        let (regs, rest) = rest.split_at(self.regs.len());
        let reg_ok = |(&r, &w): (&u32, &u64)| {
            let s = m.regs.get(r as usize).copied().unwrap_or_default();
            let rel = s.ready.saturating_sub(now);
            w == match rel > 0 {
                true => rel << 1 | s.from_memory as u64,
                false => 0,
            }
        };
        let unit_ok =
            |(&(u, _), &w): (&(u32, u64), &u64)| m.units[u as usize].free.saturating_sub(now) == w;
        if !(self.regs.iter().zip(regs).all(reg_ok) && self.units.iter().zip(rest).all(unit_ok)) {
            return false;
        }
        let mut i = 1 + self.regs.len() + self.units.len();
        for &(s, _, _) in &self.spaces {
            match m.spaces[s as usize].normalised_is(now, v, i) {
                Some(j) => i = j,
                None => return false,
            }
        }
        i == v.len()
    }

    /// `m`'s normalised state at its `now`, interned; `hint` is tried
    /// first, compared in place ([`Self::is_state`]).
    fn intern_from<S: TraceSink>(&mut self, m: &TimingModel<S>, hint: Option<State>) -> State {
        if let Some(h) = hint.filter(|&h| self.is_state(m, h)) {
            return h;
        }
        let now = m.now;
        // Built in a buffer kept across calls: a state met before (most
        // entries of a loop) costs no allocation.
        let mut v = std::mem::take(&mut self.scratch);
        v.clear();
        v.push(m.slots as u64);
        // Extended from iterators of known length: no capacity check per
        // word.
        v.extend(self.regs.iter().map(|&r| {
            let s = m.regs.get(r as usize).copied().unwrap_or_default();
            let rel = s.ready.saturating_sub(now);
            match rel > 0 {
                true => rel << 1 | s.from_memory as u64,
                false => 0,
            }
        }));
        v.extend((self.units.iter()).map(|&(u, _)| m.units[u as usize].free.saturating_sub(now)));
        for &(s, _, _) in &self.spaces {
            m.spaces[s as usize].normalise(now, &mut v);
        }
        let found = self.ids.get(&v[..]).copied();
        let b: Option<Box<[u64]>> = found.is_none().then(|| v[..].into());
        self.scratch = v;
        if let Some(id) = found {
            return id;
        }
        let b = b.expect("a new state");
        let id = State(self.states.len() as u32);
        self.states.push(b.clone());
        self.ids.insert(b, id);
        self.steps.extend([Step::default(); WAYS]);
        let n = self.accesses();
        self.records.resize(self.records.len() + WAYS * n, 0);
        id
    }

    /// Writes `state` into `m`'s tables as the state at cycle `now`.
    fn materialise<S: TraceSink>(&self, m: &mut TimingModel<S>, state: State, now: Cycle) {
        let v = &self.states[state.0 as usize];
        m.now = now;
        m.slots = v[0] as u32;
        if let Some(&top) = self.regs.last() {
            if m.regs.len() <= top as usize {
                m.regs.resize(top as usize + 1, RegState::default());
            }
        }
        let (regs, rest) = v[1..].split_at(self.regs.len());
        for (&r, &w) in self.regs.iter().zip(regs) {
            m.regs[r as usize] = RegState {
                ready: now + (w >> 1),
                from_memory: w & 1 != 0,
            };
        }
        for (&(u, _), &w) in self.units.iter().zip(rest) {
            m.units[u as usize].free = now + w;
        }
        let mut i = 1 + self.regs.len() + self.units.len();
        for &(s, _, _) in &self.spaces {
            i = m.spaces[s as usize].materialise(now, v, i);
        }
        debug_assert_eq!(i, v.len());
    }
}

#[cfg(test)]
mod tests;
