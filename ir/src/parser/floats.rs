//! Float literals to raw bit patterns, for the Builtin dialect's
//! `FloatAttr` (`000_…`, "FloatAttr"): every `FloatKind` is stored as its
//! own encoding.
//!
//! `f32` and `f64` are parsed straight from the decimal text (correctly
//! rounded by Rust's parser); `f16`/`bf16` go through `half`; the small
//! formats (fp8, fp6, fp4, tf32) round the `f64` value to nearest-even in
//! [`encode_small`]. `f80` and `f128` are built from the `f64` value, so a
//! literal with more precision than `f64` loses it, as in mlir-opt 22,
//! whose parser reads every decimal literal through `f64`
//! (`1.00000000000000000011 : f80` is 1.0 in both tools).

use crate::types::{FloatKind, SmallFloat as Format, SmallSpecial as Special};

/// The encoding of `value` (decimal text `text`, sign already applied to
/// `value` and given as `neg`) in `kind`.
pub(crate) fn float_bits(kind: FloatKind, text: &str, neg: bool) -> Option<u128> {
    let mag: f64 = text.parse().ok()?;
    let v = if neg { -mag } else { mag };
    Some(match kind {
        FloatKind::F64 => v.to_bits() as u128,
        FloatKind::F32 => {
            let m: f32 = text.parse().ok()?;
            (if neg { -m } else { m }).to_bits() as u128
        }
        FloatKind::F16 => half::f16::from_f64(v).to_bits() as u128,
        FloatKind::BF16 => half::bf16::from_f64(v).to_bits() as u128,
        FloatKind::F80 => encode_f80(v),
        FloatKind::F128 => encode_f128(v),
        _ => encode_small(kind, v)? as u128,
    })
}

/// Sign, unbiased exponent and 53-bit significand (with the leading one)
/// of a finite non-zero `f64`: `|v| = sig * 2^(exp - 52)`.
fn decompose(v: f64) -> (bool, i32, u64) {
    let bits = v.to_bits();
    let sign = bits >> 63 == 1;
    let e = ((bits >> 52) & 0x7FF) as i32;
    let m = bits & ((1 << 52) - 1);
    if e == 0 {
        // Subnormal: normalise.
        let shift = m.leading_zeros() as i32 - 11;
        return (sign, -1022 - shift, m << shift);
    }
    (sign, e - 1023, m | (1 << 52))
}

/// `f64` to the x87 80-bit format (explicit integer bit); exact.
fn encode_f80(v: f64) -> u128 {
    let sign = (v.is_sign_negative() as u128) << 79;
    if v == 0.0 {
        return sign;
    }
    if v.is_infinite() {
        return sign | (0x7FFF << 64) | (1 << 63);
    }
    if v.is_nan() {
        return (0x7FFF << 64) | (0b11 << 62);
    }
    let (_, e, sig) = decompose(v);
    let exp = (e + 16383) as u128;
    sign | (exp << 64) | ((sig as u128) << 11)
}

/// `f64` to IEEE binary128; exact.
fn encode_f128(v: f64) -> u128 {
    let sign = (v.is_sign_negative() as u128) << 127;
    if v == 0.0 {
        return sign;
    }
    if v.is_infinite() {
        return sign | (0x7FFF << 112);
    }
    if v.is_nan() {
        return (0x7FFF << 112) | (1 << 111);
    }
    let (_, e, sig) = decompose(v);
    let exp = (e + 16383) as u128;
    sign | (exp << 112) | (((sig as u128) & ((1 << 52) - 1)) << 60)
}

/// Rounds `v` to nearest-even in a small format and returns the encoding.
fn encode_small(kind: FloatKind, v: f64) -> Option<u32> {
    let f = kind.small_layout()?;
    let sign_bit = 1u32 << (f.exp_bits + f.man_bits);
    let neg = v.is_sign_negative();
    if v.is_nan() {
        return Some(nan(f, sign_bit));
    }
    let mag = if v.is_infinite() && f.special == Special::FiniteOnly {
        // A literal past f64's range is infinity, which the formats
        // without infinity or NaN hold as zero bits in mlir-opt 22 (it
        // then prints `0x0`, having kept the infinity beside them).
        0
    } else if v.is_infinite() {
        overflow(f, sign_bit)
    } else {
        round_magnitude(f, v.abs(), sign_bit)
    };
    let sign = if neg && f.special != Special::Unsigned {
        sign_bit
    } else {
        0
    };
    if f.special == Special::Fnuz && mag == 0 {
        return Some(0);
    }
    // The FNUZ NaN has no sign to add (it is the sign bit); an `FN`
    // format's NaN takes the literal's sign, as mlir-opt 22 applies it
    // after rounding the magnitude (`-1000.0 : f8E4M3FN` is 0xFF).
    if mag == nan(f, sign_bit) && f.special == Special::Fnuz {
        return Some(mag);
    }
    Some(sign | mag)
}

fn nan(f: Format, sign_bit: u32) -> u32 {
    let all = (1u32 << (f.exp_bits + f.man_bits)) - 1;
    match f.special {
        Special::Ieee => (all >> f.man_bits << f.man_bits) | (1 << (f.man_bits.max(1) - 1)),
        Special::FiniteNan => all,
        Special::Fnuz => sign_bit,
        Special::FiniteOnly => all,
        Special::Unsigned => 0xFF,
    }
}

/// The largest finite magnitude's encoding.
fn max_finite(f: Format) -> u32 {
    let all = (1u32 << (f.exp_bits + f.man_bits)) - 1;
    match f.special {
        Special::Ieee => (all >> f.man_bits << f.man_bits) - 1,
        Special::FiniteNan => all - 1,
        Special::Fnuz | Special::FiniteOnly => all,
        Special::Unsigned => 0xFE,
    }
}

/// What an out-of-range magnitude becomes: infinity, NaN or saturation.
fn overflow(f: Format, sign_bit: u32) -> u32 {
    match f.special {
        Special::Ieee => max_finite(f) + 1,
        Special::FiniteNan | Special::Fnuz | Special::Unsigned => nan(f, sign_bit),
        Special::FiniteOnly => max_finite(f),
    }
}

fn round_magnitude(f: Format, a: f64, sign_bit: u32) -> u32 {
    // `E8M0FNU`'s zero field is the number 2^-127, not a subnormal's
    // exponent, and it is also what zero and anything below rounds to (it
    // has no zero): 0.88e-38 reads as 2^-127, 0.9e-38 as 2^-126.
    let unsigned = f.special == Special::Unsigned;
    let emin = if unsigned { -f.bias } else { 1 - f.bias };
    if a == 0.0 {
        return 0;
    }
    let (_, e, _) = decompose(a);
    if unsigned && e < emin {
        return 0;
    }
    let q = e.max(emin) - f.man_bits as i32;
    let n = (a * 2f64.powi(-q)).round_ties_even();
    if !n.is_finite() || n > (u32::MAX >> 1) as f64 {
        return overflow(f, sign_bit);
    }
    let n = n as u32;
    let bits = if e < emin {
        n
    } else {
        (((e + f.bias) as u32) << f.man_bits) + n - (1 << f.man_bits)
    };
    if f.special == Special::Unsigned {
        // No subnormals or zero: the smallest value is 2^-127, 0xFF is NaN.
        return bits.min(0xFF);
    }
    if bits > max_finite(f) {
        return overflow(f, sign_bit);
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn bits(kind: FloatKind, s: &str) -> u128 {
        let neg = s.starts_with('-');
        float_bits(kind, s.trim_start_matches('-'), neg).unwrap()
    }

    /// Every number of every small format prints in decimal (as
    /// mlir-opt does) and reads back as the same bits; only the NaNs and
    /// infinities print in hex. Also pins a few texts mlir-opt 22 prints.
    #[test]
    fn small_formats_print_decimals_that_read_back() {
        let print = |kind, b| {
            let mut s = String::new();
            crate::printer::float::write_float(&mut s, kind, b);
            s
        };
        for kind in FloatKind::ALL
            .into_iter()
            .filter(|k| k.small_layout().is_some())
        {
            for b in 0..1u128 << kind.width() {
                let text = print(kind, b);
                if text.starts_with("0x") {
                    continue;
                }
                let (neg, mag) = (text.starts_with('-'), text.trim_start_matches('-'));
                let got = float_bits(kind, mag, neg);
                // FNUZ formats have no -0: "-0.0" reads as +0, and 0x80 is NaN.
                assert_eq!(got, Some(b), "{} {b:#x} printed {text}", kind.keyword());
            }
        }
        assert_eq!(print(F8E4M3FN, 0x1D), "1.015630e-01");
        assert_eq!(print(F8E8M0FNU, 0x01), "1.175490e-38");
        assert_eq!(print(F4E2M1FN, 0xF), "-6.000000e+00");
        assert_eq!(print(F4E2M1FN, 0x8), "-0.000000e+00");
        assert_eq!(print(F8E5M2, 0x7C), "0x7C");
        assert_eq!(print(F8E4M3FNUZ, 0x80), "0x80");
    }

    #[test]
    fn small_formats_match_their_tables() {
        // F8E4M3FN: 1.0 = 0 0111 000; 448 = 0 1111 110 (max); 0.5 = 0 0110 000.
        assert_eq!(bits(F8E4M3FN, "1.0"), 0x38);
        assert_eq!(bits(F8E4M3FN, "448.0"), 0x7E);
        assert_eq!(bits(F8E4M3FN, "-0.5"), 0xB0);
        // Overflow in FN gives NaN (all ones, sign kept).
        assert_eq!(bits(F8E4M3FN, "1000.0"), 0x7F);
        assert_eq!(bits(F8E4M3FN, "-1000.0"), 0xFF);
        // F8E5M2: 1.0 = 0 01111 00 = 0x3C; 65536 overflows to inf 0x7C.
        assert_eq!(bits(F8E5M2, "1.0"), 0x3C);
        assert_eq!(bits(F8E5M2, "65536.0"), 0x7C);
        // Smallest F8E5M2 subnormal is 2^-16 = 0x01; half of it ties to even 0.
        assert_eq!(bits(F8E5M2, "0.0000152587890625"), 0x01);
        assert_eq!(bits(F8E5M2, "0.00000762939453125"), 0x00);
        // FNUZ: -0.0 is +0; 1.0 with bias 8 is 0 1000 000 = 0x40.
        assert_eq!(bits(F8E4M3FNUZ, "-0.0"), 0x00);
        assert_eq!(bits(F8E4M3FNUZ, "1.0"), 0x40);
        // E2M1: 6.0 = 0 11 1 = 0x7; 1.5 = 0 01 1 = 0x3; 0.5 is subnormal 0x1.
        assert_eq!(bits(F4E2M1FN, "6.0"), 0x7);
        assert_eq!(bits(F4E2M1FN, "1.5"), 0x3);
        assert_eq!(bits(F4E2M1FN, "0.5"), 0x1);
        // Past f64's range (infinity) it is zero with the literal's sign;
        // a large finite literal saturates.
        let past_f64 = format!("1{}.0", "0".repeat(400));
        assert_eq!(bits(F4E2M1FN, &past_f64), 0x0);
        assert_eq!(bits(F4E2M1FN, &format!("-{past_f64}")), 0x8);
        assert_eq!(bits(F4E2M1FN, "1.0e10"), 0x7);
        // E8M0: 1.0 = 2^0 = 127. It has no sign: mlir-opt 22 rounds a
        // negative literal's magnitude (`dense<-1024.0>` prints 1.024000e+03).
        assert_eq!(bits(F8E8M0FNU, "1.0"), 127);
        assert_eq!(bits(F8E8M0FNU, "-1024.0"), 127 + 10);
        // Its field 0 is 2^-127; 2^-126 is 1. mlir-opt 22 reads 0.88e-38
        // (0.749 * 2^-126) as 2^-127 and 0.9e-38 (0.766 * 2^-126) as 2^-126.
        assert_eq!(bits(F8E8M0FNU, "0.88e-38"), 0);
        assert_eq!(bits(F8E8M0FNU, "0.9e-38"), 1);
        assert_eq!(bits(F8E8M0FNU, "1.0e-60"), 0);
        // TF32 1.0: exponent 127 << 10.
        assert_eq!(bits(TF32, "1.0"), 127 << 10);
    }

    #[test]
    fn wide_formats_are_exact_from_f64() {
        assert_eq!(bits(F16, "1.0"), 0x3C00);
        assert_eq!(bits(BF16, "1.0"), 0x3F80);
        assert_eq!(bits(F32, "0.1"), 0.1f32.to_bits() as u128);
        // f80 1.0: exponent 16383, explicit integer bit.
        assert_eq!(bits(F80, "1.0"), (16383u128 << 64) | (1 << 63));
        assert_eq!(bits(F128, "1.0"), 16383u128 << 112);
        assert_eq!(bits(F128, "-2.0"), (1u128 << 127) | (16384u128 << 112));
    }
}
