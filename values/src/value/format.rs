//! `vector.print` output, byte for byte as upstream `mlir-runner` prints it
//! with `libmlir_c_runner_utils` (checked against LLVM 22 by
//! `values/tests/value_upstream.rs`):
//!
//! * signless and signed integers up to 64 bits print as signed decimal
//!   (`printI64` after sign extension), except `i1`, which upstream
//!   zero-extends: `1`/`0`, never `-1`;
//! * `index` prints as *unsigned* 64-bit decimal (`printU64`): `-1 : index`
//!   prints `18446744073709551615`;
//! * floats print with C's `printf("%g")` (six significant digits, trailing
//!   zeros dropped, exponent form `1e+10` below 1e-4 or from 1e6, `nan`,
//!   `-nan`, `inf`, `-inf`, `-0`); `f16` and `bf16` are widened first, so
//!   `0.1 : f16` prints `0.0999756`;
//! * vectors print as `( 1, 2, 3 )`, nested per dimension as
//!   `( ( 2, 4 ), ( 6, 8 ) )`; a 0-D vector prints like a 1-element one:
//!   `( 2.5 )`.
//!
//! * `punctuation <open|close|comma|newline|no_punctuation>` writes
//!   `( `, ` )`, `, `, a newline or nothing ([`punctuation_text`]) after the
//!   value, or alone when there is no value; the default is a newline.
//!   `vector.print str "text"` writes the text as is, with no newline.
//!
//! Upstream cannot lower `vector.print` of integers wider than 64 bits
//! (the conversion fails). We print them as signed decimal, the same rule
//! as narrower ones. Unsigned (`ui`) types print as unsigned decimal, as
//! upstream's `printU64` does for them.

use super::wide::WideInt;
use super::{fixed, Scalar, Value};
use std::fmt::Write;

/// Formats `x` as C's `printf("%g", x)` does (glibc).
pub fn format_g(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    // The exponent after rounding to 6 significant digits picks the style.
    let sci = format!("{x:.5e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{}e{sign}{:02}", strip_zeros(mant), exp.abs());
    }
    strip_zeros(&format!("{x:.*}", (5 - exp) as usize)).to_string()
}

/// Drops trailing fractional zeros and a trailing point (`%g` without `#`).
fn strip_zeros(s: &str) -> &str {
    if !s.contains('.') {
        return s;
    }
    s.trim_end_matches('0').trim_end_matches('.')
}

/// Appends a scalar as `vector.print` prints it.
pub fn write_scalar(out: &mut String, s: &Scalar) {
    let _ = match *s {
        Scalar::Int { bits, width: 1 } => write!(out, "{bits}"),
        Scalar::Int { bits, width } => write!(out, "{}", fixed::narrow::sext(bits, width)),
        Scalar::Index(i) => write!(out, "{}", i as u64),
        Scalar::F16(f) => write!(out, "{}", format_g(f.to_f64())),
        Scalar::BF16(f) => write!(out, "{}", format_g(f.to_f64())),
        Scalar::F32(f) => write!(out, "{}", format_g(f as f64)),
        Scalar::F64(f) => write!(out, "{}", format_g(f)),
        // Printed as upstream prints it: extended to `f32`.
        Scalar::Mini { kind, bits } => write!(
            out,
            "{}",
            format_g(super::mini::widen(kind, bits).unwrap_or(f64::NAN))
        ),
    };
}

/// Appends a value (scalar or vector) as `vector.print` prints it, without
/// the trailing newline.
pub fn write_value(out: &mut String, v: &Value) {
    write_value_with(out, v, write_element);
}

/// Appends `v` nested as `vector.print` nests a vector (a 0-d vector as one
/// element), each element written by `leaf`; a value that is not a vector
/// is written by `leaf` alone. Printers that read elements another way
/// (as unsigned integers, say) share the nesting through this.
pub fn write_value_with(out: &mut String, v: &Value, leaf: fn(&mut String, &Value)) {
    match v {
        Value::Vector(vec) => {
            let dims: &[u64] = if vec.shape().is_empty() {
                &[1]
            } else {
                vec.shape()
            };
            write_nested(out, dims, vec.elements(), leaf);
        }
        v => leaf(out, v),
    }
}

/// One element as `vector.print` prints it.
fn write_element(out: &mut String, v: &Value) {
    match v {
        Value::Scalar(s) => write_scalar(out, s),
        Value::I128 { bits, width } => {
            let _ = write!(out, "{}", fixed::mid::sext(*bits, *width));
        }
        Value::Wide(w) => out.push_str(&wide_decimal(w, true)),
        Value::Vector(_) => write_value(out, v),
    }
}

fn write_nested(out: &mut String, dims: &[u64], elems: &[Value], leaf: fn(&mut String, &Value)) {
    out.push_str("( ");
    let inner: usize = dims[1..].iter().product::<u64>() as usize;
    for (i, chunk) in elems.chunks(inner.max(1)).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if dims.len() == 1 {
            leaf(out, &chunk[0]);
        } else {
            write_nested(out, &dims[1..], chunk, leaf);
        }
    }
    out.push_str(" )");
}

/// The `vector.print` text of `v` (no trailing newline).
pub fn format_value(v: &Value) -> String {
    let mut s = String::new();
    write_value(&mut s, v);
    s
}

/// Formats an integer value of any width as unsigned decimal (for `ui`
/// types).
pub fn format_unsigned(v: &Value) -> Option<String> {
    Some(match v {
        Value::Scalar(Scalar::Int { bits, .. }) => bits.to_string(),
        Value::Scalar(Scalar::Index(i)) => (*i as u64).to_string(),
        Value::I128 { bits, .. } => bits.to_string(),
        Value::Wide(w) => wide_decimal(w, false),
        _ => return None,
    })
}

/// The most significant bits of an integer printed in decimal: the digits
/// come from repeated long division, quadratic in the width, so printing
/// is refused past this (half a million bits, about 158 000 digits, a
/// fraction of a second) rather than taking hours at i16777215.
pub const MAX_PRINT_BITS: u64 = 1 << 19;

/// Why `v` is too wide to print in decimal, if it is: an integer (or a
/// vector element) with more than [`MAX_PRINT_BITS`] significant bits,
/// read as `vector.print` reads it (signed).
pub fn too_wide_to_print(v: &Value) -> Option<String> {
    match v {
        Value::Wide(w) => {
            let mag = if w.is_negative() { w.neg() } else { w.clone() };
            let used = mag
                .limbs()
                .iter()
                .rposition(|&l| l != 0)
                .map_or(0, |i| i + 1);
            ((used as u64) * 64 > MAX_PRINT_BITS).then(|| {
                format!(
                    "printing this i{} value in decimal is not simulated: it has more than {MAX_PRINT_BITS} significant bits",
                    w.width()
                )
            })
        }
        Value::Vector(vec) => vec.elements().iter().find_map(too_wide_to_print),
        _ => None,
    }
}

/// Decimal digits of a wide integer, read signed or unsigned.
pub fn wide_decimal(w: &WideInt, signed: bool) -> String {
    let neg = signed && w.is_negative();
    let mut limbs: Vec<u64> = if neg {
        w.neg().limbs().to_vec()
    } else {
        w.limbs().to_vec()
    };
    if neg && w.neg().is_negative() {
        // MIN: its negation wraps to itself; the unsigned reading is |MIN|.
        limbs = w.limbs().to_vec();
    }
    let mut chunks = Vec::new();
    const TEN19: u64 = 10_000_000_000_000_000_000;
    while limbs.iter().any(|&l| l != 0) {
        let mut rem: u128 = 0;
        for l in limbs.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / TEN19 as u128) as u64;
            rem = cur % TEN19 as u128;
        }
        chunks.push(rem as u64);
    }
    let mut s = String::from(if neg { "-" } else { "" });
    match chunks.split_last() {
        None => s.push('0'),
        Some((top, rest)) => {
            let _ = write!(s, "{top}");
            for c in rest.iter().rev() {
                let _ = write!(s, "{c:019}");
            }
        }
    }
    s
}

/// What `vector.print ... punctuation <p>` writes (after the value, if
/// any); `None` for an unknown name.
pub fn punctuation_text(p: &str) -> Option<&'static str> {
    Some(match p {
        "newline" => "\n",
        "comma" => ", ",
        "open" => "( ",
        "close" => " )",
        "no_punctuation" => "",
        _ => return None,
    })
}
