//! IEEE 754 float semantics for `f16`, `bf16`, `f32` and `f64`, following
//! the `arith` and `math` dialects
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/>).
//!
//! `f32` and `f64` use the host's IEEE operations (round to nearest even).
//! `f16` and `bf16` are computed in `f64` and rounded once: for `+ - * /`
//! and `sqrt` this double rounding is exact because `53 >= 2p + 2` for
//! `p = 11` and `p = 8`; `remf` (C `fmod`) is exact anyway. `fma` is not
//! covered by that theorem, so the `f64` sum is made exact with TwoSum and
//! rounded *to odd* first; rounding to odd at 53 (then 24) bits followed by
//! rounding to nearest at `p <= 22` bits is a correct single rounding.
//! (For `f16` alone a plain `f64` fma would already be exact: the exact
//! `a * b + c` of finite-result `f16` operands spans at most 40 bits, so the
//! `f64` sum is exact. For `bf16`, whose exponent range is `f32`'s, it is
//! not: `3 * 1.0078125 - 2^-100` double-rounds; `value_spec.rs` pins it.)
//! `half`'s own `f64 -> f16/bf16` conversions are not used: they round via
//! `f32` or drop low bits, which double-rounds.
//!
//! The `math` library functions on `f16` and `bf16` are LLVM's promotion on
//! the host instead: extend to `f32`, call the `f32` function, round back.
//!
//! NaN: results that are NaN keep the NaN produced by the host (x86's default
//! NaN is negative, printed `-nan`, as upstream's JIT output on the same host).

use super::FloatPredicate;
use half::{bf16, f16};
use rmlir_vocab::{FloatBinOp, UnaryOp};

/// Rounds `x` to `f32` with round-to-odd: an inexact result gets an odd
/// significand. Used as the first step of correct double rounding.
pub fn f64_to_f32_odd(x: f64) -> f32 {
    let r = x as f32;
    if x.is_nan() || r as f64 == x || r.is_infinite() || r.to_bits() & 1 == 1 {
        return r;
    }
    let b = r.to_bits();
    // Step one ulp toward `x`: the bit pattern moves away from zero when
    // |x| > |r|, toward zero otherwise.
    let away = x.abs() > (r as f64).abs();
    f32::from_bits(if away { b + 1 } else { b - 1 })
}

/// Correctly rounded `f64 -> f16` (round to nearest even).
pub fn f64_to_f16(x: f64) -> f16 {
    f16::from_f32(f64_to_f32_odd(x))
}

/// Correctly rounded `f64 -> bf16` (round to nearest even).
pub fn f64_to_bf16(x: f64) -> bf16 {
    bf16::from_f32(f64_to_f32_odd(x))
}

/// `fma` in `f64` rounded to odd, exact enough to round once more to any
/// format of at most 22 significand bits whose operands are exact in `f64`
/// with products exact too (`f16`, `bf16`).
pub fn fma_f64_odd(a: f64, b: f64, c: f64) -> f64 {
    let p = a * b; // exact: at most 2 * 11 significand bits
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    // TwoSum: err is the exact rounding error of `p + c`.
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    // `s` is nonzero here (a sum that rounds to 0 is exact). Step one ulp
    // toward the exact value: away from zero when `err` has `s`'s sign.
    let away = (err > 0.0) == (s > 0.0);
    let bits = s.to_bits();
    f64::from_bits(if away { bits + 1 } else { bits - 1 })
}

/// `f64` binary operation; the other widths reuse it (see the module doc).
#[inline]
pub fn f64_binop(op: FloatBinOp, a: f64, b: f64) -> f64 {
    use FloatBinOp::*;
    match op {
        Add => a + b,
        Sub => a - b,
        Mul => a * b,
        Div => a / b,
        Rem => a % b,
        Maximum => maximum(a, b),
        Minimum => minimum(a, b),
        MaxNum => num_pick(a, b, maximum),
        MinNum => num_pick(a, b, minimum),
        Pow => a.powf(b),
        CopySign => a.copysign(b),
        Atan2 => a.atan2(b),
    }
}

/// `f32` binary operation, in `f32`.
#[inline]
pub fn f32_binop(op: FloatBinOp, a: f32, b: f32) -> f32 {
    use FloatBinOp::*;
    match op {
        Add => a + b,
        Sub => a - b,
        Mul => a * b,
        Div => a / b,
        Rem => a % b,
        // libm's `powf`, as the lowered `llvm.pow.f32` calls.
        Pow => a.powf(b),
        CopySign => a.copysign(b),
        Atan2 => a.atan2(b),
        _ => f64_binop(op, a as f64, b as f64) as f32,
    }
}

/// `f16` binary operation.
#[inline]
pub fn f16_binop(op: FloatBinOp, a: f16, b: f16) -> f16 {
    if let Some(r) = libm_binop_f32(op, a.to_f32(), b.to_f32()) {
        return f16::from_f32(r);
    }
    f64_to_f16(f64_binop(op, a.to_f64(), b.to_f64()))
}

/// `powf` and `atan2` on a narrow float, as LLVM lowers them on the host:
/// libm's `f32` function on the extended operands (rounded back by the
/// caller). `None` for the ops computed exactly in `f64`.
fn libm_binop_f32(op: FloatBinOp, a: f32, b: f32) -> Option<f32> {
    matches!(op, FloatBinOp::Pow | FloatBinOp::Atan2).then(|| f32_binop(op, a, b))
}

/// `bf16` binary operation.
#[inline]
pub fn bf16_binop(op: FloatBinOp, a: bf16, b: bf16) -> bf16 {
    if let Some(r) = libm_binop_f32(op, a.to_f32(), b.to_f32()) {
        return bf16::from_f32(r);
    }
    f64_to_bf16(f64_binop(op, a.to_f64(), b.to_f64()))
}

/// `maximumf`: NaN if either is NaN (the first NaN operand, quieted), and
/// `-0 < +0`.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return a + b;
    }
    if a == b {
        return if a.is_sign_negative() { b } else { a };
    }
    a.max(b)
}

/// `minimumf`: NaN if either is NaN, and `-0 < +0`.
fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return a + b;
    }
    if a == b {
        return if a.is_sign_negative() { a } else { b };
    }
    a.min(b)
}

/// `maxnumf`/`minnumf`: a NaN operand is ignored unless both are NaN;
/// zeros of opposite sign are ordered `-0 < +0` (IEEE 754-2019
/// `maximumNumber`; upstream leaves that case to the target).
fn num_pick(a: f64, b: f64, f: fn(f64, f64) -> f64) -> f64 {
    match (a.is_nan(), b.is_nan()) {
        (true, false) => b,
        (false, true) => a,
        _ => f(a, b),
    }
}

/// `f64` unary operation (`math` ops use the host's libm, as upstream).
/// Returns `None` for the integer ops (`absi`, `ctlz`, `cttz`, `ctpop`).
#[inline]
pub fn f64_unary(op: UnaryOp, a: f64) -> Option<f64> {
    use UnaryOp::*;
    Some(match op {
        NegF => -a,
        AbsF => a.abs(),
        Sqrt => a.sqrt(),
        Exp => a.exp(),
        Log => a.ln(),
        Tanh => a.tanh(),
        Ceil => a.ceil(),
        Floor => a.floor(),
        Round => a.round(),
        Exp2 => a.exp2(),
        Log2 => a.log2(),
        Log10 => a.log10(),
        Sin => a.sin(),
        Cos => a.cos(),
        Rsqrt => 1.0 / a.sqrt(),
        RoundEven => a.round_ties_even(),
        Trunc => a.trunc(),
        Tan => a.tan(),
        Atan => a.atan(),
        Asin => a.asin(),
        Acos => a.acos(),
        Sinh => a.sinh(),
        Cosh => a.cosh(),
        // `convert-math-to-llvm` expands these, rounding in the type.
        Expm1 => a.exp() - 1.0,
        Log1p => (1.0 + a).ln(),
        Cbrt | Acosh | Asinh | Atanh | Erf | Erfc => libm::f64(op, a)?,
        AbsI | Ctlz | Cttz | Ctpop | IsNan | IsInf | IsFinite | IsNormal => return None,
    })
}

/// `f32` unary operation, in `f32` (libm's `expf` etc., as upstream).
#[inline]
pub fn f32_unary(op: UnaryOp, a: f32) -> Option<f32> {
    use UnaryOp::*;
    Some(match op {
        NegF => -a,
        AbsF => a.abs(),
        Sqrt => a.sqrt(),
        Exp => a.exp(),
        Log => a.ln(),
        Tanh => a.tanh(),
        Ceil => a.ceil(),
        Floor => a.floor(),
        Round => a.round(),
        Exp2 => a.exp2(),
        Log2 => a.log2(),
        Log10 => a.log10(),
        Sin => a.sin(),
        Cos => a.cos(),
        Rsqrt => 1.0 / a.sqrt(),
        RoundEven => a.round_ties_even(),
        Trunc => a.trunc(),
        Tan => a.tan(),
        Atan => a.atan(),
        Asin => a.asin(),
        Acos => a.acos(),
        Sinh => a.sinh(),
        Cosh => a.cosh(),
        // `convert-math-to-llvm` expands these, rounding in the type.
        Expm1 => a.exp() - 1.0,
        Log1p => (1.0 + a).ln(),
        Cbrt | Acosh | Asinh | Atanh | Erf | Erfc => libm::f32(op, a)?,
        AbsI | Ctlz | Cttz | Ctpop | IsNan | IsInf | IsFinite | IsNormal => return None,
    })
}

/// The C library's math functions that Rust's `std` does not call (or
/// computes itself): `convert-math-to-libm` lowers these ops to calls of
/// exactly these symbols, so calling the same libm gives the same bits.
mod libm {
    use rmlir_vocab::UnaryOp;

    // `cbrt`/`cbrtf` are also defined by Rust's `compiler_builtins`, whose
    // results differ from glibc's by an ulp on some inputs, and the link
    // binds those names to it; `cbrtf32x`/`cbrtf32` are glibc's own
    // aliases of the same two functions (ISO/IEC TS 18661-3 names).
    //
    // SAFETY: these are the C99 `<math.h>` functions, pure on plain floats
    // (no pointers, no global state beyond `errno`, which nothing reads).
    unsafe extern "C" {
        #[link_name = "cbrtf32x"]
        fn cbrt(x: f64) -> f64;
        fn acosh(x: f64) -> f64;
        fn asinh(x: f64) -> f64;
        fn atanh(x: f64) -> f64;
        fn erf(x: f64) -> f64;
        fn erfc(x: f64) -> f64;
        #[link_name = "cbrtf32"]
        fn cbrtf(x: f32) -> f32;
        fn acoshf(x: f32) -> f32;
        fn asinhf(x: f32) -> f32;
        fn atanhf(x: f32) -> f32;
        fn erff(x: f32) -> f32;
        fn erfcf(x: f32) -> f32;
    }

    /// `op` by libm's double-precision function, `None` if it has none here.
    pub fn f64(op: UnaryOp, a: f64) -> Option<f64> {
        let f: unsafe extern "C" fn(f64) -> f64 = match op {
            UnaryOp::Cbrt => cbrt,
            UnaryOp::Acosh => acosh,
            UnaryOp::Asinh => asinh,
            UnaryOp::Atanh => atanh,
            UnaryOp::Erf => erf,
            UnaryOp::Erfc => erfc,
            _ => return None,
        };
        // SAFETY: see the extern block; the call takes and returns a float.
        Some(unsafe { f(a) })
    }

    /// `op` by libm's single-precision function, `None` if it has none here.
    pub fn f32(op: UnaryOp, a: f32) -> Option<f32> {
        let f: unsafe extern "C" fn(f32) -> f32 = match op {
            UnaryOp::Cbrt => cbrtf,
            UnaryOp::Acosh => acoshf,
            UnaryOp::Asinh => asinhf,
            UnaryOp::Atanh => atanhf,
            UnaryOp::Erf => erff,
            UnaryOp::Erfc => erfcf,
            _ => return None,
        };
        // SAFETY: see the extern block; the call takes and returns a float.
        Some(unsafe { f(a) })
    }
}

/// Evaluates a `cmpf` predicate.
#[inline]
pub fn float_cmp(pred: FloatPredicate, a: f64, b: f64) -> bool {
    pred.holds(a.partial_cmp(&b))
}
