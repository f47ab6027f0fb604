//! Translation of `arith.scaling_extf` and `arith.scaling_truncf` into the
//! three steps upstream's `--arith-expand` makes of them: the scale rounded
//! to the power of two `f8E8M0FNU` holds ([`CastOp::ScaleE8M0`], a `cast`),
//! then `extf(in) * scale` or `truncf(in / scale)`, each step timed by its
//! own class (`cast`, `float_mul`, `float_div`).

use super::super::{err, Inst, Reg};
use super::{FnBuilder, R};
use crate::value::ScalarType;
use rmlir_ir::registry::{CastOp, FloatBinOp, Semantics as S, TimingClass};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{OpId, TypeId};

impl FnBuilder<'_> {
    /// `arith.scaling_extf` (`sem` [`S::ScalingExtF`]) or
    /// `arith.scaling_truncf`.
    pub(super) fn scaling(&mut self, op: OpId, sem: S) -> R {
        let (ins, res) = (&self.ctx.ops[op].operands, &self.ctx.ops[op].results);
        let (&[x, s], &[r]) = (&ins[..], &res[..]) else {
            return Err(err(self.ctx, op, "expected two operands and one result"));
        };
        let (xt, st, rt) = (
            self.ctx.value_type(x),
            self.ctx.value_type(s),
            self.ctx.value_type(r),
        );
        if self.ctx.ty(st).shape() != self.ctx.ty(xt).shape() {
            // `--arith-expand` leaves such a cast unresolved too.
            return Err(err(
                self.ctx,
                op,
                "rmlir-sim cannot run a scaling cast whose scale's shape differs from its \
                 operand's",
            ));
        }
        let (xk, rk) = (self.float_kind(op, xt)?, self.float_kind(op, rt)?);
        self.float_kind(op, st)?;
        let (xr, sr, dst) = (self.reg(x), self.reg(s), self.result_reg(op)?);
        let cast = self.timing_for(op, TimingClass::Cast);
        if sem == S::ScalingExtF {
            let (scale, wide) = self.two_fresh_like(dst);
            self.emit_timed(cast_inst(CastOp::ScaleE8M0, rk, scale, sr), op, cast);
            self.emit_timed(cast_inst(CastOp::ExtF, rk, wide, xr), op, cast);
            let mul = self.timing_for(op, TimingClass::FloatMul);
            let (op_, a, b) = (FloatBinOp::Mul, wide, scale);
            self.emit_timed(Inst::FloatBin { op: op_, dst, a, b }, op, mul);
        } else {
            let (scale, quot) = self.two_fresh_like(xr);
            self.emit_timed(cast_inst(CastOp::ScaleE8M0, xk, scale, sr), op, cast);
            let div = self.timing_for(op, TimingClass::FloatDiv);
            let (op_, a, b) = (FloatBinOp::Div, xr, scale);
            self.emit_timed(
                Inst::FloatBin {
                    op: op_,
                    dst: quot,
                    a,
                    b,
                },
                op,
                div,
            );
            self.emit_timed(cast_inst(CastOp::TruncF, rk, dst, quot), op, cast);
        }
        Ok(())
    }

    /// Two fresh registers of `like`'s type.
    fn two_fresh_like(&mut self, like: Reg) -> (Reg, Reg) {
        let t = self.f.reg_types[like as usize];
        (self.fresh(t), self.fresh(t))
    }

    /// The float kind of `ty` (or its elements), when the simulator
    /// computes on it.
    fn float_kind(&self, op: OpId, ty: TypeId) -> Result<FloatKind, rmlir_ir::Diagnostic> {
        match crate::prepare::consts::element_scalar(self.ctx, ty) {
            Some(ScalarType::Float(
                k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
            )) => Ok(k),
            Some(ScalarType::Float(k)) if crate::value::mini::is_mini(k) => Ok(k),
            _ => Err(err(
                self.ctx,
                op,
                format!(
                    "rmlir-sim cannot run this scaling cast on {}: it computes on f16, bf16, \
                     f32, f64 and the 4-, 6- and 8-bit floats only",
                    rmlir_ir::printer::type_to_string(self.ctx, ty)
                ),
            )),
        }
    }
}

/// A conversion of `a` to `kind` into `dst`.
fn cast_inst(op: CastOp, kind: FloatKind, dst: Reg, a: Reg) -> Inst {
    Inst::Cast {
        op,
        to: ScalarType::Float(kind),
        dst,
        a,
    }
}
