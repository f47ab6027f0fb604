//! The record periods of a loop's accesses over the banks of their
//! spaces ([`period`]), and the rows ahead predicted from them
//! ([`predict`]).

use super::shape::{Shape, MAX_ROWS};
use crate::timing::memo::{Memo, Run};
use crate::timing::{TimingModel, TraceSink};

/// The longest record period of one access a plan follows; an access
/// whose records repeat more slowly is taken to keep its bank (see
/// [`period`]).
pub const MAX_PERIOD: u64 = 8;

/// An access whose records repeat more slowly than every
/// [`MAX_PERIOD`] iterations is taken to keep its bank if it does so for
/// at least this many iterations.
pub const MIN_STAY: u64 = 64;

/// Each access's bank round (interleave times banks) and interleave, in
/// bytes, from the space and width of each access of a loop's memo
/// ([`Memo::access_kinds`]).
pub fn bank_rounds<S: TraceSink>(
    kinds: &[(usize, u32)],
    m: &TimingModel<S>,
) -> (Vec<u64>, Vec<u64>) {
    let cfg = m.config();
    let interleaves: Vec<u64> = (kinds.iter())
        .map(|&(sp, _)| cfg.spaces[sp].interleave as u64)
        .collect();
    let rounds = (kinds.iter().zip(&interleaves))
        .map(|(&(sp, _), &il)| il * cfg.spaces[sp].banks as u64)
        .collect();
    (rounds, interleaves)
}

/// The rows after which a plan expects the records to repeat: the least
/// common multiple of the accesses' record periods (`rounds[k]` is the
/// bytes of one round over access `k`'s banks, `interleave · banks`,
/// `interleaves[k]` the bytes of one bank's block, `strides[k]` its
/// stride), counting 1 for an access whose period is longer than
/// [`MAX_PERIOD`] but which keeps its bank for [`MIN_STAY`] iterations or
/// more: with a small stride and a wide interleave, the iteration where
/// it moves to the next bank differs from the plan's record and goes to
/// the runtime, which plans again from there. `None` when the least
/// common multiple is longer than [`MAX_PERIOD`], or an access with a
/// longer period changes banks more often (a plan would hold for a few
/// iterations and cost more than it saves).
pub fn period(rounds: &[u64], interleaves: &[u64], strides: &[i64]) -> Option<u64> {
    let mut p = 1u64;
    for ((&l, &il), &s) in rounds.iter().zip(interleaves).zip(strides) {
        let l = l.max(1);
        let s = s.unsigned_abs() % l;
        let pk = l / gcd(s, l);
        if pk > MAX_PERIOD {
            if s.saturating_mul(MIN_STAY) > il {
                return None;
            }
            continue;
        }
        p = p / gcd(p, pk) * pk;
        if p > MAX_PERIOD {
            return None;
        }
    }
    Some(p)
}

/// Address `a` modulo bank round `l` (0 for a round of at most a byte).
pub(super) fn phase(a: u64, l: u64) -> u64 {
    match l {
        0 | 1 => 0,
        l if l.is_power_of_two() => a & (l - 1),
        l => a % l,
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The rows of `run` ahead, when access `k` of row `i` is at
/// `addrs[k] + (i + 1)·strides[k]` in `spaces[k]` and the records are
/// expected to repeat every `p` rows: steps are taken on a copy of the
/// run (recording those the memo lacks). `None` when no state repeats
/// `p` rows later within [`MAX_ROWS`], an address leaves the address
/// space, an access would touch two banks (compiled code declines it),
/// or the memo's tables are full.
pub fn predict<S: TraceSink>(
    memo: &mut Memo,
    run: &Run,
    m: &mut TimingModel<S>,
    (addrs, strides, spaces): (&[u64], &[i64], &[u32]),
    p: u64,
) -> Option<Shape> {
    let p = p as usize;
    let mut r = run.clone();
    let state = memo.export(run).state;
    let mut states = vec![state];
    let mut steps = Vec::new();
    let mut table = Vec::new();
    let mut at = addrs.to_vec();
    while steps.len() < MAX_ROWS {
        for (a, &s) in at.iter_mut().zip(strides) {
            *a = a.checked_add_signed(s)?;
        }
        let step = memo.advance(&mut r, m, &at)?;
        for (&rec, &sp) in memo.last_record().iter().zip(spaces) {
            if rec & 0xffff_ffff != 1 {
                return None;
            }
            table.extend([rec, sp as u64]);
        }
        steps.push(step);
        states.push(step.next as u64);
        let n = steps.len();
        if n >= p && states[n] == states[n - p] {
            return Some(Shape::new(state, &steps, table, n - p));
        }
    }
    None
}
