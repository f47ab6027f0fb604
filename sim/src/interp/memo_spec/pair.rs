//! Two ops an iteration runs back to back, made one (`super`): each op
//! an iteration steps through costs a dispatch (a load of its kind and
//! an indirect jump) besides its own work, which for an add or a
//! multiply is a few host instructions, so the commonest neighbours of a
//! multiply-accumulate or a sum of sums ([`Op::MulAdd`], [`Op::AddAdd`],
//! [`Op::MulAddF32`], [`Op::MulAddF64`]) run as one op.
//!
//! An integer pair is a chain (the second op reads the first's result),
//! whose result it hands on in a host register rather than writing its
//! word and reading it back, which put a store and a load between the
//! two on the iteration's critical path.
//!
//! Why it is exact: a pair runs its two ops in their order, so it
//! writes the words they wrote: the first's result is written before the
//! second reads its other operand, which may be that result's word; and
//! wrapping integer addition gives one word whichever operand is first. Only ops that can
//! neither fault nor decline are paired, so no iteration declines at a
//! place other than before, and a pair keeps its first op's place. It is
//! made once every other pass is done ([`super::opt::hoist`],
//! [`super::opt::fuse`], [`super::walk::mark`], [`super::lean::mark`]),
//! which ask their questions of single ops.

use super::op::{Op, Word};

/// The ops `body` (with their places) with each pair of neighbours that
/// [`both`] makes one op replaced by it, taken from the first on, each
/// op in at most one pair; a pair keeps its first op's place.
pub(super) fn pair(body: &[Op], place: &[usize]) -> (Vec<Op>, Vec<usize>) {
    let (mut ops, mut places) = (Vec::new(), Vec::new());
    let mut rest = body.iter().zip(place).peekable();
    while let Some((op, &p)) = rest.next() {
        let two = rest.peek().and_then(|(next, _)| both(op, next));
        if two.is_some() {
            rest.next();
        }
        ops.push(two.unwrap_or(*op));
        places.push(p);
    }
    (ops, places)
}

/// The one op running `x` then `y`, where they are one of the pairs:
/// for the integer ones, at one width and with `y` reading `x`'s result
/// (a chain, whose result the pair hands on in a host register; an
/// integer add's operands are taken in either order, as wrapping
/// addition gives the same word); `None` for any other two.
fn both(x: &Op, y: &Op) -> Option<Op> {
    Some(match (*x, *y) {
        (
            Op::Mul { mask, dst, a, b },
            Op::Add {
                mask: m,
                dst: d,
                a: c,
                b: e,
            },
        ) if mask == m => Op::MulAdd {
            mask,
            first: [dst, a, b],
            then: [d, other(dst, c, e)?],
        },
        (
            Op::Add { mask, dst, a, b },
            Op::Add {
                mask: m,
                dst: d,
                a: c,
                b: e,
            },
        ) if mask == m => Op::AddAdd {
            mask,
            first: [dst, a, b],
            then: [d, other(dst, c, e)?],
        },
        (Op::MulF32 { dst, a, b }, Op::AddF32 { dst: d, a: c, b: e }) => Op::MulAddF32 {
            first: [dst, a, b],
            then: [d, c, e],
        },
        (Op::MulF64 { dst, a, b }, Op::AddF64 { dst: d, a: c, b: e }) => Op::MulAddF64 {
            first: [dst, a, b],
            then: [d, c, e],
        },
        _ => return None,
    })
}

/// Of an add's operands `c` and `e`, the one besides `r` (the word of
/// the result before it); `None` where neither is `r`.
fn other(r: Word, c: Word, e: Word) -> Option<Word> {
    match (c == r, e == r) {
        (true, _) => Some(e),
        (false, true) => Some(c),
        (false, false) => None,
    }
}
