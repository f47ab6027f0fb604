//! Accesses that walk the buffer by a fixed stride (`super`): when every
//! index of every load and store of a specialised loop is either the
//! same in every iteration of an entry or the loop's induction variable
//! plus or minus such a word, each access's element offset is affine in
//! the iteration (`A + B·t` for the `t`-th iteration of the entry). At
//! an entry the longest run of iterations from the first in which every
//! index is within its dimension and every element within its buffer is
//! computed once, exactly (in `i128`, so that nothing wraps), and those
//! iterations place each access by one add to a running byte offset
//! instead of reading, checking and multiplying each index. After the
//! run the iterations go back to checking every index (`run.rs`), so an
//! index or element out of range faults at the same op, in the same
//! iteration, with the same message as before; an iteration's words, its
//! accesses' addresses and its declines are the same either way.
//!
//! Why the running offset is the checked one: the index words are
//! computed with wrapping arithmetic modulo 2⁶⁴, and so is the checked
//! offset; where the exact (unwrapped) index lies in `[0, size)` and the
//! exact offset in `[0, elems)`, both are below 2⁶³ and equal to their
//! wrapped values, so the check passes and places the element where the
//! running offset, also kept modulo 2⁶⁴, does.

use super::op::{Op, Word};
use super::{Spec, Walk, MAX_ACCESSES, WORDS};
use crate::timing::ff::prefix_within as within;

/// Marks each access's indices with their [`Walk`] and sets
/// [`Spec::walks`] when the iteration makes accesses and every one
/// walks: each is a
/// scalar load or store, its indices `index`es (no sign extension), and
/// the induction variable (an `index`) is written only by the loop's
/// step, the iteration's last op, by a fixed word. An index of
/// `Plus`/`Minus` is the word of an `index` add or subtract (or an
/// affine subscript's checked add) of the induction variable and a fixed
/// word, and one of `Iv` may be a copy of the induction variable, each
/// the only op writing that word, run before the access in the
/// iteration.
pub(super) fn mark(spec: &mut Spec) {
    spec.walks = walks(spec).is_some();
}

/// [`mark`]'s test, marking the indices on the way; `None` where an
/// access does not walk (some indices may then be marked: they are read
/// only where [`Spec::walks`]).
fn walks(spec: &mut Spec) -> Option<()> {
    let mut writers = [0u32; WORDS];
    let mut first = [usize::MAX; WORDS];
    for (k, op) in spec.body.iter().enumerate() {
        for (w, n) in op.writes().into_iter().flatten() {
            let span = w as usize..(w as usize + n).min(WORDS);
            for c in &mut writers[span.clone()] {
                *c += 1;
            }
            for f in &mut first[span] {
                *f = (*f).min(k);
            }
        }
    }
    let fixed = |x: Word| writers[x as usize] == 0;
    let iv = spec.iv;
    let last = spec.body.len().checked_sub(1)?;
    let Op::Add { mask, dst, a, b } = spec.body[last] else {
        return None;
    };
    let whole = u64::MAX;
    let stepped = mask == whole && dst == iv && a == iv && fixed(b) && writers[iv as usize] == 1;
    (stepped && spec.sh == 0).then_some(())?;
    spec.step = b;
    // Each access's op and the walk of each of its indices.
    let mut seen = 0;
    for (k, op) in spec.body.iter().enumerate() {
        let at = match *op {
            Op::Load1 { at, .. }
            | Op::Load2 { at, .. }
            | Op::Load4 { at, .. }
            | Op::Load8 { at, .. }
            | Op::Store1 { at, .. }
            | Op::Store2 { at, .. }
            | Op::Store4 { at, .. }
            | Op::Store8 { at, .. } => at as usize,
            _ => continue,
        };
        let d = spec.descs.get_mut(at)?;
        let rank = d.rank;
        for ix in d.ix.get_mut(..rank)? {
            (ix.sh == 0).then_some(())?;
            ix.walk = if fixed(ix.word) {
                Walk::Fixed
            } else if ix.word == iv {
                Walk::Iv
            } else {
                let x = ix.word as usize;
                (writers[x] == 1 && first[x] < k).then_some(())?;
                match spec.body[first[x]] {
                    // An affine subscript that is the bare dimension.
                    Op::Move { src, .. } if src == iv => Walk::Iv,
                    Op::Add { mask, a, b, .. } if mask == whole && a == iv && fixed(b) => {
                        Walk::Plus(b)
                    }
                    Op::Add { mask, a, b, .. } if mask == whole && b == iv && fixed(a) => {
                        Walk::Plus(a)
                    }
                    // An affine subscript `d + c` (checked: it declines
                    // before the access where it would overflow, and an
                    // index in range does not).
                    Op::AffAdd { a, b, .. } if a == iv && fixed(b) => Walk::Plus(b),
                    Op::AffAdd { a, b, .. } if b == iv && fixed(a) => Walk::Plus(a),
                    Op::Sub { mask, a, b, .. } if mask == whole && a == iv && fixed(b) => {
                        Walk::Minus(b)
                    }
                    _ => return None,
                }
            };
        }
        seen += 1;
    }
    // Every access was a scalar one (a row's is not walked), and there
    // was one (a loop with none has nothing to walk).
    (seen == spec.accesses && seen > 0).then_some(())
}

/// Takes the loop's step (`iv += step`, the iteration's last op, which
/// [`mark`] checked) out of the ops a walked iteration runs
/// ([`Spec::walk_body`]): a walked iteration adds it after its ops
/// itself (`run.rs`), with no dispatch. The step can neither fault nor
/// decline and is the last op, so an iteration that declines does so
/// before it, as before, and one that completes ends with it.
pub(super) fn step_apart(spec: &mut Spec) {
    let last = spec.walk_body.last();
    let stepped = matches!(last, Some(&Op::Add { dst, a, b, mask })
        if dst == spec.iv && a == spec.iv && b == spec.step && mask == u64::MAX);
    if !spec.walks {
        return;
    }
    if !stepped {
        // Not the form `mark` checked: no iteration is walked, so none
        // adds a step its ops already made.
        spec.walks = false;
        return;
    }
    spec.walk_body.pop();
    spec.walk_place.pop();
}

/// One walked access's record: all a walked iteration reads to place it
/// and read or write its bytes, side by side, so that a walked load is
/// one small record rather than its descriptor's scattered fields (its
/// address in its space is not kept per iteration: [`Run::addr`] gives
/// it from the record when the timing asks).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Run {
    /// The running byte offset in its buffer of the next iteration's
    /// element, as a wrapping word.
    pub(super) at: u64,
    /// Its change per iteration, as a wrapping word.
    pub(super) by: u64,
    /// The place of its buffer among the entry's ([`super::Desc::view`]).
    pub(super) view: usize,
}

impl Run {
    /// The address in its space (from `base`, its buffer's first byte)
    /// of the element the last walked iteration placed.
    #[inline(always)]
    pub(super) fn addr(&self, base: u64) -> u64 {
        base.wrapping_add(self.at.wrapping_sub(self.by))
    }
}

/// Each access's [`Run`].
pub(super) type Runs = [Run; MAX_ACCESSES];

/// For an entry of a loop that [`Spec::walks`], whose words are `w`
/// (the hoisted ops computed): how many iterations from the next one
/// have every index within its dimension and every element within its
/// buffer, with each access's running byte offset in `runs`. 0 where
/// any of it cannot be shown (an index out of range now, an exact sum
/// past `i128`).
pub(super) fn prefix(spec: &Spec, w: &[u64; WORDS], runs: &mut Runs) -> u64 {
    if !spec.walks {
        return 0;
    }
    let step = w[spec.step as usize] as i64 as i128;
    let iv = w[spec.iv as usize] as i64 as i128;
    let mut n = u64::MAX;
    for (d, run) in spec.descs().iter().zip(runs.iter_mut()) {
        let (mut a, mut b) = (d.offset as i128, 0i128);
        for ix in &d.ix[..d.rank] {
            let word = |x: Word| w[x as usize] as i64 as i128;
            let (x, dx) = match ix.walk {
                Walk::Fixed => (word(ix.word), 0),
                Walk::Iv => (iv, step),
                Walk::Plus(c) => (iv + word(c), step),
                Walk::Minus(c) => (iv - word(c), step),
            };
            n = n.min(within(x, dx, ix.size as i128));
            let s = ix.stride as i128;
            let terms = x.checked_mul(s).zip(dx.checked_mul(s));
            let sums = terms.and_then(|(p, q)| a.checked_add(p).zip(b.checked_add(q)));
            let Some(sums) = sums else {
                return 0;
            };
            (a, b) = sums;
        }
        n = n.min(within(a, b, d.elems as i128));
        let bytes = d.size as i128;
        // Only read where `n > 0`, where `a` is an offset within the buffer.
        *run = Run {
            at: a.wrapping_mul(bytes) as u64,
            by: b.wrapping_mul(bytes) as u64,
            view: d.view,
        };
        if n == 0 {
            return 0;
        }
    }
    n
}
