//! The 4-, 6- and 8-bit float formats (`f4E2M1FN`, `f6E2M3FN`,
//! `f6E3M2FN`, `f8E5M2`, `f8E4M3`, `f8E3M4`, `f8E4M3FN`, `f8E5M2FNUZ`,
//! `f8E4M3FNUZ`, `f8E4M3B11FNUZ`, `f8E8M0FNU`; LLVM's `APFloat` semantics
//! of the same names, and the OCP Microscaling spec for the `f4`/`f6`/
//! `E8M0` ones), held as their raw encoding and computed in `f64`.
//!
//! Every value of these formats is exact in `f64`, and `+ - * /` of two of
//! them is computed in `f64` then rounded once to the format: `f64`'s 53
//! bits are at least `2p + 2` for these `p <= 5`, so that double rounding
//! is exact. What `mlir-runner` 22 does under `--convert-arith-to-apfloat`
//! (measured, and checked by `tests/dialects/run/arith_small_floats.mlir`):
//!
//! * rounding is to nearest, ties to even (`f8E8M0FNU`: ties up);
//! * the IEEE-like formats (`f8E5M2`, `f8E4M3`, `f8E3M4`) overflow to
//!   infinity; the `FN` ones with a NaN (`f8E4M3FN`: `S.1111.111`) overflow
//!   to NaN, and infinity becomes NaN; the `FNUZ` ones have one NaN (`0x80`),
//!   no negative zero (a negative result rounding to 0 is `+0`), and overflow
//!   and infinity give that NaN; the finite-only ones (`f4E2M1FN`,
//!   `f6E2M3FN`, `f6E3M2FN`) saturate on overflow and turn NaN and infinity
//!   into a zero of their sign;
//! * `f8E8M0FNU` is `2^(bits - 127)`, `0xFF` is its NaN; it has no zero
//!   (0 and anything below `2^-127` give `2^-127`) and no sign (a
//!   negative input is read as its magnitude here; upstream's result for
//!   negative inputs is not that, and not meaningful), and overflow is NaN.
//!   Its `extf` (and so `vector.print`) turns the NaN into `+inf`.

use rmlir_ir::types::{FloatKind, SmallFloat, SmallSpecial as Style};

/// A format's layout (exponent and mantissa bits, bias, how it spends its
/// top encodings), as the IR's literal parser reads it.
type Format = SmallFloat;

/// The layout of `kind` when it is one of this module's formats (`tf32`,
/// the other small layout, is not simulated).
fn format(kind: FloatKind) -> Option<Format> {
    kind.small_layout().filter(|_| kind != FloatKind::TF32)
}

/// Whether `kind` is one of the formats of this module.
pub fn is_mini(kind: FloatKind) -> bool {
    format(kind).is_some()
}

/// What this module reads off a layout.
trait Layout {
    fn width(self) -> u32;
    fn sign_bit(self) -> u8;
    fn emax_field(self) -> u32;
    fn max_finite(self) -> f64;
    fn value(self, efield: u32, mant: u32) -> f64;
    fn nan(self, negative: bool) -> u8;
    fn infinity(self, negative: bool) -> u8;
}

impl Layout for Format {
    fn width(self) -> u32 {
        self.exp_bits + self.man_bits + u32::from(self.special != Style::Unsigned)
    }

    fn sign_bit(self) -> u8 {
        match self.special {
            Style::Unsigned => 0,
            _ => 1 << (self.exp_bits + self.man_bits),
        }
    }

    fn emax_field(self) -> u32 {
        (1 << self.exp_bits) - 1
    }

    /// The largest finite value.
    fn max_finite(self) -> f64 {
        let (efield, mant) = match self.special {
            Style::Ieee => (self.emax_field() - 1, (1 << self.man_bits) - 1),
            Style::FiniteNan => (self.emax_field(), (1 << self.man_bits) - 2),
            Style::Fnuz | Style::FiniteOnly => (self.emax_field(), (1 << self.man_bits) - 1),
            Style::Unsigned => (self.emax_field() - 1, 0),
        };
        self.value(efield, mant)
    }

    /// The magnitude of exponent field `efield` and mantissa `mant`.
    fn value(self, efield: u32, mant: u32) -> f64 {
        let m = f64::from(mant) / f64::from(1u32 << self.man_bits);
        if efield == 0 && self.special != Style::Unsigned {
            m * 2f64.powi(1 - self.bias)
        } else {
            (1.0 + m) * 2f64.powi(efield as i32 - self.bias)
        }
    }

    fn nan(self, negative: bool) -> u8 {
        let sign = if negative { self.sign_bit() } else { 0 };
        let all = ((1u32 << (self.exp_bits + self.man_bits)) - 1) as u8;
        match self.special {
            Style::Ieee => {
                sign | (self.emax_field() << self.man_bits) as u8 | 1 << (self.man_bits - 1)
            }
            Style::FiniteNan => sign | all,
            Style::Fnuz => 0x80,
            Style::FiniteOnly => sign,
            Style::Unsigned => 0xFF,
        }
    }

    fn infinity(self, negative: bool) -> u8 {
        match self.special {
            Style::Ieee => {
                let sign = if negative { self.sign_bit() } else { 0 };
                sign | (self.emax_field() << self.man_bits) as u8
            }
            _ => self.nan(negative),
        }
    }
}

/// The value of `bits` in `kind` (NaN for its NaNs), exactly, or `None`
/// when `kind` is not a format of this module.
pub fn decode(kind: FloatKind, bits: u8) -> Option<f64> {
    let f = format(kind)?;
    let bits = bits & ((1u16 << f.width()) - 1) as u8;
    if f.special == Style::Unsigned {
        return Some(if bits == 0xFF {
            f64::NAN
        } else {
            f.value(u32::from(bits), 0)
        });
    }
    let negative = bits & f.sign_bit() != 0;
    let efield = u32::from(bits >> f.man_bits) & f.emax_field();
    let mant = u32::from(bits) & ((1 << f.man_bits) - 1);
    let nan = match f.special {
        Style::Ieee => efield == f.emax_field() && mant != 0,
        Style::FiniteNan => efield == f.emax_field() && mant == (1 << f.man_bits) - 1,
        Style::Fnuz => bits == 0x80,
        Style::FiniteOnly | Style::Unsigned => false,
    };
    let mag = if nan {
        f64::NAN
    } else if f.special == Style::Ieee && efield == f.emax_field() {
        f64::INFINITY
    } else {
        f.value(efield, mant)
    };
    // The FNUZ NaN is `0x80` but has no sign: it widens to `+NaN`.
    let negative = negative && !(nan && f.special == Style::Fnuz);
    Some(if negative { -mag } else { mag })
}

/// What `extf` to a wider float (and `vector.print`) makes of `bits`: its
/// value, except that `f8E8M0FNU`'s NaN widens to `+inf`.
pub fn widen(kind: FloatKind, bits: u8) -> Option<f64> {
    if kind == FloatKind::F8E8M0FNU && bits == 0xFF {
        return Some(f64::INFINITY);
    }
    decode(kind, bits)
}

/// Whether `bits` is a normal number of `kind`: not NaN, infinite, zero
/// or subnormal (every `f8E8M0FNU` number is normal).
pub fn is_normal(kind: FloatKind, bits: u8) -> bool {
    let Some(f) = format(kind) else {
        return false;
    };
    let x = decode(kind, bits).unwrap_or(f64::NAN);
    let efield = u32::from(bits >> f.man_bits) & f.emax_field();
    x.is_finite() && (f.special == Style::Unsigned || efield != 0)
}

/// Whether `bits` is the zero or the NaN of an `FNUZ` format, which
/// `negf` and `absf` leave as they are (the pattern `0x80` is the NaN, not
/// a negative zero).
pub fn is_unsigned_zero_or_nan(kind: FloatKind, bits: u128) -> bool {
    format(kind).is_some_and(|f| f.special == Style::Fnuz && bits & 0x7F == 0)
}

/// `x` rounded to `kind` (see the module doc), as its raw encoding, or
/// `None` when `kind` is not a format of this module.
pub fn encode(kind: FloatKind, x: f64) -> Option<u8> {
    let f = format(kind)?;
    let negative = x.is_sign_negative();
    if x.is_nan() {
        return Some(f.nan(negative));
    }
    if x.is_infinite() {
        return Some(f.infinity(negative));
    }
    if f.special == Style::Unsigned {
        return Some(encode_e8m0(x.abs()));
    }
    let a = x.abs();
    let emin = 1 - f.bias;
    let exp = (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(emin);
    let quantum = 2f64.powi(exp - f.man_bits as i32);
    let r = (a / quantum).round_ties_even() * quantum;
    if r > f.max_finite() {
        return Some(match f.special {
            Style::FiniteOnly => {
                (f.sign_bit() * u8::from(negative)) | exact_bits(f, f.max_finite())
            }
            _ => f.infinity(negative),
        });
    }
    let sign = if negative && !(r == 0.0 && f.special == Style::Fnuz) {
        f.sign_bit()
    } else {
        0
    };
    Some(sign | exact_bits(f, r))
}

/// The encoding of a non-negative finite `r` exact in the format.
fn exact_bits(f: Format, r: f64) -> u8 {
    let emin = 1 - f.bias;
    if r < 2f64.powi(emin) {
        return (r / 2f64.powi(emin - f.man_bits as i32)) as u8;
    }
    let exp = ((r.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    let efield = (exp + f.bias) as u32;
    let mant = (r / 2f64.powi(exp - f.man_bits as i32)) as u32 - (1 << f.man_bits);
    ((efield << f.man_bits) | mant) as u8
}

/// `f8E8M0FNU` of a non-negative `a`: the nearest power of two, ties (at
/// `1.5 * 2^e`) up, clamped below to `2^-127`, NaN above `2^127`.
fn encode_e8m0(a: f64) -> u8 {
    if a < 2f64.powi(-127) {
        return 0;
    }
    let mut exp = ((a.to_bits() >> 52) & 0x7FF) as i32 - 1023;
    if a / 2f64.powi(exp) >= 1.5 {
        exp += 1;
    }
    match exp + 127 {
        e @ 0..=254 => e as u8,
        _ => 0xFF,
    }
}

// The binary literals are grouped as sign, exponent, mantissa.
#[cfg(test)]
#[allow(clippy::unusual_byte_groupings)]
mod tests {
    use super::*;
    use FloatKind::*;

    /// Encodings derived by hand from each format's definition (sign,
    /// exponent field, mantissa; bias as LLVM's `APFloat` semantics give
    /// it), checked in both directions.
    #[test]
    fn hand_derived_encodings_round_trip() {
        let cases: &[(FloatKind, u8, f64)] = &[
            // f4E2M1FN: S.EE.M, bias 1; 0.0.1 is the subnormal 0.5.
            (F4E2M1FN, 0b0_00_1, 0.5),
            (F4E2M1FN, 0b0_01_0, 1.0),
            (F4E2M1FN, 0b0_11_1, 6.0),
            (F4E2M1FN, 0b1_10_1, -3.0),
            // f6E2M3FN: S.EE.MMM, bias 1: max 1.875 * 2^2.
            (F6E2M3FN, 0b0_11_111, 7.5),
            (F6E2M3FN, 0b0_00_001, 0.125),
            // f6E3M2FN: S.EEE.MM, bias 3: max 1.75 * 2^4.
            (F6E3M2FN, 0b0_111_11, 28.0),
            (F6E3M2FN, 0b0_000_01, 0.0625),
            // f8E5M2: IEEE half's top byte.
            (F8E5M2, 0b0_11110_11, 57344.0),
            (F8E5M2, 0b0_00000_01, 2f64.powi(-16)),
            (F8E5M2, 0b1_01111_10, -1.5),
            // f8E4M3: IEEE-like, bias 7, max 1.875 * 2^7.
            (F8E4M3, 0b0_1110_111, 240.0),
            (F8E4M3, 0b0_0000_001, 2f64.powi(-9)),
            // f8E3M4: bias 3, max 1.9375 * 2^3.
            (F8E3M4, 0b0_110_1111, 15.5),
            (F8E3M4, 0b0_000_0001, 2f64.powi(-6)),
            // f8E4M3FN: only S.1111.111 is NaN, so max is 1.75 * 2^8.
            (F8E4M3FN, 0b0_1111_110, 448.0),
            (F8E4M3FN, 0b0_0000_001, 2f64.powi(-9)),
            // The FNUZ formats: bias one more (B11: 11), 0x80 is NaN.
            (F8E5M2FNUZ, 0b0_11111_11, 57344.0),
            (F8E5M2FNUZ, 0b0_00000_01, 2f64.powi(-17)),
            (F8E4M3FNUZ, 0b0_1111_111, 240.0),
            (F8E4M3FNUZ, 0b0_0000_001, 2f64.powi(-10)),
            (F8E4M3B11FNUZ, 0b0_1111_111, 30.0),
            (F8E4M3B11FNUZ, 0b0_0000_001, 2f64.powi(-13)),
            // f8E8M0FNU: 2^(bits - 127).
            (F8E8M0FNU, 0, 2f64.powi(-127)),
            (F8E8M0FNU, 127, 1.0),
            (F8E8M0FNU, 254, 2f64.powi(127)),
        ];
        for &(kind, bits, x) in cases {
            assert_eq!(decode(kind, bits), Some(x), "{kind:?} {bits:#b}");
            assert_eq!(encode(kind, x), Some(bits), "{kind:?} {x}");
        }
    }

    #[test]
    fn special_values_follow_each_style() {
        let enc = |k, x| encode(k, x).unwrap();
        // Overflow: infinity, NaN, the one NaN, saturation.
        assert_eq!(enc(F8E5M2, 1e6), 0b0_11111_00);
        assert_eq!(enc(F8E4M3FN, -1e6), 0xFF);
        assert_eq!(enc(F8E4M3FNUZ, -1e6), 0x80);
        assert_eq!(enc(F4E2M1FN, -1e6), 0b1_11_1);
        assert_eq!(enc(F8E8M0FNU, 1e40), 0xFF);
        // Ties to even at the top: 464 is halfway between 448 (mantissa
        // 110) and 480 (111, the NaN), so it stays 448; 465 overflows.
        assert_eq!(enc(F8E4M3FN, 464.0), 0b0_1111_110);
        assert_eq!(enc(F8E4M3FN, 465.0), 0x7F);
        // NaN and infinity.
        assert_eq!(enc(F8E5M2, f64::NAN), 0b0_11111_10);
        assert_eq!(enc(F8E3M4, f64::NEG_INFINITY), 0b1_111_0000);
        assert_eq!(enc(F6E3M2FN, -f64::NAN), 0b1_000_00);
        assert!(decode(F8E4M3FNUZ, 0x80).unwrap().is_nan());
        assert!(decode(F8E4M3FN, 0xFF).unwrap().is_nan());
        assert!(decode(F8E5M2, 0b1_11111_01).unwrap().is_nan());
        assert_eq!(decode(F8E5M2, 0b1_11111_00), Some(f64::NEG_INFINITY));
        assert_eq!(widen(F8E8M0FNU, 0xFF), Some(f64::INFINITY));
        // Negative zero: kept, except in the FNUZ formats.
        assert_eq!(enc(F8E4M3, -1e-30), 0x80);
        assert_eq!(enc(F8E5M2FNUZ, -1e-30), 0);
        // E8M0: ties up, no zero.
        assert_eq!(enc(F8E8M0FNU, 1.5), 128);
        assert_eq!(enc(F8E8M0FNU, 0.0), 0);
    }
}
