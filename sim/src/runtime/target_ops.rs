//! Execution of target-specific ops declared in the target file (such as
//! the spec's `"tpu.vaddf32"`): each names the elementwise `arith` (or
//! `math`) op it applies, and that op's meaning comes from the IR's op table
//! and the value library, so a target op means exactly what its `arith`
//! twin means.

use crate::value::Scalar;
use crate::value::{self, FloatPredicate, IntPredicate, Value, VectorValue};
use rmlir_ir::registry::{FloatBinOp, IntBinOp, Registry, Semantics, UnaryOp};
use rmlir_targets::{
    is_matmul, TargetOp, MATMUL_FMA, XLA_COL_SUM, XLA_DOT_BF16, XLA_ERF, XLA_EXP, XLA_LOG,
    XLA_LOG1P, XLA_ROW_SUM, XLA_RSQRT, XLA_RSQRT_VEC, XLA_TANH, XLA_TANH_LOOP, YNN_EXP,
};

fn semantics_of(name: &str) -> Option<Semantics> {
    let reg = Registry::global();
    reg.lookup(&format!("arith.{name}"))
        .or_else(|| reg.lookup(&format!("math.{name}")))
        .map(|d| d.semantics)
        .or(match name {
            "absf" => Some(Semantics::Unary(UnaryOp::AbsF)),
            "sqrt" => Some(Semantics::Unary(UnaryOp::Sqrt)),
            "exp" => Some(Semantics::Unary(UnaryOp::Exp)),
            "log" => Some(Semantics::Unary(UnaryOp::Log)),
            "tanh" => Some(Semantics::Unary(UnaryOp::Tanh)),
            "fma" => Some(Semantics::Fma),
            _ => None,
        })
}

/// Applies target op `t` to `args`.
pub fn apply(t: &TargetOp, args: &[Value]) -> Result<Value, String> {
    let name = t.semantics.name;
    if name == XLA_DOT_BF16.name {
        return match args {
            [a, b] => dot_bf16(a, b, None),
            [a, b, c] => dot_bf16(a, b, Some(c)),
            _ => Err(format!(
                "'{}' takes 2 or 3 operands, got {}",
                t.name,
                args.len()
            )),
        };
    }
    if is_matmul(name) {
        let fused = name == MATMUL_FMA.name;
        return match args {
            [a, b] => product(a, b, None, fused),
            [a, b, c] => product(a, b, Some(c), fused),
            _ => Err(format!(
                "'{}' takes 2 or 3 operands, got {}",
                t.name,
                args.len()
            )),
        };
    }
    if let Some(r) = xla_cpu_op(t, args) {
        return r;
    }
    if let Some(r) = fused_subtract(t, args) {
        return r;
    }
    let sem = semantics_of(name)
        .ok_or_else(|| format!("'{}' applies '{name}', which cannot be simulated", t.name))?;
    let need = |n: usize| {
        if args.len() == n {
            Ok(())
        } else {
            Err(format!(
                "'{}' takes {n} operands, got {}",
                t.name,
                args.len()
            ))
        }
    };
    let pred = t.predicate.as_deref().unwrap_or("");
    let r = match sem {
        Semantics::IntBinary(op) => need(2)
            .and_then(|_| value::int_binop(op, &args[0], &args[1]).map_err(|e| e.to_string())),
        Semantics::FloatBinary(op) => need(2)
            .and_then(|_| value::float_binop(op, &args[0], &args[1]).map_err(|e| e.to_string())),
        Semantics::Unary(op) => {
            need(1).and_then(|_| value::unary(op, &args[0]).map_err(|e| e.to_string()))
        }
        Semantics::Fma => need(3)
            .and_then(|_| value::fma(&args[0], &args[1], &args[2]).map_err(|e| e.to_string())),
        Semantics::CmpF => {
            let p = FloatPredicate::from_keyword(pred)
                .ok_or_else(|| format!("unknown predicate '{pred}'"))?;
            need(2).and_then(|_| value::float_cmp(p, &args[0], &args[1]).map_err(|e| e.to_string()))
        }
        Semantics::CmpI => {
            let p = IntPredicate::from_keyword(pred)
                .ok_or_else(|| format!("unknown predicate '{pred}'"))?;
            need(2).and_then(|_| value::int_cmp(p, &args[0], &args[1]).map_err(|e| e.to_string()))
        }
        other => Err(format!(
            "'{}' applies '{name}' ({other:?}), which target ops cannot use",
            t.name
        )),
    }?;
    Ok(r)
}

/// `fmsub` (`a·b − c`) and `fnmadd` (`c − a·b`): one fused multiply-add
/// with an operand negated, `fma(a, b, −c)` and `fma(−a, b, c)` (a NaN
/// `c` or `a` comes out with its sign flipped, as the `arith.negf` then
/// `math.fma` a contracted subtract was before); `None` for another op.
fn fused_subtract(t: &TargetOp, args: &[Value]) -> Option<Result<Value, String>> {
    let negated = match t.semantics.name {
        "fmsub" => 2,
        "fnmadd" => 0,
        _ => return None,
    };
    let [a, b, c] = args else {
        let n = args.len();
        return Some(Err(format!("'{}' takes 3 operands, got {n}", t.name)));
    };
    let mut abc = [a.clone(), b.clone(), c.clone()];
    Some(
        value::unary(UnaryOp::NegF, &abc[negated])
            .and_then(|n| {
                abc[negated] = n;
                value::fma(&abc[0], &abc[1], &abc[2])
            })
            .map_err(|e| e.to_string()),
    )
}

/// The f32 elements of a scalar or vector, or `None`.
fn f32s(v: &Value) -> Option<Vec<f32>> {
    let one = |v: &Value| match v {
        Value::Scalar(Scalar::F32(x)) => Some(*x),
        _ => None,
    };
    match v {
        Value::Vector(x) => x.elements().iter().map(one).collect(),
        v => one(v).map(|x| vec![x]),
    }
}

/// `xs` in the shape of `like` (a scalar when `like` is one).
fn shaped(like: &Value, xs: Vec<f32>) -> Result<Value, String> {
    let mut elems = xs.into_iter().map(|x| Value::Scalar(Scalar::F32(x)));
    match like {
        Value::Vector(v) => VectorValue::new(v.shape().to_vec(), elems.collect())
            .map(Value::Vector)
            .map_err(|e| e.to_string()),
        _ => elems.next().ok_or_else(|| "no element".to_string()),
    }
}

/// A function of one f32.
type F32Fn = fn(f32) -> f32;

/// XLA:CPU's elementwise f32 functions (`runtime::xla_cpu`, and
/// `runtime::ynn` for those it hands to YNNPACK), by the semantics each
/// is.
const XLA_UNARY: [(&str, F32Fn); 9] = [
    (XLA_EXP.name, super::xla_cpu::exp_f32),
    (XLA_RSQRT.name, super::xla_cpu::rsqrt_f32),
    (XLA_RSQRT_VEC.name, super::xla_cpu::rsqrt_vec_f32),
    (XLA_TANH.name, super::xla_cpu::tanh_f32),
    (XLA_TANH_LOOP.name, super::xla_cpu::tanh_loop_f32),
    (XLA_LOG.name, super::xla_cpu::log_f32),
    (XLA_LOG1P.name, super::xla_cpu::log1p_f32),
    (XLA_ERF.name, super::xla_cpu::erf_f32),
    (YNN_EXP.name, super::ynn::exp_f32),
];

/// A target op with one of XLA:CPU's own semantics (`xla_exp`,
/// `xla_rsqrt`, `xla_rsqrt_vec`, `xla_tanh`, `xla_tanh_loop`, `xla_log`, `xla_log1p`, `xla_erf`,
/// `xla_row_sum`; `runtime::xla_cpu`; `xla_col_sum`, `runtime::ynn_reduce`; `ynn_exp`,
/// `runtime::ynn`), applied to `args`; `None` for any other semantics.
fn xla_cpu_op(t: &TargetOp, args: &[Value]) -> Option<Result<Value, String>> {
    let name = t.semantics.name;
    if name == XLA_ROW_SUM.name {
        return Some(row_sum(t, args));
    }
    if name == XLA_COL_SUM.name {
        return Some(col_sum(t, args));
    }
    if let Some(&(_, div)) = XLA_INT_DIV.iter().find(|(n, _)| *n == name) {
        return Some(int_div(t, args, div));
    }
    let &(_, unary) = XLA_UNARY.iter().find(|(n, _)| *n == name)?;
    let only_f32 = || format!("'{}' takes one f32 scalar or vector", t.name);
    Some(match args {
        [x] => f32s(x)
            .ok_or_else(only_f32)
            .and_then(|xs| shaped(x, xs.into_iter().map(unary).collect())),
        _ => Err(only_f32()),
    })
}

/// XLA's integer division and remainder on `width`-bit operands given as
/// their low bits (`docs/pallas.md` § Values, integer division).
type IntDivFn = fn(u64, u64, u32) -> u64;

/// The integer divisions by semantics name.
const XLA_INT_DIV: [(&str, IntDivFn); 4] = [
    (rmlir_targets::XLA_DIVSI.name, xla_divsi),
    (rmlir_targets::XLA_REMSI.name, xla_remsi),
    (rmlir_targets::XLA_DIVUI.name, xla_divui),
    (rmlir_targets::XLA_REMUI.name, xla_remui),
];

/// `x` sign-extended from `width` bits.
fn signed(x: u64, width: u32) -> i64 {
    let shift = 64 - width;
    ((x << shift) as i64) >> shift
}

/// Truncating signed division; `x / 0 = −1`, `MIN / −1 = MIN` (the
/// wrapped quotient).
fn xla_divsi(a: u64, b: u64, width: u32) -> u64 {
    match signed(b, width) {
        0 => u64::MAX,
        d => signed(a, width).wrapping_div(d) as u64,
    }
}

/// Signed remainder with the dividend's sign; `x % 0 = x`, `MIN % −1 = 0`.
fn xla_remsi(a: u64, b: u64, width: u32) -> u64 {
    match signed(b, width) {
        0 => a,
        d => signed(a, width).wrapping_rem(d) as u64,
    }
}

/// Unsigned division; `x / 0` is all ones.
fn xla_divui(a: u64, b: u64, _: u32) -> u64 {
    a.checked_div(b).unwrap_or(u64::MAX)
}

/// Unsigned remainder; `x % 0 = x`.
fn xla_remui(a: u64, b: u64, _: u32) -> u64 {
    a.checked_rem(b).unwrap_or(a)
}

/// An integer division `div` of two integers or vectors of one shape and
/// width (at most 64 bits); the result wraps to the width, as `Scalar::int`
/// masks it.
fn int_div(t: &TargetOp, args: &[Value], div: IntDivFn) -> Result<Value, String> {
    let bad = || format!("'{}' takes two integer operands of one type", t.name);
    let one = |a: &Value, b: &Value| match (a, b) {
        (
            Value::Scalar(Scalar::Int { bits: x, width }),
            Value::Scalar(Scalar::Int { bits: y, width: w }),
        ) if width == w => Ok(Value::Scalar(Scalar::int(*width, div(*x, *y, *width)))),
        _ => Err(bad()),
    };
    match args {
        [Value::Vector(a), Value::Vector(b)] if a.shape() == b.shape() => {
            let elems: Result<Vec<Value>, String> = (a.elements().iter().zip(b.elements()))
                .map(|(x, y)| one(x, y))
                .collect();
            VectorValue::new(a.shape().to_vec(), elems?)
                .map(Value::Vector)
                .map_err(|e| e.to_string())
        }
        [a, b] => one(a, b),
        _ => Err(bad()),
    }
}

/// `xla_row_sum(x, acc)`: each row of `x` (its last dimension) summed by
/// [`super::xla_cpu::row_sum`] from its element of `acc` (by YNNPACK's
/// [`super::ynn_reduce::ynn_row_sum`] when `x` has 4096 elements or
/// more), whose shape is `x`'s without the last dimension (a scalar for a
/// 1-D `x`).
fn row_sum(t: &TargetOp, args: &[Value]) -> Result<Value, String> {
    let (xs, inits, n) = reduction_args(t, args, Reduced::Last)?;
    let ynn = xs.len() >= super::ynn_reduce::YNN_MIN_ELEMENTS;
    let sums = (xs.chunks(n).zip(inits))
        .map(|(row, init)| {
            if ynn {
                super::ynn_reduce::ynn_row_sum(row, init)
            } else {
                super::xla_cpu::row_sum(row, init)
            }
        })
        .collect();
    shaped(&args[1], sums)
}

/// `xla_col_sum(x, acc)`: each column of the 2-D `x` (over its first
/// dimension) summed by [`super::ynn_reduce::col_sum`] from its element of
/// `acc`, whose shape is `x`'s without the first dimension.
fn col_sum(t: &TargetOp, args: &[Value]) -> Result<Value, String> {
    let (xs, inits, _) = reduction_args(t, args, Reduced::First)?;
    let bad = || {
        format!(
            "'{}' takes a 2-D f32 vector and an accumulator of its columns",
            t.name
        )
    };
    let sums = super::ynn_reduce::col_sum(&xs, inits.len(), &inits).ok_or_else(bad)?;
    shaped(&args[1], sums)
}

/// Which dimension of its vector operand a reduction op sums over.
#[derive(Clone, Copy, PartialEq)]
enum Reduced {
    /// The last: `xla_row_sum`, of any rank.
    Last,
    /// The first of a 2-D vector: `xla_col_sum`.
    First,
}

/// The operands of an `xla_row_sum` or `xla_col_sum`: the vector's and
/// the accumulator's f32 elements and the reduced dimension's length,
/// after checking that the accumulator has the vector's shape without the
/// reduced dimension.
fn reduction_args(
    t: &TargetOp,
    args: &[Value],
    reduced: Reduced,
) -> Result<(Vec<f32>, Vec<f32>, usize), String> {
    let which = match reduced {
        Reduced::Last => "an f32 vector and an accumulator of its shape without the last dimension",
        Reduced::First => {
            "a 2-D f32 vector and an accumulator of its shape without the first dimension"
        }
    };
    let bad = || format!("'{}' takes {which}", t.name);
    let [Value::Vector(x), acc] = args else {
        return Err(bad());
    };
    let acc_shape: &[u64] = match acc {
        Value::Vector(a) => a.shape(),
        _ => &[],
    };
    let (n, kept) = match (reduced, x.shape()) {
        (Reduced::Last, [kept @ .., n]) => (*n, kept),
        (Reduced::First, [n, kept @ ..]) if kept.len() == 1 => (*n, kept),
        _ => return Err(bad()),
    };
    if acc_shape != kept || n == 0 {
        return Err(bad());
    }
    let n = usize::try_from(n).map_err(|_| bad())?;
    Ok((
        f32s(&args[0]).ok_or_else(bad)?,
        f32s(acc).ok_or_else(bad)?,
        n,
    ))
}

/// The rows of a rank-2 vector: its elements and its shape `[rows, cols]`.
fn matrix(v: &Value) -> Option<(&[Value], u64, u64)> {
    match v {
        Value::Vector(x) => match *x.shape() {
            [r, c] => Some((x.elements(), r, c)),
            _ => None,
        },
        _ => None,
    }
}

/// `x · y` then `acc + x · y`, as `arith.mulf`/`arith.addf` (each rounded)
/// for floats and `arith.muli`/`arith.addi` (wrapping) for integers.
fn mul_add(acc: Option<Value>, x: &Value, y: &Value) -> Result<Value, value::ValueError> {
    let (p, float) = match value::float_binop(FloatBinOp::Mul, x, y) {
        Ok(p) => (p, true),
        Err(_) => (value::int_binop(IntBinOp::Mul, x, y)?, false),
    };
    match (acc, float) {
        (None, _) => Ok(p),
        (Some(a), true) => value::float_binop(FloatBinOp::Add, &a, &p),
        (Some(a), false) => value::int_binop(IntBinOp::Add, &a, &p),
    }
}

/// `acc + x · y` as one `math.fma` (a single rounding) for floats; for
/// integers, where wrapping makes fusing change nothing, [`mul_add`].
fn fused_mul_add(acc: Option<Value>, x: &Value, y: &Value) -> Result<Value, value::ValueError> {
    match acc {
        Some(a) if value::float_binop(FloatBinOp::Mul, x, y).is_ok() => value::fma(x, y, &a),
        acc => mul_add(acc, x, y),
    }
}

/// The matrix product `a · b` (`M × K` by `K × N`), plus `acc` (`M × N`)
/// if given. Each result element accumulates in `k` order, starting from
/// the accumulator's element: `((c + a0·b0) + a1·b1) + …`, every multiply
/// and add rounded as its `arith` twin. This is the semantics of a
/// `matmul` target op and of `vector.contract` in its matmul form.
pub fn matmul(a: &Value, b: &Value, acc: Option<&Value>) -> Result<Value, String> {
    product(a, b, acc, false)
}

/// [`matmul`] with fused accumulation: each element is
/// `fma(a1, b1, fma(a0, b0, c))`, in `k` order, every step one fused
/// multiply-add rounded once (without `acc`, the first product alone is
/// rounded). The semantics of a `matmul_fma` target op: a dot computed one
/// multiply-add per product, as XLA:CPU computes Pallas interpret mode's.
pub fn matmul_fma(a: &Value, b: &Value, acc: Option<&Value>) -> Result<Value, String> {
    product(a, b, acc, true)
}

fn product(a: &Value, b: &Value, acc: Option<&Value>, fused: bool) -> Result<Value, String> {
    let step = if fused { fused_mul_add } else { mul_add };
    let shapes = || "matmul takes vectors MxK and KxN and an optional MxN accumulator".to_string();
    let (av, m, k) = matrix(a).ok_or_else(shapes)?;
    let (bv, k2, n) = matrix(b).ok_or_else(shapes)?;
    let cv = match acc.map(matrix) {
        None => None,
        Some(Some((cv, cm, cn))) if (cm, cn) == (m, n) => Some(cv),
        Some(_) => return Err(shapes()),
    };
    if k != k2 {
        return Err(shapes());
    }
    let (m, k, n) = (m as usize, k as usize, n as usize);
    let mut out = Vec::with_capacity(m.saturating_mul(n));
    for i in 0..m {
        for j in 0..n {
            let mut s = cv.map(|c| c[i * n + j].clone());
            for l in 0..k {
                s = Some(step(s, &av[i * k + l], &bv[l * n + j]).map_err(|e| e.to_string())?);
            }
            out.push(s.ok_or_else(shapes)?);
        }
    }
    let v = VectorValue::new(vec![m as u64, n as u64], out).map_err(|e| e.to_string())?;
    Ok(Value::Vector(v))
}

/// The elements of a rank-2 vector as f32 (bf16 and f32 widen exactly),
/// with its shape `[rows, cols]`.
fn f32_matrix(v: &Value) -> Option<(Vec<f32>, usize, usize)> {
    let (xs, r, c) = matrix(v)?;
    let xs = (xs.iter())
        .map(|x| match x {
            Value::Scalar(Scalar::BF16(x)) => Some(x.to_f32()),
            Value::Scalar(Scalar::F32(x)) => Some(*x),
            _ => None,
        })
        .collect::<Option<Vec<f32>>>()?;
    Some((xs, usize::try_from(r).ok()?, usize::try_from(c).ok()?))
}

/// `xla_dot_bf16(a, b, acc)`: `a` (`M × K`, bf16) times `b` (`K × N`,
/// bf16) into f32, each element [`super::xla_cpu::dot_bf16`] of its row
/// and column from its element of `acc` (`M × N`, f32; `+0` without).
fn dot_bf16(a: &Value, b: &Value, acc: Option<&Value>) -> Result<Value, String> {
    let shapes = || {
        "xla_dot_bf16 takes bf16 vectors MxK and KxN and an optional f32 MxN accumulator"
            .to_string()
    };
    let bf16 = |v: &Value| match v {
        Value::Vector(x) => matches!(x.elements().first(), Some(Value::Scalar(Scalar::BF16(_)))),
        _ => false,
    };
    if !bf16(a) || !bf16(b) {
        return Err(shapes());
    }
    let (av, m, k) = f32_matrix(a).ok_or_else(shapes)?;
    let (bv, k2, n) = f32_matrix(b).ok_or_else(shapes)?;
    let cv = match acc.map(|c| f32_matrix(c).zip(f32s(c))) {
        None => vec![0.0; m.checked_mul(n).ok_or_else(shapes)?],
        Some(Some(((_, cm, cn), cv))) if (cm, cn) == (m, n) => cv,
        Some(_) => return Err(shapes()),
    };
    if k != k2 {
        return Err(shapes());
    }
    let columns: Vec<Vec<f32>> = (0..n)
        .map(|j| (0..k).map(|l| bv[l * n + j]).collect())
        .collect();
    let out = (0..m * n)
        .map(|e| {
            let (i, j) = (e / n, e % n);
            let x = super::xla_cpu::dot_bf16(&av[i * k..(i + 1) * k], &columns[j], cv[e]);
            Value::Scalar(Scalar::F32(x))
        })
        .collect();
    let v = VectorValue::new(vec![m as u64, n as u64], out).map_err(|e| e.to_string())?;
    Ok(Value::Vector(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Scalar;

    fn m1(x: f32) -> Value {
        let s = Value::Scalar(Scalar::F32(x));
        Value::Vector(VectorValue::new(vec![1, 1], vec![s]).expect("1x1 vector"))
    }

    fn only(v: &Value) -> f32 {
        match v {
            Value::Vector(v) => match v.elements() {
                [Value::Scalar(Scalar::F32(x))] => *x,
                e => panic!("expected one f32, got {e:?}"),
            },
            v => panic!("expected a vector, got {v:?}"),
        }
    }

    /// `x = 1 + 2^-12`: `x · x = 1 + 2^-11 + 2^-24` exactly, which f32
    /// rounds (a tie, to even) to `1 + 2^-11`. With `c = -(1 + 2^-11)`,
    /// the rounded product cancels to 0; one fused multiply-add keeps
    /// `2^-24`.
    #[test]
    fn matmul_fma_rounds_each_step_once() {
        let x = 1.0 + 2f32.powi(-12);
        let c = -(1.0 + 2f32.powi(-11));
        let (a, acc) = (m1(x), m1(c));
        assert_eq!(only(&matmul(&a, &a, Some(&acc)).unwrap()), 0.0);
        assert_eq!(
            only(&matmul_fma(&a, &a, Some(&acc)).unwrap()),
            2f32.powi(-24)
        );
        // Without an accumulator the first product alone is rounded.
        assert_eq!(
            only(&matmul_fma(&a, &a, None).unwrap()),
            1.0 + 2f32.powi(-11)
        );
    }
}
