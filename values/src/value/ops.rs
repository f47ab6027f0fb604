//! Op semantics on [`Value`]s of any width or shape: the entry points the
//! interpreter calls per op. Scalars of 64 bits or fewer go straight to the
//! allocation-free [`super::fixed::narrow`] functions; vectors apply the
//! scalar rule element by element (`arith` ops are elementwise on vectors).

use super::convert::{f64_to_u128, f64_to_wide, u128_to_float, wide_to_float};
use super::fixed::{mid, narrow};
use super::float::{
    bf16_binop, f16_binop, f32_binop, f32_unary, f64_binop, f64_to_bf16, f64_to_f16,
};
use super::float::{f64_unary, fma_f64_odd};
use super::mini;
use super::nan;
use super::scalar::float_from_f64;
use super::wide::{self, WideInt};
use super::{FloatPredicate, IntPredicate, Scalar, ScalarType, Value, ValueError, VectorValue};
use rmlir_vocab::{CastOp, ExtendedOp, FloatBinOp, IntBinOp, ReductionKind, UnaryOp};

/// Applies a scalar rule to two values, elementwise for vectors.
fn lift2(
    a: &Value,
    b: &Value,
    f: &dyn Fn(&Value, &Value) -> Result<Value, ValueError>,
) -> Result<Value, ValueError> {
    match (a, b) {
        (Value::Vector(x), Value::Vector(y)) => {
            if x.shape() != y.shape() {
                return Err(ValueError::ShapeMismatch);
            }
            let (xs, ys) = (x.elements(), y.elements());
            Ok(Value::Vector(x.try_map_lanes(|i| f(&xs[i], &ys[i]))?))
        }
        (Value::Vector(_), _) | (_, Value::Vector(_)) => Err(ValueError::ShapeMismatch),
        _ => f(a, b),
    }
}

/// Applies a scalar rule to one value, elementwise for vectors.
fn lift1(a: &Value, f: &dyn Fn(&Value) -> Result<Value, ValueError>) -> Result<Value, ValueError> {
    match a {
        Value::Vector(x) => {
            let xs = x.elements();
            Ok(Value::Vector(x.try_map_lanes(|i| f(&xs[i]))?))
        }
        _ => f(a),
    }
}

/// An integer binary op (`arith.addi` … `arith.minui`).
pub fn int_binop(op: IntBinOp, a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &|a, b| int_binop_scalar(op, a, b))
}

fn int_binop_scalar(op: IntBinOp, a: &Value, b: &Value) -> Result<Value, ValueError> {
    use Scalar::{Index, Int};
    match (a, b) {
        (Value::Scalar(Int { bits: x, width }), Value::Scalar(Int { bits: y, width: w2 }))
            if width == w2 =>
        {
            Ok(Scalar::Int {
                bits: narrow::binop(op, *x, *y, *width)?,
                width: *width,
            }
            .into())
        }
        (Value::Scalar(Index(x)), Value::Scalar(Index(y))) => {
            Ok(Index(narrow::binop(op, *x as u64, *y as u64, 64)? as i64).into())
        }
        (Value::I128 { bits: x, width }, Value::I128 { bits: y, width: w2 }) if width == w2 => {
            Ok(Value::I128 {
                bits: mid::binop(op, *x, *y, *width)?,
                width: *width,
            })
        }
        (Value::Wide(x), Value::Wide(y)) if x.width() == y.width() => {
            Ok(Value::Wide(WideInt::binop(op, x, y)?))
        }
        _ => Err(ValueError::TypeMismatch),
    }
}

/// A two-result integer op, elementwise for vectors: `addui_extended`
/// gives the wrapped sum and its unsigned carry (`i1`); `mulsi_extended` and
/// `mului_extended` give the low and high halves of the exact product of
/// the operands read signed or unsigned.
pub fn int_extended(op: ExtendedOp, a: &Value, b: &Value) -> Result<(Value, Value), ValueError> {
    match (a, b) {
        (Value::Vector(x), Value::Vector(y)) => {
            if x.shape() != y.shape() {
                return Err(ValueError::ShapeMismatch);
            }
            let (mut los, mut his) = (Vec::new(), Vec::new());
            for (p, q) in x.elements().iter().zip(y.elements()) {
                let (l, h) = int_extended_scalar(op, p, q)?;
                los.push(l);
                his.push(h);
            }
            Ok((
                Value::Vector(x.with_elements(los)),
                Value::Vector(x.with_elements(his)),
            ))
        }
        (Value::Vector(_), _) | (_, Value::Vector(_)) => Err(ValueError::ShapeMismatch),
        _ => int_extended_scalar(op, a, b),
    }
}

fn int_extended_scalar(op: ExtendedOp, a: &Value, b: &Value) -> Result<(Value, Value), ValueError> {
    if op == ExtendedOp::AddUI {
        let sum = int_binop_scalar(IntBinOp::Add, a, b)?;
        // The sum wrapped exactly when it is below an addend.
        let carry = int_cmp(IntPredicate::Ult, &sum, a)?;
        return Ok((sum, carry));
    }
    let signed = op == ExtendedOp::MulSI;
    let (Some(x), Some(y)) = (a.to_bigint(signed), b.to_bigint(signed)) else {
        return Err(ValueError::TypeMismatch);
    };
    let width = a.to_wide().map_or(0, |w| w.width());
    if b.to_wide().map(|w| w.width()) != Some(width) {
        return Err(ValueError::TypeMismatch);
    }
    let product = x * y;
    // `>>` on a negative BigInt rounds toward minus infinity: the
    // arithmetic shift the high half of a signed product needs.
    let high = &product >> width;
    let like_a = |v: Value| match (a, v) {
        (Value::Scalar(Scalar::Index(_)), Value::Scalar(Scalar::Int { bits, .. })) => {
            Value::Scalar(Scalar::Index(bits as i64))
        }
        (_, v) => v,
    };
    Ok((
        like_a(Value::from_bigint(width, &product)),
        like_a(Value::from_bigint(width, &high)),
    ))
}

/// `math.ipowi`, elementwise for vectors, as `convert-math-to-funcs`
/// expands it: `a^0 = 1`; for a negative exponent, `1` when `a` is 1, `±1`
/// when `a` is -1, a division by zero when `a` is 0, else 0; otherwise
/// square-and-multiply with wrapping products.
pub fn ipowi(a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &ipowi_scalar)
}

fn ipowi_scalar(a: &Value, b: &Value) -> Result<Value, ValueError> {
    let (Some(x), Some(e)) = (a.to_bigint(true), b.to_bigint(true)) else {
        return Err(ValueError::TypeMismatch);
    };
    let one = match a {
        Value::Scalar(Scalar::Index(_)) => Scalar::Index(1).into(),
        _ => Value::int(a.to_wide().map_or(1, |w| w.width()), 1, false),
    };
    let zero = int_binop_scalar(IntBinOp::Sub, &one, &one)?;
    let sign = e.sign();
    if sign == num_bigint::Sign::NoSign {
        return Ok(one);
    }
    if sign == num_bigint::Sign::Minus {
        return match i8::try_from(&x) {
            Ok(0) => Err(ValueError::DivisionByZero),
            Ok(1) => Ok(one),
            Ok(-1) if e.bit(0) => int_binop_scalar(IntBinOp::Sub, &zero, &one),
            Ok(-1) => Ok(one),
            _ => Ok(zero),
        };
    }
    // The exponent's bits are read in place (shifting it took time
    // quadratic in its width); a base that squares to 0 or 1 ends the
    // loop, and the products' cost is bounded (`PowTooWide`).
    let width = a.to_wide().map_or(64, |w| w.width());
    let step = WideInt::mul_work(width);
    let (mut result, mut base, mut work) = (one.clone(), a.clone(), 0u64);
    let bits = e.bits();
    for i in 0..bits {
        if e.bit(i) {
            result = int_binop_scalar(IntBinOp::Mul, &result, &base)?;
        }
        if i + 1 == bits || base == one {
            break;
        }
        if base == zero {
            // A higher bit (the top one) multiplies the result by 0.
            return Ok(zero);
        }
        work = work.saturating_add(step.saturating_mul(2));
        if work > wide::MAX_DIV_WORK {
            return Err(ValueError::PowTooWide(width));
        }
        base = int_binop_scalar(IntBinOp::Mul, &base, &base)?;
    }
    Ok(result)
}

/// `math.fpowi`, elementwise for vectors, as `convert-math-to-funcs`
/// expands it: `x^0 = 1`; otherwise square-and-multiply over `|n|` in the
/// float type (for the most negative `n`, over `|n| - 1` then one more
/// multiply by `x`), and `1 / r` for a negative `n`.
pub fn fpowi(a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &|a, b| Ok(fpowi_scalar(float_of(a)?, b)?.into()))
}

fn fpowi_scalar(x: Scalar, n: &Value) -> Result<Scalar, ValueError> {
    use num_bigint::{BigInt, Sign};
    let e = n.to_bigint(true).ok_or(ValueError::TypeMismatch)?;
    let one = float_unit(x);
    if e.sign() == Sign::NoSign {
        return Ok(one);
    }
    let width = n.to_wide().map_or(64, |w| w.width());
    let min = -(BigInt::from(1) << (width - 1));
    let is_min = e == min;
    let negative = e.sign() == Sign::Minus;
    let m = if is_min {
        -(&e) - 1
    } else if negative {
        -(&e)
    } else {
        e
    };
    // The exponent's bits are read in place: shifting it took time
    // quadratic in its width (minutes at `i16777215`).
    let (mut r, mut base) = (one, x);
    let bits = m.bits();
    for i in 0..bits {
        if m.bit(i) {
            r = float_binop_scalar(FloatBinOp::Mul, r, base)?;
        }
        if i + 1 < bits {
            base = float_binop_scalar(FloatBinOp::Mul, base, base)?;
        }
    }
    if is_min {
        r = float_binop_scalar(FloatBinOp::Mul, r, x)?;
    }
    if negative {
        r = float_binop_scalar(FloatBinOp::Div, one, r)?;
    }
    Ok(r)
}

/// `1.0` in the float type of `like`.
fn float_unit(like: Scalar) -> Scalar {
    match like {
        Scalar::F64(_) => Scalar::F64(1.0),
        Scalar::F32(_) => Scalar::F32(1.0),
        Scalar::F16(_) => Scalar::F16(half::f16::ONE),
        Scalar::BF16(_) => Scalar::BF16(half::bf16::ONE),
        Scalar::Mini { .. } => round_like(like, 1.0),
        other => other,
    }
}

/// `arith.cmpi`: an `i1` (or a vector of `i1`).
pub fn int_cmp(pred: IntPredicate, a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &|a, b| {
        let r = match (a, b) {
            (
                Value::Scalar(Scalar::Int { bits: x, width }),
                Value::Scalar(Scalar::Int { bits: y, width: w2 }),
            ) if width == w2 => narrow::cmp(pred, *x, *y, *width),
            (Value::Scalar(Scalar::Index(x)), Value::Scalar(Scalar::Index(y))) => {
                narrow::cmp(pred, *x as u64, *y as u64, 64)
            }
            (Value::I128 { bits: x, width }, Value::I128 { bits: y, width: w2 }) if width == w2 => {
                mid::cmp(pred, *x, *y, *width)
            }
            (Value::Wide(x), Value::Wide(y)) if x.width() == y.width() => WideInt::cmp(pred, x, y),
            _ => return Err(ValueError::TypeMismatch),
        };
        Ok(Scalar::bool(r).into())
    })
}

/// Reads a float scalar.
fn float_of(v: &Value) -> Result<Scalar, ValueError> {
    match v {
        Value::Scalar(s) if s.float_kind().is_some() => Ok(*s),
        _ => Err(ValueError::TypeMismatch),
    }
}

/// Binary float op on two scalars of one float type. A NaN the operation
/// creates (`inf * 0`, `0 / 0`) is the quiet NaN of the sign in force
/// ([`super::nan`]: positive by default, as LLVM's constant folder
/// (APFloat) makes it; negative on a target that computes as x86 does),
/// whatever the host CPU.
#[inline]
pub fn float_binop_scalar(op: FloatBinOp, a: Scalar, b: Scalar) -> Result<Scalar, ValueError> {
    use Scalar::*;
    let r = match (a, b) {
        (F64(x), F64(y)) => F64(f64_binop(op, x, y)),
        (F32(x), F32(y)) => F32(f32_binop(op, x, y)),
        (F16(x), F16(y)) => F16(f16_binop(op, x, y)),
        (BF16(x), BF16(y)) => BF16(bf16_binop(op, x, y)),
        (Mini { kind, .. }, Mini { kind: k2, .. }) if kind == k2 => {
            let (x, y) = (a.as_f64().unwrap_or(0.0), b.as_f64().unwrap_or(0.0));
            // The created NaN is made positive before rounding: the
            // finite-only formats turn it into a zero of its sign.
            round_like(a, positive_nan(f64_binop(op, x, y), x, y))
        }
        _ => return Err(ValueError::TypeMismatch),
    };
    // A small float's NaN was settled before rounding: an overflow to NaN
    // keeps the sign of the overflowing value.
    if matches!(op, FloatBinOp::Pow | FloatBinOp::Atan2) || matches!(r, Mini { .. }) {
        // libm's NaN, whose sign glibc sets and LLVM's folder (which calls
        // the host's `pow`) keeps.
        return Ok(r);
    }
    Ok(canonical_nan(r, a, b))
}

/// `r`, or the positive NaN if `r` is a NaN that neither `x` nor `y` is.
fn positive_nan(r: f64, x: f64, y: f64) -> f64 {
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        f64::NAN
    } else {
        r
    }
}

/// Replaces a NaN result that no operand carried by the quiet NaN in
/// force ([`super::nan`]).
#[inline]
fn canonical_nan(r: Scalar, a: Scalar, b: Scalar) -> Scalar {
    let is_nan = |s: Scalar| s.as_f64().is_some_and(f64::is_nan);
    if !is_nan(r) || is_nan(a) || is_nan(b) {
        return r;
    }
    match r {
        Scalar::F64(_) => Scalar::F64(nan::nan_f64()),
        Scalar::F32(_) => Scalar::F32(nan::nan_f32()),
        Scalar::F16(_) => Scalar::F16(nan::nan_f16()),
        Scalar::BF16(_) => Scalar::BF16(nan::nan_bf16()),
        Scalar::Mini { .. } => round_like(r, f64::NAN),
        other => other,
    }
}

/// A float binary op (`arith.addf` … `arith.minnumf`).
pub fn float_binop(op: FloatBinOp, a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &|a, b| {
        Ok(float_binop_scalar(op, float_of(a)?, float_of(b)?)?.into())
    })
}

/// `arith.cmpf`: an `i1` (or a vector of `i1`).
pub fn float_cmp(pred: FloatPredicate, a: &Value, b: &Value) -> Result<Value, ValueError> {
    lift2(a, b, &|a, b| {
        let (x, y) = (float_of(a)?, float_of(b)?);
        if x.float_kind() != y.float_kind() {
            return Err(ValueError::TypeMismatch);
        }
        let (x, y) = (x.as_f64().unwrap_or(0.0), y.as_f64().unwrap_or(0.0));
        Ok(Scalar::bool(pred.holds(x.partial_cmp(&y))).into())
    })
}

/// A unary op: `negf`, `absf`, `math.absi`, `math.sqrt`, `exp`, `log`,
/// `tanh`, `ceil`, `floor`, `round`, and the float classes (`math.isnan`
/// …), whose result is an `i1`.
pub fn unary(op: UnaryOp, a: &Value) -> Result<Value, ValueError> {
    lift1(a, &|a| {
        if op == UnaryOp::AbsI {
            return absi(a);
        }
        if matches!(op, UnaryOp::Ctlz | UnaryOp::Cttz | UnaryOp::Ctpop) {
            return bit_count(op, a);
        }
        let s = float_of(a)?;
        if matches!(op, UnaryOp::NegF | UnaryOp::AbsF) {
            return sign_op(op, s);
        }
        if let Some(class) = float_class(op, s) {
            return Ok(Scalar::bool(class).into());
        }
        let r = match s {
            Scalar::F32(x) => Scalar::F32(f32_unary(op, x).ok_or(ValueError::TypeMismatch)?),
            Scalar::F16(_) | Scalar::BF16(_) => half_unary(op, s)?,
            _ => {
                let x = f64_unary(op, s.as_f64().unwrap_or(0.0)).ok_or(ValueError::TypeMismatch)?;
                round_like(s, x)
            }
        };
        Ok(r.into())
    })
}

/// The answer of a classification op (`math.isnan` …) about `s`, or
/// `None` for the other ops. A normal number is finite, not zero and not
/// subnormal in its own type.
fn float_class(op: UnaryOp, s: Scalar) -> Option<bool> {
    let (nan, inf, normal) = match s {
        Scalar::F16(x) => (x.is_nan(), x.is_infinite(), x.is_normal()),
        Scalar::BF16(x) => (x.is_nan(), x.is_infinite(), x.is_normal()),
        Scalar::F32(x) => (x.is_nan(), x.is_infinite(), x.is_normal()),
        Scalar::F64(x) => (x.is_nan(), x.is_infinite(), x.is_normal()),
        Scalar::Mini { kind, bits } => {
            let x = s.as_f64()?;
            (x.is_nan(), x.is_infinite(), mini::is_normal(kind, bits))
        }
        _ => return None,
    };
    match op {
        UnaryOp::IsNan => Some(nan),
        UnaryOp::IsInf => Some(inf),
        UnaryOp::IsFinite => Some(!nan && !inf),
        UnaryOp::IsNormal => Some(normal),
        _ => None,
    }
}

/// A `math` op on `f16`/`bf16` as LLVM lowers it on the host: the operand
/// is extended to `f32`, the `f32` function (libm's `expf`, …) computes,
/// and the result is rounded back. `rsqrt` is `1 / sqrt(x)` in the narrow
/// type, so its square root is rounded before the division; `expm1` and
/// `log1p` likewise round their `exp`/`1 + x` step.
fn half_unary(op: UnaryOp, s: Scalar) -> Result<Scalar, ValueError> {
    let x = s.as_f64().ok_or(ValueError::TypeMismatch)? as f32;
    let narrow = |y: f32| round_like(s, f64::from(y));
    let back = |y: Scalar| y.as_f64().unwrap_or(f64::NAN) as f32;
    match op {
        UnaryOp::Rsqrt => return Ok(narrow(1.0 / back(narrow(x.sqrt())))),
        UnaryOp::Expm1 => return Ok(narrow(back(narrow(x.exp())) - 1.0)),
        UnaryOp::Log1p => return Ok(narrow(back(narrow(1.0 + x)).ln())),
        _ => {}
    }
    Ok(narrow(f32_unary(op, x).ok_or(ValueError::TypeMismatch)?))
}

/// `negf` and `absf` only touch the sign bit (LLVM's `fneg`/`fabs`), so
/// NaN payloads, even signalling ones, pass through unchanged.
fn sign_op(op: UnaryOp, s: Scalar) -> Result<Value, ValueError> {
    let kind = s.float_kind().ok_or(ValueError::TypeMismatch)?;
    let bits = s.float_bits().unwrap_or(0);
    let sign = 1u128 << (kind.width() - 1);
    if mini::is_unsigned_zero_or_nan(kind, bits) {
        return Value::float_from_bits(kind, bits);
    }
    let bits = if op == UnaryOp::NegF {
        bits ^ sign
    } else {
        bits & !sign
    };
    Value::float_from_bits(kind, bits)
}

/// `math.ctlz`, `math.cttz`, `math.ctpop` on an integer of any width; a
/// zero input counts `width` zeros (LLVM's intrinsics with
/// `is_zero_poison = false`, as `convert-math-to-llvm` emits them).
fn bit_count(op: UnaryOp, a: &Value) -> Result<Value, ValueError> {
    let w = a.to_wide().ok_or(ValueError::TypeMismatch)?;
    let width = w.width();
    let limbs = w.limbs();
    let n = match op {
        UnaryOp::Ctpop => limbs.iter().map(|l| l.count_ones()).sum(),
        UnaryOp::Ctlz => width - w.bit_len(),
        _ => limbs
            .iter()
            .position(|&l| l != 0)
            .map_or(width, |i| i as u32 * 64 + limbs[i].trailing_zeros())
            .min(width),
    };
    Ok(match a {
        Value::Scalar(Scalar::Index(_)) => Scalar::Index(i64::from(n)).into(),
        _ => Value::int(width, u128::from(n), false),
    })
}

fn absi(a: &Value) -> Result<Value, ValueError> {
    Ok(match a {
        Value::Scalar(Scalar::Int { bits, width }) => {
            Scalar::int(*width, narrow::absi(*bits, *width)).into()
        }
        Value::Scalar(Scalar::Index(i)) => Scalar::Index(i.wrapping_abs()).into(),
        Value::I128 { bits, width } => Value::I128 {
            bits: mid::absi(*bits, *width),
            width: *width,
        },
        Value::Wide(w) => Value::Wide(w.abs()),
        _ => return Err(ValueError::TypeMismatch),
    })
}

/// Rounds an `f64` result to the float type of `like` (f64 stays exact).
fn round_like(like: Scalar, x: f64) -> Scalar {
    match like {
        Scalar::F16(_) => Scalar::F16(f64_to_f16(x)),
        Scalar::BF16(_) => Scalar::BF16(f64_to_bf16(x)),
        Scalar::F32(_) => Scalar::F32(x as f32),
        Scalar::Mini { kind, .. } => Scalar::Mini {
            kind,
            bits: mini::encode(kind, x).unwrap_or(0),
        },
        _ => Scalar::F64(x),
    }
}

/// `math.fma`: `a * b + c` with a single rounding.
pub fn fma(a: &Value, b: &Value, c: &Value) -> Result<Value, ValueError> {
    match (a, b, c) {
        (Value::Vector(x), Value::Vector(y), Value::Vector(z)) => {
            if x.shape() != y.shape() || x.shape() != z.shape() {
                return Err(ValueError::ShapeMismatch);
            }
            let (xs, ys, zs) = (x.elements(), y.elements(), z.elements());
            Ok(Value::Vector(
                x.try_map_lanes(|i| fma_scalar3(&xs[i], &ys[i], &zs[i]))?,
            ))
        }
        (Value::Vector(_), _, _) | (_, Value::Vector(_), _) | (_, _, Value::Vector(_)) => {
            Err(ValueError::ShapeMismatch)
        }
        _ => fma_scalar3(a, b, c),
    }
}

fn fma_scalar3(a: &Value, b: &Value, c: &Value) -> Result<Value, ValueError> {
    use Scalar::*;
    // f32 and f64 straight from the operands (the common case).
    match (a, b, c) {
        (Value::Scalar(x @ F32(_)), Value::Scalar(y @ F32(_)), Value::Scalar(z @ F32(_)))
        | (Value::Scalar(x @ F64(_)), Value::Scalar(y @ F64(_)), Value::Scalar(z @ F64(_))) => {
            fma_scalars(*x, *y, *z)
        }
        _ => fma_scalars(float_of(a)?, float_of(b)?, float_of(c)?),
    }
    .map(Value::Scalar)
}

/// `fma` of three float scalars of one type.
#[inline]
fn fma_scalars(a: Scalar, b: Scalar, c: Scalar) -> Result<Scalar, ValueError> {
    use Scalar::*;
    let r = match (a, b, c) {
        (F32(x), F32(y), F32(z)) => return Ok(F32(fma_f32(x, y, z))),
        (F64(x), F64(y), F64(z)) => return Ok(F64(fma_f64(x, y, z))),
        (F16(x), F16(y), F16(z)) => {
            F16(f64_to_f16(fma_f64_odd(x.to_f64(), y.to_f64(), z.to_f64())))
        }
        (BF16(x), BF16(y), BF16(z)) => {
            BF16(f64_to_bf16(fma_f64_odd(x.to_f64(), y.to_f64(), z.to_f64())))
        }
        (x @ Mini { kind, .. }, y @ Mini { kind: k2, .. }, z @ Mini { kind: k3, .. })
            if kind == k2 && kind == k3 =>
        {
            let v = |s: Scalar| s.as_f64().unwrap_or(0.0);
            let r = fma_f64_odd(v(x), v(y), v(z));
            return Ok(round_like(x, positive_nan(r, v(x), v(y) + v(z))));
        }
        _ => return Err(ValueError::TypeMismatch),
    };
    // A NaN the fma creates is the one in force, as for the arith ops.
    if c.as_f64().is_some_and(f64::is_nan) {
        return Ok(r);
    }
    Ok(canonical_nan(r, a, b))
}

/// `fma` of three vectors of `out`'s shape written over `out`'s lanes in
/// place, without allocating (see [`VectorValue::try_fill_lanes`]: on an
/// error, which [`fma`] gives for the same operands, `out` is left
/// partly written).
pub fn fma_into(
    out: &mut VectorValue,
    a: &VectorValue,
    b: &VectorValue,
    c: &VectorValue,
) -> Result<(), ValueError> {
    let shape = out.shape();
    if a.shape() != shape || b.shape() != shape || c.shape() != shape {
        return Err(ValueError::ShapeMismatch);
    }
    let (xs, ys, zs) = (a.elements(), b.elements(), c.elements());
    out.try_fill_lanes(|i| fma_scalars(float_of(&xs[i])?, float_of(&ys[i])?, float_of(&zs[i])?))
}

/// `fma` of `f32`s: `x * y + z` rounded once, a NaN it creates (no
/// operand was one) being the quiet NaN in force ([`super::nan`]).
#[inline(always)]
pub fn fma_f32(x: f32, y: f32, z: f32) -> f32 {
    fma_native(x, y, z, f32::mul_add, f32::is_nan, nan::nan_f32)
}

/// [`fma_f32`] on `f64`s.
#[inline(always)]
pub fn fma_f64(x: f64, y: f64, z: f64) -> f64 {
    fma_native(x, y, z, f64::mul_add, f64::is_nan, nan::nan_f64)
}

/// `x * y + z` with a single rounding in a host float type, a NaN it
/// creates (no operand was one) being the quiet `nan()` in force: what
/// [`fma_scalar3`]'s rule gives for `f32` and `f64`.
#[inline(always)]
fn fma_native<T: Copy>(
    x: T,
    y: T,
    z: T,
    mul_add: fn(T, T, T) -> T,
    is_nan: fn(T) -> bool,
    nan: fn() -> T,
) -> T {
    let r = mul_add(x, y, z);
    if is_nan(r) && !is_nan(x) && !is_nan(y) && !is_nan(z) {
        nan()
    } else {
        r
    }
}

/// A conversion op to the scalar type `to` (the element type for vectors).
pub fn cast(op: CastOp, a: &Value, to: ScalarType) -> Result<Value, ValueError> {
    lift1(a, &|a| cast_scalar(op, a, to))
}

fn cast_scalar(op: CastOp, a: &Value, to: ScalarType) -> Result<Value, ValueError> {
    use CastOp::*;
    match (op, to) {
        (ExtSI | IndexCast, _) => resize_int(a, to, true),
        (ExtUI | TruncI | IndexCastUI, _) => resize_int(a, to, false),
        (SIToFP | UIToFP, ScalarType::Float(k)) => {
            let signed = op == SIToFP;
            let s = match a {
                Value::Wide(w) => wide_to_float(w, signed, k)?,
                _ => {
                    let w = a.int_width().ok_or(ValueError::TypeMismatch)?;
                    let x = a.low_bits().ok_or(ValueError::TypeMismatch)?;
                    u128_to_float(x, w, signed, k)?
                }
            };
            Ok(s.into())
        }
        (FPToSI | FPToUI, _) => float_to_int(a, to, op == FPToSI),
        (ExtF | TruncF, ScalarType::Float(k)) => {
            let x = match float_of(a)? {
                Scalar::Mini { kind, bits } if op == ExtF => mini::widen(kind, bits),
                s => s.as_f64(),
            }
            .unwrap_or(0.0);
            Ok(float_from_f64(x, k)?.into())
        }
        (Bitcast, _) => bitcast(a, to),
        (ScaleE8M0, ScalarType::Float(k)) => {
            let x = float_of(a)?.as_f64().unwrap_or(0.0) as f32;
            let e = (x.to_bits() >> 23) & 0xFF;
            let scale = if e == 0xFF {
                f32::from_bits(u32::MAX)
            } else {
                f32::from_bits(e << 23)
            };
            Ok(float_from_f64(f64::from(scale), k)?.into())
        }
        _ => Err(ValueError::TypeMismatch),
    }
}

fn int_target(to: ScalarType) -> Result<u32, ValueError> {
    match to {
        ScalarType::Int(w) => Ok(w),
        ScalarType::Index => Ok(64),
        ScalarType::Float(_) => Err(ValueError::TypeMismatch),
    }
}

/// Wraps a result into `to`'s representation (index or `iN`).
fn int_value(to: ScalarType, w: WideInt) -> Value {
    match to {
        ScalarType::Index => Scalar::Index(w.low_u128() as u64 as i64).into(),
        _ => Value::from_wide(w),
    }
}

fn resize_int(a: &Value, to: ScalarType, signed: bool) -> Result<Value, ValueError> {
    let tw = int_target(to)?;
    if let (Some(bits), Some(w)) = (a.low_bits(), a.int_width()) {
        if w <= 64 && tw <= 64 {
            // Allocation-free: `extsi`, `extui`, `trunci`, `index_cast[ui]`.
            let x = bits as u64;
            let b = if signed {
                narrow::extsi(x, w, tw)
            } else {
                narrow::trunci(x, tw)
            };
            return Ok(match to {
                ScalarType::Index => Scalar::Index(b as i64),
                _ => Scalar::Int { bits: b, width: tw },
            }
            .into());
        }
    }
    let w = a.to_wide().ok_or(ValueError::TypeMismatch)?;
    Ok(int_value(to, w.resize(tw, signed)))
}

fn float_to_int(a: &Value, to: ScalarType, signed: bool) -> Result<Value, ValueError> {
    let x = float_of(a)?.as_f64().unwrap_or(0.0);
    let tw = int_target(to)?;
    if tw <= 128 {
        let bits = f64_to_u128(x, tw, signed);
        return Ok(match to {
            ScalarType::Index => Scalar::Index(bits as u64 as i64).into(),
            _ => Value::int(tw, bits, false),
        });
    }
    Ok(int_value(to, f64_to_wide(x, tw, signed)))
}

/// `arith.bitcast` between equal-width integer and float scalars.
fn bitcast(a: &Value, to: ScalarType) -> Result<Value, ValueError> {
    let (bits, width) = match a {
        Value::Scalar(s) if s.float_kind().is_some() => (
            s.float_bits().unwrap_or(0),
            s.float_kind().map_or(0, |k| k.width()),
        ),
        _ => {
            let w = a.to_wide().ok_or(ValueError::TypeMismatch)?;
            (w.low_u128(), w.width())
        }
    };
    match to {
        ScalarType::Float(k) if k.width() == width => Value::float_from_bits(k, bits),
        ScalarType::Int(w) if w == width && w <= 128 => Ok(Value::int(w, bits, false)),
        ScalarType::Index if width == 64 => Ok(Scalar::Index(bits as u64 as i64).into()),
        _ => Err(ValueError::TypeMismatch),
    }
}

/// `vector.reduction`: folds the elements left to right (upstream lowers to
/// LLVM's sequential, non-reassociating reductions), starting from `acc`
/// when given.
pub fn reduce(
    kind: ReductionKind,
    v: &VectorValue,
    acc: Option<&Value>,
) -> Result<Value, ValueError> {
    let mut it = acc.into_iter().chain(v.elements());
    let mut r = it.next().ok_or(ValueError::ShapeMismatch)?.clone();
    for e in it {
        r = reduce_step(kind, &r, e)?;
    }
    Ok(r)
}

/// `a ⊕ b` under a `#vector.kind` (one step of a reduction).
pub fn combine(kind: ReductionKind, a: &Value, b: &Value) -> Result<Value, ValueError> {
    reduce_step(kind, a, b)
}

fn reduce_step(kind: ReductionKind, a: &Value, b: &Value) -> Result<Value, ValueError> {
    use ReductionKind as R;
    let is_float = matches!(a, Value::Scalar(s) if s.float_kind().is_some());
    let fop = |op| float_binop(op, a, b);
    let iop = |op| int_binop(op, a, b);
    match kind {
        R::Add if is_float => fop(FloatBinOp::Add),
        R::Mul if is_float => fop(FloatBinOp::Mul),
        R::Add => iop(IntBinOp::Add),
        R::Mul => iop(IntBinOp::Mul),
        R::MinSI => iop(IntBinOp::MinS),
        R::MinUI => iop(IntBinOp::MinU),
        R::MaxSI => iop(IntBinOp::MaxS),
        R::MaxUI => iop(IntBinOp::MaxU),
        R::And => iop(IntBinOp::And),
        R::Or => iop(IntBinOp::Or),
        R::Xor => iop(IntBinOp::Xor),
        R::MinNumF => fop(FloatBinOp::MinNum),
        R::MaxNumF => fop(FloatBinOp::MaxNum),
        R::MinimumF => fop(FloatBinOp::Minimum),
        R::MaximumF => fop(FloatBinOp::Maximum),
    }
}
