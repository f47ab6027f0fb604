//! The memo against the plain model: random targets, bodies and
//! address streams, every iteration issued op by op on one model and
//! through the memo on another; cycles, state and report must agree.

use super::*;
use crate::timing::config::{SpaceConfig, TimingConfig, UnitConfig};
use crate::timing::ff::{Follow, Planner};
use crate::timing::StallCause;
use proptest::prelude::*;

/// xorshift64*: the cases' shapes from one seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len() as u64) as usize]
    }
}

fn config(r: &mut Rng) -> TimingConfig {
    let units = (0..1 + r.below(3))
        .map(|i| UnitConfig {
            name: format!("u{i}"),
            latency: r.below(7) as u32,
            ii: 1 + r.below(3) as u32,
        })
        .collect();
    let spaces = (0..1 + r.below(2))
        .map(|i| SpaceConfig {
            name: format!("s{i}"),
            latency: r.below(6) as u32,
            read_bw: 8.into(),
            write_bw: 8.into(),
            banks: r.pick(&[1, 2, 3, 4, 8]),
            interleave: r.pick(&[1, 4, 8]),
            ports: 1 + r.below(2) as u32,
            bank_busy: 1 + r.below(4) as u32,
            capacity: 1 << 20,
        })
        .collect();
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 1 + r.below(3) as u32,
        units,
        spaces,
        engines: vec![],
    }
}

/// An op on registers `0..8` (register 40 now and then, so the
/// scoreboard grows), a load or store half the time, now and then with
/// a latency longer than a loop's iterations.
fn op(r: &mut Rng, cfg: &TimingConfig) -> BodyOp {
    let reg = |r: &mut Rng| {
        if r.below(10) == 0 {
            40
        } else {
            r.below(8) as u32
        }
    };
    let access = (r.below(2) == 0).then(|| BodyAccess {
        space: SpaceId(r.below(cfg.spaces.len() as u64) as u32),
        bytes: r.pick(&[1, 4, 8, 12]),
        is_store: r.below(2) == 0,
    });
    BodyOp {
        unit: UnitId(r.below(cfg.units.len() as u64) as u32),
        latency: (r.below(4) == 0).then(|| r.pick(&[0, 2, 5, 8, 40])),
        srcs: (0..r.below(3)).map(|_| reg(r)).collect(),
        dsts: (0..r.below(2)).map(|_| reg(r)).collect(),
        access,
        copy: false,
    }
}

/// [`op`], or one time in four a free move between two such registers
/// (which carries a ready cycle, perhaps a long latency's, from one
/// register to another and on to the next iteration).
fn op_or_copy(r: &mut Rng, cfg: &TimingConfig) -> BodyOp {
    if r.below(4) == 0 {
        let mut reg = || {
            if r.below(10) == 0 {
                40
            } else {
                r.below(8) as u32
            }
        };
        let (dst, src) = (reg(), reg());
        BodyOp::copy(dst, src)
    } else {
        op(r, cfg)
    }
}

/// Issues `ops` op by op, with the accesses at `addrs`.
fn plain(m: &mut TimingModel, ops: &[BodyOp], addrs: &[u64]) {
    let mut a = addrs.iter();
    for o in ops {
        if o.copy {
            m.copy_ready(o.dsts[0], o.srcs[0]);
            continue;
        }
        match o.access {
            Some(acc) => {
                let access = MemAccess {
                    space: acc.space,
                    addr: *a.next().unwrap(),
                    bytes: acc.bytes,
                    is_store: acc.is_store,
                };
                m.mem_access(o, access);
            }
            None => {
                m.issue(o);
            }
        }
    }
}

/// The addresses of `n` accesses: each its own base plus `stride`
/// times the iteration, now and then anywhere.
fn addrs(r: &mut Rng, n: usize, i: u64, stride: u64) -> Vec<u64> {
    (0..n as u64)
        .map(|k| {
            if r.below(8) == 0 {
                r.below(256)
            } else {
                64 * k + stride * i
            }
        })
        .collect()
}

fn same(a: &TimingModel, b: &TimingModel) {
    assert_eq!(
        format!("{:?}", a.core_state()),
        format!("{:?}", b.core_state())
    );
    assert_eq!(a.counters(), b.counters());
}

/// A memo'd loop's parts as the interpreter holds them: the memo, its
/// planner, the run and the plan being followed.
type Looping<'a> = (
    &'a mut Memo,
    &'a mut Planner,
    &'a mut Run,
    &'a mut Option<Box<Follow>>,
);

/// A loop's span constants and `--max-cycles`, as a plan is armed with.
type Limits = (Option<(u64, u64)>, Option<u64>);

/// One iteration at `at` as the interpreter runs it: counted along
/// the plan followed when it covers it; else that plan is folded in,
/// the iteration stepped through the memo, and, with `limits` (the
/// loop's span and `--max-cycles`), a new plan armed. Whether it was
/// stepped.
fn iterate(
    (memo, planner, run, follow): Looping,
    b: &mut TimingModel,
    at: &[u64],
    limits: Option<Limits>,
) -> bool {
    if follow.as_mut().is_some_and(|f| f.count(b, at)) {
        return false;
    }
    if let Some(f) = follow.take() {
        f.fold(memo, run, planner);
    }
    memo.step(run, b, at);
    if let Some(limits) = limits {
        *follow = planner.arm((0, memo), run, b, at, limits);
    }
    true
}

/// Folds in the iterations the plan still followed counted, as the
/// interpreter does before leaving the loop.
fn fold_last((memo, planner, run, follow): Looping) {
    if let Some(f) = follow.take() {
        f.fold(memo, run, planner);
    }
}

/// One case: a prefix of other ops, then up to four runs of the loop
/// (each with its own stride) with other ops between them, a suffix,
/// and the two reports. With `plans`, the memo'd side follows
/// fast-forward plans ([`crate::timing::ff`]) as the interpreter does:
/// an iteration a plan covers is counted, not stepped, and the count
/// is folded in before the next step and before leaving.
fn case(seed: u64, plans: bool) -> (u64, u64, u64) {
    let mut r = Rng(seed | 1);
    let cfg = config(&mut r);
    let mut body: Vec<BodyOp> = (0..r.below(6)).map(|_| op_or_copy(&mut r, &cfg)).collect();
    body.insert(r.below(body.len() as u64 + 1) as usize, op(&mut r, &cfg));
    let (mut a, mut b) = (
        TimingModel::new(&cfg).unwrap(),
        TimingModel::new(&cfg).unwrap(),
    );
    let mut memo = Memo::new(body.clone());
    memo.cap = r.pick(&[1, 3, CAP, CAP]);
    let mut planner = Planner::default();
    let max = (r.below(4) == 0).then(|| 200 + r.below(2000));
    let span = span_consts(
        &cfg,
        body.iter()
            .map(|o| (o.latency.unwrap_or(0), o.access.is_some())),
    );
    let n = memo.accesses();
    let outside = |r: &mut Rng, a: &mut TimingModel, b: &mut TimingModel| {
        let ops: Vec<BodyOp> = (0..r.below(4)).map(|_| op_or_copy(r, &cfg)).collect();
        let k = ops.iter().filter(|o| o.access.is_some()).count();
        let i = r.below(50);
        let at = addrs(r, k, i, 4);
        plain(a, &ops, &at);
        plain(b, &ops, &at);
    };
    outside(&mut r, &mut a, &mut b);
    for _ in 0..1 + r.below(4) {
        let stride = r.pick(&[0, 1, 4, 8, 12, 16, 32]);
        let mut run = memo.enter(&b);
        planner.enter();
        let mut follow: Option<Box<Follow>> = None;
        let limits = plans.then_some((Some(span), max));
        for i in 0..1 + r.below(80) {
            let at = addrs(&mut r, n, i, stride);
            plain(&mut a, &body, &at);
            let loop_ = (&mut memo, &mut planner, &mut run, &mut follow);
            if iterate(loop_, &mut b, &at, limits) {
                assert_eq!(run.now(), a.now());
            }
        }
        fold_last((&mut memo, &mut planner, &mut run, &mut follow));
        assert_eq!(run.now(), a.now());
        memo.leave(run, &mut b);
        same(&a, &b);
        outside(&mut r, &mut a, &mut b);
        same(&a, &b);
    }
    let (ra, rb) = (a.finish(), b.finish());
    assert_eq!(ra, rb);
    assert_eq!(ra.to_json(), rb.to_json());
    let (hits, misses) = memo.hits_and_misses();
    (hits, misses, planner.fast)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]
    #[test]
    fn memo_matches_the_plain_model(seed in any::<u64>()) {
        case(seed, false);
    }

    #[test]
    fn memo_with_plans_matches_the_plain_model(seed in any::<u64>()) {
        case(seed, true);
    }
}

#[test]
fn random_cases_reach_recorded_steps() {
    let (hits, misses) = (1..200u64)
        .map(|s| case(s, false))
        .fold((0, 0), |(h, m), (a, b, _)| (h + a, m + b));
    assert!(hits > misses, "{hits} hits, {misses} misses");
    // With plans, some iterations are counted along them.
    let fast: u64 = (1..200u64).map(|s| case(s, true).2).sum();
    assert!(fast > 0, "no iteration fast-forwarded");
}

/// A one-unit target (`alu`, latency 1) with one space `sram`
/// (latency 2, 4-byte interleave) of `banks` banks busy `bank_busy`
/// cycles an access.
fn one_space(banks: u32, bank_busy: u32) -> TimingConfig {
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 1,
        units: vec![UnitConfig {
            name: "alu".into(),
            latency: 1,
            ii: 1,
        }],
        spaces: vec![SpaceConfig {
            name: "sram".into(),
            latency: 2,
            read_bw: 8.into(),
            write_bw: 8.into(),
            banks,
            interleave: 4,
            ports: 1,
            bank_busy,
            capacity: 1 << 20,
        }],
        engines: vec![],
    }
}

/// A body of two ops on unit 0: a 4-byte load of `sram` reading
/// `load_srcs` into register 2, then an add of registers 2 and 3
/// into 3.
fn load_add(load_srcs: Vec<u32>) -> Vec<BodyOp> {
    let load = BodyOp {
        unit: UnitId(0),
        latency: None,
        srcs: load_srcs,
        dsts: vec![2],
        access: Some(BodyAccess {
            space: SpaceId(0),
            bytes: 4,
            is_store: false,
        }),
        copy: false,
    };
    let add = BodyOp {
        unit: UnitId(0),
        latency: None,
        srcs: vec![2, 3],
        dsts: vec![3],
        access: None,
        copy: false,
    };
    vec![load, add]
}

/// A steady loop is recorded once: a load on 4 banks × 4 B with a 4 B
/// stride (one bank after the other, bank busy 4, so no conflict)
/// feeding an add, 100 iterations: the states settle within a few
/// iterations and every later one is a hit with the same cycles.
#[test]
fn a_steady_loop_settles() {
    let cfg = one_space(4, 4);
    let body = load_add(vec![1]);
    let mut a = TimingModel::new(&cfg).unwrap();
    let mut b = TimingModel::new(&cfg).unwrap();
    let mut memo = Memo::new(body.clone());
    let mut run = memo.enter(&b);
    for i in 0..100 {
        plain(&mut a, &body, &[4 * i]);
        memo.step(&mut run, &mut b, &[4 * i]);
    }
    memo.leave(run, &mut b);
    same(&a, &b);
    // Each iteration from cycle t: the load issues at t (alu latency 1
    // plus the space's 2: ready at t + 3), the add waits from t + 1 to
    // t + 3 (2 stall cycles charged to memory) and issues at t + 3, so
    // the next iteration starts at t + 4.
    assert_eq!(a.now(), 400);
    assert_eq!(a.counters().2[StallCause::Memory as usize], 200);
    let (hits, misses) = memo.hits_and_misses();
    assert!(
        misses <= 5 && hits + misses == 100,
        "{hits} hits, {misses} misses"
    );
    assert_eq!(a.finish(), b.finish());
}

/// Blind plans ([`crate::timing::blind`]) against issuing every op: two
/// loads at 4 and 12 bytes a step on 16 four-byte banks (records
/// repeating every 16 iterations, too slowly for a periodic plan) that
/// share a bank every 8th iteration, feeding adds, on 1 or 2 issue
/// slots with banks busy 1 to 3 cycles. With one slot and banks busy
/// one cycle the steps are blind and nearly every iteration is
/// counted along a plan; elsewhere sharing a bank costs cycles and no
/// blind shape may be made. Cycles, state and report must agree.
#[test]
fn blind_plans_match_the_plain_model() {
    for (width, busy) in [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)] {
        let mut cfg = one_space(16, busy);
        cfg.issue_width = width;
        let mut body = load_add(vec![]);
        body.insert(
            1,
            BodyOp {
                dsts: vec![4],
                ..body[0].clone()
            },
        );
        body.push(BodyOp {
            srcs: vec![4, 3],
            ..body[2].clone()
        });
        let mut a = TimingModel::new(&cfg).unwrap();
        let mut b = TimingModel::new(&cfg).unwrap();
        let mut memo = Memo::new(body.clone());
        let mut planner = Planner::default();
        let mut run = memo.enter(&b);
        let mut follow: Option<Box<Follow>> = None;
        for i in 0..400u64 {
            let at = [4 * i, 12 * i];
            plain(&mut a, &body, &at);
            let loop_ = (&mut memo, &mut planner, &mut run, &mut follow);
            iterate(loop_, &mut b, &at, Some((None, None)));
        }
        fold_last((&mut memo, &mut planner, &mut run, &mut follow));
        memo.leave(run, &mut b);
        same(&a, &b);
        assert_eq!(a.finish(), b.finish(), "width {width}, busy {busy}");
        if (width, busy) == (1, 1) {
            assert!(planner.fast > 390, "{} counted", planner.fast);
        }
    }
}

/// Two bank records of one state that share their way in its cache
/// are both kept: the one evicted goes to the spill and comes back
/// from it. A load on a 128-bank space (bank busy 1, so no bank stays
/// busy past an iteration) feeding an add leaves the same state after
/// every iteration; the loads alternate between two banks whose
/// records hash to the same way, which without the spill would run
/// every iteration on the model.
#[test]
fn records_sharing_a_way_are_both_kept() {
    let cfg = one_space(128, 1);
    // 128 records in 64 ways: two of them share one.
    let ways: Vec<usize> = (0..128u64).map(|b| way(&[b << 32 | 1])).collect();
    let (x, y) = (0..128)
        .flat_map(|x| (x + 1..128).map(move |y| (x, y)))
        .find(|&(x, y)| ways[x] == ways[y])
        .expect("a shared way");
    let body = load_add(vec![]);
    let mut a = TimingModel::new(&cfg).unwrap();
    let mut b = TimingModel::new(&cfg).unwrap();
    let mut memo = Memo::new(body.clone());
    let mut run = memo.enter(&b);
    for i in 0..200 {
        let at = [4 * if i % 2 == 0 { x } else { y } as u64];
        plain(&mut a, &body, &at);
        memo.step(&mut run, &mut b, &at);
    }
    memo.leave(run, &mut b);
    same(&a, &b);
    let (hits, misses) = memo.hits_and_misses();
    assert!(misses <= 6, "{hits} hits, {misses} misses");
    assert_eq!(a.finish(), b.finish());
}

/// A hint ([`Memo::intern_from`]'s, the state the last run started
/// from) is compared in place, word by word, with no state built: it
/// must name the model's state exactly when building and looking the
/// state up would. On random targets, a model issues random ops one by
/// one (each moving a few registers, a unit, a bank or a port, so that
/// consecutive states differ in a word or two); after each op its state
/// is interned with no hint, then again with each state met so far as
/// the hint, which must give the same id.
#[test]
fn a_hint_names_the_state_the_lookup_finds() {
    let mut compared = 0;
    for seed in 1..60u64 {
        let mut r = Rng(seed);
        let cfg = config(&mut r);
        let body: Vec<BodyOp> = (0..6).map(|_| op(&mut r, &cfg)).collect();
        let mut memo = Memo::new(body);
        let mut m = TimingModel::new(&cfg).unwrap();
        let mut seen: Vec<State> = Vec::new();
        for i in 0..40 {
            let o = op(&mut r, &cfg);
            let at = addrs(&mut r, o.access.is_some() as usize, i, 4);
            plain(&mut m, &[o], &at);
            let id = memo.intern_from(&m, None);
            for &h in &seen {
                assert_eq!(memo.intern_from(&m, Some(h)), id, "seed {seed}, op {i}");
                compared += 1;
            }
            if !seen.contains(&id) {
                seen.push(id);
            }
        }
    }
    assert!(compared > 1000, "{compared} hints compared");
}
