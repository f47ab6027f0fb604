//! Affine maps in a memo'd loop's specialised form (`super`): an
//! `affine.apply`, `affine.min`/`max`, or the subscripts of an
//! `affine.load`/`store` (`Inst::Affine`) on `index` operands.
//!
//! Each result expression becomes ops on the words, one per node of its
//! tree: a dimension or symbol is its operand's word, a constant a word
//! of its own set once ([`Op::Const`], which `opt::hoist` runs at the
//! entry), and `+`, `*`, `floordiv`, `ceildiv` and `mod` an op on their
//! two sides' words ([`Op::AffAdd`], [`Op::AffMul`], [`Op::AffDiv`]) that
//! computes what `AffineExpr::eval` computes, in checked `i64`
//! arithmetic, and declines where `eval` reports a fault (an overflow, a
//! zero divisor). The fast path (`fast_affine`) runs the whole map the
//! same way and leaves a fault to the general path, so a decline there
//! (the iteration's words given back, the instruction run again on the
//! fast path) reports the same fault at the same op and cycle. A node
//! whose value is the result is computed straight into the result's
//! word; the others into words of their own. A map folded by `min` or
//! `max` folds its results as `map_values` does (signed, in order).
//!
//! The result registers must be written by this instruction alone in
//! the loop and be none of its operands (as prepare makes them), so that
//! an op declining part-way leaves nothing the iteration's decline gives
//! back changed: a register first written by the declining instruction
//! is not given back (`run.rs`' `write_back`). Every operand must be a
//! scalar `index` (what `fast_affine` takes; an entry where one holds
//! anything else runs on the fast paths).

use super::build::Builder;
use super::op::{bin, Op, Round};
use super::{Kind, Word, SCRATCH};
use crate::prepare::{Fold, Reg, Span};
use rmlir_ir::affine::AffineExpr;
use rmlir_ir::registry::IntBinOp;

/// The deepest expression tree translated (a deeper one leaves the loop
/// to the fast paths, so that no input recurses without bound here).
const MAX_DEPTH: u32 = 32;

/// The words of a map's operands: its dimensions', then its symbols'.
struct Leaves<'a> {
    dims: &'a [Word],
    syms: &'a [Word],
}

impl Builder<'_> {
    /// `Inst::Affine`: map `map` over `operands` into `dsts` (one per
    /// result, or one folded by `fold`); `None` where an operand or a
    /// result is not a scalar `index`, a result register is not fresh,
    /// or the map names an operand it is not given.
    pub(super) fn affine(
        &mut self,
        fold: Fold,
        map: u32,
        dsts: Span,
        operands: Span,
    ) -> Option<()> {
        let (prog, f) = (self.prog, self.f);
        let m = prog.maps.get(map as usize)?;
        let (dsts, operands) = (f.regs(dsts), f.regs(operands));
        let mut vals = Vec::with_capacity(operands.len());
        for &r in operands {
            (self.ty(r)? == (Kind::Index, None)).then_some(())?;
            self.read(r)?;
            vals.push(self.at(r)?);
        }
        let results = if fold == Fold::Each {
            m.results.len()
        } else {
            1
        };
        if m.results.is_empty() || dsts.len() != results {
            return None;
        }
        for &d in dsts {
            let fresh = !self.written.contains(&d) && !operands.contains(&d);
            (fresh && self.ty(d)? == (Kind::Index, None)).then_some(())?;
        }
        let nd = (m.num_dims as usize).min(vals.len());
        let (dims, syms) = vals.split_at(nd);
        let l = Leaves { dims, syms };
        let fold = match fold {
            Fold::Each => {
                for (e, &d) in m.results.iter().zip(dsts) {
                    let to = self.result(d)?;
                    self.expr(e, &l, Some(to), 0)?;
                }
                return Some(());
            }
            Fold::Min => IntBinOp::MinS,
            Fold::Max => IntBinOp::MaxS,
        };
        let (first, rest) = m.results.split_first()?;
        let mut acc = self.expr(first, &l, None, 0)?;
        for e in rest {
            let x = self.expr(e, &l, None, 0)?;
            let t = self.temp()?;
            self.emit(bin(fold, 64, t, acc, x));
            acc = t;
        }
        let to = self.result(*dsts.first()?)?;
        self.emit(Op::Move { dst: to, src: acc });
        Some(())
    }

    /// Notes the write of result register `d`; its word.
    fn result(&mut self, d: Reg) -> Option<Word> {
        self.write(d)?;
        self.at(d)
    }

    /// A word of its own for a value the map computes on the way (past
    /// the registers' words, below the scratch words).
    fn temp(&mut self) -> Option<Word> {
        self.words.push(Reg::MAX);
        let n = self.words.len();
        (n <= SCRATCH).then(|| (n - 1) as Word)
    }

    /// Emits the ops computing `e` (at depth `depth` of its tree), into
    /// `to` when given (a result's word), else into a word of its own, or
    /// none for a bare operand; the word that holds its value.
    fn expr(&mut self, e: &AffineExpr, l: &Leaves, to: Option<Word>, depth: u32) -> Option<Word> {
        (depth < MAX_DEPTH).then_some(())?;
        let (a, b) = match e {
            AffineExpr::Dim(i) => return self.leaf(*l.dims.get(*i as usize)?, to),
            AffineExpr::Symbol(i) => return self.leaf(*l.syms.get(*i as usize)?, to),
            AffineExpr::Const(c) => {
                let dst = self.target(to)?;
                self.emit(Op::Const {
                    dst,
                    bits: *c as u64,
                });
                return Some(dst);
            }
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b)
            | AffineExpr::Mod(a, b) => (a, b),
        };
        let (a, b) = (
            self.expr(a, l, None, depth + 1)?,
            self.expr(b, l, None, depth + 1)?,
        );
        let dst = self.target(to)?;
        self.emit(match e {
            AffineExpr::Add(..) => Op::AffAdd { dst, a, b },
            AffineExpr::Mul(..) => Op::AffMul { dst, a, b },
            AffineExpr::FloorDiv(..) => Op::AffDiv {
                how: Round::Floor,
                dst,
                a,
                b,
            },
            AffineExpr::CeilDiv(..) => Op::AffDiv {
                how: Round::Ceil,
                dst,
                a,
                b,
            },
            _ => Op::AffDiv {
                how: Round::Mod,
                dst,
                a,
                b,
            },
        });
        Some(dst)
    }

    /// An operand's word `w` as a value: moved into `to` when given.
    fn leaf(&mut self, w: Word, to: Option<Word>) -> Option<Word> {
        let Some(dst) = to else {
            return Some(w);
        };
        self.emit(Op::Move { dst, src: w });
        Some(dst)
    }

    /// `to`, or a word of its own.
    fn target(&mut self, to: Option<Word>) -> Option<Word> {
        match to {
            Some(t) => Some(t),
            None => self.temp(),
        }
    }
}
