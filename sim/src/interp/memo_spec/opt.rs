//! The passes over a memo'd loop's ops once they are built (`super`):
//! [`hoist`] takes out of the iterations the invariant ops whose words are the
//! same in every iteration of an entry, and [`fuse`] merges runs of one
//! instruction's lane ops into one op over the run.

use super::op::Op;
use super::{Held, Word, MAX_LANES, WORDS};

/// Splits a loop's `ops` into those an iteration runs (each with its
/// place) and those it need not, run once at the entry instead: an
/// invariant op ([`Op::invariant`]: a pure op, or an affine map's checked
/// arithmetic, whose decline at the entry sends the whole entry to the
/// fast paths, which meet it at its place) whose operands no op of the body writes (or only an
/// op hoisted before it) and whose word only it writes and the body
/// does not read before writing (it is not in `live_in`). Such an op
/// writes the same word in every iteration of an entry, so computing it
/// once leaves every iteration's words as they were; what the registers
/// are given back ([`super::Spec::dsts`], by the op's place in `ops`), the
/// steps counted and the op an iteration declines at do not depend on
/// where the word was computed. An index `%i - 1` of an outer loop's
/// `%i` is the common case.
pub(super) fn hoist(ops: &[Op], live_in: &[Held]) -> (Vec<Op>, Vec<usize>, Vec<Op>) {
    let mut writers = [0u32; WORDS];
    for (w, n) in ops.iter().flat_map(|op| op.writes().into_iter().flatten()) {
        for x in &mut writers[w as usize..(w as usize + n).min(WORDS)] {
            *x += 1;
        }
    }
    let mut fixed = [false; WORDS];
    for (w, n) in writers.iter().enumerate() {
        fixed[w] = *n == 0;
    }
    let mut read_first = [false; WORDS];
    for h in live_in {
        let at = h.at as usize;
        read_first[at..(at + h.lanes()).min(WORDS)].fill(true);
    }
    let (mut body, mut place, mut hoisted) = (Vec::new(), Vec::new(), Vec::new());
    for (p, op) in ops.iter().enumerate() {
        let lift = op.invariant().is_some_and(|(dst, srcs)| {
            let invariant = srcs.iter().flatten().all(|&x| fixed[x as usize]);
            invariant && writers[dst as usize] == 1 && !read_first[dst as usize]
        });
        if lift {
            hoisted.push(*op);
            for (dst, _) in op.writes().into_iter().flatten() {
                fixed[dst as usize] = true;
            }
        } else {
            body.push(*op);
            place.push(p);
        }
    }
    (body, place, hoisted)
}

/// Merges each run of an iteration's ops (`body`, with their places)
/// that are one instruction's lanes of one op, `k` ascending, into one
/// op over the run
/// ([`Op::MoveN`], [`Op::Splat`], [`Op::FmaF32N`], [`Op::FmaF64N`]),
/// which runs the same lanes in the same order and so writes the same
/// words; a merged op keeps its first lane's place. Only ops that cannot
/// decline are merged, so no place an iteration declines at changes.
pub(super) fn fuse(body: &[Op], place: &[usize], inst_of: &[(u32, u32)]) -> (Vec<Op>, Vec<usize>) {
    let (mut ops, mut places) = (Vec::new(), Vec::new());
    let inst = |i: usize| place.get(i).and_then(|&p| inst_of.get(p)).map(|x| x.0);
    let mut i = 0;
    while i < body.len() {
        let op = body[i];
        // The run's length when lane `k` is `op` with its words moved
        // by `k` (all of them, or its result's only for a splat), among
        // the ops of one instruction (`lanes.rs`' runs rest on it).
        let run = |lane: &dyn Fn(usize) -> Op| {
            let mut n = 1;
            while i + n < body.len()
                && n < MAX_LANES
                && inst(i + n) == inst(i)
                && same(&body[i + n], &lane(n))
            {
                n += 1;
            }
            n as u8
        };
        let shifted = |k: usize| op.map_words(|w| w.wrapping_add(k as Word));
        let fused = match op {
            Op::Move { dst, src } => {
                let splat = |k: usize| Op::Move {
                    dst: dst.wrapping_add(k as Word),
                    src,
                };
                match (run(&shifted), run(&splat)) {
                    (n, _) if n > 1 => Some(Op::MoveN { dst, src, n }),
                    (_, n) if n > 1 => Some(Op::Splat { dst, src, n }),
                    _ => None,
                }
            }
            Op::FmaF32 { dst, a, b, c } => {
                let n = run(&shifted);
                (n > 1).then_some(Op::FmaF32N { dst, a, b, c, n })
            }
            Op::FmaF64 { dst, a, b, c } => {
                let n = run(&shifted);
                (n > 1).then_some(Op::FmaF64N { dst, a, b, c, n })
            }
            _ => None,
        };
        let n = match fused {
            Some(f @ (Op::MoveN { n, .. } | Op::Splat { n, .. })) => {
                ops.push(f);
                n as usize
            }
            Some(f @ (Op::FmaF32N { n, .. } | Op::FmaF64N { n, .. })) => {
                ops.push(f);
                n as usize
            }
            _ => {
                ops.push(op);
                1
            }
        };
        places.push(place[i]);
        i += n;
    }
    (ops, places)
}

/// Whether two ops are the same op on the same words (for [`fuse`],
/// which merges only moves and fmas).
fn same(x: &Op, y: &Op) -> bool {
    match (x, y) {
        (Op::Move { dst, src }, Op::Move { dst: d, src: s }) => (dst, src) == (d, s),
        (
            Op::FmaF32 { dst, a, b, c },
            Op::FmaF32 {
                dst: d,
                a: p,
                b: q,
                c: r,
            },
        )
        | (
            Op::FmaF64 { dst, a, b, c },
            Op::FmaF64 {
                dst: d,
                a: p,
                b: q,
                c: r,
            },
        ) => (dst, a, b, c) == (d, p, q, r),
        _ => false,
    }
}
