//! Which functions compile for speed of the code and which for speed of
//! compiling.
//!
//! Cranelift's backtracking register allocator and its e-graph optimiser
//! make good code slowly: on a `@main` of a few hundred instructions,
//! most of them calls into the runtime (allocations, prints, views) and
//! short loops, they took about 80% of the compile latency, more than the
//! whole run in the interpreter. Code that runs a few times does not
//! repay that, while the single-pass allocator's code costs about half as
//! much again per iteration in a hot loop (the 640³ f32 matmul's
//! callgrind count rose from 306 M to 476 M host instructions). So a
//! function compiles *quick* (no optimiser, the single-pass allocator)
//! when a static bound on how many instructions it runs, over the whole
//! run, is at most [`QUICK_RUNS`] times its length; every other function
//! compiles for speed.
//!
//! The bound multiplies, for each instruction, the trip counts of the
//! `scf.for`-style loops around it (the upper bound's constant over the
//! step's, when both are constants; a lower bound below zero is not
//! looked at, which can misjudge only speed), summed over the function and
//! multiplied by the times it is called (summed over its call sites, each
//! times the trips of the loops around the site). Any other loop (a jump
//! back that is not a counted loop's step), a bound that is not a
//! constant, an indirect call in the program, or a cycle of calls makes
//! the bound unknown, and the function compiles for speed. Both kinds of
//! code compute the same values and report the same events (the optimiser
//! and the allocator keep the IR's meaning), so the choice changes only
//! times.

use super::cache::jump_targets;
use super::operands;
use crate::prepare::{Fold, Func, Inst, Program, Reg};
use crate::value::{Scalar, Value};

/// A function that runs at most this many instructions per instruction
/// of its own compiles quick.
pub(super) const QUICK_RUNS: u64 = 1000;

/// Per function of `prog`: whether it compiles for speed of the code.
pub(super) fn hot_funcs(prog: &Program) -> Vec<bool> {
    let trips: Vec<Option<Vec<u64>>> = (prog.funcs.iter())
        .map(|f| trips_per_inst(f, prog))
        .collect();
    let calls = call_counts(prog, &trips);
    (prog.funcs.iter().zip(&trips).zip(&calls))
        .map(|((f, t), &c)| {
            let (Some(t), Some(c)) = (t, c) else {
                return true;
            };
            let work = t.iter().fold(0u64, |s, &x| s.saturating_add(x));
            let limit = (f.code.len() as u64).saturating_mul(QUICK_RUNS);
            work.saturating_mul(c) > limit
        })
        .collect()
}

/// Per instruction of `f`: how many times one call runs it at most, or
/// `None` when a loop of `f` has no static trip count.
fn trips_per_inst(f: &Func, prog: &Program) -> Option<Vec<u64>> {
    let known = known_values(f, prog);
    let value = |r: Reg| {
        known
            .get(r as usize)
            .copied()
            .flatten()
            .map(i64::unsigned_abs)
    };
    let mut trips = vec![1u64; f.code.len()];
    for (s, inst) in f.code.iter().enumerate() {
        let back = jump_targets(inst, prog)
            .into_iter()
            .any(|t| t as usize <= s);
        if !back {
            continue;
        }
        let Inst::ForStep { step, head, .. } = *inst else {
            return None;
        };
        let Some(&Inst::ForHead { ub, .. }) = f.code.get(head as usize) else {
            return None;
        };
        let n = value(ub)?.div_ceil(value(step)?.max(1));
        for t in &mut trips[head as usize..=s] {
            *t = t.saturating_mul(n);
        }
    }
    Some(trips)
}

/// Per register of `f`: the value it always holds, when one `Const`, or
/// one `affine.apply`-style map of such values, writes it and nothing
/// else does (the bounds of `affine.for` are such maps). A register
/// prepare makes for a bound may be reused by another op's lowering; a
/// second writer then shows. The JIT's own constants (`super::ints`) ask
/// more, as they change code; this guess changes only which allocator
/// runs.
fn known_values(f: &Func, prog: &Program) -> Vec<Option<i64>> {
    let writers = operands::writer_counts(f, prog);
    let mut known: Vec<Option<i64>> = vec![None; f.reg_types.len()];
    let once = |r: Reg| writers.get(r as usize) == Some(&1) && !f.params.contains(&r);
    for inst in &f.code {
        match *inst {
            Inst::Const { dst, k } if once(dst) => {
                known[dst as usize] = match prog.consts.get(k as usize) {
                    Some(Value::Scalar(Scalar::Index(i))) => Some(*i),
                    Some(Value::Scalar(Scalar::Int { bits, .. })) => Some(*bits as i64),
                    _ => None,
                };
            }
            Inst::Affine {
                fold,
                map,
                dsts,
                operands,
            } => {
                let args: Option<Vec<i64>> = (f.regs(operands).iter())
                    .map(|&r| known[r as usize])
                    .collect();
                let (Some(args), Some(map)) = (args, prog.maps.get(map as usize)) else {
                    continue;
                };
                let d = (map.num_dims as usize).min(args.len());
                let Ok(vals) = map.eval(&args[..d], &args[d..]) else {
                    continue;
                };
                let vals = match fold {
                    Fold::Each => vals,
                    Fold::Min => vals.into_iter().min().into_iter().collect(),
                    Fold::Max => vals.into_iter().max().into_iter().collect(),
                };
                for (&r, v) in f.regs(dsts).iter().zip(vals) {
                    if once(r) {
                        known[r as usize] = Some(v);
                    }
                }
            }
            _ => {}
        }
    }
    known
}

/// Per function: how many times the run calls it at most (a function no
/// one calls is an entry, called once), or `None` when unknown.
fn call_counts(prog: &Program, trips: &[Option<Vec<u64>>]) -> Vec<Option<u64>> {
    let n = prog.funcs.len();
    let indirect = (prog.funcs.iter())
        .flat_map(|f| &f.code)
        .any(|i| matches!(i, Inst::CallIndirect { .. }));
    if indirect {
        return vec![None; n];
    }
    // Call sites: (caller, callee, the trips around the site).
    let mut sites = Vec::new();
    for (g, f) in prog.funcs.iter().enumerate() {
        for (pc, inst) in f.code.iter().enumerate() {
            if let Inst::Call { func, .. } = *inst {
                let around = trips[g].as_ref().map(|t| t[pc]);
                sites.push((g, func as usize, around));
            }
        }
    }
    let mut calls: Vec<Option<u64>> = (0..n)
        .map(|i| (!sites.iter().any(|s| s.1 == i)).then_some(1))
        .collect();
    // Settle callers before callees; without a cycle, `n` rounds do.
    for _ in 0..n {
        for i in 0..n {
            if calls[i].is_some() {
                continue;
            }
            let into = sites.iter().filter(|s| s.1 == i);
            let mut total = Some(0u64);
            for &(g, _, around) in into {
                let c = calls[g].zip(around).map(|(c, a)| c.saturating_mul(a));
                total = total.zip(c).map(|(t, c)| t.saturating_add(c));
            }
            calls[i] = total;
        }
    }
    calls
}
