//! Innermost counted loops whose iterations the interpreter times through
//! the iteration memo ([`crate::timing::memo`]) instead of issuing every
//! op to the model.
//!
//! A loop qualifies when its head (`ForHead`) and step (`ForStep`) have
//! between them only instructions of the fast paths that never jump
//! (integer and float arithmetic, compares, casts, moves, constants,
//! scalar loads and stores, affine maps: `affine.apply` and the
//! subscripts of `affine.load`/`store`), or also vector instructions its
//! specialised form runs (`memo_spec/vector.rs`: row loads and stores,
//! lane moves, reductions, fma; `memo_spec/transfer.rs`: unmasked 1-D
//! transfers; the fast paths decline them, so such a loop qualifies only
//! with that form), and the run has no
//! per-instruction hooks (an untraced model, no `--profile`, no
//! `--trace-values`). Entered at
//! its head, such a loop runs its iterations on the fast paths with every
//! check they make (bounds, element bytes, transfers in flight), computing
//! the same values but issuing nothing; the loads and stores note their
//! accesses instead, and at the end of each iteration one
//! [`Memo::step`] gives its timing (a table look-up once the loop reaches
//! a steady state). An iteration is the head's continuing test, the body
//! and the step, in the order the interpreter issues them.
//!
//! The model is made whole ([`Memo::leave`]) before anything else looks
//! at it: when the head's test ends the loop (the test then issues as
//! usual), before an iteration that might pass `--max-cycles` (the bound
//! of `docs/timing.md`: the rest runs timed, checked after every op), and
//! where an instruction of an iteration leaves the fast path part-way
//! (a fault, a transfer in flight, an operand of another type): there the
//! run is left at the iteration's head, the instructions of the iteration
//! before it are issued with the accesses they made, and that instruction
//! takes the general path with the model where issuing every op would
//! have left it. No instruction runs twice, so a store before it happens
//! once.
//!
//! A loop gives the memo up by the rules the JIT uses too
//! ([`memo::GIVE_UP`], [`memo::misses_too_often`]): after four declines in
//! a row with no iteration completed, or once it has missed at least 1024
//! times and more than once per 32 hits, and bounds an iteration near
//! `--max-cycles` by the same [`memo::iteration_span`]. The JIT's runtime
//! side sits above the interpreter (which may not import
//! it), works on the words compiled code shares with it and replays a
//! declined iteration only up to an access; the glue below is the same
//! plan on the interpreter's own state, declining at any instruction.

use super::memo_spec::Spec;
use crate::prepare::{Func, Inst, Program, VecSpec};
use crate::runtime::port::FREE;
use crate::timing::ff::{Follow, Planner};
use crate::timing::memo::{self, BodyAccess, BodyOp, FrameBodyOp, Memo, Run};
use crate::timing::{MemAccess, SpaceId, TimingModel, TraceSink};
use rmlir_ir::Context;

/// No memo'd loop has its head at this instruction.
const NONE: u32 = u32::MAX;

/// One op an iteration issues, registers relative to the frame; of an
/// access, whether it stores.
type OpFacts = FrameBodyOp<bool>;

/// What a loop's memo is for: the frame's base and the space and bytes
/// of each access of an iteration.
type Key = (u32, Vec<(u32, u32)>);

/// One memo'd loop and what the runs through it left.
pub(super) struct Loop {
    func: u32,
    head: usize,
    ops: Vec<OpFacts>,
    /// [`memo::span_consts`], once known.
    span: Option<(u64, u64)>,
    /// Per frame base and (space, bytes) of each access, a memo.
    memos: Vec<(Key, Memo)>,
    /// The run in progress and its memo's index.
    run: Option<(usize, Run)>,
    /// The fast-forward plan armed in the run, if any
    /// ([`crate::timing::ff`]).
    plan: Option<Box<Follow>>,
    /// The loop's plans across its runs.
    planner: Planner,
    /// Declines in a row with no iteration completed.
    pub(super) streak: u32,
    /// Times the loop was entered through the memo.
    pub(super) entries: u64,
    /// Iterations that left the memo part-way.
    pub(super) declined: u64,
    /// Whether the loop runs timed only from now on.
    pub(super) gave_up: bool,
    /// The function and where the loop is, for `--explain-engine`.
    place: String,
    /// Its specialised form, if it has one (taken while it runs).
    pub(super) spec: Option<Box<Spec>>,
}

/// The memo'd loops of a program, found when the machine is made.
#[derive(Default)]
pub(super) struct MemoLoops {
    /// Per function, per instruction: the loop whose head it is, or
    /// [`NONE`] (empty for a traced model, which never uses the memo).
    heads: Vec<Box<[u32]>>,
    pub(super) loops: Vec<Loop>,
    /// The accesses of the iteration running, in order.
    pub(super) accs: Vec<MemAccess>,
    /// Whether to print what each loop did when the machine drops.
    explain: bool,
    /// The words of a specialised loop's registers, by their places
    /// (`memo_spec::WORDS` of them while a loop runs).
    pub(super) words: Vec<u64>,
}

impl MemoLoops {
    /// The qualifying loops of `prog` (none for a traced model).
    pub(super) fn find<S: TraceSink>(prog: &Program, ctx: &Context) -> MemoLoops {
        let mut m = MemoLoops::default();
        if S::ENABLED {
            return m;
        }
        for (fi, f) in prog.funcs.iter().enumerate() {
            let mut heads = vec![NONE; f.code.len()].into_boxed_slice();
            for (s, inst) in f.code.iter().enumerate() {
                let Inst::ForStep { head, .. } = *inst else {
                    continue;
                };
                let h = head as usize;
                if h >= s || !matches!(f.code[h], Inst::ForHead { .. }) {
                    continue;
                }
                let body = &f.code[h + 1..s];
                if !body.iter().all(|i| straight_fast(i) || vector_op(prog, i)) {
                    continue;
                }
                let ops = facts(prog, f, h, s);
                if ops.is_empty() || heads[h] != NONE {
                    continue;
                }
                // A vector instruction runs only in the specialised form
                // (the fast paths decline it): a loop with one qualifies
                // only when it has that form.
                let spec = Spec::build(prog, ctx, f, h, s);
                if spec.is_none() && !body.iter().all(straight_fast) {
                    continue;
                }
                heads[h] = m.loops.len() as u32;
                m.loops.push(Loop {
                    func: fi as u32,
                    head: h,
                    ops,
                    span: None,
                    memos: Vec::new(),
                    run: None,
                    plan: None,
                    planner: grouped_planner(),
                    streak: 0,
                    entries: 0,
                    declined: 0,
                    gave_up: false,
                    place: String::new(),
                    spec,
                });
            }
            m.heads.push(heads);
        }
        m
    }

    /// The loop whose head is instruction `pc` of function `func`.
    #[inline(always)]
    pub(super) fn at(&self, func: u32, pc: usize) -> Option<usize> {
        let l = *self.heads.get(func as usize)?.get(pc)?;
        (l != NONE).then_some(l as usize)
    }

    /// Prints, when the machine drops, one line per loop that ran through
    /// the memo (`--explain-engine`).
    pub(super) fn explain(&mut self, ctx: &Context, prog: &Program) {
        self.explain = true;
        for l in &mut self.loops {
            let op = prog.funcs[l.func as usize].origin[l.head];
            let name = ctx.ops[op].name.to_string();
            let place = match rmlir_ir::diag::source_pos(ctx, ctx.ops[op].loc) {
                Some(p) => format!("{name} at {}:{}", p.file, p.line),
                None => name,
            };
            l.place = format!("@{}: loop at {place}", prog.funcs[l.func as usize].name);
        }
    }

    /// `--explain-engine`'s lines: per loop entered, its entries, the
    /// iterations recorded and found, the declines part-way.
    fn explain_text(&self) -> String {
        let mut out = String::new();
        for l in self.loops.iter().filter(|l| l.entries > 0) {
            let (hits, misses) = (l.memos.iter())
                .map(|(_, m)| m.hits_and_misses())
                .fold((0, 0), |(h, m), (a, b)| (h + a, m + b));
            let gave_up = if l.gave_up { ", then gave up" } else { "" };
            let spec = l.spec.as_ref().map_or(0, |s| s.entries);
            let fast = l.planner.fast;
            out.push_str(&format!(
                "engine: {}: interpreter's iteration memo, entered {} times ({spec} specialised), {misses} iterations recorded, {hits} found, {fast} fast-forwarded, {} declined part-way{gave_up}\n",
                l.place, l.entries, l.declined
            ));
        }
        out
    }
}

impl Drop for MemoLoops {
    /// The run is over (the machine is finished or dropped).
    fn drop(&mut self) {
        if self.explain {
            eprint!("{}", self.explain_text());
        }
    }
}

/// A loop's planner, making blind shapes for groups of accesses
/// (`timing::blind::groups_checked`) from the strides it learns: the
/// plans are followed through `ff::Follow`, which checks each
/// iteration's groups.
fn grouped_planner() -> Planner {
    let mut p = Planner::default();
    (p.grouped, p.checked) = (true, true);
    p
}

/// Whether a loop body may hold `inst`: a fast-path instruction that
/// never jumps.
fn straight_fast(inst: &Inst) -> bool {
    matches!(
        inst,
        Inst::IntBin { .. }
            | Inst::IntBin64 { .. }
            | Inst::CmpI { .. }
            | Inst::Cast { .. }
            | Inst::FloatBin { .. }
            | Inst::Move { .. }
            | Inst::Const { .. }
            | Inst::Load { .. }
            | Inst::Store { .. }
            | Inst::Affine { .. }
    )
}

/// Whether a loop body may hold `inst` as a vector instruction the
/// specialised form runs (`memo_spec/vector.rs`, `transfer.rs`; it
/// decides on the operands): a row load or store, a transfer, a lane
/// move, a reduction, an fma.
fn vector_op(prog: &Program, inst: &Inst) -> bool {
    matches!(
        inst,
        Inst::VLoad { .. }
            | Inst::VStore { .. }
            | Inst::Broadcast { .. }
            | Inst::Extract { .. }
            | Inst::Insert { .. }
            | Inst::Reduce { .. }
            | Inst::Fma { .. }
    ) || access_of(prog, inst).is_some()
}

/// Whether `inst` accesses memory as a loop body's load or store (a
/// scalar or row load or store, a transfer), and then whether it stores:
/// such an instruction reports its access to the model (on unit 0 when
/// its class is free), which a memo step records and a decline issues.
pub(super) fn access_of(prog: &Program, inst: &Inst) -> Option<bool> {
    match *inst {
        Inst::Load { .. } | Inst::VLoad { .. } => Some(false),
        Inst::Store { .. } | Inst::VStore { .. } => Some(true),
        Inst::VectorOp { spec, .. } => match prog.vector_ops.get(spec as usize)? {
            VecSpec::Transfer(t) => Some(!t.read),
            _ => None,
        },
        _ => None,
    }
}

/// The ops instructions `h..=s` of `f` issue, as the fast paths issue
/// them (`exec_hot`): a constant nothing, a move the copy of its
/// source's ready state, a load or store its access (on unit 0 when its
/// class is free), anything else its unit unless free; each as
/// [`crate::runtime::port::Port`] reports it.
fn facts(prog: &Program, f: &Func, h: usize, s: usize) -> Vec<OpFacts> {
    let mut ops = Vec::new();
    for pc in h..=s {
        let t = &f.timing[pc];
        let access = match f.code[pc] {
            Inst::Move { dst, src } => {
                ops.push(OpFacts::copy(dst, src));
                continue;
            }
            Inst::Const { .. } => continue,
            ref i if access_of(prog, i).is_some() => access_of(prog, i),
            _ if f.plans[pc].unit == FREE => continue,
            _ => None,
        };
        ops.push(OpFacts {
            unit: if t.unit == FREE { 0 } else { t.unit },
            latency: t.latency,
            srcs: f.set(t.reads).to_vec(),
            dsts: f.set(t.writes).to_vec(),
            access,
            copy: false,
        });
    }
    ops
}

impl Loop {
    /// The body's ops in a frame at `base`, with accesses `kinds`
    /// ((space, bytes) each).
    fn body(&self, base: u32, serial: bool, kinds: &[(u32, u32)]) -> Vec<BodyOp> {
        let mut k = kinds.iter();
        (self.ops.iter())
            .map(|o| {
                o.in_frame(base, serial, |is_store| {
                    let &(space, bytes) = k.next().expect("one kind per access");
                    BodyAccess {
                        space: SpaceId(space),
                        bytes,
                        is_store,
                    }
                })
            })
            .collect()
    }

    /// Whether an iteration from `now`, results ready up to `horizon`,
    /// could run past `max` (`--max-cycles`): one iteration moves `now` by
    /// at most `max(horizon − now, s) + n·d + 1` (`docs/timing.md`, as the
    /// JIT bounds it).
    pub(super) fn near_limit<S: TraceSink>(
        &mut self,
        m: &TimingModel<S>,
        (now, horizon): (u64, u64),
        max: u64,
    ) -> bool {
        if max == u64::MAX {
            return false;
        }
        let ops = &self.ops;
        let k = *self
            .span
            .get_or_insert_with(|| memo::span_consts(m.config(), memo::issuing(ops)));
        let span = memo::iteration_span(k, now, horizon);
        now.saturating_add(span) > max
    }

    /// Ends the run in progress, if any: the model is where issuing every
    /// op of its iterations would have left it.
    pub(super) fn leave<S: TraceSink>(&mut self, m: &mut TimingModel<S>) {
        self.fold();
        if let Some((i, run)) = self.run.take() {
            if run.iterations() > 0 {
                self.streak = 0;
            }
            self.memos[i].1.leave(run, m);
        }
    }

    /// Folds the iterations counted along the plan armed, if any, into
    /// the run.
    fn fold(&mut self) {
        if let (Some(f), Some((i, run))) = (self.plan.take(), self.run.as_mut()) {
            f.fold(&mut self.memos[*i].1, run, &mut self.planner);
        }
    }

    /// Counts a completed iteration whose accesses are at `addrs` along
    /// the plan armed, when there is one with budget left and the
    /// iteration's bank records are its row's: the memo is then not
    /// looked up, and the budget keeps the run clear of `--max-cycles`
    /// as [`Self::step`]'s check would. `false` when the iteration must
    /// go to [`Self::step`].
    #[inline(always)]
    pub(super) fn follow<S: TraceSink>(&mut self, m: &TimingModel<S>, addrs: &[u64]) -> bool {
        // A match rather than a closure, which the compiler kept out of
        // line: this runs once per iteration.
        match self.plan.as_deref_mut() {
            Some(f) => f.count(m, addrs),
            None => false,
        }
    }

    /// Whether the plan armed, if any, waits for the engine's promise of
    /// where the next iterations' accesses are ([`Follow::promise`]).
    #[inline(always)]
    pub(super) fn wants_promise(&self) -> bool {
        self.plan.as_deref().is_some_and(Follow::wants_promise)
    }

    /// How many of the next iterations the plan armed, if any, counts
    /// from the engine's promise alone ([`Follow::free_ahead`]).
    #[inline(always)]
    pub(super) fn free_ahead(&self) -> u64 {
        self.plan.as_deref().map_or(0, Follow::free_ahead)
    }

    /// Counts `k` completed iterations (at most [`Self::free_ahead`])
    /// along the plan armed, as `k` calls of [`Self::follow`] would.
    pub(super) fn count_free(&mut self, k: u64) {
        if let Some(f) = self.plan.as_deref_mut() {
            f.count_free(k);
        }
    }

    /// Promises the plan armed that the next `n` iterations' accesses are
    /// at `addrs` plus `strides` per iteration ([`Follow::promise`]).
    pub(super) fn promise(&mut self, addrs: &[u64], strides: &[u64], n: u64) {
        if let Some(f) = self.plan.as_deref_mut() {
            f.promise(addrs, strides, n);
        }
    }

    /// One completed iteration whose accesses are at `addrs`; `false`
    /// when the run has ended after it (the next might pass `max`, or the
    /// loop gave the memo up). `kinds` gives the (space, bytes) of each
    /// access, asked for only by the first iteration of a run: a run
    /// lasts one entry of the loop, whose body writes no memref register
    /// (its instructions all write scalars), so every later iteration
    /// accesses the same buffers and its memo stays the same.
    pub(super) fn step<S: TraceSink>(
        &mut self,
        m: &mut TimingModel<S>,
        (base, serial): (u32, bool),
        kinds: impl FnOnce() -> Vec<(u32, u32)>,
        addrs: &[u64],
        max: u64,
    ) -> bool {
        self.streak = 0;
        self.fold();
        if self.run.is_none() {
            let kinds = kinds();
            let i = match (self.memos.iter()).position(|(k, _)| k.0 == base && k.1 == kinds) {
                Some(i) => i,
                None => {
                    let memo = Memo::new(self.body(base, serial, &kinds));
                    self.memos.push(((base, kinds), memo));
                    self.memos.len() - 1
                }
            };
            let run = self.memos[i].1.enter(m);
            self.run = Some((i, run));
            self.planner.enter();
        }
        let (i, run) = self.run.as_mut().expect("started above");
        let memo = &mut self.memos[*i].1;
        if !memo.step(run, m, addrs) {
            // Iterations fast-forwarded count as found, as in the JIT.
            let (hits, misses) = memo.hits_and_misses();
            if memo::misses_too_often(hits + self.planner.fast, misses) {
                self.gave_up = true;
            }
        }
        let at = (run.now(), run.horizon());
        if self.gave_up || self.near_limit(m, at, max) {
            self.leave(m);
            return false;
        }
        if !self.planner.idle() {
            let (i, run) = self.run.as_ref().expect("started above");
            let limit = (max != u64::MAX).then_some(max);
            let memo = (*i, &mut self.memos[*i].1);
            self.plan = (self.planner).arm(memo, run, m, addrs, (self.span, limit));
        }
        true
    }
}
