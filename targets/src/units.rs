//! Quantities written with units in target files: sizes (`"16 MiB"`),
//! clock frequencies (`"940 MHz"`), bandwidths (`64` bytes per cycle or
//! `"1.2 TB/s"`), cycle counts and positive counts.
//!
//! Each type deserializes from one TOML scalar and rejects anything else
//! with a message saying what was expected; `toml` attaches the offending
//! value's span, so the rendered diagnostic points at it (issue #3,
//! "Behaviour"). The accepted spellings are documented in
//! `configs/README.md`.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::fmt;

/// One TOML scalar, before a unit type interprets it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Scalar {
    Int(i64),
    Float(f64),
    Str(String),
}

/// A type read from a single TOML scalar.
pub(crate) trait FromScalar: Sized {
    /// What the value should look like, for "invalid type" messages.
    const EXPECTED: &'static str;
    /// Interprets the scalar, or says why it is wrong.
    fn from_scalar(s: Scalar) -> Result<Self, String>;
}

struct ScalarVisitor(&'static str);

impl<'de> Visitor<'de> for ScalarVisitor {
    type Value = Scalar;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.0)
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
        Ok(Scalar::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
        i64::try_from(v)
            .map(Scalar::Int)
            .map_err(|_| E::custom(format!("{v} is too large")))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar, E> {
        Ok(Scalar::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
        Ok(Scalar::Str(v.to_string()))
    }
}

/// Deserializes any [`FromScalar`] type, turning its complaint into a
/// serde error (which `toml` locates at the value).
pub(crate) fn deserialize_scalar<'de, D: Deserializer<'de>, T: FromScalar>(
    d: D,
) -> Result<T, D::Error> {
    let s = d.deserialize_any(ScalarVisitor(T::EXPECTED))?;
    T::from_scalar(s).map_err(de::Error::custom)
}

macro_rules! scalar_deserialize {
    ($($t:ty),*) => {$(
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                deserialize_scalar(d)
            }
        }
    )*};
}
scalar_deserialize!(
    ByteSize,
    PositiveSize,
    Frequency,
    Bandwidth,
    Cycles,
    Count,
    NonNegative
);

/// Decimal and binary size units, in bytes.
const SIZE_UNITS: &[(&str, u64)] = &[
    ("B", 1),
    ("KB", 1_000),
    ("kB", 1_000),
    ("MB", 1_000_000),
    ("GB", 1_000_000_000),
    ("TB", 1_000_000_000_000),
    ("KiB", 1 << 10),
    ("MiB", 1 << 20),
    ("GiB", 1 << 30),
    ("TiB", 1 << 40),
];

/// Frequency units, in hertz.
const FREQ_UNITS: &[(&str, u64)] = &[
    ("Hz", 1),
    ("kHz", 1_000),
    ("MHz", 1_000_000),
    ("GHz", 1_000_000_000),
];

fn unit_factor(unit: &str, table: &[(&str, u64)]) -> Option<u64> {
    table.iter().find(|(u, _)| *u == unit).map(|(_, f)| *f)
}

fn unit_names(table: &[(&str, u64)]) -> String {
    let names: Vec<&str> = table.iter().map(|(u, _)| *u).collect();
    names.join(", ")
}

/// Parses `"<number> <unit>"` against `table` into a whole, non-negative
/// amount of the base unit. The number is read as the exact decimal
/// written, so `"1.001 GHz"` is 1001000000 Hz (in binary floating point it
/// would miss by a fraction), and an amount past 2^64 - 1 is an error
/// rather than rounded or clamped.
fn parse_with_units(text: &str, table: &[(&str, u64)], what: &str) -> Result<u64, String> {
    let (num, unit) = split_number_text(text);
    // A text with no number at all says so before naming its unit.
    if num.is_empty() {
        return Err(format!("`{text}` does not start with a number"));
    }
    // A number past 2^64 - 1 with no unit reaches here as text (TOML
    // has no integer that large): its size is the error, not its unit.
    if unit.is_empty() && Decimal::parse(num).is_some_and(|d| u64::try_from(d.num / d.den).is_err())
    {
        return Err(too_large(text, what));
    }
    let factor = unit_factor(unit, table).ok_or_else(|| match unit {
        "" => format!(
            "`{text}` has no {what} unit; expected one of {}",
            unit_names(table)
        ),
        _ => format!(
            "unknown {what} unit `{unit}` in `{text}`; expected one of {}",
            unit_names(table)
        ),
    })?;
    if num.starts_with('-') {
        return Err(format!("{what} must not be negative, got `{text}`"));
    }
    let value = Decimal::parse(num)
        .ok_or_else(|| format!("`{text}` does not start with a number"))?
        .scaled(factor)
        .ok_or_else(|| too_large(text, what))?;
    whole(value, text, what)
}

fn too_large(text: &str, what: &str) -> String {
    format!("{what} `{text}` is too large: at most 2^64 - 1 base units")
}

/// The exact `value` as a whole number of base units.
fn whole(value: Decimal, text: &str, what: &str) -> Result<u64, String> {
    if !value.num.is_multiple_of(value.den) {
        return Err(format!(
            "{what} `{text}` is not a whole number of base units"
        ));
    }
    u64::try_from(value.num / value.den).map_err(|_| too_large(text, what))
}

/// A size in bytes: a plain integer, or a string such as `"16 MiB"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ByteSize(pub u64);

impl FromScalar for ByteSize {
    const EXPECTED: &'static str = "a size: bytes as an integer, or a string such as \"16 MiB\"";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        match s {
            Scalar::Int(i) if i >= 0 => Ok(ByteSize(i as u64)),
            Scalar::Int(i) => Err(format!("size must not be negative, got {i}")),
            Scalar::Float(f) => Err(format!(
                "size {f} is not a whole number of bytes; write an integer or a string with a unit"
            )),
            Scalar::Str(t) => parse_with_units(&t, SIZE_UNITS, "size").map(ByteSize),
        }
    }
}

/// A size in bytes that must not be zero (capacities, bursts, alignment).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PositiveSize(pub u64);

impl FromScalar for PositiveSize {
    const EXPECTED: &'static str = ByteSize::EXPECTED;
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        match ByteSize::from_scalar(s)? {
            ByteSize(0) => Err("size must be positive, got 0 bytes".to_string()),
            ByteSize(b) => Ok(PositiveSize(b)),
        }
    }
}

/// A clock frequency in hertz: a plain integer, or `"940 MHz"`, `"1.5 GHz"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Frequency(pub u64);

impl FromScalar for Frequency {
    const EXPECTED: &'static str = "a frequency such as \"940 MHz\" or \"1.5 GHz\"";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        let hz = match s {
            Scalar::Int(i) if i > 0 => i as u64,
            Scalar::Int(i) => return Err(format!("clock must be positive, got {i}")),
            Scalar::Float(f) if f.is_nan() || f < 0.0 => {
                return Err(format!("clock must be positive, got {f}"))
            }
            Scalar::Float(f) => {
                let text = f.to_string();
                let exact = Decimal::of_f64(f).ok_or_else(|| too_large(&text, "clock"))?;
                whole(exact, &text, "clock")?
            }
            Scalar::Str(t) => parse_with_units(&t, FREQ_UNITS, "frequency")?,
        };
        if hz == 0 {
            return Err("clock must be positive".to_string());
        }
        Ok(Frequency(hz))
    }
}

/// An exact non-negative rational `num / den` (`den` ≥ 1), kept in lowest
/// terms; bandwidths are stored this way so that `0.5`, `12.75` and
/// `"900 GB/s"` at `"940 MHz"` (45000/47) run exactly, never rounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    /// Numerator.
    pub num: u64,
    /// Denominator (≥ 1).
    pub den: u64,
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Ratio {
    /// `num / den` in lowest terms, if both fit in 64 bits once reduced.
    ///
    /// ```
    /// use rmlir_targets::Ratio;
    /// assert_eq!(Ratio::new(90_000, 94), Some(Ratio { num: 45_000, den: 47 }));
    /// assert_eq!(Ratio::new(1, 0), None);
    /// ```
    pub fn new(num: u128, den: u128) -> Option<Ratio> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den).max(1);
        Some(Ratio {
            num: u64::try_from(num / g).ok()?,
            den: u64::try_from(den / g).ok()?,
        })
    }

    /// The nearest `f64`, for reports and traces.
    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// A decimal number as written, exactly: `12.75` is `1275 / 100`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Decimal {
    num: u128,
    den: u128,
}

impl Decimal {
    /// Parses `[+]digits[.digits]` (underscores allowed) exactly.
    fn parse(text: &str) -> Option<Decimal> {
        let t = text.trim().trim_start_matches('+').replace('_', "");
        let (int, frac) = t.split_once('.').unwrap_or((&t, ""));
        let all_digits = |x: &str| x.bytes().all(|b| b.is_ascii_digit());
        if int.is_empty() && frac.is_empty() || !all_digits(int) || !all_digits(frac) {
            return None;
        }
        let mut num: u128 = 0;
        let mut den: u128 = 1;
        for b in int.bytes().chain(frac.bytes()) {
            num = num.checked_mul(10)?.checked_add((b - b'0') as u128)?;
        }
        for _ in 0..frac.len() {
            den = den.checked_mul(10)?;
        }
        Some(Decimal { num, den })
    }

    fn of_f64(v: f64) -> Option<Decimal> {
        // `Display` of an f64 is its shortest round-trip decimal, never in
        // exponent form, so `0.1` reads as 1/10 and not as its binary value.
        Decimal::parse(&format!("{v}"))
    }

    fn scaled(self, factor: u64) -> Option<Decimal> {
        Some(Decimal {
            num: self.num.checked_mul(factor as u128)?,
            den: self.den,
        })
    }

    fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// A bandwidth as written: bytes per cycle (a number, or `"64 B/cycle"`),
/// or bytes per second (`"1.2 TB/s"`), which the clock converts. Both are
/// kept exactly.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Bandwidth {
    /// Bytes per cycle.
    PerCycle(Decimal),
    /// Bytes per second; divided by the clock in hertz.
    PerSecond(Decimal),
}

impl Bandwidth {
    /// Bytes per cycle at a clock of `clock_hz`, as the nearest `f64`.
    pub fn bytes_per_cycle(self, clock_hz: u64) -> f64 {
        match self {
            Bandwidth::PerCycle(b) => b.as_f64(),
            Bandwidth::PerSecond(b) => b.as_f64() / clock_hz as f64,
        }
    }

    /// Bytes per cycle at a clock of `clock_hz`, exactly; `None` when the
    /// reduced fraction does not fit in 64-bit numerator and denominator.
    pub fn exact(self, clock_hz: u64) -> Option<Ratio> {
        match self {
            Bandwidth::PerCycle(b) => Ratio::new(b.num, b.den),
            Bandwidth::PerSecond(b) => Ratio::new(b.num, b.den.checked_mul(clock_hz as u128)?),
        }
    }

    fn parse_str(t: &str) -> Result<Self, String> {
        let (num, unit) = split_number_text(t);
        let value = Decimal::parse(num)
            .ok_or_else(|| format!("`{t}` does not start with a non-negative decimal number"))?;
        let (size_unit, per) = unit
            .split_once('/')
            .ok_or_else(|| format!("bandwidth `{t}` needs a unit such as B/cycle or GB/s"))?;
        let factor = unit_factor(size_unit.trim(), SIZE_UNITS).ok_or_else(|| {
            format!(
                "unknown size unit `{}` in bandwidth `{t}`; expected one of {}",
                size_unit.trim(),
                unit_names(SIZE_UNITS)
            )
        })?;
        let bytes = value
            .scaled(factor)
            .ok_or_else(|| format!("bandwidth `{t}` is too large"))?;
        match per.trim() {
            "cycle" => Ok(Bandwidth::PerCycle(bytes)),
            "s" => Ok(Bandwidth::PerSecond(bytes)),
            other => Err(format!(
                "unknown time unit `{other}` in bandwidth `{t}`; expected `cycle` or `s`"
            )),
        }
    }
}

/// Splits `"16 MiB"` into `("16", "MiB")` without interpreting the number.
fn split_number_text(text: &str) -> (&str, &str) {
    let t = text.trim();
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+' || c == '_'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(end);
    (num, unit.trim())
}

impl FromScalar for Bandwidth {
    const EXPECTED: &'static str =
        "a bandwidth: bytes per cycle as a number, or a string such as \"1.2 TB/s\"";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        let bw = match s {
            Scalar::Int(i) if i > 0 => Bandwidth::PerCycle(Decimal {
                num: i as u128,
                den: 1,
            }),
            Scalar::Int(i) => return Err(format!("bandwidth must be positive, got {i}")),
            Scalar::Float(f) if f.is_nan() || f <= 0.0 => {
                return Err(format!("bandwidth must be positive, got {f}"))
            }
            Scalar::Float(f) => Bandwidth::PerCycle(
                Decimal::of_f64(f).ok_or_else(|| format!("bandwidth {f} is too large"))?,
            ),
            Scalar::Str(t) if t.trim_start().starts_with('-') => {
                return Err(format!("bandwidth must be positive, got `{t}`"))
            }
            Scalar::Str(t) => Bandwidth::parse_str(&t)?,
        };
        let (Bandwidth::PerCycle(v) | Bandwidth::PerSecond(v)) = bw;
        if v.num == 0 {
            return Err(format!("bandwidth must be positive, got {}", v.as_f64()));
        }
        Ok(bw)
    }
}

/// The largest latency or overhead a target may give: the timing model
/// counts one op's latency in 32 bits, and a larger value is rejected
/// rather than wrapped.
pub const MAX_CYCLES: u64 = u32::MAX as u64;

/// The largest count a target may give (engines, banks, ii, lanes).
pub const MAX_COUNT: u64 = u32::MAX as u64;

/// A latency or overhead in cycles: a non-negative integer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Cycles(pub u64);

impl FromScalar for Cycles {
    const EXPECTED: &'static str = "a number of cycles (a non-negative integer)";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        match s {
            Scalar::Int(i) if i > MAX_CYCLES as i64 => Err(format!(
                "cycles must be at most {MAX_CYCLES} (2^32 - 1), got {i}"
            )),
            Scalar::Int(i) if i >= 0 => Ok(Cycles(i as u64)),
            Scalar::Int(i) => Err(format!("cycles must not be negative, got {i}")),
            Scalar::Float(f) => Err(format!("cycles must be a whole number, got {f}")),
            Scalar::Str(t) => Err(format!(
                "expected a number of cycles (a non-negative integer), got the string \"{t}\""
            )),
        }
    }
}

/// A count of things (engines, banks, ports, lanes): an integer ≥ 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Count(pub u64);

impl FromScalar for Count {
    const EXPECTED: &'static str = "a positive integer";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        match s {
            Scalar::Int(i) if i > MAX_COUNT as i64 => Err(format!(
                "expected a positive integer at most {MAX_COUNT} (2^32 - 1), got {i}"
            )),
            Scalar::Int(i) if i >= 1 => Ok(Count(i as u64)),
            Scalar::Int(i) => Err(format!("expected a positive integer, got {i}")),
            Scalar::Float(f) => Err(format!("expected a positive integer, got {f}")),
            Scalar::Str(t) => Err(format!(
                "expected a positive integer, got the string \"{t}\""
            )),
        }
    }
}

/// A non-negative real number (HLS delays and areas, energies), at most
/// [`NonNegative::MAX`].
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct NonNegative(pub f64);

impl NonNegative {
    /// The largest value accepted: a count of at most 2^64 times it,
    /// summed over a million terms, stays far inside `f64`'s range, so an
    /// energy or area total is never an infinity (or a JSON `null`).
    pub const MAX: f64 = 1e200;
}

impl FromScalar for NonNegative {
    const EXPECTED: &'static str = "a non-negative number";
    fn from_scalar(s: Scalar) -> Result<Self, String> {
        let v = match s {
            Scalar::Int(i) => i as f64,
            Scalar::Float(f) => f,
            Scalar::Str(t) => return Err(format!("expected a number, got the string \"{t}\"")),
        };
        if !v.is_finite() || v < 0.0 {
            return Err(format!("expected a finite non-negative number, got {v}"));
        }
        if v > Self::MAX {
            return Err(format!(
                "expected a non-negative number of at most 1e200, got {v:e}"
            ));
        }
        Ok(NonNegative(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(t: &str) -> Result<u64, String> {
        ByteSize::from_scalar(Scalar::Str(t.into())).map(|b| b.0)
    }

    #[test]
    fn sizes_convert_with_decimal_and_binary_units() {
        assert_eq!(size("16 MiB"), Ok(16 * 1024 * 1024));
        assert_eq!(size("512KiB"), Ok(512 * 1024));
        assert_eq!(size("1 GB"), Ok(1_000_000_000));
        assert_eq!(size("1.5 KiB"), Ok(1536));
        assert!(size("1.5 B").is_err());
        // Exact decimals: no binary rounding of the number written.
        assert_eq!(size("1.1 KB"), Ok(1100));
        assert_eq!(size("0.1 KB"), Ok(100));
        assert_eq!(size("9007199254740993 B"), Ok(9_007_199_254_740_993));
        assert_eq!(size("18446744073709551615 B"), Ok(u64::MAX));
        assert_eq!(
            size("18446744073709551616 B"),
            Err("size `18446744073709551616 B` is too large: at most 2^64 - 1 base units".into())
        );
        assert!(size("99999999999 TiB").unwrap_err().contains("too large"));
        assert!(size("-1 KiB").unwrap_err().contains("must not be negative"));
        assert!(size("16 XB")
            .unwrap_err()
            .contains("unknown size unit `XB`"));
    }

    #[test]
    fn frequencies_and_bandwidths_convert() {
        let f = Frequency::from_scalar(Scalar::Str("1.5 GHz".into())).unwrap();
        assert_eq!(f.0, 1_500_000_000);
        let odd = Frequency::from_scalar(Scalar::Str("1.001 GHz".into())).unwrap();
        assert_eq!(odd.0, 1_001_000_000);
        assert_eq!(
            Frequency::from_scalar(Scalar::Float(1.5e9)).unwrap().0,
            1_500_000_000
        );
        assert!(Frequency::from_scalar(Scalar::Float(1e30)).is_err());
        let bw = Bandwidth::from_scalar(Scalar::Str("1.2 TB/s".into())).unwrap();
        // 1.2e12 B/s at 1.5e9 cycles/s = 800 B/cycle.
        assert_eq!(bw.bytes_per_cycle(f.0), 800.0);
        assert_eq!(bw.exact(f.0), Some(Ratio { num: 800, den: 1 }));
        let tpu = Bandwidth::from_scalar(Scalar::Str("900 GB/s".into())).unwrap();
        assert_eq!(
            tpu.exact(940_000_000),
            Some(Ratio {
                num: 45_000,
                den: 47
            })
        );
        let quarter = Bandwidth::from_scalar(Scalar::Float(12.75)).unwrap();
        assert_eq!(quarter.exact(1), Some(Ratio { num: 51, den: 4 }));
        let tenth = Bandwidth::from_scalar(Scalar::Float(0.1)).unwrap();
        assert_eq!(tenth.exact(1), Some(Ratio { num: 1, den: 10 }));
        let neg = Bandwidth::from_scalar(Scalar::Int(-64)).unwrap_err();
        assert_eq!(neg, "bandwidth must be positive, got -64");
    }
}
