//! Fast paths for the hot scalar instructions (loop heads and steps, integer
//! arithmetic and compares, `index_cast`), per STYLE.md's "translate once,
//! then run a compact register form": when every operand is an `iN` (N ≤ 64)
//! or `index` scalar, the result is computed on raw `u64` bits here, without
//! the value library's generic `Value` dispatch, and written in place.
//!
//! Every fast path computes exactly what `crate::value` computes for the same
//! operands (the same `narrow` helpers); any other operand falls back to the
//! generic path, so results, faults and cycles never change.

use super::{Machine, Slot};
use crate::prepare::{Inst, Reg};
use crate::timing::TraceSink;
use crate::value::fixed::narrow;
use crate::value::{float_binop_scalar, IntPredicate, Scalar, ScalarType, Value};
use rmlir_ir::registry::{CastOp, IntBinOp};

/// An integer scalar's bits and width (`index` is 64 bits wide).
#[inline]
pub(super) fn int_bits(s: &Slot) -> Option<(u64, u32, bool)> {
    match s {
        Slot::V(Value::Scalar(Scalar::Int { bits, width })) => Some((*bits, *width, false)),
        Slot::V(Value::Scalar(Scalar::Index(i))) => Some((*i as u64, 64, true)),
        _ => None,
    }
}

/// What the hot path did with an instruction.
pub(super) enum Hot {
    /// Done; go on with the next instruction.
    Next,
    /// Done; go on at this instruction.
    Jump(u32),
    /// Not handled: run the general path (`exec`), which also reports
    /// any fault.
    Slow,
}

impl<S: TraceSink> Machine<'_, S> {
    /// Runs `inst` if it is a scalar instruction on narrow integers or
    /// `f32`/`f64` floats, straight on the register file; anything else
    /// (other types, faults, memory, calls) returns [`Hot::Slow`] having
    /// changed nothing.
    #[inline(always)]
    pub(super) fn exec_hot(&mut self, inst: &Inst, pc: usize) -> Hot {
        match *inst {
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                if !self.fast_binop(op, dst, a, b) {
                    return Hot::Slow;
                }
                self.time(pc, &[a, b], &[dst], None);
            }
            Inst::CmpI { pred, dst, a, b } => {
                let Some(r) = self.fast_cmp(pred, a, b) else {
                    return Hot::Slow;
                };
                self.set_scalar(dst, Scalar::bool(r));
                self.time(pc, &[a, b], &[dst], None);
            }
            Inst::Cast { op, to, dst, a } => {
                if !self.fast_cast(op, to, dst, a) {
                    return Hot::Slow;
                }
                self.time(pc, &[a], &[dst], None);
            }
            Inst::FloatBin { op, dst, a, b } => {
                let regs = self.frame_regs();
                let r = match (&regs[a as usize], &regs[b as usize]) {
                    (Slot::V(Value::Scalar(x)), Slot::V(Value::Scalar(y))) => {
                        float_binop_scalar(op, *x, *y)
                    }
                    _ => return Hot::Slow,
                };
                let Ok(r) = r else { return Hot::Slow };
                self.set_scalar(dst, r);
                self.time(pc, &[a, b], &[dst], None);
            }
            Inst::Move { dst, src } => {
                let Slot::V(Value::Scalar(v)) = self.frame_regs()[src as usize] else {
                    return Hot::Slow;
                };
                self.set_scalar(dst, v);
            }
            Inst::Const { dst, k } => {
                let Value::Scalar(v) = self.prog.consts[k as usize] else {
                    return Hot::Slow;
                };
                self.set_scalar(dst, v);
            }
            Inst::ForHead { iv, ub, exit } => {
                let Some(more) = self.fast_cmp(IntPredicate::Slt, iv, ub) else {
                    return Hot::Slow;
                };
                self.time(pc, &[iv, ub], &[], None);
                if !more {
                    return Hot::Jump(exit);
                }
            }
            Inst::ForStep { iv, step, head } => {
                if !self.fast_binop(IntBinOp::Add, iv, iv, step) {
                    return Hot::Slow;
                }
                self.time(pc, &[iv, step], &[iv], None);
                return Hot::Jump(head);
            }
            Inst::Jump { to } => {
                self.time(pc, &[], &[], None);
                return Hot::Jump(to);
            }
            Inst::BranchFalse { cond, to } => {
                let Slot::V(Value::Scalar(Scalar::Int { bits, .. })) =
                    self.frame_regs()[cond as usize]
                else {
                    return Hot::Slow;
                };
                self.time(pc, &[cond], &[], None);
                if bits == 0 {
                    return Hot::Jump(to);
                }
            }
            _ => return Hot::Slow,
        }
        Hot::Next
    }

    /// The integer bits of registers `a` and `b` when both are the same
    /// kind of narrow integer scalar.
    #[inline]
    fn int_pair(&self, a: Reg, b: Reg) -> Option<(u64, u64, u32, bool)> {
        let regs = self.frame_regs();
        let (x, wx, ix) = int_bits(&regs[a as usize])?;
        let (y, wy, iy) = int_bits(&regs[b as usize])?;
        (wx == wy && ix == iy).then_some((x, y, wx, ix))
    }

    /// Writes a scalar, overwriting a scalar in place (no drop glue); like
    /// `set`, it tells the value tracer.
    #[inline]
    pub(super) fn set_scalar(&mut self, r: Reg, v: Scalar) {
        let slot = &mut self.regs[self.base as usize + r as usize];
        match slot {
            Slot::V(Value::Scalar(s)) => *s = v,
            _ => *slot = Slot::V(Value::Scalar(v)),
        }
        self.note_write(r);
    }

    /// `a op b` on two narrow integers of one kind, or `None` to take the
    /// generic path (which also reports division faults).
    #[inline]
    pub(super) fn fast_binop(&mut self, op: IntBinOp, dst: Reg, a: Reg, b: Reg) -> bool {
        let Some((x, y, w, index)) = self.int_pair(a, b) else {
            return false;
        };
        let Ok(bits) = narrow::binop(op, x, y, w) else {
            return false;
        };
        self.set_scalar(dst, int_scalar(bits, w, index));
        true
    }

    /// `a pred b` on two narrow integers of one kind.
    #[inline]
    pub(super) fn fast_cmp(&self, pred: IntPredicate, a: Reg, b: Reg) -> Option<bool> {
        let (x, y, w, _) = self.int_pair(a, b)?;
        Some(narrow::cmp(pred, x, y, w))
    }

    /// An integer resize (`index_cast[ui]`, `extsi`, `extui`, `trunci`) of a
    /// narrow integer to at most 64 bits; `false` takes the generic path.
    #[inline]
    pub(super) fn fast_cast(&mut self, op: CastOp, to: ScalarType, dst: Reg, a: Reg) -> bool {
        let signed = match op {
            CastOp::ExtSI | CastOp::IndexCast => true,
            CastOp::ExtUI | CastOp::TruncI | CastOp::IndexCastUI => false,
            _ => return false,
        };
        let (tw, index) = match to {
            ScalarType::Int(w) if w <= 64 => (w, false),
            ScalarType::Index => (64, true),
            _ => return false,
        };
        let Some((x, w, _)) = int_bits(&self.frame_regs()[a as usize]) else {
            return false;
        };
        let b = if signed {
            narrow::extsi(x, w, tw)
        } else {
            narrow::trunci(x, tw)
        };
        self.set_scalar(dst, int_scalar(b, tw, index));
        true
    }
}

#[inline]
fn int_scalar(bits: u64, width: u32, index: bool) -> Scalar {
    if index {
        Scalar::Index(bits as i64)
    } else {
        Scalar::Int { bits, width }
    }
}
