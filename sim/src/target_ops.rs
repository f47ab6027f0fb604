//! Execution of target-specific ops declared in the target file (such as
//! the spec's `"tpu.vaddf32"`): each names the elementwise `arith` (or
//! `math`) op it applies, and that op's meaning comes from the IR's op table
//! and the value library, so a target op means exactly what its `arith`
//! twin means.

use crate::value::{self, FloatPredicate, IntPredicate, Value};
use rmlir_ir::registry::{Registry, Semantics, UnaryOp};
use rmlir_targets::TargetOp;

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
