//! Conversions between integers and floats: `sitofp`, `uitofp`, `fptosi`,
//! `fptoui`, `extf`, `truncf` (<https://mlir.llvm.org/docs/Dialects/ArithOps/>).
//!
//! * Integer to float rounds to nearest even, once, for every width: the
//!   magnitude is first cut to 64 (or 24) significant bits rounded *to odd*,
//!   which a second rounding to the target's precision turns into the
//!   correctly rounded result.
//! * Float to integer truncates toward zero. Upstream makes NaN and
//!   out-of-range inputs poison; here they are defined as LLVM's
//!   `fpto[su]i.sat` (and Rust's `as`) define them: NaN gives 0, values
//!   beyond the range saturate to the type's minimum or maximum.
//! * `extf` is exact; `truncf` rounds to nearest even (NaN stays NaN with its
//!   sign).

use super::float::{f64_to_bf16, f64_to_f16};
pub use super::scalar::{float_from_bits, float_from_f64};
use super::wide::WideInt;
use super::{Scalar, ValueError};
use rmlir_ir::types::FloatKind;

/// Rounds an unsigned magnitude `m * 2^shift` to `kind`, negated if `neg`.
/// `m` carries a sticky bit in its LSB when bits below it were dropped.
fn round_magnitude(m: u128, shift: u32, neg: bool, kind: FloatKind) -> Result<Scalar, ValueError> {
    let scale = |x: f64| x * 2f64.powi(shift as i32);
    let sign = |x: f64| if neg { -x } else { x };
    Ok(match kind {
        FloatKind::F64 => Scalar::F64(sign(scale(odd_cut(m, 64) as f64))),
        FloatKind::F32 => Scalar::F32(sign(scale(odd_cut(m, 64) as f32 as f64)) as f32),
        FloatKind::F16 => Scalar::F16(f64_to_f16(sign(scale(odd_cut(m, 24) as f64)))),
        FloatKind::BF16 => Scalar::BF16(f64_to_bf16(sign(scale(odd_cut(m, 24) as f64)))),
        k => float_from_f64(sign(scale(odd_cut(m, 24) as f64)), k)?,
    })
}

/// Rounds `m` to odd at `bits` significant bits, keeping its scale: the
/// dropped low bits are cleared and, if any was set, the lowest kept bit is
/// set (the sticky bit).
fn odd_cut(m: u128, bits: u32) -> u128 {
    let drop = cut_shift(m, bits);
    if drop == 0 {
        return m;
    }
    let sticky = m & ((1u128 << drop) - 1) != 0;
    ((m >> drop) | sticky as u128) << drop
}

fn cut_shift(m: u128, bits: u32) -> u32 {
    (128 - m.leading_zeros()).saturating_sub(bits)
}

/// `sitofp`/`uitofp` of a `width`-bit value held in a `u128` (`width <= 128`).
pub fn u128_to_float(
    x: u128,
    width: u32,
    signed: bool,
    kind: FloatKind,
) -> Result<Scalar, ValueError> {
    let neg = signed && (x >> (width - 1)) & 1 == 1;
    // For MIN, the negation wraps to MIN itself, whose unsigned reading
    // `2^(width-1)` is the magnitude wanted.
    let m = if neg {
        x.wrapping_neg() & mask128(width)
    } else {
        x
    };
    round_magnitude(m, 0, neg, kind)
}

fn mask128(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `sitofp`/`uitofp` of a wide integer.
pub fn wide_to_float(x: &WideInt, signed: bool, kind: FloatKind) -> Result<Scalar, ValueError> {
    let neg = signed && x.is_negative();
    let m = if neg { x.neg() } else { x.clone() };
    // For MIN, `neg` wraps to MIN: read it unsigned, which is its magnitude.
    let len = m.bit_len();
    if len <= 128 {
        return round_magnitude(m.low_u128(), 0, neg, kind);
    }
    if len > 1100 {
        let inf = if neg {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        return float_from_f64(inf, kind);
    }
    let shift = len - 128;
    let top = m.lshr(shift);
    let sticky = m.bits()[..shift as usize].any();
    round_magnitude(top.low_u128() | sticky as u128, shift, neg, kind)
}

/// `fptosi`/`fptoui` to a width of at most 128 bits, saturating (NaN → 0).
/// The result is the zero-extended `width`-bit pattern.
pub fn f64_to_u128(x: f64, width: u32, signed: bool) -> u128 {
    if signed {
        let max = (mask128(width) >> 1) as i128;
        let min = -max - 1;
        ((x as i128).clamp(min, max) as u128) & mask128(width)
    } else {
        (x as u128).min(mask128(width))
    }
}

/// `fptosi`/`fptoui` to any width, saturating (NaN → 0).
pub fn f64_to_wide(x: f64, width: u32, signed: bool) -> WideInt {
    if width <= 128 {
        return WideInt::from_u128(width, f64_to_u128(x, width, signed), false);
    }
    let t = x.trunc();
    if t.is_nan() || t == 0.0 || (!signed && t < 0.0) {
        return WideInt::zero(width);
    }
    let limit = if signed { width - 1 } else { width };
    let (mant, exp) = decompose(t.abs());
    let len = ((64 - mant.leading_zeros()) as i32 + exp) as u32;
    let min_ok = signed && t < 0.0 && len == width && mant.is_power_of_two();
    if t.is_infinite() || (len > limit && !min_ok) {
        return saturated(width, signed, t < 0.0);
    }
    let mag = WideInt::from_u128(width, mant as u128, false);
    let mag = if exp >= 0 {
        mag.shl(exp as u32)
    } else {
        mag.lshr((-exp) as u32)
    };
    if signed && t < 0.0 && !mag.is_negative() {
        mag.neg()
    } else {
        mag
    }
}

fn saturated(width: u32, signed: bool, neg: bool) -> WideInt {
    let ones = WideInt::zero(width).not();
    match (signed, neg) {
        (false, _) => ones,
        (true, false) => ones.lshr(1),
        (true, true) => ones.lshr(1).not(),
    }
}

/// Splits a finite positive integral `x` into `mant * 2^exp`.
fn decompose(x: f64) -> (u64, i32) {
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if e == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), e - 1075)
    }
}
