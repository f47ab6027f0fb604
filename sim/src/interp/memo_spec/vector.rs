//! Vector instructions in a memo'd loop's specialised form (`super`).
//!
//! A vector register of at most [`MAX_LANES`] lanes of a kind the words
//! hold takes one word per lane, in row-major order, so that its lanes
//! are the words `at..at + lanes`. Each vector instruction becomes ops on
//! those words that compute what the general path (`interp/vecops.rs`,
//! `interp/memops/vrow.rs`, `crate::value`) computes:
//! - an element-wise op (`arith` on vectors, `vector.fma`, a vector
//!   move or constant) is its scalar op once per lane, since
//!   `crate::value` lifts the scalar rule lane by lane (`lift2`, `fma`,
//!   `cast`), and the scalar ops compute the fast paths' scalar rule;
//! - an op that only moves lanes (`vector.broadcast`, and
//!   `vector.extract`/`insert` at constant positions) is a move per
//!   result lane, from the source lane [`lane_sources`] finds by running
//!   the interpreter's own semantics;
//! - `vector.reduction` is the chain of scalar steps `crate::value`'s
//!   `reduce` folds, from the accumulator (or lane 0) on;
//! - a 1-D `vector.load` or `vector.store` is one row access (`run.rs`),
//!   with the fast row's checks and its timing access: the first lane's
//!   address and all the lanes' bytes.
//! - an unmasked `vector.transfer_read`/`transfer_write` of a 1-D
//!   vector along the innermost dimension is the same row, and one
//!   whose permutation map broadcasts reads one element into every lane
//!   (`transfer.rs`).
//!
//! An instruction either runs whole or declines having changed nothing
//! the iteration's end or its decline would keep: an op that cannot
//! decline writes its lane straight into the result's words; where a
//! lane may decline (a shift, a float op through the fast paths'
//! arithmetic, a reduction step), the lanes go to the scratch words
//! first and are moved into the result's words only once all are
//! computed ([`Builder::lanes`]). A register the ops write is given back
//! as a vector of its static shape (`run.rs`).

use super::build::Builder;
use super::op::{bin, fbin, Op};
use super::{lanes_of, Kind, Word, MAX_LANES, SCRATCH};
use crate::interp::{lane_sources, LaneOp};
use crate::prepare::{Inst, Reg, Span};
use crate::value::Value;
use rmlir_ir::registry::{FloatBinOp, IntBinOp, ReductionKind};

impl Builder<'_> {
    /// Emits `op`, an element-wise op's lane 0, for each of `n` lanes
    /// (once for a scalar, `vector` false): lane `k` with each of its
    /// words moved on by `k`, straight into the result's words when it
    /// cannot decline, else into the scratch words, then moved into the
    /// result's once every lane is computed.
    pub(super) fn lanes(&mut self, op: Op, (n, vector): (usize, bool)) -> Option<()> {
        let lane = |k: usize| op.map_words(|w| w + k as Word);
        if matches!(op, Op::Decline) || !vector || op.pure().is_some() {
            // A decline declines at the first lane, having written nothing.
            let n = if matches!(op, Op::Decline) { 1 } else { n };
            (0..n).for_each(|k| self.emit(lane(k)));
            return Some(());
        }
        let (dst, _) = op.writes()[0]?;
        for k in 0..n {
            self.emit(lane(k).redirect((SCRATCH + k) as Word)?);
        }
        for k in 0..n {
            let (dst, src) = (dst + k as Word, (SCRATCH + k) as Word);
            self.emit(Op::Move { dst, src });
        }
        Some(())
    }

    /// `arith.constant` (or a dense vector constant) `v` into `dst`: its
    /// word, or one per lane.
    pub(super) fn constant(&mut self, dst: Reg, v: &Value) -> Option<()> {
        let (kind, shape) = self.ty(dst)?;
        let bits: Vec<u64> = match (v, &shape) {
            (Value::Scalar(_), None) => vec![kind.lane(v)?],
            (Value::Vector(x), Some(s)) if x.shape() == &s[..] => {
                let lanes = x.elements().iter().map(|e| kind.lane(e));
                lanes.collect::<Option<_>>()?
            }
            _ => return None,
        };
        self.write(dst)?;
        let at = self.at(dst)?;
        for (k, bits) in bits.into_iter().enumerate() {
            self.emit(Op::Const {
                dst: at + k as Word,
                bits,
            });
        }
        Some(())
    }

    /// `math.fma` or `vector.fma` of three `f32` or `f64` scalars or
    /// vectors of one shape.
    pub(super) fn fma(&mut self, dst: Reg, a: Reg, b: Reg, c: Reg) -> Option<()> {
        let n = self.uniform(&[dst, a, b, c])?;
        let k = self.read(a)?;
        let same = self.read(b)? == k && self.read(c)? == k && self.write(dst)? == k;
        same.then_some(())?;
        let (dst, a, b, c) = (self.at(dst)?, self.at(a)?, self.at(b)?, self.at(c)?);
        let op = match k {
            Kind::F32 => Op::FmaF32 { dst, a, b, c },
            Kind::F64 => Op::FmaF64 { dst, a, b, c },
            _ => return None,
        };
        self.lanes(op, n)
    }

    /// The vector instructions other than the element-wise ones
    /// ([`Builder::inst`] takes those): loads and stores of rows, lane
    /// moves and reductions.
    pub(super) fn vector(&mut self, pc: usize, inst: &Inst) -> Option<()> {
        match *inst {
            Inst::VLoad {
                dst,
                mem,
                idx,
                shape,
            } => self.row(pc, (dst, mem, idx), Some(shape)),
            Inst::VStore { val, mem, idx } => self.row(pc, (val, mem, idx), None),
            Inst::Broadcast { dst, src, shape } => {
                let shape = self.prog.shapes.get(shape as usize)?;
                self.moves(LaneOp::Broadcast(shape), &[src], dst)
            }
            Inst::Extract {
                dst,
                src,
                pos,
                dynamic,
            } => {
                let p = self.positions(pos, dynamic)?;
                self.moves(LaneOp::Extract(&p), &[src], dst)
            }
            Inst::Insert {
                dst,
                val,
                dest,
                pos,
                dynamic,
            } => {
                let p = self.positions(pos, dynamic)?;
                self.moves(LaneOp::Insert(&p), &[val, dest], dst)
            }
            Inst::Reduce {
                kind,
                dst,
                src,
                acc,
            } => self.reduce(kind, dst, src, acc),
            Inst::VectorOp { spec, srcs, dsts } => self.transfer(pc, spec, srcs, dsts),
            _ => None,
        }
    }

    /// The constant positions of an extract or insert; `None` where one
    /// is dynamic.
    fn positions(&self, pos: Span, dynamic: Span) -> Option<Vec<i64>> {
        if dynamic.len > 0 {
            return None;
        }
        (self.f.regs(pos).iter())
            .map(|&p| (p != u32::MAX).then_some(i64::from(p)))
            .collect()
    }

    /// `vector.load` (`shape` given: the result's) or `vector.store` of
    /// a 1-D vector register `v` at indices `idx` of memref `mem`: one
    /// row access of its lanes.
    fn row(
        &mut self,
        pc: usize,
        (v, mem, idx): (Reg, Reg, Span),
        shape: Option<u32>,
    ) -> Option<()> {
        let how = match shape {
            Some(s) => {
                let (_, Some(vs)) = self.ty(v)? else {
                    return None;
                };
                (self.prog.shapes.get(s as usize)?[..] == vs[..]).then_some(())?;
                Row::Load
            }
            None => Row::Store,
        };
        self.row_access(pc, (v, mem, self.f.regs(idx)), how)
    }

    /// The access `how` of the lanes of a 1-D vector register `v` at
    /// indices `idx` of memref `mem`: a row load or store, or a
    /// broadcasting read of one element (`transfer.rs`).
    pub(super) fn row_access(
        &mut self,
        pc: usize,
        (v, mem, idx): (Reg, Reg, &[Reg]),
        how: Row,
    ) -> Option<()> {
        let (kind, Some(vs)) = self.ty(v)? else {
            return None;
        };
        let &[n] = &vs[..] else {
            return None;
        };
        let load = how != Row::Store;
        if !load {
            self.read(v)?;
        }
        let at = self.access(pc, mem, idx, !load)?;
        if load {
            self.write(v)?;
        }
        let (bytes, mask) = (kind.bytes(), kind.load_mask());
        let d = &mut self.spec.descs[at as usize];
        (d.elem, d.bytes, d.lanes) = (Some(kind), bytes, n);
        let (dst, n) = (self.at(v)?, u8::try_from(n).ok()?);
        let val = dst;
        self.emit(match (how, bytes) {
            (Row::Load, 1) => Op::VLoad1 { dst, n, at, mask },
            (Row::Load, 2) => Op::VLoad2 { dst, n, at, mask },
            (Row::Load, 4) => Op::VLoad4 { dst, n, at, mask },
            (Row::Load, 8) => Op::VLoad8 { dst, n, at, mask },
            (Row::Bcast, 1) => Op::Bcast1 { dst, n, at, mask },
            (Row::Bcast, 2) => Op::Bcast2 { dst, n, at, mask },
            (Row::Bcast, 4) => Op::Bcast4 { dst, n, at, mask },
            (Row::Bcast, 8) => Op::Bcast8 { dst, n, at, mask },
            (Row::Store, 1) => Op::VStore1 { val, n, at },
            (Row::Store, 2) => Op::VStore2 { val, n, at },
            (Row::Store, 4) => Op::VStore4 { val, n, at },
            (Row::Store, 8) => Op::VStore8 { val, n, at },
            _ => return None,
        });
        Some(())
    }

    /// An op that only moves lanes of `srcs` into `dst`, all of one lane
    /// kind: a move per lane of `dst` from the source lane
    /// [`lane_sources`] puts there. `dst` may not be a source, so that no
    /// move reads a word an earlier one wrote.
    fn moves(&mut self, op: LaneOp<'_>, srcs: &[Reg], dst: Reg) -> Option<()> {
        if srcs.contains(&dst) {
            return None;
        }
        let (kind, shape) = self.ty(dst)?;
        let mut shapes = Vec::with_capacity(srcs.len());
        for &r in srcs {
            let (k, s) = self.ty(r)?;
            (k == kind).then_some(())?;
            shapes.push(s.unwrap_or_default());
        }
        let refs: Vec<&[u64]> = shapes.iter().map(|s| &s[..]).collect();
        let map = lane_sources(op, &refs)?;
        let [(out, lanes)] = &map[..] else {
            return None;
        };
        (out[..] == *shape.unwrap_or_default()).then_some(())?;
        // The words of the sources' lanes, numbered one after another.
        let mut from = Vec::with_capacity(MAX_LANES);
        for (&r, s) in srcs.iter().zip(&shapes) {
            self.read(r)?;
            let at = self.at(r)?;
            from.extend((0..lanes_of(s)).map(|k| at + k as Word));
        }
        self.write(dst)?;
        let at = self.at(dst)?;
        for (k, &i) in lanes.iter().enumerate() {
            let src = *from.get(i)?;
            self.emit(Op::Move {
                dst: at + k as Word,
                src,
            });
        }
        Some(())
    }

    /// `vector.reduction` of the lanes of `src` into the scalar `dst`,
    /// from `acc` if given: the steps `crate::value`'s `reduce` folds
    /// (the accumulator, or lane 0, combined with each lane in turn), in
    /// the first scratch word, which then moves into `dst`.
    fn reduce(&mut self, kind: ReductionKind, dst: Reg, src: Reg, acc: Option<Reg>) -> Option<()> {
        let (k, Some(shape)) = self.ty(src)? else {
            return None;
        };
        if [Some(dst), acc].contains(&Some(src)) || acc == Some(dst) {
            return None;
        }
        for r in [Some(dst), acc].into_iter().flatten() {
            (self.ty(r)? == (k, None)).then_some(())?;
        }
        let step = reduce_step(kind, k)?;
        self.read(src)?;
        let first = match acc {
            Some(a) => {
                self.read(a)?;
                Some(self.at(a)?)
            }
            None => None,
        };
        self.write(dst)?;
        let (s, d) = (self.at(src)?, self.at(dst)?);
        let n = lanes_of(&shape);
        let (mut r, rest) = match first {
            Some(a) => (a, 0..n),
            None => (s, 1..n),
        };
        let t = SCRATCH as Word;
        for j in rest {
            self.emit(step(t, r, s + j as Word));
            r = t;
        }
        self.emit(Op::Move { dst: d, src: r });
        Some(())
    }
}

/// What a row access of a 1-D vector's lanes does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Row {
    /// Loads lane `k` from the element `k` past the indices' along the
    /// innermost dimension.
    Load,
    /// Stores lane `k` there.
    Store,
    /// Loads every lane from the element the indices name.
    Bcast,
}

/// One step `dst = a ⊕ b` of a reduction of `kind` on lanes of kind `k`,
/// as `crate::value`'s `reduce` takes it (a float kind on floats, an
/// integer one on integers); `None` where it fails on them (the
/// general path reports it).
fn reduce_step(kind: ReductionKind, k: Kind) -> Option<impl Fn(Word, Word, Word) -> Op> {
    use ReductionKind as R;
    enum Step {
        Int(IntBinOp, u32),
        Float(FloatBinOp, bool),
    }
    let float = match k {
        Kind::F32 => Some(false),
        Kind::F64 => Some(true),
        _ => None,
    };
    let step = match (float, k.int()) {
        (Some(wide), _) => Step::Float(
            match kind {
                R::Add => FloatBinOp::Add,
                R::Mul => FloatBinOp::Mul,
                R::MinNumF => FloatBinOp::MinNum,
                R::MaxNumF => FloatBinOp::MaxNum,
                R::MinimumF => FloatBinOp::Minimum,
                R::MaximumF => FloatBinOp::Maximum,
                _ => return None,
            },
            wide,
        ),
        (None, Some((w, _))) => Step::Int(
            match kind {
                R::Add => IntBinOp::Add,
                R::Mul => IntBinOp::Mul,
                R::MinSI => IntBinOp::MinS,
                R::MinUI => IntBinOp::MinU,
                R::MaxSI => IntBinOp::MaxS,
                R::MaxUI => IntBinOp::MaxU,
                R::And => IntBinOp::And,
                R::Or => IntBinOp::Or,
                R::Xor => IntBinOp::Xor,
                _ => return None,
            },
            w,
        ),
        (None, None) => return None,
    };
    Some(move |dst, a, b| match step {
        Step::Int(op, w) => bin(op, w, dst, a, b),
        Step::Float(op, wide) => fbin(op, wide, dst, a, b),
    })
}
