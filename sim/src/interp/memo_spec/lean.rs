//! Walked iterations without their index ops (`super`): in an iteration
//! [`super::walk`] places by running offsets, an access reads no index
//! word, so an op whose only use is to give a walked access its index
//! (`%j - 1`, `%j + 1`, an affine subscript `d0 + 1`) computes a word
//! nothing in the iteration reads. Such ops are left out of the ops a
//! walked iteration runs ([`Spec::walk_body`]); their words matter only
//! where the registers are given back (the entry stops) or where the
//! iterations go on checking each index (the walked ones are over), and
//! [`restore`] computes them there, as the last iterations would have
//! left them.
//!
//! An op is dropped when it is the only op writing its word, reads only
//! the induction variable and words no op writes (the forms
//! [`super::walk`] accepts as an index: `iv`, `iv ± c`, `c + iv`), and
//! no op of the body names its word (the accesses read it only when not
//! walked). The induction variable is stepped only by the iteration's
//! last op, by a fixed word (`walk`), so an iteration's `iv` is the next
//! one's minus the step, wrapping, and an op that ran in a walked
//! iteration computed, exactly (the walk proved its index within its
//! dimension, so an affine subscript's checked add did not overflow),
//! the word [`restore`] computes from it.

use super::op::{Op, Word};
use super::{Spec, WORDS};

/// Sets [`Spec::walk_body`] and [`Spec::walk_place`] to the body less
/// the index ops a walked iteration need not run, kept in
/// [`Spec::dropped`] with their places (none when the loop does not
/// walk).
pub(super) fn mark(spec: &mut Spec) {
    spec.walk_body = spec.body.clone();
    spec.walk_place = spec.place.clone();
    spec.dropped.clear();
    if !spec.walks || spec.body.iter().any(Op::names_lanes) {
        return;
    }
    let mut names = [0u32; WORDS];
    let mut writers = [0u32; WORDS];
    for op in &spec.body {
        op.map_words(|x| {
            names[x as usize] += 1;
            x
        });
        for (x, n) in op.writes().into_iter().flatten() {
            for c in &mut writers[x as usize..(x as usize + n).min(WORDS)] {
                *c += 1;
            }
        }
    }
    let fixed = |x: Word| writers[x as usize] == 0;
    let (mut body, mut place) = (Vec::new(), Vec::new());
    for (op, &p) in spec.body.iter().zip(&spec.place) {
        let drop = index_of_iv(op, spec.iv, &fixed).is_some_and(|dst| {
            let only = names[dst as usize] == 1 && writers[dst as usize] == 1;
            only && dst != spec.iv && dst != spec.ub && dst != spec.step
        });
        if drop {
            spec.dropped.push((p, *op));
        } else {
            body.push(*op);
            place.push(p);
        }
    }
    (spec.walk_body, spec.walk_place) = (body, place);
}

/// The word `op` writes when it is an index of the induction variable
/// `iv` as [`super::walk`] accepts one, its other operand `fixed`.
fn index_of_iv(op: &Op, iv: Word, fixed: &impl Fn(Word) -> bool) -> Option<Word> {
    let whole = u64::MAX;
    match *op {
        Op::Move { dst, src } if src == iv => Some(dst),
        Op::Add { mask, dst, a, b } | Op::Sub { mask, dst, a, b }
            if mask == whole && a == iv && fixed(b) =>
        {
            Some(dst)
        }
        Op::Add { mask, dst, a, b } if mask == whole && b == iv && fixed(a) => Some(dst),
        Op::AffAdd { dst, a, b } if (a == iv && fixed(b)) || (b == iv && fixed(a)) => Some(dst),
        _ => None,
    }
}

/// Computes the dropped ops' words after walked iterations stopped:
/// when one completed (`ran`), as the last completed one left them
/// (from its `iv`, the word less the step); then, where an iteration
/// declined at place `at`, those of the dropped ops before it, from its
/// `iv`. Words of ops no completed iteration ran are not given back
/// (`run.rs`' `write_back`), nor read by the iterations that check
/// their indices, which compute them first.
pub(super) fn restore(spec: &Spec, w: &mut [u64; WORDS], ran: bool, at: Option<usize>) {
    if spec.dropped.is_empty() {
        return;
    }
    let iv = spec.iv as usize;
    let now = w[iv];
    if ran {
        w[iv] = now.wrapping_sub(w[spec.step as usize]);
        for (_, op) in &spec.dropped {
            eval(op, w);
        }
        w[iv] = now;
    }
    if let Some(at) = at {
        for (_, op) in spec.dropped.iter().filter(|(p, _)| *p < at) {
            eval(op, w);
        }
    }
}

/// A dropped op's word (one [`index_of_iv`] accepts) from `w`: an
/// affine subscript's add wraps, which the walk proved it did not.
fn eval(op: &Op, w: &mut [u64; WORDS]) {
    let r = |x: Word| w[x as usize];
    let (dst, v) = match *op {
        Op::Move { dst, src } => (dst, r(src)),
        Op::Add { mask, dst, a, b } => (dst, r(a).wrapping_add(r(b)) & mask),
        Op::Sub { mask, dst, a, b } => (dst, r(a).wrapping_sub(r(b)) & mask),
        Op::AffAdd { dst, a, b } => (dst, r(a).wrapping_add(r(b))),
        _ => return,
    };
    w[dst as usize] = v;
}
