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
use crate::program::Reg;
use crate::trace::TraceSink;
use crate::value::fixed::narrow;
use crate::value::{IntPredicate, Scalar, ScalarType, Value};
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

impl<S: TraceSink> Machine<'_, S> {
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
        let slot = &mut self.frames.last_mut().expect("frame").regs[r as usize];
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
