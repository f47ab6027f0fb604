//! The predicted rows of a memo'd loop's steady state ([`Shape`]), a
//! shape armed at a run ([`Plan`]) and folded back into it in closed
//! form, and the iterations a plan may count before `--max-cycles`
//! ([`budget`]).

use crate::timing::memo::{Memo, RawRun, Run, Step};
use crate::timing::{TimingModel, TraceSink};
use std::cell::Cell;
use std::rc::Rc;

/// The most rows a shape may have (its first rows plus one period). A
/// row costs the runtime a memo step and some bookkeeping to predict,
/// hundreds of host instructions, where an iteration fast-forwarded
/// saves tens: long shapes cost more than they save unless a loop runs
/// thousands of iterations per entry (a 640³ matmul's inner loop, with a
/// period of 128 rows, ran 18% more instructions through its plans).
pub const MAX_ROWS: usize = 64;

/// The most iterations one plan may count before the runtime folds them:
/// bounds every product in [`Plan::fold`] far from overflow.
const MAX_BUDGET: u64 = 1 << 40;

/// The predicted rows of a loop's run from one state and one set of
/// record phases: rows `0..wrap` run once, then `wrap..end` repeat.
#[derive(Debug)]
pub struct Shape {
    /// Per row, per access: the bank record and the space compiled code
    /// must see.
    pub table: Vec<u64>,
    /// The first row of the period.
    pub wrap: usize,
    /// Rows in all (`wrap` plus the period).
    pub end: usize,
    /// Per row count `i` in `0..=end`: how far rows `0..i` move `now`…
    now: Vec<u64>,
    /// …their stall cycles by cause…
    stalls: Vec<[u64; 6]>,
    /// …the latest ready cycle of their results, relative to the run's
    /// `now` at row 0 (0 for no row)…
    reach: Vec<u64>,
    /// …and the state before row `i`.
    state: Vec<u64>,
    /// Per row: its step's `now` minus its last issue.
    last: Vec<u64>,
    /// Per count `r` in `0..=end − wrap`: the latest ready cycle of rows
    /// `wrap..wrap + r`, relative to `now` at row 0.
    period_reach: Vec<u64>,
    /// The largest step reach of any row (how far past `now` a result
    /// may be ready).
    pub max_reach: u64,
    /// Per access: whether every row has row 0's record for it (an
    /// access [`period`](super::period) took to keep its bank), found once per shape so
    /// that arming it again costs no pass over the rows.
    uniform: Vec<bool>,
    /// Whether every row's step holds for any record whose accesses each
    /// touch one bank ([`crate::timing::blind`]): the table then names no record.
    pub blind: bool,
    /// What an engine found once about arming this shape where every
    /// access is proven, to find again with no pass over the accesses
    /// (the JIT's budget of iterations that compare no record): a
    /// function of what the shape's key fixes, which the engine keeps to
    /// the cases where nothing else enters.
    pub armed: Cell<Option<Option<u64>>>,
    /// The last count of rows [`Plan::fold`] summed and its sums: a
    /// loop entered again on this shape (each row of a sweep) leaves it
    /// after the same count. The sums are a function of the rows, which
    /// never change once the shape is made, and of the count.
    folded: Cell<Option<(u64, Sums)>>,
}

/// What `c ≥ 1` rows of a [`Shape`] from row 0 add to a run, relative to
/// its `now` at row 0 ([`Shape::sums`]).
#[derive(Clone, Copy, Debug)]
struct Sums {
    /// How far `now` moves.
    now: u64,
    /// Stall cycles by cause.
    stalls: [u64; 6],
    /// The latest ready cycle of a result.
    reach: u64,
    /// The state after them.
    state: u64,
    /// The last row's step's `now` minus its last issue.
    last: u64,
}

impl Shape {
    /// The shape of `steps` from `state` (the run's state at row 0),
    /// with `records` (per row, per access: record and space), period
    /// starting at `wrap`.
    pub(super) fn new(state: u64, steps: &[Step], records: Vec<u64>, wrap: usize) -> Shape {
        let end = steps.len();
        let n = match end {
            0 => 0,
            _ => records.len() / (2 * end),
        };
        let record = |row: usize, k: usize| records[2 * (row * n + k)];
        let uniform = (0..n)
            .map(|k| (0..end).all(|r| record(r, k) == record(0, k)))
            .collect();
        let mut sh = Shape {
            table: records,
            wrap,
            end,
            now: vec![0],
            stalls: vec![[0; 6]],
            reach: vec![0],
            state: vec![state],
            last: Vec::with_capacity(end),
            period_reach: vec![0],
            max_reach: 0,
            uniform,
            blind: false,
            armed: Cell::new(None),
            folded: Cell::new(None),
        };
        for (i, st) in steps.iter().enumerate() {
            let reach = sh.now[i] + st.reach;
            sh.reach.push(sh.reach[i].max(reach));
            if i >= wrap {
                let r = sh.period_reach[i - wrap].max(reach);
                sh.period_reach.push(r);
            }
            sh.now.push(sh.now[i] + st.dnow);
            let mut s = sh.stalls[i];
            for (t, d) in s.iter_mut().zip(st.stalls) {
                *t += d;
            }
            sh.stalls.push(s);
            sh.state.push(st.next as u64);
            sh.last.push(st.last);
            sh.max_reach = sh.max_reach.max(st.reach);
        }
        sh
    }

    /// The blind shape of `run`'s loop from its state (accesses of
    /// `kinds`, in `groups`: [`crate::timing::blind::patterns`]), from the rows [`crate::timing::blind::predict`] finds. Its table
    /// holds no record (an engine following it checks only that each
    /// access touches one bank), and each access's space.
    pub(super) fn blind<S: TraceSink>(
        memo: &mut Memo,
        run: &Run,
        m: &mut TimingModel<S>,
        (kinds, groups): (&[(usize, u32)], &[usize]),
    ) -> Option<Shape> {
        let state = memo.export(run).state;
        let (steps, wrap) = crate::timing::blind::predict(memo, run, m, (kinds, groups))?;
        let row = kinds.iter().flat_map(|&(sp, _)| [0, sp as u64]);
        let table = (0..steps.len()).flat_map(|_| row.clone()).collect();
        Some(Shape {
            blind: true,
            ..Shape::new(state, &steps, table, wrap)
        })
    }

    /// The period's length in rows.
    pub(super) fn period(&self) -> u64 {
        (self.end - self.wrap) as u64
    }

    /// The sums of `c ≥ 1` rows (see [`Sums`]), or `None` if one
    /// overflows; the count last asked is found again with no sum.
    fn sums(&self, c: u64) -> Option<Sums> {
        if let Some((k, s)) = self.folded.get() {
            if k == c {
                return Some(s);
            }
        }
        let s = self.sum_rows(c)?;
        self.folded.set(Some((c, s)));
        Some(s)
    }

    /// [`Self::sums`], computed: the rows' prefix sums for `c` within
    /// the first pass; past it, `c = wrap + q·P + k` with `q ≥ 1`: the
    /// first rows once, `q` whole periods (each `d` cycles later than
    /// the one before) and `k` rows of one more.
    fn sum_rows(&self, c: u64) -> Option<Sums> {
        let sh = self;
        let (wrap, end) = (sh.wrap as u64, sh.end as u64);
        if c <= end {
            let i = c as usize;
            return Some(Sums {
                now: sh.now[i],
                stalls: sh.stalls[i],
                reach: sh.reach[i],
                state: sh.state[i],
                last: sh.last[i - 1],
            });
        }
        let p = sh.period();
        let (q, k) = ((c - wrap) / p, ((c - wrap) % p) as usize);
        let w = sh.wrap;
        let d = sh.now[sh.end] - sh.now[w];
        let now = sh.now[w + k].checked_add(q.checked_mul(d)?)?;
        let mut stalls = sh.stalls[w + k];
        for (i, t) in stalls.iter_mut().enumerate() {
            let per = sh.stalls[sh.end][i] - sh.stalls[w][i];
            *t = t.checked_add(q.checked_mul(per)?)?;
        }
        // The latest result: of the first pass, of the last whole
        // period, of the partial one after it.
        let whole = sh.period_reach[sh.end - w].checked_add((q - 1).checked_mul(d)?)?;
        let mut reach = sh.reach[sh.end].max(whole);
        if k > 0 {
            reach = reach.max(sh.period_reach[k].checked_add(q.checked_mul(d)?)?);
        }
        let last_row = if k > 0 { w + k - 1 } else { sh.end - 1 };
        Some(Sums {
            now,
            stalls,
            reach,
            state: sh.state[w + k],
            last: sh.last[last_row],
        })
    }

    /// Whether every row has the same record for access `k`.
    pub fn uniform(&self, k: usize) -> bool {
        self.uniform.get(k).copied().unwrap_or(false)
    }
}

/// A shape armed at a run: what compiled code counts from.
#[derive(Debug)]
pub struct Plan {
    /// The rows.
    pub shape: Rc<Shape>,
    /// The run as published when armed.
    pub base: RawRun,
    /// The iterations compiled code may count, plus one: the value of the
    /// context's countdown when armed.
    pub left: u64,
}

impl Plan {
    /// The run after `c` iterations counted from the plan's row 0, or
    /// `None` if a sum overflows.
    pub fn fold(&self, c: u64) -> Option<RawRun> {
        let b = &self.base;
        let mut r = *b;
        if c == 0 {
            return Some(r);
        }
        let Sums {
            now,
            stalls,
            reach,
            state,
            last,
        } = self.shape.sums(c)?;
        r.now = b.now.checked_add(now)?;
        r.horizon = b.horizon.max(b.now.checked_add(reach)?);
        r.last = r.now - last;
        for (t, d) in r.stalls.iter_mut().zip(stalls) {
            *t = t.checked_add(d)?;
        }
        r.iters = b.iters.checked_add(c)?;
        r.state = state;
        Some(r)
    }
}

/// The iterations a plan of `shape` from `base` may count: every one
/// must leave the run clear of `--max-cycles` as the memo's own check
/// after a step does, i.e. `now` plus `span` (a bound on the next
/// iteration's cycles from any state the run reaches) at most `max`.
/// `now` only grows with the count, so this is the largest count whose
/// [`Plan::fold`]ed `now` is at most `max − span`: within the first pass
/// of the rows, or, for each row `wrap + k` of the period, the most whole
/// periods that fit after it.
pub fn budget(shape: &Shape, base: &RawRun, max: Option<u64>, span: u64) -> u64 {
    let Some(max) = max else {
        return MAX_BUDGET;
    };
    let Some(room) = (max.checked_sub(span)).and_then(|r| r.checked_sub(base.now)) else {
        return 0;
    };
    let sh = shape;
    if sh.now[sh.end] > room {
        // `now[0]` is 0, so at least one row count fits.
        return sh.now.partition_point(|&t| t <= room) as u64 - 1;
    }
    let (w, p) = (sh.wrap, sh.period());
    let d = sh.now[sh.end] - sh.now[w];
    if d == 0 {
        return MAX_BUDGET;
    }
    let mut best = sh.end as u64;
    for k in 0..p as usize {
        let q = (room - sh.now[w + k]) / d;
        if q >= 1 {
            let c = (q.saturating_mul(p)).saturating_add((w + k) as u64);
            best = best.max(c);
        }
    }
    best.min(MAX_BUDGET)
}
