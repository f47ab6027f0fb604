//! The `math` dialect's float functions in compiled code: `sqrt`, `exp`,
//! `log`, `tanh`, `erf`, `rsqrt`, the roundings, the trigonometric and
//! hyperbolic functions and the float classes (`isnan` …) on an `f32`
//! or `f64` register. Compiled code calls [`math_unary`], a plain
//! function (as `wide_cvt`) that runs the value library's own
//! [`crate::value::unary`] on the operand, so the result's bits (NaN
//! payloads and libm's last ulp included) are the interpreter's by
//! construction; the call replaces a trip through `exec`, which spilled
//! the operand, ran the interpreter's dispatch and read the result back.
//!
//! Every op of [`MATH_OPS`] gives a result for every `f32` and `f64`
//! operand (the test below runs each on both kinds), so the call has no
//! failure to handle and no side path; a loop whose body calls it stays
//! eligible for the memo's values-only copy.

use super::compile::{Gen, Kind};
use crate::prepare::Reg;
use crate::value::{Scalar, Value};
use cranelift_codegen::ir::types::{F32, F64, I32, I64};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, StackSlotData, StackSlotKind};
use rmlir_ir::registry::UnaryOp;

/// The ops compiled code computes through [`math_unary`], by the index it
/// passes. `negf` and `absf` are native (`super::floats`); the integer
/// ops (`absi`, `ctlz`, …) are not here.
const MATH_OPS: [UnaryOp; 33] = {
    use UnaryOp::*;
    [
        Sqrt, Exp, Log, Tanh, Ceil, Floor, Round, Exp2, Log2, Log10, Sin, Cos, Rsqrt, RoundEven,
        Trunc, Tan, Atan, Asin, Acos, Sinh, Cosh, Cbrt, Acosh, Asinh, Atanh, Erf, Erfc, Expm1,
        Log1p, IsNan, IsInf, IsFinite, IsNormal,
    ]
};

/// Whether `op`'s result is an `i1` (a float class) rather than a float
/// of the operand's kind.
fn is_class(op: UnaryOp) -> bool {
    matches!(
        op,
        UnaryOp::IsNan | UnaryOp::IsInf | UnaryOp::IsFinite | UnaryOp::IsNormal
    )
}

/// `MATH_OPS[op]` of the float whose bits are in `*io` (`f64` when `f64`
/// is 1, else `f32` in the low 32 bits): its result's bits (an `i1` as 0
/// or 1) in `*io`; 0, or 1 when the arguments name no op, which compiled
/// code never passes.
extern "C" fn math_unary(io: *mut u64, op: u32, f64: u32) -> u32 {
    // SAFETY: compiled code passes a stack slot of one word.
    let io = unsafe { &mut *io };
    match compute(op, f64 == 1, *io) {
        Some(bits) => {
            *io = bits;
            0
        }
        None => 1,
    }
}

/// [`math_unary`]'s result, `None` when the arguments name no op.
fn compute(op: u32, wide: bool, bits: u64) -> Option<u64> {
    let op = *MATH_OPS.get(op as usize)?;
    let x = if wide {
        Scalar::F64(f64::from_bits(bits))
    } else {
        Scalar::F32(f32::from_bits(bits as u32))
    };
    match crate::value::unary(op, &Value::Scalar(x)).ok()? {
        Value::Scalar(Scalar::F32(r)) => Some(u64::from(r.to_bits())),
        Value::Scalar(Scalar::F64(r)) => Some(r.to_bits()),
        Value::Scalar(Scalar::Int { bits, width: 1 }) => Some(bits),
        _ => None,
    }
}

impl Gen<'_, '_> {
    /// `dst = op(a)` for a `math` function of [`MATH_OPS`] on an `f32` or
    /// `f64` register, through [`math_unary`]; `false` (having emitted
    /// nothing) for another op or kind.
    pub(super) fn math_op(&mut self, pc: usize, op: UnaryOp, dst: Reg, a: Reg) -> bool {
        let Some(index) = MATH_OPS.iter().position(|&o| o == op) else {
            return false;
        };
        let Some(k) = self.float_kind(&[a]) else {
            return false;
        };
        let want = if is_class(op) { Kind::Int(1) } else { k };
        if self.native(dst) != Some(want) {
            return false;
        }
        let x = self.get(a);
        let bits = match k {
            Kind::F32 => {
                let i = self.b.ins().bitcast(I32, MemFlagsData::new(), x);
                self.b.ins().uextend(I64, i)
            }
            _ => self.b.ins().bitcast(I64, MemFlagsData::new(), x),
        };
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        self.b.ins().stack_store(I64, bits, slot, 0);
        let at = self.b.ins().stack_addr(I64, slot, 0);
        let opv = self.b.ins().iconst(I32, index as i64);
        let wide = self.b.ins().iconst(I32, i64::from(k == Kind::F64));
        let entry = math_unary as *const () as usize;
        self.rt_call(entry, self.sigs.wide_div, &[at, opv, wide]);
        let r = self.b.ins().stack_load(I64, I64, slot, 0);
        let r = match want {
            Kind::F32 => {
                let i = self.b.ins().ireduce(I32, r);
                self.b.ins().bitcast(F32, MemFlagsData::new(), i)
            }
            Kind::F64 => self.b.ins().bitcast(F64, MemFlagsData::new(), r),
            _ => r,
        };
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every op gives a result on both kinds, on ordinary and special
    /// operands: compiled code relies on it to need no side path.
    #[test]
    fn every_op_answers_on_both_kinds() {
        let xs = [
            0.0,
            -0.0,
            0.5,
            -2.25,
            1e30,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        for (i, &op) in MATH_OPS.iter().enumerate() {
            for &x in &xs {
                assert!(
                    compute(i as u32, true, x.to_bits()).is_some(),
                    "{op:?} f64 {x}"
                );
                let f = u64::from((x as f32).to_bits());
                assert!(compute(i as u32, false, f).is_some(), "{op:?} f32 {x}");
            }
        }
        assert!(compute(MATH_OPS.len() as u32, true, 0).is_none());
    }
}
