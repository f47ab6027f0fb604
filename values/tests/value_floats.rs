//! `f16` and `bf16` rounding against independent references:
//!
//! * arithmetic: computing in `f32` and rounding with `half`'s
//!   `from_f32` is also a correct single rounding (`24 >= 2p + 2`), by a
//!   different route than ours (`f64` + round-to-odd);
//! * conversions (`sitofp`, `uitofp`, `truncf`): an exact check with
//!   big integers that the result is the nearest value of the type, ties to
//!   an even significand, overflowing to infinity past `max + ulp/2`.

use half::{bf16, f16};
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use proptest::prelude::*;
use rmlir_ir::registry::{CastOp, FloatBinOp, UnaryOp};
use rmlir_ir::types::FloatKind;
use rmlir_values::value::{self, Scalar, ScalarType, Value};

/// `x * 2^1100` as an exact integer (every finite `f64` becomes integral).
fn scaled(x: f64) -> BigInt {
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mant, exp) = if e == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, e - 1075)
    };
    let v = BigInt::from(mant) << (exp + 1100) as usize;
    if x.is_sign_negative() {
        -v
    } else {
        v
    }
}

/// The value of the 16-bit pattern `m` (sign clear) of `kind`, as f64.
fn half_value(kind: FloatKind, m: u16) -> f64 {
    match kind {
        FloatKind::F16 => f16::from_bits(m).to_f64(),
        _ => bf16::from_bits(m).to_f64(),
    }
}

/// Checks that the pattern `r` of `kind` is the round-to-nearest-even of
/// the exact value `x` (scaled by 2^1100).
fn is_nearest(kind: FloatKind, x: &BigInt, r: u16) -> Result<(), String> {
    is_nearest_scaled(kind, x, r, 0)
}

/// As [`is_nearest`], for `x` scaled by `2^(1100 + extra)`.
fn is_nearest_scaled(kind: FloatKind, x: &BigInt, r: u16, extra: usize) -> Result<(), String> {
    let scaled = |v: f64| scaled(v) << extra;
    let (inf, big) = match kind {
        FloatKind::F16 => (0x7C00u16, 65536.0),
        _ => (0x7F80u16, 2f64.powi(128)),
    };
    let m = r & 0x7FFF;
    if !x.is_zero() && (r & 0x8000 != 0) != x.is_negative() {
        return Err(format!("sign of {r:#x}"));
    }
    let xa = x.abs();
    if m == inf {
        let max = scaled(half_value(kind, inf - 1));
        return if &xa * 2 >= max + scaled(big) {
            Ok(())
        } else {
            Err("overflowed early".into())
        };
    }
    let here = (&xa - scaled(half_value(kind, m))).abs();
    let next = if m + 1 == inf {
        scaled(big)
    } else {
        scaled(half_value(kind, m + 1))
    };
    let d_next = (&xa - next).abs();
    let d_prev = if m == 0 {
        here.clone() + 1
    } else {
        (&xa - scaled(half_value(kind, m - 1))).abs()
    };
    let best = here <= d_next && here <= d_prev;
    let tie = here == d_next || here == d_prev;
    let ok = best && (!tie || m & 1 == 0);
    if ok {
        Ok(())
    } else {
        Err(format!("{r:#x} is not nearest"))
    }
}

fn bits16(v: &Value) -> u16 {
    v.as_scalar().and_then(|s| s.float_bits()).unwrap() as u16
}

const KINDS: [FloatKind; 2] = [FloatKind::F16, FloatKind::BF16];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn half_arithmetic_matches_f32_route(a in any::<u16>(), b in any::<u16>()) {
        use FloatBinOp::*;
        for op in [Add, Sub, Mul, Div] {
            let f32_op = |x: f32, y: f32| match op { Add => x + y, Sub => x - y, Mul => x * y, _ => x / y };
            let (x, y) = (f16::from_bits(a), f16::from_bits(b));
            let ours = value::float_binop(op, &Scalar::F16(x).into(), &Scalar::F16(y).into()).unwrap();
            let want = f16::from_f32(f32_op(x.to_f32(), y.to_f32()));
            prop_assert!(bits16(&ours) == want.to_bits() || (want.is_nan() && bits16(&ours) & 0x7C00 == 0x7C00),
                "{:?} f16 {:#x} {:#x}: {:#x} vs {:#x}", op, a, b, bits16(&ours), want.to_bits());
            let (x, y) = (bf16::from_bits(a), bf16::from_bits(b));
            let ours = value::float_binop(op, &Scalar::BF16(x).into(), &Scalar::BF16(y).into()).unwrap();
            let want = bf16::from_f32(f32_op(x.to_f32(), y.to_f32()));
            prop_assert!(bits16(&ours) == want.to_bits() || (want.is_nan() && bits16(&ours) & 0x7F80 == 0x7F80),
                "{:?} bf16 {:#x} {:#x}: {:#x} vs {:#x}", op, a, b, bits16(&ours), want.to_bits());
        }
        let x = bf16::from_bits(a);
        let ours = value::unary(UnaryOp::Sqrt, &Scalar::BF16(x).into()).unwrap();
        let want = bf16::from_f32(x.to_f32().sqrt());
        prop_assert!(bits16(&ours) == want.to_bits() || want.is_nan(), "sqrt bf16 {:#x}", a);
    }

    #[test]
    fn truncf_is_nearest(bits in any::<u64>(), small in -80.0f64..80.0) {
        for x in [f64::from_bits(bits), small, small * 1e-6, small * 1e36] {
            if x.is_nan() || x.is_infinite() {
                continue;
            }
            for k in KINDS {
                let r = value::cast(CastOp::TruncF, &Scalar::F64(x).into(), ScalarType::Float(k)).unwrap();
                prop_assert_eq!(is_nearest(k, &scaled(x), bits16(&r)), Ok(()), "{:e} to {:?}", x, k);
            }
        }
    }

    #[test]
    fn int_to_half_is_nearest(limbs in prop::collection::vec(any::<u64>(), 16), w in prop::sample::select(vec![7u32, 13, 33, 64, 65, 128, 129, 1000]), cut in 0u32..1000) {
        let v = Value::from_wide(rmlir_values::value::WideInt::from_limbs(w, &limbs));
        // Shift right by a random amount so magnitudes near f16/bf16 range occur.
        let v = value::int_binop(rmlir_ir::registry::IntBinOp::ShrS, &v, &Value::int(w, (cut % w) as u128, false)).unwrap();
        for (op, signed) in [(CastOp::SIToFP, true), (CastOp::UIToFP, false)] {
            let exact = v.to_bigint(signed).unwrap() << 1100usize;
            for k in KINDS {
                let r = value::cast(op, &v, ScalarType::Float(k)).unwrap();
                prop_assert_eq!(is_nearest(k, &exact, bits16(&r)), Ok(()), "{:?} {} to {:?}", op, v.to_bigint(signed).unwrap(), k);
            }
        }
    }

    #[test]
    fn truncf_near_midpoints_is_nearest(m in 0u16..0x7BFF, k in -3i64..=3, neg in any::<bool>()) {
        // The midpoint of two neighbours, nudged by k f64 ulps: where a
        // double rounding through f32 would go wrong.
        for kind in KINDS {
            let m = if kind == FloatKind::BF16 { m.min(0x7F7E) } else { m };
            let mid = (half_value(kind, m) + half_value(kind, m + 1)) / 2.0;
            let x = f64::from_bits((mid.to_bits() as i64 + k) as u64);
            let x = if neg { -x } else { x };
            let r = value::cast(CastOp::TruncF, &Scalar::F64(x).into(), ScalarType::Float(kind)).unwrap();
            prop_assert_eq!(is_nearest(kind, &scaled(x), bits16(&r)), Ok(()), "{:e} to {:?}", x, kind);
        }
    }

    #[test]
    fn int_near_midpoints_to_half_is_nearest(m in 0u64..(1 << 11), s in 0usize..140, k in -2i64..=2, neg in any::<bool>()) {
        for (kind, p) in [(FloatKind::F16, 11u32), (FloatKind::BF16, 8)] {
            let m = (m >> (11 - p)) | (1 << (p - 1));
            let x: BigInt = ((BigInt::from(2 * m + 1) << s) + k) * if neg { -1 } else { 1 };
            for w in [64u32, 128, 1000] {
                if x.bits() + 1 >= w as u64 {
                    continue;
                }
                let v = Value::from_bigint(w, &x);
                let r = value::cast(CastOp::SIToFP, &v, ScalarType::Float(kind)).unwrap();
                prop_assert_eq!(is_nearest(kind, &(x.clone() << 1100usize), bits16(&r)), Ok(()), "{} to {:?}", x, kind);
            }
        }
    }

    #[test]
    fn half_fma_is_nearest(a in any::<u16>(), b in any::<u16>(), c in any::<u16>()) {
        for kind in KINDS {
            let val = |m: u16| Value::float_from_bits(kind, m as u128).unwrap();
            let f = |m: u16| half_value(kind, m & 0x7FFF) * if m & 0x8000 != 0 { -1.0 } else { 1.0 };
            let (x, y, z) = (f(a), f(b), f(c));
            if !(x * y + z).is_finite() || (x * y + z).is_nan() {
                continue;
            }
            let exact = scaled(x) * scaled(y) + (scaled(z) << 1100usize);
            let r = bits16(&value::fma(&val(a), &val(b), &val(c)).unwrap());
            if exact.is_zero() {
                continue; // the sign of an exact zero sum is not a rounding question
            }
            prop_assert_eq!(is_nearest_scaled(kind, &exact, r, 1100), Ok(()), "fma {:?} {} {} {}", kind, x, y, z);
        }
    }

    #[test]
    fn bf16_fma_near_midpoints_is_nearest(m in 0x0100u16..0x7E00, e in 1i32..120, neg in any::<bool>()) {
        // a = 1.1b * 2^k and b = 1 + 2^-7 give a * b = 1.1000001|1b * 2^k:
        // exactly a bf16 midpoint. A tiny c (2^-e relative) then decides
        // the rounding, which an f64 fma would lose.
        let kind = FloatKind::BF16;
        let a = (m & 0x7F80) | 0x0040;
        let b = 0x3F81u16; // 1 + 2^-7
        let tiny = half_value(kind, a) * 2f64.powi(-e) * if neg { -1.0 } else { 1.0 };
        let c = bf16::from_f64(tiny).to_bits();
        let (x, y, z) = (half_value(kind, a), half_value(kind, b), bf16::from_bits(c).to_f64());
        let exact = scaled(x) * scaled(y) + (scaled(z) << 1100usize);
        let val = |m: u16| Value::float_from_bits(kind, m as u128).unwrap();
        let r = bits16(&value::fma(&val(a), &val(b), &val(c)).unwrap());
        prop_assert_eq!(is_nearest_scaled(kind, &exact, r, 1100), Ok(()), "fma {} {} {}", x, y, z);
    }
}
