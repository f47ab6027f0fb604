//! Fast-forward of a memo'd loop through its steady state, for both
//! engines: the JIT's runtime (its `loops` module) arms plans that its
//! compiled code follows, the interpreter's memo'd loops follow them
//! themselves ([`Follow`]); both plan through one [`Planner`] per loop.
//!
//! When every access of a loop's body moves by a fixed stride per
//! iteration, its bank record is a periodic function of the iteration:
//! the bank of `a + i·s` in a space of `interleave · banks` bytes per bank
//! round repeats every `interleave · banks / gcd(s, interleave · banks)`
//! iterations, so the records of all accesses repeat with the least common
//! multiple `P` of those periods. A memo step is a function of the state
//! and the record, so once the state at some iteration `T` equals the
//! state `P` iterations later, the steps from `T` on repeat with period
//! `P` for as long as the records do.
//!
//! The runtime learns the strides from two consecutive iterations it sees,
//! then [`predict`]s the rows ahead: the records the accesses would have,
//! and the steps the memo takes for them ([`Memo::advance`], recording the
//! steps it lacks), until a state repeats `P` rows later. The rows, the
//! records compiled code must see at each, and the running sums (cycles,
//! stall cycles, the latest result) form a [`Shape`]; a [`Plan`] arms it
//! at a run's `now` with a budget of iterations. Compiled code then
//! compares each iteration's records and spaces with the row's, counts
//! the iteration and moves to the next row (wrapping from the last row to
//! row `T`): no step look-up, no addition per counter. The records are
//! checked, not assumed, so a loop whose addresses are not affine in the
//! iteration (an index loaded from memory) simply goes back to the memo
//! at the first record that differs. Whenever the runtime is entered
//! again (a differing record, the budget spent, the loop's exit, an
//! access that declines) it [`Plan::fold`]s the iterations counted into
//! the run in closed form: whole periods times the period's sums, plus a
//! prefix of rows. The budget keeps the run clear of `--max-cycles` as
//! the memo's own check would.
//!
//! A loop whose records repeat too slowly for a period may still take a
//! *blind* shape ([`super::blind`]): rows whose steps hold for any record
//! whose accesses each touch one bank, which an engine follows by
//! checking only that, and folds the same way.

use crate::timing::blind::{Leads, Placer};
use crate::timing::memo::{Memo, Run, StateHasher, Step, HASH};
use crate::timing::{TimingModel, TraceSink};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::rc::Rc;

mod period;
mod shape;

use period::phase;
pub use period::{bank_rounds, period, predict, MAX_PERIOD, MIN_STAY};
pub use shape::{budget, Plan, Shape, MAX_ROWS};

/// Plans whose records an engine did not meet, after which a loop that
/// gained little from its plans stops predicting.
const PLAN_MISSES: u64 = 16;

/// Plans armed after which a loop whose plans counted fewer than
/// [`PLAN_WORTH`] iterations each stops predicting: a plan costs a
/// prediction (or a look-up of one) and a fold, thousands of host
/// instructions, and an iteration counted saves tens to hundreds.
const PLANS_TRIED: u64 = 256;

/// See [`PLANS_TRIED`].
const PLAN_WORTH: u64 = 64;

/// The most shapes a loop keeps before forgetting them all.
const SHAPES: usize = 1 << 12;

/// What fixes a predicted [`Shape`]: the memo (its index among the
/// loop's), its epoch, the state, and per access its address modulo its
/// bank round and its stride, in one run of words (looked up through a
/// buffer kept across calls, with no allocation once the shape is known).
type ShapeKey = Box<[u64]>;

/// One loop's planning across its runs, for either engine: learns the
/// strides from the iterations it steps through the memo, predicts
/// shapes (kept by memo, epoch, state, phases and strides), arms plans,
/// and stops trying where plans do not pay.
#[derive(Debug, Default)]
pub struct Planner {
    /// The last iteration stepped in this run and its addresses: with the
    /// next one, they give the strides.
    prev: Option<(u64, Vec<u64>)>,
    /// The addresses' buffer of `prev` between runs, kept so that an
    /// entry costs no allocation.
    spare: Vec<u64>,
    /// Each access's stride per iteration, once learnt.
    strides: Option<Vec<i64>>,
    shapes: HashMap<ShapeKey, Option<Rc<Shape>>, BuildHasherDefault<StateHasher>>,
    /// The key being looked up in `shapes`.
    probe: Vec<u64>,
    /// The key and shape last armed: a loop entered again from the same
    /// state and phases (the next row of a sweep) finds it with one
    /// compare of the keys.
    last: Option<(Vec<u64>, Option<Rc<Shape>>)>,
    /// Plans whose records the engine did not meet, or that could not be
    /// made.
    missed: u64,
    /// Plans armed.
    plans: u64,
    /// Iterations counted along plans.
    pub fast: u64,
    /// The bank rounds last found, for the accesses of these kinds.
    rounds: Rounds,
    /// Set by an engine that cannot follow a blind shape
    /// ([`super::blind`]) now: none is armed (the JIT's copy follows one
    /// only when every access is proven in one bank).
    pub no_blind: bool,
    /// Set by an engine whose accesses all move by the strides it gave
    /// ([`Self::assume_strides`]) in every iteration a plan armed now may
    /// count (the JIT's copy with every access proven): a blind shape is
    /// then made for the groups of accesses that share one bank in all of
    /// them ([`super::blind::groups`]), a function of the key's phases and
    /// strides. An engine following plans through [`Follow`] (the
    /// interpreter, with learnt strides) may set it too: a [`Follow`]
    /// checks each iteration's groups ([`Leads`]).
    pub grouped: bool,
    /// Set with `grouped` by an engine that follows plans through
    /// [`Follow`], which checks each iteration's groups: groups may then
    /// also be taken from the accesses' interleave blocks now
    /// ([`super::blind::groups_checked`]).
    pub checked: bool,
    /// Per access, its group ([`super::blind::groups`]) for the blind
    /// shape being planned; empty: each access its own.
    groups: Vec<usize>,
    /// What runs' first iterations did ([`Entry`]), direct-mapped by a
    /// hash of their [`EntryKey`] (empty until the first is kept).
    entries: Vec<Option<(EntryKey, Entry)>>,
    /// The entry key last built, and its slot in `entries`.
    entry_probe: EntryKey,
    entry_slot: usize,
    /// Entries looked up and found kept, and not found.
    entry_hits: u64,
    entry_misses: u64,
    /// Whether the last [`Self::plan`] took a shape (or found none) for
    /// its key: it is then the last shape armed (`last`).
    planned: bool,
}

/// What fixes a run's first iteration and the shape of the plan armed
/// after it, for an engine that knows every access's stride before that
/// iteration (the JIT's copy entered on the affine proof): the memo (its
/// index among the loop's), its epoch and [`Memo::spills`] (so that the
/// step kept is still in the memo's tables or spill, and would be found
/// there), the state the run starts from,
/// and per access its first address modulo its bank round and its
/// stride (zeros after the last access: the memo fixes how many there
/// are). The step is a function of the state and the bank record,
/// which the addresses modulo the rounds fix (the memo fixes each
/// access's space and bytes); the shape is a function of the planner's
/// key (`ShapeKey`: the memo, the epoch, the state after that step,
/// the same phases and strides).
pub type EntryKey = [u64; 4 + 2 * ENTRY_ACCESSES];

/// The most accesses of a body whose entries are kept (the JIT's memo'd
/// bodies make up to 32; one of more runs its first iteration through
/// the memo at each entry).
pub const ENTRY_ACCESSES: usize = 8;

/// The slots of [`Planner`]'s entries: a loop entered once per row of a
/// sweep meets one key per bank phase of its rows and state it is
/// entered from (the 40-sweep Gauss-Seidel stencil on `vmem`, 829).
pub const ENTRY_SLOTS: usize = 2048;

/// Entry look-ups that found nothing kept after which a loop that found
/// fewer than one kept entry per [`ENTRY_MISS_COST`] of them stops
/// looking ([`Planner::entries_worth`]): a look-up that finds nothing
/// costs the key and the keeping (hundreds of host instructions) on top
/// of the step and plan it then makes, where one that finds saves about
/// a thousand (a matmul's inner loop, entered at a new column phase
/// almost every time, found almost none).
pub const ENTRY_WORTH: u64 = 256;

/// See [`ENTRY_WORTH`].
pub const ENTRY_MISS_COST: u64 = 2;

/// What a run's first iteration did: its step and the shape
/// [`Planner::plan`] took after it (`None`: it found none).
#[derive(Clone, Debug)]
pub struct Entry {
    /// The first iteration's step.
    pub step: Step,
    /// The shape planned after it.
    pub shape: Option<Rc<Shape>>,
}

/// Each access's bank round and interleave ([`bank_rounds`]) for the
/// access kinds (space, bytes) of a memo, kept across a loop's plans: a
/// loop's memos rarely change, and the kinds are compared, so the cache
/// is never stale.
#[derive(Debug, Default)]
struct Rounds {
    /// The memo number (of the engine's, for the loop) these are of,
    /// when [`Rounds::of_memo`] found them: a memo's kinds never change.
    memo: Option<usize>,
    kinds: Vec<(usize, u32)>,
    rounds: Vec<u64>,
    interleaves: Vec<u64>,
    /// The strides [`period`] was last asked about with these rounds, and
    /// its answer: a function of the rounds, interleaves and strides
    /// alone.
    period: Option<(Vec<i64>, Option<u64>)>,
    /// The strides the [`Placer`] was last made for with these kinds and
    /// rounds, and it (a function of those alone): a loop's entries
    /// group their accesses ([`super::blind::groups_of`]) with no `gcd`.
    placer: (Vec<i64>, Placer),
}

impl Rounds {
    /// The rounds and interleaves of `kinds`, found again only when the
    /// kinds differ from the last ones.
    fn of<S: TraceSink>(&mut self, kinds: &[(usize, u32)], m: &TimingModel<S>) -> &mut Rounds {
        if self.kinds != kinds || self.rounds.len() != kinds.len() {
            self.reset(kinds, bank_rounds(kinds, m));
        }
        self
    }

    /// Takes `kinds` and their `rounds` and interleaves, dropping what
    /// was kept for others.
    fn reset(&mut self, kinds: &[(usize, u32)], rounds: (Vec<u64>, Vec<u64>)) {
        (self.rounds, self.interleaves) = rounds;
        self.kinds.clear();
        self.kinds.extend_from_slice(kinds);
        self.period = None;
        self.placer = Default::default();
        self.memo = None;
    }

    /// Makes the [`Placer`] of these kinds and rounds for `strides` into
    /// `self.placer.1`, again only when the strides differ from the last
    /// ones (an empty body's is the default).
    fn place(&mut self, strides: &[i64]) {
        if self.placer.0[..] != *strides {
            let at = (strides, &self.rounds[..], &self.interleaves[..]);
            self.placer = (strides.to_vec(), Placer::new(&self.kinds, at));
        }
    }

    /// [`Self::of`] for the kinds of the loop's memo number `id`, with no
    /// compare when the last ones were found for it.
    fn of_memo<S: TraceSink>(
        &mut self,
        (id, memo): (usize, &Memo),
        m: &TimingModel<S>,
    ) -> &mut Rounds {
        if self.memo != Some(id) {
            self.of(memo.access_kinds(), m);
            self.memo = Some(id);
        }
        self
    }

    /// [`period`] of these rounds for `strides`, found again only when
    /// the strides differ from the last ones asked about.
    fn period(&mut self, strides: &[i64]) -> Option<u64> {
        match &mut self.period {
            Some((st, p)) if st[..] == *strides => *p,
            cached => {
                let p = period(&self.rounds, &self.interleaves, strides);
                *cached = Some((strides.to_vec(), p));
                p
            }
        }
    }

    /// Each access's address at `addrs` modulo its bank round, onto `key`.
    fn phases(&self, addrs: &[u64], key: &mut Vec<u64>) {
        key.extend(addrs.iter().zip(&self.rounds).map(|(&a, &l)| phase(a, l)));
    }
}

impl Planner {
    /// A run starts: the strides are checked again from its iterations.
    pub fn enter(&mut self) {
        if let Some((_, v)) = self.prev.take() {
            self.spare = v;
        }
    }

    /// Whether the loop's plans have paid so little that it no longer
    /// makes any: it never makes one again (no plan is counted after).
    #[inline]
    pub fn idle(&self) -> bool {
        let fast = self.fast.saturating_mul(self.weight());
        (self.missed >= PLAN_MISSES && self.fast < self.missed << 10)
            || (self.plans >= PLANS_TRIED && fast < self.plans * PLAN_WORTH)
    }

    /// What an iteration counted along a plan is worth against
    /// [`PLAN_WORTH`]: one per eight accesses (or part), since it saves a
    /// look-up comparing each access's record. A body unrolled by 4 with
    /// 16 accesses, entered for 48 iterations, pays as one of 4 entered
    /// for 192 does.
    fn weight(&self) -> u64 {
        self.strides
            .as_ref()
            .map_or(1, |s| s.len().div_ceil(8).max(1) as u64)
    }

    /// Whether no strides are known (and the loop still makes plans): the
    /// engine should see the next iteration too, to learn them from two
    /// in a row.
    pub fn learning(&self) -> bool {
        self.strides.is_none() && !self.idle()
    }

    /// Takes `strides` as the accesses' strides, known without watching
    /// iterations (the JIT proves them at a copy's entry), so no
    /// iteration is spent learning them.
    pub fn assume_strides(&mut self, strides: &[i64]) {
        if self.strides.as_deref() != Some(strides) {
            self.strides = Some(strides.to_vec());
        }
    }

    /// The accesses' strides per iteration, once learnt or assumed.
    pub fn strides(&self) -> Option<&[i64]> {
        self.strides.as_deref()
    }

    /// Each access's bank round and interleave ([`bank_rounds`]) for the
    /// memo of the last plan made, as [`Self::plan`] found them.
    pub fn rounds(&self) -> (&[u64], &[u64]) {
        (&self.rounds.rounds, &self.rounds.interleaves)
    }

    /// After the engine stepped the iteration at `addrs` through `memo`
    /// (the loop's memo number `id`), in `run`: learns the strides, and
    /// returns a plan from the run's state when the accesses' records
    /// repeat and a state repeats with them, with the tracks by which
    /// an engine following it in its own code compares each iteration's
    /// accesses ([`Follow`]). `span` is the loop's
    /// [`super::memo::span_consts`] (known whenever `max` is set).
    pub fn arm<S: TraceSink>(
        &mut self,
        (id, memo): (usize, &mut Memo),
        run: &Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
        limits: (Option<(u64, u64)>, Option<u64>),
    ) -> Option<Box<Follow>> {
        let plan = self.plan((id, memo), run, m, addrs, limits)?;
        let strides = self.strides.as_deref()?;
        let r = self.rounds.of(memo.access_kinds(), m);
        let sh = &plan.shape;
        let p = sh.period();
        let tracks = (0..r.kinds.len())
            .map(|k| {
                let at = (&r.kinds[..], addrs, strides);
                Track::new(sh, m, k, at, (&r.rounds, &r.interleaves), p)
            })
            .collect();
        let (end, wrap, left, blind) = (sh.end, sh.wrap, plan.left - 1, sh.blind);
        let leads = match blind {
            true => Leads::new(&r.kinds, &self.groups, m),
            false => Leads::default(),
        };
        Some(Box::new(Follow {
            leads,
            plan,
            tracks,
            row: 0,
            end,
            wrap,
            left,
            blind,
            free: 0,
            behind: 0,
            promised: false,
        }))
    }

    /// [`Self::arm`] for an engine that compares the records in its own
    /// way (the JIT's compiled code): the plan alone, with no tracks.
    /// The shape last armed is tried first, with no hashing, and a shape
    /// met before costs no allocation.
    pub fn plan<S: TraceSink>(
        &mut self,
        (id, memo): (usize, &mut Memo),
        run: &Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
        (span, max): (Option<(u64, u64)>, Option<u64>),
    ) -> Option<Plan> {
        self.planned = false;
        self.learn(run.iterations(), addrs);
        if self.idle() {
            return None;
        }
        let strides = self.strides.as_deref()?;
        let r = self.rounds.of_memo((id, memo), m);
        // Records that repeat too slowly for a period may still allow a
        // blind shape, which holds at any address.
        let p = r.period(strides);
        if p.is_none() && self.no_blind {
            self.missed += 1;
            return None;
        }
        let (state, epoch) = (memo.export(run).state, memo.epoch());
        let key = &mut self.probe;
        key.clear();
        key.extend([id as u64, epoch, state]);
        match p {
            Some(_) => {
                r.phases(addrs, key);
                key.extend(strides.iter().map(|&s| s as u64));
            }
            // Word 3 is a phase in a periodic shape's key (below its
            // round, so never `u64::MAX`), which has that word only
            // when it has an access: the keys never meet. The groups
            // follow, for a blind shape is made for them.
            None => {
                self.groups.clear();
                // A body of few accesses enumerates their patterns
                // alone, as before groups were known.
                if self.grouped && addrs.len() > super::blind::MAX_ACCESSES {
                    let kinds = memo.access_kinds();
                    r.place(strides);
                    let at = (addrs, strides, &r.rounds[..], &r.interleaves[..]);
                    let (placer, out) = (&r.placer.1, &mut self.groups);
                    match self.checked {
                        true => super::blind::groups_checked(kinds, at, placer, out),
                        false => super::blind::groups_of(kinds, at, placer, out),
                    }
                }
                key.push(u64::MAX);
                key.extend(self.groups.iter().map(|&g| g as u64));
            }
        }
        let shape = match &self.last {
            Some((k, sh)) if k[..] == key[..] => sh.clone(),
            _ => self.shape_of(memo, run, m, addrs, p)?,
        };
        self.planned = true;
        self.arm_shape(shape, memo, run, (span, max))
    }

    /// [`Self::plan`] after a run's first iteration, from the shape
    /// kept in its [`Entry`] (the one [`Self::plan`] took for this key
    /// before, or found none): the same strides learnt, the same rule
    /// that makes no plan for an idle loop, the same budget, with no key
    /// built or looked up. For an engine that assumed every access's
    /// stride ([`Self::assume_strides`]) and follows blind shapes.
    pub fn plan_entry(
        &mut self,
        shape: Option<Rc<Shape>>,
        memo: &Memo,
        run: &Run,
        addrs: &[u64],
        limits: (Option<(u64, u64)>, Option<u64>),
    ) -> Option<Plan> {
        self.planned = false;
        self.learn(run.iterations(), addrs);
        if self.idle() || self.strides.is_none() {
            return None;
        }
        self.arm_shape(shape, memo, run, limits)
    }

    /// The end of [`Self::plan`]: `shape` (none found: a miss) armed at
    /// the run with its budget.
    fn arm_shape(
        &mut self,
        shape: Option<Rc<Shape>>,
        memo: &Memo,
        run: &Run,
        (span, max): (Option<(u64, u64)>, Option<u64>),
    ) -> Option<Plan> {
        let Some(shape) = shape else {
            self.missed += 1;
            return None;
        };
        // Predicting may have added states: the run's tables moved.
        let base = memo.export(run);
        let (floor, ops) = span.unwrap_or((u64::MAX, 0));
        let gap = (base.horizon.saturating_sub(base.now)).max(shape.max_reach);
        let span = gap.max(floor).saturating_add(ops);
        let left = budget(&shape, &base, max, span);
        if left == 0 {
            return None;
        }
        self.plans += 1;
        Some(Plan {
            shape,
            base,
            left: left + 1,
        })
    }

    /// Whether the loop's entry look-ups have paid so far (see
    /// [`ENTRY_WORTH`]); once they have not, it makes no more.
    pub fn entries_worth(&self) -> bool {
        self.entry_misses < ENTRY_WORTH || self.entry_hits * ENTRY_MISS_COST >= self.entry_misses
    }

    /// Builds the [`EntryKey`] of a run of `memo` (the loop's memo
    /// number `id`) from state `state`, whose first iteration's accesses
    /// are at `addrs` and move by `strides`, and gives the [`Entry`]
    /// kept under it.
    pub fn entry<S: TraceSink>(
        &mut self,
        (id, memo): (usize, &Memo),
        m: &TimingModel<S>,
        state: u64,
        (addrs, strides): (&[u64], &[i64]),
    ) -> Option<Entry> {
        self.planned = false;
        let n = addrs.len();
        if n > ENTRY_ACCESSES || strides.len() != n {
            self.entry_slot = usize::MAX;
            return None;
        }
        let r = self.rounds.of_memo((id, memo), m);
        let key = &mut self.entry_probe;
        *key = [0; 4 + 2 * ENTRY_ACCESSES];
        (key[0], key[1], key[2], key[3]) = (id as u64, memo.epoch(), memo.spills(), state);
        let (phases, rest) = key[4..].split_at_mut(n);
        for ((p, &a), &l) in phases.iter_mut().zip(addrs).zip(&r.rounds) {
            *p = phase(a, l);
        }
        for (k, &s) in rest.iter_mut().zip(strides) {
            *k = s as u64;
        }
        let h = (key.iter()).fold(0u64, |h, &k| (h.rotate_left(5) ^ k).wrapping_mul(HASH));
        self.entry_slot = (h >> 32) as usize % ENTRY_SLOTS;
        let found = match self.entries.get(self.entry_slot) {
            Some(Some((k, e))) if k == key => Some(e.clone()),
            _ => None,
        };
        match found.is_some() {
            true => self.entry_hits += 1,
            false => self.entry_misses += 1,
        }
        found
    }

    /// Keeps `step` (the first iteration's) and the shape the last
    /// [`Self::plan`] took, under the key [`Self::entry`] built last.
    pub fn keep_entry(&mut self, step: Step) {
        let (true, Some((_, shape))) = (self.planned, &self.last) else {
            return;
        };
        let shape = shape.clone();
        self.planned = false;
        if self.entry_slot >= ENTRY_SLOTS {
            return;
        }
        if self.entries.is_empty() {
            self.entries.resize(ENTRY_SLOTS, None);
        }
        self.entries[self.entry_slot] = Some((self.entry_probe, Entry { step, shape }));
    }

    /// Learns the strides from the iteration `j` of the run at `addrs`
    /// and the last one stepped.
    fn learn(&mut self, j: u64, addrs: &[u64]) {
        if let Some((pj, pa)) = &self.prev {
            // The strides hold if they lead from the last iteration
            // stepped to this one; else they are learnt again, from two
            // iterations in a row.
            let held = (self.strides.as_ref()).is_some_and(|st| {
                let n = j.wrapping_sub(*pj);
                (addrs.iter().zip(pa).zip(st))
                    .all(|((&a, &b), &d)| b.wrapping_add(n.wrapping_mul(d as u64)) == a)
            });
            if !held && self.strides.is_some() {
                self.missed += 1;
                self.strides = None;
            }
            if self.strides.is_none() && pj + 1 == j {
                let d = (addrs.iter().zip(pa)).map(|(&a, &b)| a.wrapping_sub(b) as i64);
                self.strides = Some(d.collect());
            }
        }
        match &mut self.prev {
            Some((pj, pa)) => {
                *pj = j;
                pa.clear();
                pa.extend_from_slice(addrs);
            }
            None => {
                let mut v = std::mem::take(&mut self.spare);
                v.clear();
                v.extend_from_slice(addrs);
                self.prev = Some((j, v));
            }
        }
    }

    /// The shape of the key in `self.probe` (record period `p`, or a
    /// blind shape without one): the
    /// one kept, or predicted now and kept; `None` when the memo's
    /// tables started over while predicting. The result is also kept as
    /// the last shape armed.
    fn shape_of<S: TraceSink>(
        &mut self,
        memo: &mut Memo,
        run: &Run,
        m: &mut TimingModel<S>,
        addrs: &[u64],
        p: Option<u64>,
    ) -> Option<Option<Rc<Shape>>> {
        let epoch = memo.epoch();
        if self.shapes.len() >= SHAPES {
            self.shapes.clear();
        }
        let shape = match self.shapes.get(&self.probe[..]) {
            Some(sh) => sh.clone(),
            None => {
                let strides = self.strides.as_deref()?;
                let spaces: Vec<u32> = (memo.access_kinds().iter())
                    .map(|&(s, _)| s as u32)
                    .collect();
                let sh = match p {
                    Some(p) => predict(memo, run, m, (addrs, strides, &spaces), p),
                    None => {
                        let kinds = memo.access_kinds().to_vec();
                        Shape::blind(memo, run, m, (&kinds, &self.groups))
                    }
                };
                let sh = sh.map(Rc::new);
                if memo.epoch() != epoch {
                    // `advance` never lets the tables start over; were
                    // they to, no id gone stale is kept.
                    return None;
                }
                self.shapes.insert(self.probe[..].into(), sh.clone());
                sh
            }
        };
        let key = match self.last.take() {
            Some((mut k, _)) => {
                k.clear();
                k.extend_from_slice(&self.probe);
                k
            }
            None => self.probe.clone(),
        };
        self.last = Some((key, shape.clone()));
        Some(shape)
    }
}

/// A plan an engine follows in its own code (the interpreter): each
/// iteration's bank records compared with the row's, and counted.
///
/// An access's address usually answers for its record: the plan was
/// armed after the iteration at `a₀` (per access), and [`predict`] took
/// row `i` for accesses at `a₀ + (i + 1)·s`, `s` the learnt stride, so
/// the `c`-th iteration counted (`c ≥ 0`, row `r(c)`, which is `c` in
/// the first pass and `c − q·P` after it) at the predicted `a₀ + (c + 1)·s`
/// has the record of `a₀ + (r(c) + 1)·s` if the record is periodic in `P`
/// rows there. A bank record ([`TimingModel::bank_record`]) is a function
/// of the space, the bytes and the address modulo the bank round `L`
/// (interleave times banks): the first bank is the interleave block's
/// index modulo the banks, the count depends on the address modulo the
/// interleave, which divides `L`. So the record is periodic in `P` when
/// `P·s` is a multiple of `L` (every access [`period`] counted; not one
/// it took to keep its bank, which moves on in time). A shape found in
/// the planner's cache was predicted at other addresses `a₀'`, but its key
/// holds the phases `a₀' mod L`, equal to `a₀ mod L`, and the strides, so
/// its rows' records are those of `a₀ + (i + 1)·s` too (the steps, a
/// function of the state and the records, are the same). With `L` a power
/// of two it divides `2⁶⁴`, so the running address may wrap: its residue
/// is the exact one's. Such an access (an exact track) compares its
/// address with the running one, one compare and one add.
///
/// An access [`period`] took to keep its bank (a small stride in a wide
/// interleave block) is not exact, but every row then has one record for
/// it. An access whose first and last bytes lie in one interleave block
/// touches that block's bank alone, so every address from the block's
/// first to its last but `bytes − 1` has the record of the block's first
/// address, whatever the stride or the address's history. When that is
/// the rows' record (checked once, for the block of the first row's
/// address), such an access compares its address with that span, one
/// subtraction and one compare, which holds while it stays in the block.
/// Any other access, or an address that fails its test, compares its
/// record, so a follow counts exactly the iterations it counted when it
/// compared every record.
#[derive(Debug)]
pub struct Follow {
    plan: Plan,
    /// Each access: what it is and where it is expected.
    tracks: Vec<Track>,
    /// The row of the next iteration.
    row: usize,
    /// The shape's rows and the first of its period, at hand.
    end: usize,
    wrap: usize,
    /// The iterations that may still be counted.
    left: u64,
    /// Whether the shape is blind: an iteration is counted when each
    /// access touches one bank, whatever its row.
    blind: bool,
    /// Of a blind shape made for groups of accesses, the bank each access
    /// must share with its group's first ([`Leads`]).
    leads: Leads,
    /// Iterations [`Self::row_is`] is known to accept from the engine's
    /// promise alone ([`Self::promise`]), and the iterations counted so
    /// whose tracks' predicted addresses are yet to be moved on.
    free: u64,
    behind: u64,
    /// Whether the engine has made its promise to this plan.
    promised: bool,
}

/// One access a [`Follow`] compares.
#[derive(Debug)]
struct Track {
    /// Its space and bytes.
    space: usize,
    bytes: u32,
    /// The address predicted for the next iteration: the arming
    /// iteration's plus the stride per iteration since (wrapping).
    next: u64,
    /// The stride, as a wrapping addend.
    stride: u64,
    /// Whether `next` has the row's record (see [`Follow`]): its bank
    /// round is a power of two that divides the period times the stride.
    exact: bool,
    /// When every row has one record for the access, the first address
    /// of an interleave block whose record it is, and how many addresses
    /// from there hold the access within the block (0 otherwise): any of
    /// them has the block's bank and a count of 1, the rows' record.
    lo: u64,
    len: u64,
    /// For a track of a blind shape whose bytes are a power of two dividing the
    /// interleave: `bytes − 1`, and an address with none of those bits
    /// set holds it in one bank (else `None`: the record is asked).
    align: Option<u64>,
}

impl Track {
    /// Access `k` of a plan of `shape` (record period `p` rows) armed
    /// after the iteration at `addrs`, with the accesses' `kinds`,
    /// `strides`, bank `rounds` and `interleaves`.
    fn new<S: TraceSink>(
        shape: &Shape,
        m: &TimingModel<S>,
        k: usize,
        (kinds, addrs, strides): (&[(usize, u32)], &[u64], &[i64]),
        (rounds, interleaves): (&[u64], &[u64]),
        p: u64,
    ) -> Track {
        let ((space, bytes), a, s, l) = (kinds[k], addrs[k], strides[k], rounds[k]);
        let n = kinds.len();
        let record = |row: usize| shape.table[2 * (row * n + k)];
        let (il, b) = (interleaves[k], bytes.max(1) as u64);
        let mut block = (0, 0);
        if shape.blind {
            let aligned = b.is_power_of_two() && il % b == 0;
            return Track {
                space,
                bytes,
                next: 0,
                stride: 0,
                exact: false,
                lo: 0,
                len: 0,
                align: aligned.then(|| b - 1),
            };
        }
        let first = a.checked_add_signed(s).filter(|_| (1..=il).contains(&b));
        if let Some(x) = first.filter(|_| shape.uniform(k)) {
            // The block of the first row's address.
            let lo = x - x % il;
            if lo.checked_add(il - 1).is_some() && m.bank_record(space, lo, bytes) == record(0) {
                block = (lo, il - b + 1);
            }
        }
        Track {
            space,
            bytes,
            next: a.wrapping_add(s as u64),
            stride: s as u64,
            exact: l.is_power_of_two() && p.wrapping_mul(s as u64) & (l - 1) == 0,
            lo: block.0,
            len: block.1,
            align: None,
        }
    }

    /// Whether a blind track's access at `a` touches one bank.
    #[inline]
    fn one_bank<S: TraceSink>(&self, m: &TimingModel<S>, a: u64) -> bool {
        self.align.is_some_and(|k| a & k == 0)
            || m.bank_record(self.space, a, self.bytes) & 0xffff_ffff == 1
    }
}

impl Follow {
    /// Counts the iteration whose accesses were at `addrs` if the budget
    /// allows and its bank records are the row's; `false` (nothing
    /// counted) otherwise, when the plan must be [`Self::fold`]ed before
    /// the iteration goes to the memo and followed no further (its
    /// predicted addresses have moved on).
    #[inline(always)]
    pub fn count<S: TraceSink>(&mut self, m: &TimingModel<S>, addrs: &[u64]) -> bool {
        if self.left == 0 {
            return false;
        }
        if self.free > 0 {
            self.free -= 1;
            self.behind += 1;
        } else if !(self.tracks.is_empty() || self.row_is(m, addrs)) {
            return false;
        }
        self.left -= 1;
        self.row += 1;
        if self.row == self.end {
            self.row = self.wrap;
        }
        true
    }

    /// How many of the next iterations [`Self::count`] would count from
    /// the engine's promise alone, reading none of their addresses: the
    /// promised iterations not yet counted, within the budget left.
    #[inline(always)]
    pub fn free_ahead(&self) -> u64 {
        self.free.min(self.left)
    }

    /// Counts `k` iterations (at most [`Self::free_ahead`]) as `k` calls
    /// of [`Self::count`] would, which read no address for them: an
    /// engine that ran them without a call each counts them at once.
    pub fn count_free(&mut self, k: u64) {
        let k = k.min(self.free_ahead());
        (self.free, self.left) = (self.free - k, self.left - k);
        self.behind += k;
        // The row `k` rows on, past the end back into the period.
        let (row, k) = (self.row as u64, k);
        let (end, wrap) = (self.end as u64, self.wrap as u64);
        self.row = match row.checked_add(k) {
            Some(r) if r < end => r as usize,
            Some(r) if wrap < end => (wrap + (r - end) % (end - wrap)) as usize,
            _ => {
                for _ in 0..k {
                    self.row += 1;
                    if self.row == self.end {
                        self.row = self.wrap;
                    }
                }
                self.row
            }
        };
    }

    /// Whether the bank records of accesses at `addrs` are the row's: an
    /// exact access at its predicted address has it, and so does one
    /// within its track's block; any other is compared. Moves each
    /// predicted address on to the next iteration's. Of a blind shape,
    /// whether each access touches one bank.
    #[inline]
    fn row_is<S: TraceSink>(&mut self, m: &TimingModel<S>, addrs: &[u64]) -> bool {
        if self.behind > 0 {
            self.catch_up();
        }
        if self.blind {
            // Any record whose accesses each touch one bank has the
            // rows' steps: no row to compare, no address to predict.
            // Of groups, each access in its group's bank.
            return (self.tracks.iter().zip(addrs)).all(|(t, &a)| t.one_bank(m, a))
                && (self.leads.is_empty() || self.leads.share(m, addrs));
        }
        let n = self.tracks.len();
        let row = &self.plan.shape.table[2 * n * self.row..2 * n * (self.row + 1)];
        let mut ok = true;
        for ((t, &a), want) in self.tracks.iter_mut().zip(addrs).zip(row.chunks_exact(2)) {
            ok = ok
                && ((t.exact && a == t.next)
                    || a.wrapping_sub(t.lo) < t.len
                    || m.bank_record(t.space, a, t.bytes) == want[0]);
            t.next = t.next.wrapping_add(t.stride);
        }
        ok
    }

    /// Whether the engine should make its [`Self::promise`] (once a
    /// plan).
    #[inline(always)]
    pub fn wants_promise(&self) -> bool {
        !self.promised
    }

    /// The engine's promise that the next `n` iterations it runs make
    /// their accesses at `addrs` (each access's) plus `strides` (as
    /// wrapping addends) per iteration since, exactly, as an interpreter
    /// that places its accesses by running offsets knows (`n` is how many
    /// it proved in range). Of a plan that is not blind, an access whose
    /// track predicts that very address and stride passes the row's
    /// test ([`Self::count`]) in each of those iterations without its
    /// address being looked at: an exact track at its predicted address
    /// always, one within its block while the address stays there
    /// (counted here in closed form). The iterations every access passes
    /// so are then counted with no test ([`Self::count`]); any other
    /// access, or a track predicting another address or stride, leaves the
    /// test to each iteration as before. Of a blind shape with no groups,
    /// every access aligned to its bytes (a power of two dividing its
    /// interleave) at a stride so aligned stays within one bank, which is
    /// all `row_is` asks of it. So a plan counts the iterations it would
    /// have counted, with the same rows.
    pub fn promise(&mut self, addrs: &[u64], strides: &[u64], n: u64) {
        self.promised = true;
        let n_tracks = self.tracks.len();
        if n_tracks == 0 || addrs.len() != n_tracks || strides.len() != n_tracks {
            return;
        }
        if self.blind {
            // Of a blind shape with no groups: an access aligned to its
            // bytes (a power of two dividing the interleave) stays aligned
            // when its stride is too, so touches one bank.
            let mut at = self.tracks.iter().zip(addrs.iter().zip(strides));
            let aligned = at.all(|(t, (&a, &s))| t.align.is_some_and(|k| (a | s) & k == 0));
            if aligned && self.leads.is_empty() {
                self.free = n;
            }
            return;
        }
        let mut free = n;
        for ((t, &a), &s) in self.tracks.iter().zip(addrs).zip(strides) {
            if t.next != a || t.stride != s {
                return;
            }
            if t.exact {
                continue;
            }
            // Within the block `[lo, lo + len)`: how many of `a + i·s`.
            let x = a.wrapping_sub(t.lo) as i128;
            let stay = prefix_within(x, s as i64 as i128, t.len as i128);
            free = free.min(stay);
        }
        self.free = free;
    }

    /// Moves the tracks' predicted addresses on past the iterations
    /// counted by promise.
    #[cold]
    fn catch_up(&mut self) {
        let n = std::mem::take(&mut self.behind);
        for t in &mut self.tracks {
            t.next = t.next.wrapping_add(t.stride.wrapping_mul(n));
        }
    }

    /// The plan followed.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The plan followed, for an engine that counts along it in its own
    /// way (the JIT's compiled code).
    pub fn into_plan(self) -> Plan {
        self.plan
    }

    /// The run after the iterations counted, in closed form, into `run`
    /// (of `memo`); the counts go to `planner`.
    pub fn fold(&self, memo: &mut Memo, run: &mut Run, planner: &mut Planner) {
        // `plan.left` is the budget plus one.
        let counted = self.plan.left - 1 - self.left;
        let raw = (self.plan)
            .fold(counted)
            .expect("a plan's budget keeps its sums in range");
        memo.import(&raw, run);
        planner.fast += counted;
    }
}

/// How many `t = 0, 1, …` have `0 <= x + t·dx < end`, counted from the
/// first (0 where `t = 0` has not); at most `u64::MAX`. Exact in `i128`
/// for operands of 64 bits.
pub fn prefix_within(x: i128, dx: i128, end: i128) -> u64 {
    if x < 0 || x >= end {
        return 0;
    }
    let n = match dx {
        0 => return u64::MAX,
        // The last `t` below `end`: `⌈(end − x) / dx⌉` of them.
        d if d > 0 => (end - x + d - 1) / d,
        // The last `t` at or above 0: `⌊x / −dx⌋ + 1` of them.
        d => x / -d + 1,
    };
    u64::try_from(n).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::{prefix_within, Placer, Rounds};

    /// The prefix counts, against every `t` tried one by one.
    #[test]
    fn prefix_within_counts_the_first_steps_in_range() {
        for x in -3..12i128 {
            for dx in -4..5i128 {
                for end in 0..10i128 {
                    let mut n = 0u64;
                    while n < 50 && (0..end).contains(&(x + n as i128 * dx)) {
                        n += 1;
                    }
                    let got = prefix_within(x, dx, end);
                    if n == 50 {
                        assert!(got >= 50, "{x} {dx} {end}: {got}");
                    } else {
                        assert_eq!(got, n, "{x} {dx} {end}");
                    }
                }
            }
        }
    }

    /// The placer kept for a loop's plans is made again whenever the
    /// strides differ from the ones it was made for, and dropped with
    /// the kinds: after each change it is the one made afresh.
    #[test]
    fn the_kept_placer_is_the_strides_own() {
        let mut r = Rounds {
            kinds: vec![(0, 4); 6],
            rounds: vec![256; 6],
            interleaves: vec![16; 6],
            ..Default::default()
        };
        let strides: [&[i64]; 5] = [&[4; 6], &[16; 6], &[16; 6], &[0, 4, 16, 4, 0, 12], &[4; 6]];
        let mut made = Vec::new();
        for st in strides {
            r.place(st);
            let fresh = Placer::new(&r.kinds, (st, &r.rounds, &r.interleaves));
            assert_eq!(r.placer.1, fresh, "{st:?}");
            made.push(fresh);
        }
        // The strides give placers that differ (so a stale one fails).
        assert!(made[0] != made[1] && made[3] != made[0] && made[3] != made[1]);
        let kinds = [(0, 8); 6];
        r.reset(&kinds, (vec![256; 6], vec![16; 6]));
        r.place(&[4; 6]);
        assert_eq!(
            r.placer.1,
            Placer::new(&kinds, (&[4; 6], &r.rounds, &r.interleaves))
        );
    }
}
