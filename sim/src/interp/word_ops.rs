//! Word arithmetic shared by the fast paths (`super::fast`) and the
//! specialised form of memo'd loops (`super::memo_spec`): integer and
//! float binary ops, integer resizes, and little-endian element bytes, each
//! exactly as `crate::value` and the general memory path compute them.
//! It names nothing of the machine, so both users import it without
//! importing each other.

use crate::value::fixed::narrow;
use crate::value::{float_binop_scalar, nan, Scalar, ScalarType};
use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp};

/// `x op y` on two narrow integers of width `w` (bits as the register
/// holds them), exactly as [`narrow::binop`] computes it; `None` where it
/// faults (the general path reports it).
#[inline(always)]
pub(super) fn int_op(op: IntBinOp, x: u64, y: u64, w: u32) -> Option<u64> {
    Some(match op {
        // The commonest ops, inline, exactly as `narrow::binop` computes
        // them; the rest (and their faults) through it.
        IntBinOp::Add => x.wrapping_add(y) & narrow::mask(w),
        IntBinOp::Sub => x.wrapping_sub(y) & narrow::mask(w),
        IntBinOp::Mul => x.wrapping_mul(y) & narrow::mask(w),
        IntBinOp::And => x & y,
        IntBinOp::Or => x | y,
        IntBinOp::Xor => x ^ y,
        // An in-range shift, as `narrow::binop` shifts it.
        IntBinOp::Shl if y < w as u64 => (x << y) & narrow::mask(w),
        IntBinOp::ShrU if y < w as u64 => x >> y,
        _ => narrow::binop(op, x, y, w).ok()?,
    })
}

/// What an integer resize the fast path runs (`index_cast[ui]`, `extsi`,
/// `extui`, `trunci` to at most 64 bits) does: whether it sign-extends,
/// the result's width, and whether the result is an `index`.
#[inline(always)]
pub(super) fn resize_kind(op: CastOp, to: ScalarType) -> Option<(bool, u32, bool)> {
    let signed = match op {
        CastOp::ExtSI | CastOp::IndexCast => true,
        CastOp::ExtUI | CastOp::TruncI | CastOp::IndexCastUI => false,
        _ => return None,
    };
    match to {
        ScalarType::Int(w) if w <= 64 => Some((signed, w, false)),
        ScalarType::Index => Some((signed, 64, true)),
        _ => None,
    }
}

/// `x op y` on two float scalars as [`float_binop_scalar`] computes it
/// (the four arithmetic ops on `f32` and `f64` inline); `None` where it
/// fails (the general path reports it).
#[inline(always)]
pub(super) fn float_op(op: FloatBinOp, x: Scalar, y: Scalar) -> Option<Scalar> {
    match arith_f(op, x, y) {
        Some(r) => Some(r),
        None => float_binop_scalar(op, x, y).ok(),
    }
}

/// `a op b` for the four arithmetic ops on two `f32` or two `f64`, as
/// [`float_binop_scalar`] computes it (a NaN that no operand carried becomes
/// the quiet NaN in force, [`nan`]); `None` for anything else.
#[inline(always)]
fn arith_f(op: FloatBinOp, a: Scalar, b: Scalar) -> Option<Scalar> {
    use FloatBinOp::{Add, Div, Mul, Sub};
    Some(match (a, b) {
        (Scalar::F32(x), Scalar::F32(y)) => {
            let r = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                Div => x / y,
                _ => return None,
            };
            let fresh = r.is_nan() && !x.is_nan() && !y.is_nan();
            Scalar::F32(if fresh { nan::nan_f32() } else { r })
        }
        (Scalar::F64(x), Scalar::F64(y)) => {
            let r = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                Div => x / y,
                _ => return None,
            };
            let fresh = r.is_nan() && !x.is_nan() && !y.is_nan();
            Scalar::F64(if fresh { nan::nan_f64() } else { r })
        }
        _ => return None,
    })
}

/// The little-endian number in `bytes` (1, 2, 4 or 8 of them; `None` for
/// another length), with fixed-size copies rather than a `memcpy` call.
#[inline(always)]
pub(super) fn read_le(bytes: &[u8]) -> Option<u64> {
    Some(match bytes.len() {
        8 => u64::from_le_bytes(bytes.try_into().ok()?),
        4 => u32::from_le_bytes(bytes.try_into().ok()?) as u64,
        2 => u16::from_le_bytes(bytes.try_into().ok()?) as u64,
        1 => bytes[0] as u64,
        _ => return None,
    })
}

/// Writes the low `out.len()` bytes of `v`, little-endian, as
/// [`crate::runtime::memory::encode`] does for a scalar.
#[inline(always)]
pub(super) fn write_le(out: &mut [u8], v: u64) {
    match out.len() {
        8 => out.copy_from_slice(&v.to_le_bytes()),
        4 => out.copy_from_slice(&(v as u32).to_le_bytes()),
        2 => out.copy_from_slice(&(v as u16).to_le_bytes()),
        n => out.copy_from_slice(&v.to_le_bytes()[..n]),
    }
}
