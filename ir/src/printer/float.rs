//! Float literals printed as upstream's `printFloatValue` does (MLIR
//! `AsmPrinter.cpp`, Language Reference "Floating Point Literals"), one rule
//! for every float type:
//!
//! 1. LLVM's `APFloat::toString(6, 0, false)`: six significant digits in
//!    scientific form padded to `d.dddddde±XX` (`1.000000e+00`), if reading
//!    that text back in the value's own format (APFloat's exact decimal
//!    conversion, round to nearest even) gives the very same value;
//! 2. otherwise `APFloat::toString()` with the default precision (`2 +
//!    p·59/196` digits for a `p`-bit significand: 17 for `f64`, 21 for
//!    `f80`, 36 for `f128`), if that text has a `.` (`0.30000000000000004`);
//! 3. otherwise the bit pattern in hex (`0x419D6F3454000000`), as for NaN and
//!    infinities.
//!
//! Step 1's check is exact: the six-digit decimal must fall inside the
//! value's rounding interval. Upstream's parser reads a decimal literal
//! through `f64` for every float type, so an `f80`/`f128` value with more
//! precision than `f64` prints (step 2) as a decimal that neither tool reads
//! back to the same bits; values that came from a decimal literal always do.
//! An `f80` pattern APFloat takes for a NaN (an unnormal: exponent field
//! neither 0 nor all ones with the integer bit clear) prints with the
//! all-ones exponent, as APFloat re-encodes it.

use crate::types::{FloatKind, SmallFloat, SmallSpecial};
use num_bigint::BigUint;

/// Appends `bits`, a value of float kind `kind`, to `out`.
pub fn write_float(out: &mut String, kind: FloatKind, bits: u128) {
    let bits = bits & mask(kind.width());
    match finite(kind, bits).map(|v| decimal_form(&v)) {
        Some(Some(text)) => out.push_str(&text),
        Some(None) => write_hex(out, bits),
        None if kind == FloatKind::F80 => write_hex(out, bits | 0x7FFF << 64),
        None => write_hex(out, bits),
    }
}

/// A finite value `(-1)^neg * sig * 2^exp` of a format whose significand
/// has `precision` bits and whose smallest quantum is `2^min_exp` (the
/// exponent of its subnormals, or of its smallest binade).
#[derive(Copy, Clone, Debug)]
struct Finite {
    neg: bool,
    sig: u128,
    exp: i64,
    precision: u32,
    min_exp: i64,
}

/// `bits` of `kind` as a finite value; `None` for NaN and infinity.
fn finite(kind: FloatKind, bits: u128) -> Option<Finite> {
    if kind == FloatKind::F80 {
        return x87_finite(bits);
    }
    if let Some(fmt) = IeeeFormat::of(kind) {
        let (neg, sig, exp) = decompose(fmt, bits)?;
        let bias = (1i64 << (fmt.exp_bits - 1)) - 1;
        let min_exp = 1 - bias - i64::from(fmt.frac_bits);
        return Some(Finite {
            neg,
            sig,
            exp,
            precision: fmt.precision(),
            min_exp,
        });
    }
    let layout = kind.small_layout()?;
    let (neg, sig, exp) = small_decompose(layout, bits)?;
    Some(Finite {
        neg,
        sig,
        exp,
        precision: layout.man_bits + 1,
        min_exp: 1 - i64::from(layout.bias) - i64::from(layout.man_bits),
    })
}

/// The x87 80-bit format (explicit integer bit) as APFloat reads it: the
/// all-ones exponent is infinity only with the significand `1.0`, and a
/// clear integer bit under any other non-zero exponent is a NaN; a zero
/// exponent field is `2^-16382` whether or not the integer bit is set.
fn x87_finite(bits: u128) -> Option<Finite> {
    let neg = bits >> 79 & 1 == 1;
    let exp_field = (bits >> 64 & 0x7FFF) as i64;
    let sig = bits & mask(64);
    let int_bit = sig >> 63 == 1;
    if exp_field == 0x7FFF || (exp_field != 0 && !int_bit) {
        return None;
    }
    let min_exp = 1 - 16383 - 63;
    Some(Finite {
        neg,
        sig,
        exp: exp_field.max(1) - 16383 - 63,
        precision: 64,
        min_exp,
    })
}

/// A small format's finite value split as `(-1)^neg * sig * 2^exp`;
/// `None` for NaN and infinity, which each format places in its own way.
fn small_decompose(layout: SmallFloat, bits: u128) -> Option<(bool, u128, i64)> {
    let (e, m) = (layout.exp_bits, layout.man_bits);
    let exp_field = (bits >> m) & mask(e);
    let frac = bits & mask(m);
    let sign_bit = bits >> (e + m) & 1 == 1;
    let special = match layout.special {
        SmallSpecial::Ieee | SmallSpecial::Unsigned => exp_field == mask(e),
        SmallSpecial::FiniteNan => exp_field == mask(e) && frac == mask(m),
        SmallSpecial::Fnuz => sign_bit && exp_field == 0 && frac == 0,
        SmallSpecial::FiniteOnly => false,
    };
    if special {
        return None;
    }
    let bias = i64::from(layout.bias);
    let neg = sign_bit && layout.special != SmallSpecial::Unsigned;
    // `E8M0FNU` has no subnormals: its zero field is `2^-127`.
    Some(
        match exp_field == 0 && layout.special != SmallSpecial::Unsigned {
            true => (neg, frac, 1 - bias - i64::from(m)),
            false => (neg, frac | 1 << m, exp_field as i64 - bias - i64::from(m)),
        },
    )
}

/// `0x` and the uppercase hex digits with no leading zeros (APInt's
/// C-literal form).
fn write_hex(out: &mut String, bits: u128) {
    use std::fmt::Write;
    let _ = write!(out, "0x{bits:X}");
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The layout of a binary IEEE-754 interchange format.
#[derive(Copy, Clone, Debug)]
struct IeeeFormat {
    /// Stored fraction bits.
    frac_bits: u32,
    /// Exponent field bits.
    exp_bits: u32,
}

impl IeeeFormat {
    fn of(kind: FloatKind) -> Option<Self> {
        let (frac_bits, exp_bits) = match kind {
            FloatKind::F16 => (10, 5),
            FloatKind::BF16 => (7, 8),
            FloatKind::F32 => (23, 8),
            FloatKind::F64 => (52, 11),
            FloatKind::F128 => (112, 15),
            _ => return None,
        };
        Some(IeeeFormat {
            frac_bits,
            exp_bits,
        })
    }
    fn width(self) -> u32 {
        1 + self.exp_bits + self.frac_bits
    }
    /// Significand bits including the implicit one (APFloat's precision).
    fn precision(self) -> u32 {
        self.frac_bits + 1
    }
}

/// A finite value split as `(-1)^neg * sig * 2^exp`; `None` for NaN/inf.
fn decompose(fmt: IeeeFormat, bits: u128) -> Option<(bool, u128, i64)> {
    let neg = (bits >> (fmt.width() - 1)) & 1 == 1;
    let exp_field = (bits >> fmt.frac_bits) & mask(fmt.exp_bits);
    let frac = bits & mask(fmt.frac_bits);
    let bias = (1i64 << (fmt.exp_bits - 1)) - 1;
    if exp_field == mask(fmt.exp_bits) {
        return None;
    }
    let (sig, exp) = if exp_field == 0 {
        (frac, 1 - bias - fmt.frac_bits as i64)
    } else {
        (
            frac | (1u128 << fmt.frac_bits),
            exp_field as i64 - bias - fmt.frac_bits as i64,
        )
    };
    Some((neg, sig, exp))
}

/// Steps 1 and 2 of the module doc; `None` means "print hex".
fn decimal_form(v: &Finite) -> Option<String> {
    let short = to_string(v.neg, v.sig, v.exp, v.precision, 6, 0, false);
    if v.sig == 0 || reads_back(v, &decimal_digits(v.sig, v.exp, 6)) {
        return Some(short);
    }
    let long = to_string(v.neg, v.sig, v.exp, v.precision, 0, 3, true);
    long.contains('.').then_some(long)
}

/// True when the decimal `digits · 10^exp10` (the magnitude of `v`'s short
/// text) rounds to nearest even to `v`'s magnitude in `v`'s format: it lies
/// within half a quantum of `v`, or on that bound when `v`'s significand is
/// even. Below the bottom of a binade (`sig` a power of two above the
/// smallest quantum) the neighbour is half as far.
fn reads_back(v: &Finite, (digits, exp10): &(Vec<u8>, i64)) -> bool {
    let text = digits
        .iter()
        .fold(BigUint::from(0u32), |n, &d| n * 10u32 + u32::from(d - b'0'));
    let s = BigUint::from(v.sig);
    let binade_bottom = v.sig == 1 << (v.precision - 1) && v.exp > v.min_exp;
    let (low, low_exp) = match binade_bottom {
        true => ((s.clone() << 2u32) - 1u32, v.exp - 2),
        false => ((s.clone() << 1u32) - 1u32, v.exp - 1),
    };
    let high = (s << 1u32) + 1u32;
    let inclusive = v.sig & 1 == 0;
    let above_low = compare(&text, *exp10, &low, low_exp);
    let below_high = compare(&text, *exp10, &high, v.exp - 1);
    let ok =
        |o: std::cmp::Ordering, want: std::cmp::Ordering| o == want || (inclusive && o.is_eq());
    ok(above_low, std::cmp::Ordering::Greater) && ok(below_high, std::cmp::Ordering::Less)
}

/// Compares `d · 10^k` with `b · 2^c` exactly.
fn compare(d: &BigUint, k: i64, b: &BigUint, c: i64) -> std::cmp::Ordering {
    // d·5^k·2^k vs b·2^c: move every negative power to the other side.
    let mut lhs = d.clone();
    let mut rhs = b.clone();
    let five_k = BigUint::from(5u32).pow(k.unsigned_abs() as u32);
    if k >= 0 {
        lhs *= five_k;
    } else {
        rhs *= five_k;
    }
    let twos = k - c;
    if twos >= 0 {
        lhs <<= twos as u64;
    } else {
        rhs <<= twos.unsigned_abs();
    }
    lhs.cmp(&rhs)
}

/// LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding,
/// TruncateZero)` for a finite value, digit for digit (including its
/// truncate-then-round-half-up digit selection).
fn to_string(
    neg: bool,
    sig: u128,
    exp: i64,
    precision_bits: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    if sig == 0 {
        zero_string(&mut s, format_precision, max_padding, truncate_zero);
        return s;
    }
    let format_precision = if format_precision == 0 {
        2 + precision_bits * 59 / 196
    } else {
        format_precision
    };
    let (digits, exp) = decimal_digits(sig, exp, format_precision);
    layout_digits(
        &mut s,
        &digits,
        exp,
        format_precision,
        max_padding,
        truncate_zero,
    );
    s
}

fn zero_string(s: &mut String, format_precision: u32, max_padding: u32, truncate_zero: bool) {
    if max_padding != 0 {
        s.push('0');
    } else if truncate_zero {
        s.push_str("0.0E+0");
    } else {
        s.push_str("0.0");
        for _ in 1..format_precision.max(1) {
            s.push('0');
        }
        s.push_str("e+00");
    }
}

/// Decimal digits (most significant first) and the power of ten of the last
/// one, rounded to `prec` significant digits the way APFloat does.
fn decimal_digits(sig: u128, exp: i64, prec: u32) -> (Vec<u8>, i64) {
    let tz = sig.trailing_zeros() as i64;
    let mut exp = exp + tz;
    let mut n = BigUint::from(sig >> tz);
    if exp > 0 {
        n <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        n *= BigUint::from(5u32).pow((-exp) as u32);
    }
    // First AdjustToPrecision: drop whole powers of ten by truncation.
    let bits = n.bits();
    let required = (u64::from(prec) * 196).div_ceil(59);
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        if removable > 0 {
            exp += removable as i64;
            n /= BigUint::from(10u32).pow(removable as u32);
        }
    }
    // Digits, least significant first, trailing zeros dropped.
    let mut buf: Vec<u8> = n.to_str_radix(10).bytes().rev().collect();
    let lead = buf.iter().take_while(|&&d| d == b'0').count();
    exp += lead as i64;
    buf.drain(..lead);
    round_buffer(&mut buf, &mut exp, prec as usize);
    buf.reverse();
    (buf, exp)
}

/// Second AdjustToPrecision: round half up on the first dropped digit.
fn round_buffer(buf: &mut Vec<u8>, exp: &mut i64, prec: usize) {
    if buf.len() <= prec {
        return;
    }
    let mut first = buf.len() - prec;
    if buf[first - 1] < b'5' {
        while first < buf.len() && buf[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    // Decimal add-with-carry from the first kept digit.
    let start = first;
    for d in buf[start..].iter_mut() {
        if *d == b'9' {
            first += 1;
        } else {
            *d += 1;
            break;
        }
    }
    if first == buf.len() {
        *exp += first as i64;
        buf.clear();
        buf.push(b'1');
        return;
    }
    *exp += first as i64;
    buf.drain(..first);
}

fn layout_digits(
    s: &mut String,
    digits: &[u8],
    exp: i64,
    prec: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    let nd = digits.len() as i64;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > i64::from(max_padding) || nd + exp > i64::from(prec)
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > i64::from(max_padding)
    };
    let text = |d: &[u8]| d.iter().map(|&c| c as char).collect::<String>();
    if scientific {
        s.push(digits[0] as char);
        s.push('.');
        if nd == 1 && truncate_zero {
            s.push('0');
        } else {
            s.push_str(&text(&digits[1..]));
        }
        if !truncate_zero && i64::from(prec) > nd - 1 {
            for _ in 0..(i64::from(prec) - nd + 1) {
                s.push('0');
            }
        }
        let e = exp + nd - 1;
        s.push(if truncate_zero { 'E' } else { 'e' });
        s.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs();
        if !truncate_zero && mag < 10 {
            s.push('0');
        }
        s.push_str(&mag.to_string());
    } else if exp >= 0 {
        s.push_str(&text(digits));
        for _ in 0..exp {
            s.push('0');
        }
    } else {
        let whole = exp + nd;
        if whole > 0 {
            s.push_str(&text(&digits[..whole as usize]));
            s.push('.');
            s.push_str(&text(&digits[whole as usize..]));
        } else {
            s.push_str("0.");
            for _ in 0..(-whole) {
                s.push('0');
            }
            s.push_str(&text(digits));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(kind: FloatKind, bits: u128) -> String {
        let mut s = String::new();
        write_float(&mut s, kind, bits);
        s
    }

    // Every expected string below was produced by
    // `mlir-opt --allow-unregistered-dialect` (LLVM 22) on the same value.
    #[test]
    fn f32_values_match_upstream() {
        assert_eq!(
            show(FloatKind::F32, 1.0f32.to_bits().into()),
            "1.000000e+00"
        );
        assert_eq!(
            show(FloatKind::F32, 0.1f32.to_bits().into()),
            "1.000000e-01"
        );
        assert_eq!(
            show(FloatKind::F32, (-0.0f32).to_bits().into()),
            "-0.000000e+00"
        );
        assert_eq!(show(FloatKind::F32, 0x7FC0_0000), "0x7FC00000");
        assert_eq!(show(FloatKind::F32, 0x7F80_0000), "0x7F800000");
        assert_eq!(
            show(FloatKind::F32, 100.0f32.to_bits().into()),
            "1.000000e+02"
        );
        assert_eq!(
            show(FloatKind::F32, 1.0e6f32.to_bits().into()),
            "1.000000e+06"
        );
    }

    #[test]
    fn f64_values_match_upstream() {
        let f = |v: f64| show(FloatKind::F64, v.to_bits().into());
        assert_eq!(f(1.0e10), "1.000000e+10");
        assert_eq!(f(1.5e-7), "1.500000e-07");
        assert_eq!(f(123456789.0), "0x419D6F3454000000");
        assert_eq!(f(1.0e-300), "1.000000e-300");
        assert_eq!(f(0.3), "3.000000e-01");
        assert_eq!(f(0.1 + 0.2), "0.30000000000000004");
    }

    #[test]
    fn half_formats_match_upstream() {
        let h = 0x4248; // 3.140625, the f16 nearest 3.14159
        assert_eq!(show(FloatKind::F16, h), "3.140630e+00");
        assert_eq!(show(FloatKind::F16, 0x7BFF), "6.550400e+04");
        let b = half::bf16::from_f64(0.1).to_bits() as u128;
        assert_eq!(show(FloatKind::BF16, b), "1.000980e-01");
    }

    #[test]
    fn small_kinds_print_numbers_in_decimal() {
        // mlir-opt 22: `arith.constant 1.0 : f8E4M3FN` prints 1.000000e+00,
        // its NaN 0x7F; tf32's 1.0 is 0 01111111 0000000000.
        assert_eq!(show(FloatKind::F8E4M3FN, 0x38), "1.000000e+00");
        assert_eq!(show(FloatKind::F8E4M3FN, 0x7F), "0x7F");
        assert_eq!(show(FloatKind::TF32, 0x1FC00), "1.000000e+00");
    }

    #[test]
    fn printed_text_reads_back_exactly() {
        for v in [
            0.1f64,
            1.0 / 3.0,
            6.02214076e23,
            5e-324,
            f64::MAX,
            2.5,
            -7.75,
        ] {
            let s = show(FloatKind::F64, v.to_bits().into());
            if !s.starts_with("0x") {
                assert_eq!(s.parse::<f64>().unwrap().to_bits(), v.to_bits(), "{s}");
            }
        }
    }
}
