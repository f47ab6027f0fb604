//! Native integer arithmetic on registers of 1 to 128 bits, as the
//! interpreter's `narrow` (1 to 64 bits, in an I64) and `mid` (65 to 128,
//! in an I128: [`super::wide`]) modules compute it: results masked to
//! their width, signed operands sign-extended first. One emission serves
//! both: the width tells the variable's type, and the few steps that
//! differ ([`Gen::mask`], [`Gen::sext`], constants, divisions) choose by
//! it.
//!
//! A division whose divisor can be zero (or, for a signed one, all ones,
//! whose quotient of the most negative number overflows) tests for the
//! fault and takes the interpreter's path when it happens, so the
//! interpreter reports it. A divisor that is a constant register
//! ([`constant_regs`]) holding neither can never fault: that division
//! has no test and no side path, which keeps its loop eligible for the
//! memo's values-only copy ([`super::memo_loop`]).

use super::compile::Gen;
use super::operands;
use crate::prepare::{Func, Inst, Program, Reg};
use crate::value::fixed::mid;
use crate::value::{IntPredicate, Scalar, Value};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, Value as CValue};
use rmlir_ir::registry::IntBinOp;

/// Per register of `f`: the program constant it always holds, when the
/// only instruction that writes it is one `Const` and it is an SSA
/// value's register (named at preparation). Such a register is that
/// value's alone: the lowering gives every SSA value a register of its
/// own, block arguments and results get theirs through `Move`s into their
/// own registers, and the constant's definition dominates every use, so
/// any read of the register sees the constant. Instructions whose write
/// set [`operands::of`] does not know write only their own results.
fn constant_regs(f: &Func, prog: &Program) -> Vec<Option<u32>> {
    let n = f.reg_types.len();
    let writers = operands::writer_counts(f, prog);
    let mut konst = vec![None; n];
    for inst in &f.code {
        if let Inst::Const { dst, k } = *inst {
            if let Some(c) = konst.get_mut(dst as usize) {
                *c = Some(k);
            }
        }
    }
    (0..n)
        .map(|r| {
            let named = f.reg_names.get(r).is_some_and(|s| !s.is_empty());
            let once = writers[r] == 1 && !f.params.contains(&(r as Reg));
            konst[r].filter(|_| named && once)
        })
        .collect()
}

impl Gen<'_, '_> {
    /// Finds the registers that always hold one constant
    /// ([`constant_regs`]).
    pub(super) fn find_constants(&mut self) {
        self.consts = constant_regs(self.f, self.prog);
    }

    /// The common integer width of `a` and `b` (a width alone tells the
    /// kind: `Int` up to 64 bits, `Wide` above).
    pub(super) fn int2(&self, a: Reg, b: Reg) -> Option<u32> {
        let (x, y) = (self.native(a)?.int_width()?, self.native(b)?.int_width()?);
        (x == y).then_some(x)
    }

    /// The common integer width of `d`, `a` and `b`.
    pub(super) fn int3(&self, d: Reg, a: Reg, b: Reg) -> Option<u32> {
        let w = self.int2(a, b)?;
        (self.native(d)?.int_width()? == w).then_some(w)
    }

    /// `x` masked to `w` bits.
    pub(super) fn mask(&mut self, x: CValue, w: u32) -> CValue {
        if w == 64 || w >= 128 {
            return x;
        }
        if w > 64 {
            return self.wide_mask(x, w);
        }
        if w == 32 {
            // The low half, zero-extended: the same bits as the `and`,
            // which Cranelift would compute again in every block that
            // uses it (an `and` with a constant is rematerialised), while
            // a 32-bit operation on x86-64 zeroes the high half itself, so
            // the narrowed arithmetic under it needs no instruction more.
            let low = self.b.ins().ireduce(I32, x);
            return self.b.ins().uextend(I64, low);
        }
        self.b.ins().band_imm_u(x, ((1u64 << w) - 1) as i64)
    }

    /// `x` (zero-extended `w` bits) sign-extended to its type's width (64
    /// bits, or 128 above 64).
    pub(super) fn sext(&mut self, x: CValue, w: u32) -> CValue {
        if w == 64 || w >= 128 {
            return x;
        }
        if w > 64 {
            return self.wide_sext(x, w);
        }
        let sh = (64 - w) as i64;
        let y = self.b.ins().ishl_imm_u(x, sh);
        self.b.ins().sshr_imm_u(y, sh)
    }

    /// `narrow::cmp`: an I8 truth value.
    pub(super) fn cmp(&mut self, pred: IntPredicate, x: CValue, y: CValue, w: u32) -> CValue {
        use IntPredicate::*;
        let cc = match pred {
            Eq => IntCC::Equal,
            Ne => IntCC::NotEqual,
            Slt => IntCC::SignedLessThan,
            Sle => IntCC::SignedLessThanOrEqual,
            Sgt => IntCC::SignedGreaterThan,
            Sge => IntCC::SignedGreaterThanOrEqual,
            Ult => IntCC::UnsignedLessThan,
            Ule => IntCC::UnsignedLessThanOrEqual,
            Ugt => IntCC::UnsignedGreaterThan,
            Uge => IntCC::UnsignedGreaterThanOrEqual,
        };
        if matches!(pred, Slt | Sle | Sgt | Sge) {
            let (sx, sy) = (self.sext(x, w), self.sext(y, w));
            return self.b.ins().icmp(cc, sx, sy);
        }
        self.b.ins().icmp(cc, x, y)
    }

    /// `narrow::binop` on `w`-bit registers `(dst, a, b)`. Divisions take
    /// the interpreter's path when they would fault (zero divisor, signed
    /// overflow), so it reports the fault.
    pub(super) fn int_binop(
        &mut self,
        pc: usize,
        op: IntBinOp,
        w: u32,
        (dst, a, b): (Reg, Reg, Reg),
    ) -> bool {
        use IntBinOp::*;
        if matches!(op, CeilDivS | CeilDivU | FloorDivS) && w <= 64 {
            return false;
        }
        let next = self.blocks[pc + 1];
        let (x, y) = (self.get(a), self.get(b));
        let r = match op {
            _ if w > 64 && is_division(op) => {
                let safe = self.safe_divisor(op, b, w);
                self.wide_divide(pc, op, (x, y), (w, safe))
            }
            DivU | RemU | DivS | RemS => {
                if !self.safe_divisor(op, b, w) {
                    let faults = self.div_faults(op, x, y, w);
                    self.side_path_if(pc, faults);
                }
                self.divide(op, x, y, w)
            }
            _ => {
                let amount = self.const_bits(b, w);
                let Some(r) = self.int_lane(op, (x, y), w, amount) else {
                    return false;
                };
                r
            }
        };
        self.set(dst, r);
        self.issue_then(pc, next);
        true
    }

    /// `narrow::binop` (or `mid::binop`) on `w`-bit values `x` and `y`
    /// for every op but the divisions (`None`, having emitted nothing):
    /// `amount` is the constant `y` always is, when known (a shift by it
    /// needs no range test).
    pub(super) fn int_lane(
        &mut self,
        op: IntBinOp,
        (x, y): (CValue, CValue),
        w: u32,
        amount: Option<u128>,
    ) -> Option<CValue> {
        use IntBinOp::*;
        Some(match op {
            Add | Sub | Mul => {
                let r = match op {
                    Add => self.b.ins().iadd(x, y),
                    Sub => self.b.ins().isub(x, y),
                    _ => self.b.ins().imul(x, y),
                };
                self.mask(r, w)
            }
            And => self.b.ins().band(x, y),
            Or => self.b.ins().bor(x, y),
            Xor => self.b.ins().bxor(x, y),
            MaxS | MinS | MaxU | MinU => {
                let pred = match op {
                    MaxS => IntPredicate::Sge,
                    MinS => IntPredicate::Sle,
                    MaxU => IntPredicate::Uge,
                    _ => IntPredicate::Ule,
                };
                let c = self.cmp(pred, x, y, w);
                self.pick(c, x, y)
            }
            Shl | ShrS | ShrU => match amount.filter(|&k| k < u128::from(w)) {
                // An amount known to be in range needs no test for a
                // large one, and as an immediate it is no operand the
                // result waits for.
                Some(k) => self.shift_by(op, x, k as u64, w),
                None => self.shift(op, x, y, w),
            },
            DivU | RemU | DivS | RemS | CeilDivS | CeilDivU | FloorDivS => return None,
        })
    }

    /// Takes the interpreter's path for instruction `pc` (a side path)
    /// when `cond` holds: a fault it would report, or a result compiled
    /// code does not compute itself.
    pub(super) fn side_path_if(&mut self, pc: usize, cond: CValue) {
        let ok = self.b.create_block();
        let slow = self.b.create_block();
        self.b.ins().brif(cond, slow, &[], ok, &[]);
        self.b.seal_block(slow);
        self.b.seal_block(ok);
        self.b.switch_to_block(slow);
        self.fault_path(pc);
        self.b.switch_to_block(ok);
    }

    /// Whether divisor register `d` of a `w`-bit division `op` always
    /// holds a constant that cannot make it fault: not zero, and for a
    /// signed division not all ones (-1), the only divisor whose quotient
    /// overflows.
    fn safe_divisor(&self, op: IntBinOp, d: Reg, w: u32) -> bool {
        let Some(v) = self.const_bits(d, w) else {
            return false;
        };
        use IntBinOp::*;
        let signed = matches!(op, DivS | RemS | CeilDivS | FloorDivS);
        v != 0 && !(signed && v == mid::mask(w))
    }

    /// The `w`-bit pattern register `r` always holds, when its only
    /// writer is one constant of that width.
    fn const_bits(&self, r: Reg, w: u32) -> Option<u128> {
        let k = self.consts.get(r as usize).copied().flatten()?;
        let bits = match self.prog.consts.get(k as usize) {
            Some(Value::Scalar(Scalar::Int { bits, width })) if *width == w => u128::from(*bits),
            Some(Value::Scalar(Scalar::Index(i))) if w == 64 => u128::from(*i as u64),
            Some(Value::I128 { bits, width }) if *width == w => *bits,
            _ => return None,
        };
        Some(bits & mid::mask(w))
    }

    /// Whether a division faults: a zero divisor, or the most negative
    /// number over -1 for a signed one.
    pub(super) fn div_faults(&mut self, op: IntBinOp, x: CValue, y: CValue, w: u32) -> CValue {
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        if matches!(op, IntBinOp::DivU | IntBinOp::RemU) {
            return zero;
        }
        let min = if w >= 64 { i64::MIN } else { 1i64 << (w - 1) };
        let all = if w >= 64 {
            -1
        } else {
            ((1u64 << w) - 1) as i64
        };
        let is_min = self.b.ins().icmp_imm_s(IntCC::Equal, x, min);
        let is_m1 = self.b.ins().icmp_imm_s(IntCC::Equal, y, all);
        let ovf = self.b.ins().band(is_min, is_m1);
        self.b.ins().bor(zero, ovf)
    }

    /// A division known not to fault.
    pub(super) fn divide(&mut self, op: IntBinOp, x: CValue, y: CValue, w: u32) -> CValue {
        match op {
            IntBinOp::DivU => self.b.ins().udiv(x, y),
            IntBinOp::RemU => self.b.ins().urem(x, y),
            _ => {
                let (sx, sy) = (self.sext(x, w), self.sext(y, w));
                let r = if op == IntBinOp::DivS {
                    self.b.ins().sdiv(sx, sy)
                } else {
                    self.b.ins().srem(sx, sy)
                };
                self.mask(r, w)
            }
        }
    }

    /// `shift`'s in-range arm for a constant amount `k < w`.
    fn shift_by(&mut self, op: IntBinOp, x: CValue, k: u64, w: u32) -> CValue {
        match op {
            IntBinOp::Shl => {
                let r = self.b.ins().ishl_imm_s(x, k as i64);
                self.mask(r, w)
            }
            IntBinOp::ShrU => self.b.ins().ushr_imm_s(x, k as i64),
            _ => {
                let sx = self.sext(x, w);
                let r = self.b.ins().sshr_imm_s(sx, k as i64);
                self.mask(r, w)
            }
        }
    }

    /// `narrow`'s (and `mid`'s) shifts: an amount of at least `w` gives
    /// 0, or the sign fill for `shrsi`.
    pub(super) fn shift(&mut self, op: IntBinOp, x: CValue, y: CValue, w: u32) -> CValue {
        let big = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, y, w as i64);
        let sx = self.sext(x, w);
        let in_range = match op {
            IntBinOp::Shl => {
                let r = self.b.ins().ishl(x, y);
                self.mask(r, w)
            }
            IntBinOp::ShrU => self.b.ins().ushr(x, y),
            _ => {
                let r = self.b.ins().sshr(sx, y);
                self.mask(r, w)
            }
        };
        let out = match op {
            IntBinOp::ShrS => {
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, sx, 0);
                let m = self.int_const(mid::mask(w), w);
                let z = self.int_const(0, w);
                self.pick(neg, m, z)
            }
            _ => self.int_const(0, w),
        };
        self.pick(big, out, in_range)
    }
}

/// Whether `op` is a division or remainder (which may fault).
pub(super) fn is_division(op: IntBinOp) -> bool {
    use IntBinOp::*;
    matches!(
        op,
        DivU | RemU | DivS | RemS | CeilDivS | CeilDivU | FloorDivS
    )
}
