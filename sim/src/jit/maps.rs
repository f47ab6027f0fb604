//! Native affine maps and integer sets: `Inst::Affine` (`affine.apply`,
//! `affine.min`/`max`, the bounds of an `affine.for` and the subscripts
//! of `affine.load`/`store` that are not plain registers) and
//! `Inst::AffineCond` (the condition of an `affine.if`), computed on
//! `index` values as [`rmlir_ir::affine`] evaluates them.
//!
//! Every step is computed on 64 bits with the steps that can fail
//! watched: an add or multiply that overflows, a `floordiv`, `ceildiv` or
//! `mod` by zero, and the one quotient that overflows (the most negative
//! number over -1). A divisor is replaced by 1 while its step is failing,
//! so the host never traps. When any watched step failed, the whole
//! instruction takes the interpreter's path ([`Gen::side_path_if`]),
//! which reports the fault with the interpreter's message (a map whose
//! results cannot fail has no such path, so a loop around it stays plain
//! for the memo: plain dimensions, symbols and constants, and sums and
//! products by constants of enclosing loops' induction variables whose
//! constant bounds keep every step within `i64`, as in an unrolled loop,
//! a stencil or a reversed walk); otherwise the
//! results are exact, since every step that did not fail is the exact
//! integer result. The interpreter's path is exact whenever it is taken,
//! so the flag must be set on every failure but may be set on more. An
//! integer set's constraints are tested in order, and the interpreter
//! stops at the first that does not hold; a failure in a constraint after
//! that one is not counted, which spares a needless call.

use super::compile::{Gen, Kind};
use super::operands;
use crate::prepare::{Fold, Inst, Reg, Span};
use crate::value::{Scalar, Value};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I64, I8};
use cranelift_codegen::ir::{InstBuilder, Value as CValue};
use rmlir_ir::affine::AffineExpr;

/// How many maps [`Gen::range`] follows back from an operand to the map
/// that computed it (an unrolled loop's subscript of an `affine.apply`
/// of its variable is one).
const RANGE_DEPTH: u32 = 3;

/// An expression's value and whether any step of it failed (an I8 flag).
type Checked = (CValue, CValue);

impl Gen<'_, '_> {
    /// `Inst::Affine` natively, when every operand and result is a native
    /// `index` register; `false` (having emitted nothing) otherwise.
    pub(super) fn affine_map(
        &mut self,
        pc: usize,
        fold: Fold,
        map: u32,
        (dsts, operands): (Span, Span),
    ) -> bool {
        let (dsts, ops) = (self.f.regs(dsts).to_vec(), self.f.regs(operands).to_vec());
        let prog = self.prog;
        let m = &prog.maps[map as usize];
        let want = match fold {
            Fold::Each => m.results.len(),
            Fold::Min | Fold::Max => 1,
        };
        if dsts.len() != want
            || !self.indexes(&dsts)
            || !self.operands_fit(&ops, m.num_dims, m.num_symbols)
        {
            return false;
        }
        let vals: Vec<CValue> = ops.iter().map(|&r| self.get(r)).collect();
        let split = (m.num_dims as usize).min(vals.len());
        let mut failed = self.b.ins().iconst(I8, 0);
        let mut outs = Vec::with_capacity(m.results.len());
        for e in &m.results {
            let (v, f) = self.expr(e, &vals[..split], &vals[split..]);
            failed = self.b.ins().bor(failed, f);
            outs.push(v);
        }
        let outs = match fold {
            Fold::Each => outs,
            Fold::Min | Fold::Max => vec![self.fold(fold, &outs)],
        };
        // A map of plain dimensions, symbols and constants (the subscripts
        // of most `affine.load`s and `store`s) cannot fail: no side path,
        // so a loop around it keeps its values-only copy.
        if m.results
            .iter()
            .any(|e| self.may_fail(pc, e, (&ops, m.num_dims)))
        {
            self.side_path_if(pc, failed);
        }
        for (&r, v) in dsts.iter().zip(outs) {
            self.set(r, v);
        }
        let next = self.blocks[pc + 1];
        self.issue_then(pc, next);
        true
    }

    /// `Inst::AffineCond` natively, when every operand is a native `index`
    /// register and the result a native `i1`.
    pub(super) fn affine_cond(&mut self, pc: usize, set: u32, dst: Reg, operands: Span) -> bool {
        let ops = self.f.regs(operands).to_vec();
        let prog = self.prog;
        let s = &prog.sets[set as usize];
        if self.native(dst) != Some(Kind::Int(1))
            || !self.operands_fit(&ops, s.num_dims, s.num_symbols)
        {
            return false;
        }
        let vals: Vec<CValue> = ops.iter().map(|&r| self.get(r)).collect();
        let split = (s.num_dims as usize).min(vals.len());
        let mut holds = self.b.ins().iconst(I8, 1);
        let mut failed = self.b.ins().iconst(I8, 0);
        for c in &s.constraints {
            let (v, f) = self.expr(&c.expr, &vals[..split], &vals[split..]);
            // The interpreter evaluates this constraint only while all the
            // ones before it held; later failures would only cost a call.
            let counts = self.b.ins().band(holds, f);
            failed = self.b.ins().bor(failed, counts);
            let ok = if c.is_eq {
                self.b.ins().icmp_imm_s(IntCC::Equal, v, 0)
            } else {
                self.b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, v, 0)
            };
            holds = self.b.ins().band(holds, ok);
        }
        self.side_path_if(pc, failed);
        let r = self.b.ins().uextend(I64, holds);
        self.set(dst, r);
        let next = self.blocks[pc + 1];
        self.issue_then(pc, next);
        true
    }

    /// Whether evaluating result `e` at instruction `pc`, on dimension
    /// registers `dims`, has a step that can fail: whether some step's
    /// exact value may leave `i64` ([`Self::range`] cannot bound it
    /// within), as `d + c` cannot for a constant `c >= 0` where `d` is a
    /// loop's induction variable that stays below a constant bound `U`
    /// there, nor `d - 1` or `d * -1 + c` where the loop also starts at a
    /// constant: an unrolled loop's `affine.apply`s and a stencil's or a
    /// reversed walk's subscripts.
    fn may_fail(&self, pc: usize, e: &AffineExpr, ops: (&[Reg], u32)) -> bool {
        use AffineExpr::{Const, Dim, Symbol};
        match e {
            Dim(_) | Symbol(_) | Const(_) => false,
            _ => self.range(pc, e, ops, RANGE_DEPTH).is_none(),
        }
    }

    /// Bounds `[lo, hi]` on the exact value of `e` (of a map with
    /// operands `ops`, the first `dims` its dimensions) and of every step
    /// of it at instruction `pc`, all within `i64`, or `None`. A constant
    /// is itself; an operand as [`Self::reg_range`] bounds it; a sum or a
    /// product from its sides' bounds (computed in `i128`, where they
    /// cannot overflow); a `floordiv`, `ceildiv` or `mod` by a positive
    /// constant from its dividend's; other divisions are not bounded.
    /// `depth` limits the
    /// operands followed to their maps.
    fn range(
        &self,
        pc: usize,
        e: &AffineExpr,
        (ops, dims): (&[Reg], u32),
        depth: u32,
    ) -> Option<(i64, i64)> {
        use AffineExpr::{Add, CeilDiv, Const, Dim, FloorDiv, Mod, Mul, Symbol};
        let side = |x: &AffineExpr| self.range(pc, x, (ops, dims), depth);
        let (lo, hi): (i128, i128) = match e {
            Const(c) => (*c as i128, *c as i128),
            Dim(_) | Symbol(_) => {
                let at = match *e {
                    Dim(d) => u64::from(d),
                    Symbol(k) => u64::from(dims) + u64::from(k),
                    _ => unreachable!("an operand"),
                };
                let r = *ops.get(usize::try_from(at).ok()?)?;
                let (lo, hi) = self.reg_range(r, pc, depth)?;
                (lo as i128, hi as i128)
            }
            Add(a, b) => {
                let ((al, ah), (bl, bh)) = (side(a)?, side(b)?);
                (al as i128 + bl as i128, ah as i128 + bh as i128)
            }
            Mul(a, b) => {
                let ((al, ah), (bl, bh)) = (side(a)?, side(b)?);
                let (al, ah, bl, bh) = (al as i128, ah as i128, bl as i128, bh as i128);
                let ends = [al * bl, al * bh, ah * bl, ah * bh];
                (*ends.iter().min()?, *ends.iter().max()?)
            }
            FloorDiv(a, b) | CeilDiv(a, b) | Mod(a, b) => {
                // By a positive constant only: no step of it fails, and
                // it is monotone (a remainder lies in `0..c`).
                let (al, ah) = side(a)?;
                let Const(c) = **b else {
                    return None;
                };
                if c <= 0 {
                    return None;
                }
                let (al, ah, c) = (al as i128, ah as i128, c as i128);
                match e {
                    FloorDiv(..) => (al.div_euclid(c), ah.div_euclid(c)),
                    CeilDiv(..) => (-(-al).div_euclid(c), -(-ah).div_euclid(c)),
                    _ => (0, c - 1),
                }
            }
        };
        Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
    }

    /// Bounds on the value of register `r` where instruction `pc` reads
    /// it: an induction variable's ([`Self::iv_range`]), a constant's, or,
    /// when its only writer is an `affine.apply` (a map's result, not a
    /// min or max) or a move, that result's or source's bounds where it
    /// runs: every value `r` ever holds is one it wrote there.
    fn reg_range(&self, r: Reg, pc: usize, depth: u32) -> Option<(i64, i64)> {
        if let Some(b) = self.iv_range(r, pc) {
            return Some(b);
        }
        if let Some(c) = self.constant_index(r) {
            return Some((c, c));
        }
        let code = &self.f.code;
        let k = self.only_writer(r)?;
        if let Inst::Move { src, .. } = code[k] {
            return self.reg_range(src, k, depth.checked_sub(1)?);
        }
        let Inst::Affine {
            fold: Fold::Each,
            map,
            dsts,
            operands,
        } = code[k]
        else {
            return None;
        };
        let m = self.prog.maps.get(map as usize)?;
        let i = self.f.regs(dsts).iter().position(|&d| d == r)?;
        let ops = self.f.regs(operands);
        self.range(
            k,
            m.results.get(i)?,
            (ops, m.num_dims),
            depth.checked_sub(1)?,
        )
    }

    /// The one instruction that writes register `r`, if one does.
    fn only_writer(&self, r: Reg) -> Option<usize> {
        let code = &self.f.code;
        let mut writers =
            (0..code.len()).filter(|&k| match operands::of(&code[k], self.f, self.prog).1 {
                Some(w) => w.contains(&r),
                None => true,
            });
        match (writers.next(), writers.next()) {
            (Some(k), None) => Some(k),
            _ => None,
        }
    }

    /// Bounds on induction variable `r` where instruction `pc` reads it:
    /// below the constant bound `U` of its loop ([`Self::below_at`]), so
    /// at most `U - 1`; and at least the loop's lower bound `L` when its
    /// only writers are the loop's step, by a positive constant `t` with
    /// `U - 1 + t` within `i64`, and one move of a constant `L` (the
    /// loop's start): every value it takes is then `L` or a value that
    /// passed the head test (at most `U - 1`) plus `t`, which does not
    /// wrap, so none is below `L`.
    fn iv_range(&self, r: Reg, pc: usize) -> Option<(i64, i64)> {
        let (_, s, u) = self.below_at(r, pc)?;
        let code = &self.f.code;
        let lo = (|| {
            let Inst::ForStep { step, .. } = code[s] else {
                return None;
            };
            let t = self.constant_index(step)?;
            if t <= 0 || (u - 1).checked_add(t).is_none() {
                return None;
            }
            let writes = |k: usize| match operands::of(&code[k], self.f, self.prog).1 {
                Some(w) => w.contains(&r),
                None => true,
            };
            let mut starts = (0..code.len()).filter(|&k| k != s && writes(k));
            let (Some(k), None) = (starts.next(), starts.next()) else {
                return None;
            };
            match code[k] {
                Inst::Move { dst, src } if dst == r => self.constant_index(src),
                _ => None,
            }
        })();
        Some((lo.unwrap_or(i64::MIN), u.checked_sub(1)?))
    }

    /// The head, step and constant bound `U` of the counted loop around
    /// `pc` whose induction variable is register `r`, when `r` is below
    /// `U` (signed) where instruction `pc` reads it: the head compares it
    /// signed with the constant bound, and nothing in the loop's body
    /// writes it but the step (so every instruction of the body runs
    /// after a head test that held, with `r` unchanged since).
    fn below_at(&self, r: Reg, pc: usize) -> Option<(usize, usize, i64)> {
        let code = &self.f.code;
        let s = (pc + 1..code.len()).find(|&s| {
            matches!(code[s], Inst::ForStep { iv, head, .. } if iv == r && (head as usize) < pc)
        })?;
        let Inst::ForStep { head, .. } = code[s] else {
            return None;
        };
        let h = head as usize;
        let Inst::ForHead {
            iv, ub, unsigned, ..
        } = code[h]
        else {
            return None;
        };
        let writes = |k: usize| match operands::of(&code[k], self.f, self.prog).1 {
            Some(w) => w.contains(&r),
            None => true,
        };
        if iv != r || unsigned || (h + 1..s).any(writes) {
            return None;
        }
        Some((h, s, self.constant_index(ub)?))
    }

    /// The value register `r` always holds, when its only writer is a
    /// constant or an affine map of no operands with one constant result
    /// (an `affine.for`'s constant bound).
    fn constant_index(&self, r: Reg) -> Option<i64> {
        let code = &self.f.code;
        let mut writers =
            (0..code.len()).filter(|&k| match operands::of(&code[k], self.f, self.prog).1 {
                Some(w) => w.contains(&r),
                None => true,
            });
        let (Some(k), None) = (writers.next(), writers.next()) else {
            return None;
        };
        match code[k] {
            Inst::Const { k: c, .. } => match self.prog.consts.get(c as usize)? {
                Value::Scalar(Scalar::Index(i)) => Some(*i),
                _ => None,
            },
            Inst::Affine { map, operands, .. } if self.f.regs(operands).is_empty() => {
                match self.prog.maps.get(map as usize)?.results[..] {
                    [AffineExpr::Const(c)] => Some(c),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether every register of `rs` is a native `index` (or `i64`).
    fn indexes(&self, rs: &[Reg]) -> bool {
        rs.iter().all(|&r| self.native(r) == Some(Kind::Int(64)))
    }

    /// Whether `ops` are native `index` registers that give every
    /// dimension and symbol a value (a missing one is the interpreter's
    /// fault to report).
    fn operands_fit(&self, ops: &[Reg], dims: u32, syms: u32) -> bool {
        let need = u64::from(dims) + u64::from(syms);
        ops.len() as u64 == need && self.indexes(ops)
    }

    /// The smallest or largest of `vs` (0 for none, as the interpreter
    /// folds an empty map).
    fn fold(&mut self, fold: Fold, vs: &[CValue]) -> CValue {
        let Some((&first, rest)) = vs.split_first() else {
            return self.b.ins().iconst(I64, 0);
        };
        rest.iter().fold(first, |acc, &v| match fold {
            Fold::Max => self.b.ins().smax(acc, v),
            _ => self.b.ins().smin(acc, v),
        })
    }

    /// Expression `e` on dimension values `dims` and symbol values `syms`.
    fn expr(&mut self, e: &AffineExpr, dims: &[CValue], syms: &[CValue]) -> Checked {
        let ok = |g: &mut Self, v: CValue| (v, g.b.ins().iconst(I8, 0));
        match e {
            AffineExpr::Dim(i) => ok(self, dims[*i as usize]),
            AffineExpr::Symbol(i) => ok(self, syms[*i as usize]),
            AffineExpr::Const(c) => {
                let v = self.b.ins().iconst(I64, *c);
                ok(self, v)
            }
            AffineExpr::Add(a, b) | AffineExpr::Mul(a, b) => {
                let ((x, fx), (y, fy)) = (self.expr(a, dims, syms), self.expr(b, dims, syms));
                let (v, of) = if matches!(e, AffineExpr::Add(..)) {
                    self.b.ins().sadd_overflow(x, y)
                } else {
                    self.b.ins().smul_overflow(x, y)
                };
                (v, self.any3(fx, fy, of))
            }
            AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) | AffineExpr::Mod(a, b) => {
                let ((x, fx), (y, fy)) = (self.expr(a, dims, syms), self.expr(b, dims, syms));
                let (v, bad) = self.div_step(e, x, y);
                (v, self.any3(fx, fy, bad))
            }
        }
    }

    /// `a | b | c` on I8 flags.
    fn any3(&mut self, a: CValue, b: CValue, c: CValue) -> CValue {
        let ab = self.b.ins().bor(a, b);
        self.b.ins().bor(ab, c)
    }

    /// One `floordiv`, `ceildiv` or `mod` of `x` by `y`, as
    /// [`rmlir_ir::affine::floor_div`], [`rmlir_ir::affine::ceil_div`] and
    /// [`rmlir_ir::affine::modulo`] compute it, with its failure flag.
    fn div_step(&mut self, e: &AffineExpr, x: CValue, y: CValue) -> Checked {
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        let min = self.b.ins().icmp_imm_s(IntCC::Equal, x, i64::MIN);
        let minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
        let overflow = self.b.ins().band(min, minus_one);
        let bad = self.b.ins().bor(zero, overflow);
        let one = self.b.ins().iconst(I64, 1);
        let d = self.b.ins().select(bad, one, y);
        let q = self.b.ins().sdiv(x, d);
        let r = self.b.ins().srem(x, d);
        let inexact = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
        let v = match e {
            AffineExpr::Mod(..) => {
                // `r + |y|` for a negative remainder; at `y = i64::MIN` the
                // sum wraps to the exact result, which fits.
                let neg_y = self.b.ins().ineg(y);
                let y_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, y, 0);
                let abs = self.b.ins().select(y_neg, neg_y, y);
                let up = self.b.ins().iadd(r, abs);
                let r_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
                self.b.ins().select(r_neg, up, r)
            }
            _ => {
                let x_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, x, 0);
                let y_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, d, 0);
                let floor = matches!(e, AffineExpr::FloorDiv(..));
                let signs = if floor {
                    self.b.ins().icmp(IntCC::NotEqual, x_neg, y_neg)
                } else {
                    self.b.ins().icmp(IntCC::Equal, x_neg, y_neg)
                };
                let adjust = self.b.ins().band(inexact, signs);
                let step = self.b.ins().iconst(I64, if floor { -1 } else { 1 });
                let moved = self.b.ins().iadd(q, step);
                self.b.ins().select(adjust, moved, q)
            }
        };
        (v, bad)
    }
}
