//! Loops whose iterations run through the timing memo
//! ([`crate::timing::memo`]) instead of issuing every op inline.
//!
//! An innermost counted loop (`ForHead … ForStep`, jumping nowhere else)
//! whose body compiled code computes natively, with scalar loads and
//! stores it may run inline, gets a second, values-only copy of its head,
//! body and step (`super::compile`): the same values, bounds checks and
//! element moves, but no issue steps, and with the accesses' memref
//! descriptors read once at the copy's entry. Each inline access of that
//! copy notes its byte address, space and bank record, in values that are
//! written into the call's context ([`Words`]) only on the way to the
//! runtime. At the end of every iteration compiled code looks
//! the step up itself in the run the runtime published there (the
//! memo's step table and bank records, [`RawRun`]) and applies it: a few
//! loads, compares and additions. What it does not find (no run
//! published yet, a step not recorded) goes to
//! the runtime's `memo` entry ([`step`]), which takes back what compiled
//! code applied, runs [`Memo::step`] (which records the step from the
//! model's own `issue` and `mem_access`) and publishes the run again;
//! when the accesses move by fixed strides it also arms a fast-forward
//! plan ([`crate::timing::ff`], [`Words::ff_left`]), which compiled code follows
//! before it looks anything up. The first iteration of an entry whose
//! accesses were all proven takes its step and plan shape from what an
//! earlier entry on the same key did, when one did ([`ff::Entry`]: the
//! key fixes both). A
//! [`LoopInfo`] per such
//! loop, kept alive with the compiled code, holds the body's issue facts
//! (made when the function compiles, registers relative to the frame),
//! one [`Memo`] per frame base and set of spaces, the run in progress and
//! the counts `--explain-engine` prints.
//!
//! Leaving the copy puts the model exactly where issuing every op would
//! have left it: at the loop's exit (the head's last, failing test then
//! issues on the timed path) and where an access of the copy declines
//! (out of bounds, beside a transfer in flight, two banks, a descriptor
//! compiled code cannot use). There the run is left at the iteration's
//! head, the ops before the access are issued on the model
//! ([`abort`]), and the timed path goes on at the access itself, which
//! declines again and takes the interpreter's path (its fault, or its
//! exact race check). The iteration is never run twice, so a store
//! before the access happens once.

use crate::prepare::{Func, Inst, Issue};
use crate::runtime::port::FREE;
use crate::timing::ff::{self, Plan, Planner};
use crate::timing::memo::{self, BodyAccess, BodyOp, FrameBodyOp, Memo, RawRun, Run};
use crate::timing::{SpaceId, TimingModel, TraceSink};
use cranelift_codegen::ir::Block;
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// The most accesses a memo'd body may make (the context's key buffer):
/// enough for a body unrolled by 8 with four accesses an iteration (a
/// matmul's `A`, `B`, `C` loads and `C` store), or by 4 of a stencil's
/// eight. A loop with few accesses pays nothing for the room: compiled
/// code reads and writes only its own accesses' words, and the runtime
/// copies only theirs.
pub const MAX_ACCESSES: usize = 32;

/// The words of the call's context through which compiled code and the
/// runtime share a memo'd loop's run ([`super::abi::Ctx::memo`]).
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct Words {
    /// Per access of the iteration: its byte address, its space and its
    /// bank record (first bank `<< 32 |` bank count), written by the
    /// values-only copy before it enters the runtime (a step not found,
    /// or, up to the access that declined, an abort).
    pub keys: [u64; 3 * MAX_ACCESSES],
    /// The run, where compiled code applies the steps it finds recorded.
    pub run: RawRun,
    /// The bound of one iteration's cycles is `max(horizon − now, floor)`
    /// plus a term per iteration, and `room` is `--max-cycles` minus that
    /// term: after a step found recorded, `now + max(horizon − now, floor)
    /// > room` ends the run (the next iteration might pass the limit).
    pub floor: u64,
    /// See `floor`.
    pub room: u64,
    /// While a fast-forward plan is armed ([`crate::timing::ff`]): the
    /// iterations compiled code may still count, plus one (0: none
    /// armed; 1: spent, the next iteration goes to the runtime).
    pub ff_left: u64,
    /// The plan's row of the next iteration.
    pub ff_row: u64,
    /// The plan's rows: after row `ff_end − 1` comes row `ff_wrap`.
    pub ff_end: u64,
    /// See `ff_end`.
    pub ff_wrap: u64,
    /// The address of the plan's table: per row, per access, the bank
    /// record and the space the iteration's access must have.
    pub ff_table: u64,
    /// 1 when the armed plan's records of the proven accesses
    /// ([`Words::proven`]) hold without a compare for its whole budget
    /// (see `free_budget`): compiled code compares only the others'.
    pub ff_free: u64,
    /// 1 when the armed plan is blind ([`crate::timing::blind`]) and
    /// some access is not proven: its rows hold for any record in which
    /// every access touches one bank, so compiled code checks only that
    /// each access it would compare has a bank count of 1.
    pub ff_blind: u64,
    /// The accesses (bit `k` for the `k`-th) whose indices the copy's
    /// entry proved within their sizes for every iteration left, and
    /// which move by [`Words::strides`] bytes an iteration
    /// ([`super::affine`]); 0 when the entry took another copy.
    pub proven: u64,
    /// Per proven access: its byte stride per iteration.
    pub strides: [i64; MAX_ACCESSES],
}

impl Default for Words {
    fn default() -> Words {
        Words {
            keys: [0; 3 * MAX_ACCESSES],
            run: RawRun::default(),
            floor: 0,
            room: 0,
            ff_left: 0,
            ff_row: 0,
            ff_end: 0,
            ff_wrap: 0,
            ff_table: 0,
            ff_free: 0,
            ff_blind: 0,
            proven: 0,
            strides: [0; MAX_ACCESSES],
        }
    }
}

/// One op an iteration issues, registers relative to the frame; of an
/// access, its bytes and whether it stores.
type OpFacts = FrameBodyOp<(u32, bool)>;

/// The counts `--explain-engine` prints for one loop.
#[derive(Clone, Copy, Debug, Default)]
pub struct LoopCounts {
    /// Times the loop was entered through the memo.
    pub entries: u64,
    /// Iterations found recorded.
    pub hits: u64,
    /// Iterations run on the model and recorded.
    pub misses: u64,
    /// Times an access declined part-way through an iteration.
    pub declined: u64,
    /// Iterations counted along a fast-forward plan ([`crate::timing::ff`]).
    pub fast: u64,
    /// Entries into a copy whose accesses check only their indices.
    pub lean: u64,
    /// Those of them into the copy whose affine accesses were proven
    /// within bounds for every iteration left ([`super::affine`]).
    pub proven: u64,
    /// Whether the loop gave up the memo (declining before completing an
    /// iteration four times in a row, or missing too often).
    pub gave_up: bool,
}

/// What the runtime keeps of one loop between its entries.
#[derive(Default)]
struct State {
    /// Per frame base and spaces of the accesses (a loop meets few).
    memos: Vec<((u32, Vec<u32>), Memo)>,
    /// The run in progress and its memo's index.
    run: Option<(usize, Run)>,
    /// Declines in a row with no iteration completed.
    streak: u32,
    counts: LoopCounts,
    /// The fast-forward plan armed in the run, if any.
    plan: Option<Plan>,
    /// The loop's strides, predicted shapes and plans
    /// ([`crate::timing::ff`]).
    planner: Planner,
}

/// One memo'd loop of a compiled function.
pub struct LoopInfo {
    /// The function's name.
    pub func: String,
    /// The loop head's instruction.
    pub head: usize,
    /// Where the loop is, as `op name at file:line`.
    pub place: String,
    ops: Vec<OpFacts>,
    /// The accesses among `ops` (counted once: every step asks).
    n_accesses: usize,
    serial: bool,
    /// `--max-cycles`.
    max_cycles: Option<u64>,
    /// [`memo::span_consts`], once known.
    span: Cell<Option<(u64, u64)>>,
    /// 1 once the loop gave the memo up: compiled code reads it before
    /// the entry call, so a loop that gave up pays one load per head test
    /// on the timed path, not a runtime entry with its words written back
    /// and read again.
    off: Cell<u8>,
    /// Entries into a copy whose accesses check only their indices
    /// (compiled code counts them).
    lean: Cell<u64>,
    /// Those of them into the copy with proven affine accesses.
    proven: Cell<u64>,
    state: RefCell<State>,
    /// Whether its values-only copies follow a blind plan whose accesses
    /// are not all proven ([`Words::ff_blind`]): those of a body with a
    /// vector access, which no proof covers.
    pub(super) blind_follow: bool,
}

/// Byte offset of the flag compiled code reads before entering a loop's
/// memo (1: the loop gave it up, enter the timed head directly).
pub const OFF_OFFSET: i32 = std::mem::offset_of!(LoopInfo, off) as i32;

/// Byte offset of the count of entries into a copy that checks only
/// indices.
pub const LEAN_OFFSET: i32 = std::mem::offset_of!(LoopInfo, lean) as i32;

/// Byte offset of the count of entries into the copy with proven affine
/// accesses.
pub const PROVEN_OFFSET: i32 = std::mem::offset_of!(LoopInfo, proven) as i32;

impl LoopInfo {
    /// The issue facts of loop `head..=step` of `f` (an iteration issues
    /// the head's test, the body and the step, in that order): the ops the
    /// interpreter reports, as `Port::issue` and `Port::issue_mem` see
    /// them, `access_of` telling each instruction that accesses memory
    /// (the bytes it reports and whether it stores), with its moves, each
    /// the copy of its source's ready state (`Gen::issue_then`, as the
    /// interpreter's); `None` when the body
    /// makes more than [`MAX_ACCESSES`] accesses or issues nothing.
    pub fn new(
        f: &Func,
        (head, step): (usize, usize),
        (serial, max_cycles): (bool, Option<u64>),
        access_of: impl Fn(usize) -> Option<(u32, bool)>,
    ) -> Option<LoopInfo> {
        let mut ops = Vec::new();
        for pc in head..=step {
            let t = &f.timing[pc];
            if let Inst::Move { dst, src } = f.code[pc] {
                ops.push(OpFacts::copy(dst, src));
                continue;
            }
            let unit = if t.unit == FREE { 0 } else { t.unit };
            let access = access_of(pc);
            if access.is_none() && !(t.issue == Issue::Compute && t.unit != FREE) {
                continue;
            }
            ops.push(OpFacts {
                unit,
                latency: t.latency,
                srcs: f.set(t.reads).to_vec(),
                dsts: f.set(t.writes).to_vec(),
                access,
                copy: false,
            });
        }
        let n = ops.iter().filter(|o| o.access.is_some()).count();
        (n <= MAX_ACCESSES && ops.iter().any(|o| !o.copy)).then(|| LoopInfo {
            func: f.name.clone(),
            head,
            place: String::new(),
            ops,
            n_accesses: n,
            serial,
            max_cycles,
            span: Cell::new(None),
            off: Cell::new(0),
            lean: Cell::new(0),
            proven: Cell::new(0),
            state: RefCell::default(),
            blind_follow: false,
        })
    }

    /// The index among the iteration's ops of the `k`-th access.
    pub fn op_of_access(&self, k: usize) -> usize {
        (self.ops.iter().enumerate())
            .filter(|(_, o)| o.access.is_some())
            .nth(k)
            .map(|(i, _)| i)
            .expect("an access of the body")
    }

    /// The accesses an iteration makes.
    pub fn accesses(&self) -> usize {
        self.n_accesses
    }

    /// The loop's counts so far.
    pub fn counts(&self) -> LoopCounts {
        let s = self.state.borrow();
        let mut c = s.counts;
        c.lean = self.lean.get();
        c.proven = self.proven.get();
        c.fast = s.planner.fast;
        for (_, m) in &s.memos {
            let (h, mi) = m.hits_and_misses();
            c.hits += h;
            c.misses += mi;
        }
        c
    }

    /// The body's ops in a frame at `base`, the accesses in `spaces`.
    fn body(&self, base: u32, spaces: &[u32]) -> Vec<BodyOp> {
        let mut sp = spaces.iter();
        (self.ops.iter())
            .map(|o| {
                o.in_frame(base, self.serial, |(bytes, is_store)| BodyAccess {
                    space: SpaceId(*sp.next().expect("one space per access")),
                    bytes,
                    is_store,
                })
            })
            .collect()
    }
}

/// Splits the context's key buffer into the accesses' addresses and
/// spaces.
fn split(keys: &[u64]) -> (Vec<u64>, Vec<u32>) {
    (
        keys.chunks(3).map(|c| c[0]).collect(),
        keys.chunks(3).map(|c| c[1] as u32).collect(),
    )
}

/// Takes back what compiled code did with the published run (the steps
/// it found recorded), once.
fn sync(s: &mut State, w: &mut Words) {
    if let Some(plan) = s.plan.take() {
        // The iterations compiled code counted along the plan, in closed
        // form (the budget keeps the sums in range).
        let c = plan.left - w.ff_left.max(1);
        w.run = plan
            .fold(c)
            .expect("a plan's budget keeps its sums in range");
        s.planner.fast += c;
        w.ff_left = 0;
    }
    if let Some((i, run)) = &mut s.run {
        s.memos[*i].1.import(&w.run, run);
        w.run.hits = 0;
    }
}

/// Hides the run from compiled code, which then calls the runtime at
/// the end of every iteration.
fn unpublish(w: &mut Words) {
    w.run.steps = 0;
    w.ff_left = 0;
}

/// [`memo::iteration_span`] of the loop's body from `now`, the latest
/// result being ready at `horizon`.
fn span<S: TraceSink>(info: &LoopInfo, m: &TimingModel<S>, now: u64, horizon: u64) -> u64 {
    let k = info.span.get().unwrap_or_else(|| {
        let k = memo::span_consts(m.config(), memo::issuing(&info.ops));
        info.span.set(Some(k));
        k
    });
    memo::iteration_span(k, now, horizon)
}

/// Whether an iteration from `now` (results ready up to `horizon`) could
/// run past `--max-cycles`, whose check then has to see every op.
fn near_limit<S: TraceSink>(info: &LoopInfo, m: &TimingModel<S>, now: u64, horizon: u64) -> bool {
    info.max_cycles
        .is_some_and(|max| now.saturating_add(span(info, m, now, horizon)) > max)
}

/// Starts the loop's run from the model's state; `false` when it runs on
/// the timed path.
pub fn enter<S: TraceSink>(info: &LoopInfo, m: &TimingModel<S>, w: &mut Words) -> bool {
    let mut s = info.state.borrow_mut();
    let c = m.core_state();
    if s.counts.gave_up || near_limit(info, m, c.now, c.horizon) {
        return false;
    }
    debug_assert!(s.run.is_none(), "a loop left before it is entered again");
    s.counts.entries += 1;
    s.planner.enter();
    unpublish(w);
    // The copy that proves its affine accesses says so at its entry.
    w.proven = 0;
    true
}

/// One iteration whose accesses are in `w.keys`, that compiled code did
/// not find recorded; `false` when the run has ended after it because the
/// next one could run past `--max-cycles` or the loop gave the memo up.
/// Otherwise the run is published to compiled code again.
pub fn step<S: TraceSink>(
    info: &LoopInfo,
    m: &mut TimingModel<S>,
    base: u32,
    w: &mut Words,
) -> bool {
    let n = info.accesses();
    // Only the iteration's addresses (the buffer holds MAX_ACCESSES).
    let mut addrs = [0u64; MAX_ACCESSES];
    for (a, k) in addrs.iter_mut().zip(w.keys[..3 * n].chunks_exact(3)) {
        *a = k[0];
    }
    let mut guard = info.state.borrow_mut();
    let s = &mut *guard;
    // `sync` leaves the keys as compiled code wrote them.
    sync(s, w);
    let keys = &w.keys[..3 * n];
    s.streak = 0;
    // The run's first iteration (the loop just entered).
    let first = s.run.is_none();
    let fits = |(b, sp): &(u32, Vec<u32>)| {
        *b == base && (sp.iter().zip(keys.chunks_exact(3))).all(|(&x, k)| x as u64 == k[1])
    };
    let same = (s.run.as_ref()).is_some_and(|(i, _)| fits(&s.memos[*i].0));
    if !same {
        // The accesses moved to other spaces (or this is the first
        // iteration): the model is made whole and a run of the memo of
        // these spaces starts from it.
        if let Some((i, run)) = s.run.take() {
            s.memos[i].1.leave(run, m);
        }
        let i = match s.memos.iter().position(|(k, _)| fits(k)) {
            Some(i) => i,
            None => {
                let sp: Vec<u32> = keys.chunks_exact(3).map(|k| k[1] as u32).collect();
                let memo = Memo::new(info.body(base, &sp));
                s.memos.push(((base, sp), memo));
                s.memos.len() - 1
            }
        };
        let run = s.memos[i].1.enter(m);
        s.run = Some((i, run));
    }
    let (hit, entered) = step_run(s, m, (w, &addrs[..n]), first);
    let (i, run) = s.run.as_mut().expect("started above");
    let memo = &mut s.memos[*i].1;
    if !hit {
        // A loop whose states or banks repeat too rarely costs more
        // through the memo than timed: it gives the memo up.
        let (hits, misses) = memo.hits_and_misses();
        let hits = hits + s.planner.fast;
        if memo::misses_too_often(hits, misses) {
            s.counts.gave_up = true;
            info.off.set(1);
        }
    }
    // The run as compiled code sees it, with this step: `leave` below
    // takes it back.
    w.run = memo.export(run);
    if !s.counts.gave_up && !near_limit(info, m, run.now(), run.horizon()) {
        let (floor, ops) = info.span.get().unwrap_or((u64::MAX, 0));
        w.floor = floor;
        w.room = info
            .max_cycles
            .map_or(u64::MAX, |max| max.saturating_sub(ops));
        let (known, keep) = match entered {
            Entered::Kept(shape) => (Some(shape), None),
            Entered::Keep(gen, step) => (None, step.map(|st| (gen, st))),
            Entered::No => (None, None),
        };
        fast_forward(info, s, m, (w, &addrs[..n]), known);
        if let Some((gen, step)) = keep {
            keep_entry(s, gen, step);
        }
        return true;
    }
    drop(guard);
    leave(info, m, w);
    false
}

/// What the first iteration of a run did with the loop's entry cache
/// ([`ff::Entry`]), for an entry whose accesses were all proven (their
/// strides known before that iteration).
enum Entered {
    /// Not such an iteration.
    No,
    /// Its step was kept, and taken: the plan after it takes this shape.
    Kept(Option<Rc<ff::Shape>>),
    /// None was kept: the memo's generation (epoch and spills) when the
    /// key was made, and the step the memo took, to keep once planned.
    Keep((u64, u64), Option<memo::Step>),
}

/// Steps the run's iteration at `addrs` (the run's first when `first`):
/// whether it was found recorded, and what it did with the entry cache.
fn step_run<S: TraceSink>(
    s: &mut State,
    m: &mut TimingModel<S>,
    (w, addrs): (&Words, &[u64]),
    first: bool,
) -> (bool, Entered) {
    let (i, run) = s.run.as_mut().expect("a run in progress");
    let memo = &mut s.memos[*i].1;
    if !(first && all_proven(w, addrs.len()) && s.planner.entries_worth()) {
        return (memo.step(run, m, addrs), Entered::No);
    }
    let gen = (memo.epoch(), memo.spills());
    let state = memo.export(run).state;
    let at = (addrs, &w.strides[..addrs.len()]);
    match s.planner.entry((*i, memo), m, state, at) {
        Some(e) => {
            memo.take_known(run, &e.step);
            (true, Entered::Kept(e.shape))
        }
        // Read before planning, whose predictions step the memo too.
        None => (
            memo.step(run, m, addrs),
            Entered::Keep(gen, memo.last_step()),
        ),
    }
}

/// Keeps a run's first `step` and the shape planned after it for the
/// next entry on the same key, unless the memo's tables or spill started
/// over since the key was made (`gen`; its state id would be of other
/// tables, or the step no longer found).
fn keep_entry(s: &mut State, gen: (u64, u64), step: memo::Step) {
    let (i, _) = s.run.as_ref().expect("a run in progress");
    let memo = &s.memos[*i].1;
    if (memo.epoch(), memo.spills()) == gen {
        s.planner.keep_entry(step);
    }
}

/// After the runtime stepped an iteration at `addrs` and published the
/// run: the loop's [`Planner`] learns the strides, and arms a
/// fast-forward plan when the accesses' records repeat and a state
/// repeats with them ([`crate::timing::ff`]). With no strides known yet,
/// the run is hidden from compiled code for one iteration, so the
/// runtime sees the next one too.
fn fast_forward<S: TraceSink>(
    info: &LoopInfo,
    s: &mut State,
    m: &mut TimingModel<S>,
    (w, addrs): (&mut Words, &[u64]),
    known: Option<Option<Rc<ff::Shape>>>,
) {
    let Some((i, run)) = s.run.as_ref() else {
        return;
    };
    // The copy's entry proved every access's stride (`Words::proven`):
    // those are the strides, with no iteration kept from compiled code to
    // learn them.
    let all_proven = all_proven(w, addrs.len());
    if all_proven {
        s.planner.assume_strides(&w.strides[..addrs.len()]);
    }
    // A blind shape (`timing::blind`) holds where each access touches one
    // bank, which the proof's entry fixed for every proven access; the
    // copy compares no record of those, and follows one with others only
    // where it checks that each of them touches one bank
    // (`Words::ff_blind`).
    s.planner.no_blind = !all_proven && !info.blind_follow;
    // Proven accesses move by their strides for every iteration a plan
    // may count: those that share one bank stay together.
    s.planner.grouped = all_proven;
    let memo = &mut s.memos[*i].1;
    let limits = (info.span.get(), info.max_cycles);
    let plan = match known {
        Some(shape) => s.planner.plan_entry(shape, memo, run, addrs, limits),
        None => s.planner.plan((*i, memo), run, m, addrs, limits),
    };
    // Predicting may have added states: the run's tables moved.
    w.run = memo.export(run);
    let Some(mut plan) = plan else {
        if s.planner.learning() {
            w.run.steps = 0;
        }
        return;
    };
    let strides = (s.planner.strides()).expect("a plan is armed from known strides");
    let proven = (w.proven, &w.strides[..addrs.len()]);
    let free = match (plan.shape.blind, all_proven) {
        (true, true) => Some(u64::MAX),
        (true, false) => None,
        (false, _) => free_of(&plan.shape, (addrs, strides), proven, s.planner.rounds()),
    };
    w.ff_blind = (plan.shape.blind && !all_proven) as u64;
    if let Some(cap) = free {
        // `left` is the budget plus one.
        plan.left = plan.left.min(cap.saturating_add(1));
    }
    w.ff_free = free.is_some() as u64;
    w.ff_left = plan.left;
    (w.ff_row, w.ff_end, w.ff_wrap) = (0, plan.shape.end as u64, plan.shape.wrap as u64);
    w.ff_table = plan.shape.table.as_ptr() as u64;
    s.plan = Some(plan);
}

/// Whether the copy's entry proved all `n` accesses of the iteration
/// (at least one, at most [`MAX_ACCESSES`]).
fn all_proven(w: &Words, n: usize) -> bool {
    let all = (1u64 << n) - 1;
    n > 0 && w.proven & all == all
}

/// [`free_budget`], kept in the shape ([`ff::Shape::armed`]) where every
/// access is proven at its learnt stride and no address arithmetic of
/// it can overflow: then it is a function of what the shape's key fixes.
///
/// The key holds the memo (so each access's bank round `L` and
/// interleave `I`, [`ff::bank_rounds`]), the learnt strides, and each
/// address modulo `L`. With every access proven at its learnt stride,
/// the mask is all of them and the proven strides are the learnt ones.
/// An access whose record is periodic reads no address; any other reads
/// its next address `a + s` only modulo `I`, which divides `L = I·banks`
/// (`L ≥ 1`, checked when the answer is kept: the rounds are the memo's,
/// which the key fixes), so `(a + s) mod I` is fixed by `a mod L` and
/// `s`; and its checked sums (`a + s`, the block's end) cannot overflow
/// when `a + s` is below `2^62` (the guard, checked at every arming, not
/// only the first).
fn free_of(
    shape: &ff::Shape,
    (addrs, strides): (&[u64], &[i64]),
    (mask, bytes): (u64, &[i64]),
    (rounds, interleaves): (&[u64], &[u64]),
) -> Option<u64> {
    let n = addrs.len();
    let all = mask & ((1u64 << n) - 1) == (1u64 << n) - 1;
    let low = |(&a, &s): (&u64, &i64)| a.checked_add_signed(s).is_some_and(|a| a < 1 << 62);
    let fixed = all && strides == bytes && addrs.iter().zip(strides).all(low);
    let free = || {
        free_budget(
            shape,
            (addrs, strides),
            (mask, bytes),
            (rounds, interleaves),
        )
    };
    if !fixed {
        return free();
    }
    if let Some(known) = shape.armed.get() {
        return known;
    }
    let found = free();
    if rounds.iter().all(|&l| l >= 1) {
        shape.armed.set(Some(found));
    }
    found
}

/// How many iterations compiled code may count along `shape`, armed after
/// an iteration at `addrs` whose accesses move by `strides` (learnt),
/// without comparing the records of the accesses the copy's entry proved
/// (`proven`: the mask and byte strides of [`Words::proven`] and
/// [`Words::strides`]); `None` when some of them must be compared.
///
/// A proven access of the running copy is at `addrs[k] + (i + 1)·B` in
/// the `i`-th iteration counted, exactly, `B` its proven stride: the
/// copy's pointer moves by `B` each iteration and nothing else moves it,
/// and the plan was armed at this entry's iteration at `addrs` (an entry
/// starts with no plan). When `B` is the learnt stride `s`, the plan's
/// row for that iteration predicted the record of that same address
/// ([`ff::predict`]), for the rows up to the first pass's end; after it,
/// row `wrap + (i − wrap) mod P` stands for iteration `i`, whose address
/// is `P·s` bytes (a multiple of periods) past that row's. A bank record
/// depends only on the address modulo the bank round `L` (interleave
/// times banks, powers of two), so when `P·s` is a multiple of `L` every
/// row's record is the iteration's, for any count. Otherwise (an access
/// [`ff::period`] took to keep its bank) the rows are right while the
/// address stays in the interleave block of the first row's, if every
/// row has that record: the count is capped at the iterations before the
/// address leaves that block, after which the runtime plans again, as it
/// would where the compare failed.
fn free_budget(
    shape: &ff::Shape,
    (addrs, strides): (&[u64], &[i64]),
    (mask, bytes): (u64, &[i64]),
    (rounds, interleaves): (&[u64], &[u64]),
) -> Option<u64> {
    let n = addrs.len();
    if mask == 0 {
        return None;
    }
    let p = (shape.end - shape.wrap) as i128;
    let mut cap = u64::MAX;
    for k in (0..n).filter(|k| mask >> k & 1 == 1) {
        let s = strides[k];
        if s != bytes[k] {
            return None;
        }
        let round = rounds[k].max(1);
        // `P·s mod L`; a power-of-two round (every space an inline access
        // reaches) takes the wrapping product's low bits, which are the
        // exact product's, with no 128-bit division.
        let periodic = match round.is_power_of_two() {
            true => (p as u64).wrapping_mul(s as u64) & (round - 1) == 0,
            false => (p * s as i128).rem_euclid(round as i128) == 0,
        };
        if periodic {
            continue;
        }
        if !shape.uniform(k) {
            return None;
        }
        let il = interleaves[k].max(1);
        let first = addrs[k].checked_add_signed(s)?;
        let lo = first - first % il;
        let stay = match s > 0 {
            true => (lo.checked_add(il)? - first).div_ceil(s as u64),
            false => (first - lo) / s.unsigned_abs() + 1,
        };
        cap = cap.min(stay);
    }
    Some(cap)
}

/// Ends the loop's run at an iteration's head: the model is where issuing
/// every op would have left it.
pub fn leave<S: TraceSink>(info: &LoopInfo, m: &mut TimingModel<S>, w: &mut Words) {
    let mut s = info.state.borrow_mut();
    sync(&mut s, w);
    if let Some((i, run)) = s.run.take() {
        if run.iterations() > 0 {
            s.streak = 0;
        }
        s.memos[i].1.leave(run, m);
    }
    unpublish(w);
}

/// Ends the loop's run where the `k`-th access of an iteration declined
/// (`keys` holds the accesses before it): the run is left at the
/// iteration's head and the ops before the access are issued.
pub fn abort<S: TraceSink>(
    info: &LoopInfo,
    m: &mut TimingModel<S>,
    base: u32,
    (k, w): (usize, &mut Words),
) {
    leave(info, m, w);
    let keys = w.keys;
    let mut s = info.state.borrow_mut();
    s.counts.declined += 1;
    s.streak += 1;
    if s.streak >= memo::GIVE_UP {
        s.counts.gave_up = true;
        info.off.set(1);
    }
    drop(s);
    let (addrs, spaces) = split(&keys[..3 * k]);
    let upto = info.op_of_access(k);
    // The spaces of accesses at and after the declining one are unknown;
    // they are not issued.
    let mut spaces = spaces;
    spaces.resize(info.accesses(), 0);
    let body = info.body(base, &spaces);
    let mut a = addrs.iter().copied();
    for o in &body[..upto] {
        m.body_op(o, &mut a);
    }
}

/// The lines `--explain-engine` prints for the memo'd loops after a run.
pub fn explain_loops(loops: &[Rc<LoopInfo>]) -> String {
    let mut out = String::new();
    for l in loops {
        let c = l.counts();
        let gave_up = if c.gave_up { ", then gave up" } else { "" };
        out.push_str(&format!(
            "engine: @{}: loop at {}: iteration memo, entered {} times ({} checking only indices, {} with affine accesses proven), {} iterations recorded, {} found, {} fast-forwarded, {} declined part-way{gave_up}\n",
            l.func, l.place, c.entries, c.lean, c.proven, c.misses, c.hits, c.fast, c.declined
        ));
    }
    out
}

/// The values-only copy being emitted.
pub(super) struct ValuesCopy {
    /// The loop's [`LoopInfo`], by address.
    pub(super) info: usize,
    /// The timed copy's instruction blocks.
    pub(super) timed: Vec<Block>,
    /// Per access instruction: its index among the iteration's accesses.
    pub(super) access: HashMap<usize, usize>,
    /// Per access instruction: its descriptor's fields, read at the
    /// copy's entry.
    pub(super) descs: HashMap<usize, super::desc::DescFields>,
    /// Whether its accesses check only their indices (every descriptor
    /// covers them: `super::memory`).
    pub(super) lean: bool,
    /// Its accesses proven within bounds at the entry, which check
    /// nothing and move a pointer (the copy entered on the proof).
    pub(super) proven: HashMap<usize, Strided>,
    /// Per access of the iteration: its note, once emitted.
    pub(super) notes: Vec<Option<Note>>,
}

/// What an access of the values-only copy notes for the memo, as values.
#[derive(Copy, Clone, Debug)]
pub(super) enum Note {
    /// Its byte address, space and bank record.
    Done {
        addr: cranelift_codegen::ir::Value,
        space: cranelift_codegen::ir::Value,
        record: cranelift_codegen::ir::Value,
    },
    /// A proven access ([`super::affine`]): its element's host address
    /// (`host`, for one that moves its own pointer; else made where it is
    /// used from the pointer it shares, [`Strided`], which has moved on by
    /// its stride since this access ran: a value kept across the rest of
    /// the iteration would be spilled), and what makes the byte address
    /// (plus `delta`, the buffer's simulated address minus its host one)
    /// and the record (the space's bank shift and mask) of it, emitted
    /// only where they are used.
    Proven {
        host: Option<cranelift_codegen::ir::Value>,
        shared: Strided,
        delta: cranelift_codegen::ir::Value,
        space: cranelift_codegen::ir::Value,
        shift: cranelift_codegen::ir::Value,
        mask: cranelift_codegen::ir::Value,
    },
}

/// An access of the copy entered on the proof ([`super::affine`]): the
/// variable holding its element's host address, its byte stride per
/// iteration, and its buffer's simulated minus host address.
#[derive(Copy, Clone, Debug)]
pub(super) struct Strided {
    /// Its index among the iteration's accesses.
    pub(super) k: usize,
    pub(super) host: cranelift_frontend::Variable,
    /// For an access that shares the pointer of an earlier one with the
    /// same stride ([`super::affine::stride_leaders`]): where the entry
    /// put its element's host address minus that pointer's when it runs,
    /// in a stack slot (`host` is then that access's variable, which
    /// this one does not move). A slot's load stays where it is put:
    /// the value itself would be computed again at every use.
    pub(super) offset: Option<(cranelift_codegen::ir::StackSlot, i32)>,
    /// The variable holding the byte stride (defined once at the entry; a
    /// tight copy holds it in one of its own).
    pub(super) stride: cranelift_frontend::Variable,
    pub(super) delta: cranelift_codegen::ir::Value,
}

/// The tight copy's forwarding ([`super::forward`]) while its body is
/// translated: per forwarded load, the variable it takes; per source,
/// the variable it sets.
#[derive(Clone, Debug, Default)]
pub(super) struct Forwarding {
    pub(super) reads: HashMap<usize, cranelift_frontend::Variable>,
    pub(super) sets: HashMap<usize, cranelift_frontend::Variable>,
}

/// The memo'd loops of one function.
#[derive(Default)]
pub(super) struct Loops {
    /// Per candidate head: its step.
    pub(super) heads: HashMap<usize, usize>,
    /// Per candidate step: its head.
    pub(super) ends: HashMap<usize, usize>,
    /// Per candidate head: the block of its timed head test.
    pub(super) timed: HashMap<usize, Block>,
    /// Instruction blocks sealed only once their loop's copy exists.
    pub(super) deferred: HashSet<usize>,
    /// Per instruction: whether it came out native with no side path but
    /// an inline access's.
    pub(super) plain: Vec<bool>,
    /// Whether the instruction being translated took a side path.
    pub(super) side: bool,
    pub(super) copy: Option<ValuesCopy>,
    /// The forwarded loads of the tight copy being emitted
    /// ([`super::forward`]).
    pub(super) forward: Option<Forwarding>,
    /// Whether the copy being emitted counts no steps in its body (the
    /// tight copy counted with one compare adds them all at its entry).
    pub(super) uncounted: bool,
    /// The loops that got a copy, kept with the compiled code.
    pub(super) infos: Vec<Rc<LoopInfo>>,
}

impl Loops {
    /// The block of candidate head `pc`'s timed test.
    pub(super) fn timed_head(&self, pc: usize) -> Option<Block> {
        self.timed.get(&pc).copied()
    }

    /// The head of the candidate loop whose step is `pc`.
    pub(super) fn ends_at(&self, pc: usize) -> Option<usize> {
        self.ends.get(&pc).copied()
    }

    /// Whether instruction block `p` is sealed once its loop's copy
    /// exists.
    pub(super) fn deferred(&self, p: usize) -> bool {
        self.deferred.contains(&p)
    }

    /// Whether the values-only copy is being emitted.
    pub(super) fn copying(&self) -> bool {
        self.copy.is_some()
    }

    /// The instruction being translated takes a side path.
    pub(super) fn note_side_path(&mut self) {
        self.side = true;
    }

    /// Starts translating an instruction.
    pub(super) fn start_inst(&mut self) {
        self.side = false;
    }

    /// Whether the instruction being translated took a side path.
    pub(super) fn took_side_path(&self) -> bool {
        self.side
    }

    /// Instruction `pc` came out native, `plain` or not.
    pub(super) fn end_inst(&mut self, pc: usize, plain: bool) {
        if self.copy.is_none() {
            if let Some(p) = self.plain.get_mut(pc) {
                *p = plain;
            }
        }
    }
}
