//! Native float arithmetic on `f32` and `f64` registers, bit for bit as
//! the interpreter computes it:
//!
//! - `addf`, `subf`, `mulf`, `divf`: the host's IEEE operations, a NaN
//!   that no operand carried made the quiet NaN in force when the code
//!   is compiled (`value::nan`: a run compiles under its target's);
//! - `cmpf`: the value library compares the operands as `f64`s (exact
//!   for an `f32`) with `partial_cmp` and reads the predicate off the
//!   ordering, `None` (a NaN) satisfying exactly the unordered
//!   predicates and `true`; IEEE comparisons, which Cranelift's condition
//!   codes name one for one, give the same truth (`-0 == +0`);
//! - `negf`, `absf`: the sign bit flipped or cleared, NaNs included,
//!   which Cranelift's `fneg` and `fabs` do (a mask, never an
//!   arithmetic operation that would quiet a NaN).

use super::compile::{Gen, Kind};
use crate::prepare::Reg;
use crate::value::FloatPredicate;
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{InstBuilder, Value as CValue};
use rmlir_ir::registry::{FloatBinOp, UnaryOp};

impl Gen<'_, '_> {
    /// The common float kind of registers `rs`, all native.
    pub(super) fn float_kind(&self, rs: &[Reg]) -> Option<Kind> {
        let k = self.native(*rs.first()?)?;
        let same = rs.iter().all(|&r| self.native(r) == Some(k));
        (same && matches!(k, Kind::F32 | Kind::F64)).then_some(k)
    }

    /// `dst = a op b` on floats of one kind, natively when it can.
    pub(super) fn float_bin(
        &mut self,
        pc: usize,
        op: FloatBinOp,
        (dst, a, b): (Reg, Reg, Reg),
    ) -> bool {
        let Some(k) = self.float_kind(&[dst, a, b]) else {
            return false;
        };
        let (x, y) = (self.get(a), self.get(b));
        let Some(r) = self.float_binop(op, k, x, y) else {
            return false;
        };
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// `dst = cmpf pred, a, b` on floats of one kind into an `i1`.
    pub(super) fn cmpf(
        &mut self,
        pc: usize,
        pred: FloatPredicate,
        (dst, a, b): (Reg, Reg, Reg),
    ) -> bool {
        if self.float_kind(&[a, b]).is_none() || self.native(dst) != Some(Kind::Int(1)) {
            return false;
        }
        let (x, y) = (self.get(a), self.get(b));
        let r = self.cmpf_lane(pred, x, y);
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// `cmpf pred, x, y` on two floats of one kind: an `i1` in an I64.
    pub(super) fn cmpf_lane(&mut self, pred: FloatPredicate, x: CValue, y: CValue) -> CValue {
        match float_cc(pred) {
            Some(cc) => {
                let c = self.b.ins().fcmp(cc, x, y);
                self.b.ins().uextend(I64, c)
            }
            None => self
                .b
                .ins()
                .iconst(I64, (pred == FloatPredicate::True) as i64),
        }
    }

    /// `negf x` or `absf x`; `None` (having emitted nothing) for another
    /// unary op.
    pub(super) fn sign_lane(&mut self, op: UnaryOp, x: CValue) -> Option<CValue> {
        match op {
            UnaryOp::NegF => Some(self.b.ins().fneg(x)),
            UnaryOp::AbsF => Some(self.b.ins().fabs(x)),
            _ => None,
        }
    }

    /// `dst = negf a` or `absf a`, natively; `false` for another unary op.
    pub(super) fn float_sign(&mut self, pc: usize, op: UnaryOp, dst: Reg, a: Reg) -> bool {
        if self.float_kind(&[dst, a]).is_none() || !matches!(op, UnaryOp::NegF | UnaryOp::AbsF) {
            return false;
        }
        let x = self.get(a);
        let Some(r) = self.sign_lane(op, x) else {
            return false;
        };
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// `x op y` for the four arithmetic ops on two `f32` or two `f64`, as
    /// the interpreter's `fast::arith_f` computes them: the host's IEEE
    /// operation (the first operand's NaN wins, as in Rust's), then a NaN
    /// that no operand carried becomes the quiet NaN in force (the run's
    /// target's, `value::nan`, read now: the code is the run's); `None` for
    /// another op.
    pub(super) fn float_binop(
        &mut self,
        op: FloatBinOp,
        k: Kind,
        x: CValue,
        y: CValue,
    ) -> Option<CValue> {
        let r = match op {
            FloatBinOp::Add => self.b.ins().fadd(x, y),
            FloatBinOp::Sub => self.b.ins().fsub(x, y),
            FloatBinOp::Mul => self.b.ins().fmul(x, y),
            FloatBinOp::Div => self.b.ins().fdiv(x, y),
            _ => return None,
        };
        // A result that is not a NaN (nearly every one) is the answer
        // after one compare; the operands are looked at, in a cold block,
        // only for a NaN.
        let nan = |g: &mut Self, v: CValue| g.b.ins().fcmp(FloatCC::Unordered, v, v);
        let rn = nan(self, r);
        let (slow, join) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(slow);
        let ty = self.b.func.dfg.value_type(r);
        let out = self.b.append_block_param(join, ty);
        self.b.ins().brif(rn, slow, &[], join, &[r.into()]);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        let (xn, yn) = (nan(self, x), nan(self, y));
        let carried = self.b.ins().bor(xn, yn);
        let quiet = match k {
            Kind::F32 => self.b.ins().f32const(crate::value::nan::nan_f32()),
            _ => self.b.ins().f64const(crate::value::nan::nan_f64()),
        };
        let v = self.b.ins().select(carried, r, quiet);
        self.b.ins().jump(join, &[v.into()]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        Some(out)
    }
}

/// The condition code of `pred`; `None` for `false` and `true`, which
/// hold or fail whatever the operands.
fn float_cc(pred: FloatPredicate) -> Option<FloatCC> {
    use FloatPredicate::*;
    Some(match pred {
        Oeq => FloatCC::Equal,
        Ogt => FloatCC::GreaterThan,
        Oge => FloatCC::GreaterThanOrEqual,
        Olt => FloatCC::LessThan,
        Ole => FloatCC::LessThanOrEqual,
        One => FloatCC::OrderedNotEqual,
        Ord => FloatCC::Ordered,
        Ueq => FloatCC::UnorderedOrEqual,
        Ugt => FloatCC::UnorderedOrGreaterThan,
        Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
        Ult => FloatCC::UnorderedOrLessThan,
        Ule => FloatCC::UnorderedOrLessThanOrEqual,
        Une => FloatCC::NotEqual,
        Uno => FloatCC::Unordered,
        False | True => return None,
    })
}
