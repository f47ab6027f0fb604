//! Execution of target-specific ops declared in the target file (such as
//! the spec's `"tpu.vaddf32"`): each names the elementwise `arith` (or
//! `math`) op it applies, and that op's meaning comes from the IR's op table
//! and the value library, so a target op means exactly what its `arith`
//! twin means.

use crate::value::{self, FloatPredicate, IntPredicate, Value, VectorValue};
use rmlir_ir::registry::{FloatBinOp, IntBinOp, Registry, Semantics, UnaryOp};
use rmlir_targets::{TargetOp, MATMUL};

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
    if name == MATMUL.name {
        return match args {
            [a, b] => matmul(a, b, None),
            [a, b, c] => matmul(a, b, Some(c)),
            _ => Err(format!(
                "'{}' takes 2 or 3 operands, got {}",
                t.name,
                args.len()
            )),
        };
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

/// The matrix product `a · b` (`M × K` by `K × N`), plus `acc` (`M × N`)
/// if given. Each result element accumulates in `k` order, starting from
/// the accumulator's element: `((c + a0·b0) + a1·b1) + …`, every multiply
/// and add rounded as its `arith` twin. This is the semantics of a
/// `matmul` target op and of `vector.contract` in its matmul form.
pub fn matmul(a: &Value, b: &Value, acc: Option<&Value>) -> Result<Value, String> {
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
                s = Some(mul_add(s, &av[i * k + l], &bv[l * n + j]).map_err(|e| e.to_string())?);
            }
            out.push(s.ok_or_else(shapes)?);
        }
    }
    let v = VectorValue::new(vec![m as u64, n as u64], out).map_err(|e| e.to_string())?;
    Ok(Value::Vector(v))
}
