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
/// op in at most one pair: the ops, their places (a pair's is its first
/// op's) and the places their second ops decline at (a pair's second
/// op's; any other op's own).
pub(super) fn pair(body: &[Op], place: &[usize]) -> (Vec<Op>, Vec<usize>, Vec<usize>) {
    let (mut ops, mut places, mut thens) = (Vec::new(), Vec::new(), Vec::new());
    let mut rest = body.iter().zip(place).peekable();
    while let Some((op, &p)) = rest.next() {
        let two = rest
            .peek()
            .and_then(|&(next, &q)| Some((both(op, next)?, q)));
        if two.is_some() {
            rest.next();
        }
        ops.push(two.map_or(*op, |t| t.0));
        places.push(p);
        thens.push(two.map_or(p, |t| t.1));
    }
    (ops, places, thens)
}

/// Where op `k` of a paired list declined, from what it returned
/// (`e`, its index with [`THEN`] set where a pair's second op declined):
/// the place of the op that declined.
#[inline(always)]
pub(super) fn place_of(e: usize, place: &[usize], then: &[usize]) -> usize {
    let (k, second) = (e & !THEN, e & THEN != 0);
    let at = if second { then.get(k) } else { place.get(k) };
    at.copied().unwrap_or(k)
}

/// The bit a pair's second op sets in the index it declines with, so
/// that [`place_of`] names that op's place rather than the pair's.
pub(super) const THEN: usize = 1 << (usize::BITS - 1);

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
        (
            Op::Shl { w, mask, dst, a, b },
            Op::Sub {
                mask: m,
                dst: d,
                a: c,
                b: e,
            },
        ) if mask == m => Op::ShlSub {
            w: u8::try_from(w).ok()?,
            mask,
            first: [dst, a, b],
            then: [d, c, e],
        },
        (
            Op::Load1 { dst, at, mask },
            Op::Load1 {
                dst: d,
                at: a,
                mask: m,
            },
        ) if mask == m => Op::LoadPair1 {
            mask,
            dst: [dst, d],
            at: ats(at, a)?,
        },
        (
            Op::Load2 { dst, at, mask },
            Op::Load2 {
                dst: d,
                at: a,
                mask: m,
            },
        ) if mask == m => Op::LoadPair2 {
            mask,
            dst: [dst, d],
            at: ats(at, a)?,
        },
        (
            Op::Load4 { dst, at, mask },
            Op::Load4 {
                dst: d,
                at: a,
                mask: m,
            },
        ) if mask == m => Op::LoadPair4 {
            mask,
            dst: [dst, d],
            at: ats(at, a)?,
        },
        (
            Op::Load8 { dst, at, mask },
            Op::Load8 {
                dst: d,
                at: a,
                mask: m,
            },
        ) if mask == m => Op::LoadPair8 {
            mask,
            dst: [dst, d],
            at: ats(at, a)?,
        },
        _ => return None,
    })
}

/// Two loads' accesses as a [`Op::LoadPair4`] (…) names them; `None`
/// where one does not fit a byte (never: there are at most
/// [`super::MAX_ACCESSES`]).
fn ats(x: u32, y: u32) -> Option<[u8; 2]> {
    Some([u8::try_from(x).ok()?, u8::try_from(y).ok()?])
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
