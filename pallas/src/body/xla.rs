//! Ops of the kernel body whose MLIR meaning is not what interpret mode
//! computes for them, rewritten into what it does compute on XLA:CPU
//! (`docs/pallas.md` § Values). Plain MLIR kernels keep upstream's
//! semantics for these ops; only a Mosaic module's body is rewritten, and
//! only when the target declares the ops that compute XLA:CPU's values.
//!
//! | op | becomes |
//! | --- | --- |
//! | `math.exp` (f32) | the target's `xla_exp` op, or its `ynn_exp` op in a YNNPACK fusion (`super::ynn`) |
//! | `math.rsqrt` (f32) | the target's `xla_rsqrt` op, or its `xla_rsqrt_vec` op alone in its fusion |
//! | `math.tanh` (f32) | the target's `xla_tanh` op, or its `xla_tanh_loop` op next to another elementwise op |
//! | `math.log`, `math.log1p`, `math.erf` (f32) | the target's `xla_log`, `xla_log1p`, `xla_erf` op |
//! | `vector.multi_reduction <add>` over dimension 0 of a 2-D f32 vector | the target's `xla_col_sum` op (any size) |
//! | `vector.multi_reduction <add>` over the last dimension (rows up to 32768 long), or over one dimension of fewer than 4096 f32 | the target's `xla_row_sum` op, the reduced dimension transposed last first if it is not |
//! | `arith.divf` of f32 by a `vector.broadcast` or a constant | `arith.mulf` by `1 / divisor`: XLA's algebraic simplifier rewrites `A / broadcast(B)` so |

use super::{attrs, elem_of, shape_of, split_types, with_shape, Line, State, SEP};
use crate::text::elems;
use crate::TargetOps;
use rmlir_ir::{Context, OpId};

// From this many elements in or out, XLA:CPU hands a reduction to
// YNNPACK (`IsInstructionPreferredByYnn`), whose order of the adds is
// modelled for a column sum (`xla_col_sum`) and for a sum over the last
// dimension of rows up to `YNN_ROW_MAX` long (`xla_row_sum`); a sum
// that large over another dimension keeps upstream's meaning.
use super::ynn::YNN_MIN_ELEMENTS;

/// The longest row whose YNNPACK sum `xla_row_sum` models: YNNPACK cuts a
/// longer one into partial sums (one 32768-element tile each).
const YNN_ROW_MAX: i64 = 32768;

/// Whether `op` is one this module rewrites for the target `ops`.
pub(super) fn computes_otherwise(ctx: &Context, op: OpId, ops: &TargetOps) -> bool {
    match ctx.ops[op].name.as_str() {
        "math.exp" => ops.exp.is_some() || ops.ynn_exp.is_some(),
        "math.rsqrt" => ops.rsqrt.is_some() || ops.rsqrt_vec.is_some(),
        "math.tanh" => ops.tanh.is_some() || ops.tanh_loop.is_some(),
        "math.log" => ops.log.is_some(),
        "math.log1p" => ops.log1p.is_some(),
        "math.erf" => ops.erf.is_some(),
        "arith.divsi" => ops.divsi.is_some(),
        "arith.remsi" => ops.remsi.is_some(),
        "arith.divui" => ops.divui.is_some(),
        "arith.remui" => ops.remui.is_some(),
        "vector.multi_reduction" => ops.row_sum.is_some() || ops.col_sum.is_some(),
        "arith.divf" => ctx.ops[op].operands.get(1).is_some_and(|&d| {
            ctx.defining_op(d).is_some_and(|b| {
                matches!(
                    ctx.ops[b].name.as_str(),
                    "vector.broadcast" | "arith.constant"
                )
            })
        }),
        _ => false,
    }
}

/// The element type of a printed type, a scalar's being itself.
fn element(ty: &str) -> String {
    let ty = ty.trim();
    if ty.contains('<') {
        elem_of(ty)
    } else {
        ty.to_string()
    }
}

/// `op`'s line as it was (with the name `name`): an op of a form this
/// module leaves alone.
fn unchanged(name: &str, l: &Line) -> String {
    if l.lhs.is_empty() {
        format!("{name} {}", l.rest)
    } else {
        format!("{} = {name} {}", l.lhs, l.rest)
    }
}

/// A one-operand f32 op as a call of the target's op `target`.
fn unary(name: &str, target: Option<&str>, l: &Line) -> Result<String, String> {
    let (pre, ty) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let x = pre.split_whitespace().next().ok_or("expected an operand")?;
    match target {
        Some(op) if element(ty) == "f32" => {
            Ok(format!("{} = \"{op}\"({x}) : ({ty}) -> {ty}", l.lhs))
        }
        _ => Ok(unchanged(name, l)),
    }
}

/// An i32 division or remainder (`name`) as a call of the target's op
/// `target` of XLA's semantics (`x / 0`, `MIN / −1`: `docs/pallas.md`
/// § Values), which interpret mode computes where `arith` is undefined.
fn int_division(name: &str, target: Option<&str>, l: &Line) -> Result<String, String> {
    let (pre, ty) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let mut it = pre
        .split(',')
        .map(|o| o.split_whitespace().next().unwrap_or(""));
    let (a, b) = (it.next().unwrap_or(""), it.next().unwrap_or(""));
    match target {
        Some(op) if element(ty) == "i32" && a.starts_with('%') && b.starts_with('%') => Ok(
            format!("{} = \"{op}\"({a}, {b}) : ({ty}, {ty}) -> {ty}", l.lhs),
        ),
        _ => Ok(unchanged(name, l)),
    }
}

/// `arith.divsi` of i32: XLA's (the target's `xla_divsi` op).
pub(super) fn divsi(s: &mut State, l: &Line) -> Result<String, String> {
    int_division("arith.divsi", s.ops.divsi.as_deref(), l)
}

/// `arith.remsi` of i32: XLA's (the target's `xla_remsi` op).
pub(super) fn remsi(s: &mut State, l: &Line) -> Result<String, String> {
    int_division("arith.remsi", s.ops.remsi.as_deref(), l)
}

/// `arith.divui` of i32: XLA's (the target's `xla_divui` op).
pub(super) fn divui(s: &mut State, l: &Line) -> Result<String, String> {
    int_division("arith.divui", s.ops.divui.as_deref(), l)
}

/// `arith.remui` of i32: XLA's (the target's `xla_remui` op).
pub(super) fn remui(s: &mut State, l: &Line) -> Result<String, String> {
    int_division("arith.remui", s.ops.remui.as_deref(), l)
}

/// `math.exp` of f32: XLA:CPU's `exp` (the target's `xla_exp` op), or
/// YNNPACK's in a fusion XLA:CPU hands to YNNPACK (its `ynn_exp` op).
pub(super) fn exp(s: &mut State, l: &Line) -> Result<String, String> {
    let op = if s.in_ynn { &s.ops.ynn_exp } else { &s.ops.exp };
    unary("math.exp", op.as_deref(), l)
}

/// `math.rsqrt` of f32: XLA:CPU's `rsqrt`, vectorised with its FMAs when
/// the op is alone in its fusion (the target's `xla_rsqrt_vec` op), in
/// scalar code next to another elementwise op (its `xla_rsqrt` op).
pub(super) fn rsqrt(s: &mut State, l: &Line) -> Result<String, String> {
    let op = if s.in_loop && !s.contracted {
        &s.ops.rsqrt
    } else {
        &s.ops.rsqrt_vec
    };
    unary("math.rsqrt", op.as_deref(), l)
}

/// Whether an op is elementwise arithmetic that XLA:CPU fuses with its
/// elementwise neighbours into one loop: an `arith` op other than a
/// constant, a `math` op, or a broadcast.
fn is_elementwise(ctx: &Context, op: OpId) -> bool {
    let name = ctx.ops[op].name.as_str();
    (name.starts_with("arith.") && name != "arith.constant")
        || name.starts_with("math.")
        || name == "vector.broadcast"
}

/// Whether `op` takes an operand from, or gives a result to, an
/// elementwise op, or takes an operand from a reduction (through the
/// reshape of a `keepdims`): interpret mode's XLA:CPU then computes it in
/// a loop fusion with that op, which its loop emitter compiles to scalar
/// code (an op alone in its fusion goes to the emitter that vectorises).
pub(super) fn next_to_elementwise(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    let elementwise = |d: OpId| is_elementwise(ctx, d) || is_reduction(ctx, d);
    let from = (o.operands.iter()).any(|&v| ctx.defining_op(v).is_some_and(elementwise));
    from || (o.results.iter())
        .any(|&r| ctx.values[r].uses.iter().any(|u| is_elementwise(ctx, u.op)))
}

/// Whether `op` is a reduction, or the reshape of one's result.
fn is_reduction(ctx: &Context, op: OpId) -> bool {
    match ctx.ops[op].name.as_str() {
        "vector.multi_reduction" => true,
        "vector.shape_cast" => (ctx.ops[op].operands.first())
            .and_then(|&v| ctx.defining_op(v))
            .is_some_and(|d| is_reduction(ctx, d)),
        _ => false,
    }
}

/// `math.tanh` of f32: XLA:CPU's `tanh`, vectorised with its FMAs when
/// the op is alone in its fusion (the target's `xla_tanh` op), in scalar
/// code next to another elementwise op (its `xla_tanh_loop` op).
pub(super) fn tanh(s: &mut State, l: &Line) -> Result<String, String> {
    let op = if s.in_loop && !s.contracted {
        &s.ops.tanh_loop
    } else {
        &s.ops.tanh
    };
    unary("math.tanh", op.as_deref(), l)
}

/// `math.log` of f32: XLA:CPU's `log` (the target's `xla_log` op).
pub(super) fn log(s: &mut State, l: &Line) -> Result<String, String> {
    unary("math.log", s.ops.log.as_deref(), l)
}

/// `math.log1p` of f32: XLA:CPU's `log1p` (the target's `xla_log1p` op).
pub(super) fn log1p(s: &mut State, l: &Line) -> Result<String, String> {
    unary("math.log1p", s.ops.log1p.as_deref(), l)
}

/// `math.erf` of f32: XLA:CPU's `erf` (the target's `xla_erf` op).
pub(super) fn erf(s: &mut State, l: &Line) -> Result<String, String> {
    unary("math.erf", s.ops.erf.as_deref(), l)
}

/// `vector.multi_reduction <add>, %x, %acc [d] : T to A` of f32 over one
/// dimension: over dimension 0 of a 2-D `%x`, XLA:CPU's column sum (the
/// target's `xla_col_sum` op, any size); else, `%x` of fewer than 4096
/// elements or `d` the last dimension of at most 32768, XLA:CPU's sum in
/// its order (the target's `xla_row_sum` op, which sums the last
/// dimension), after a `vector.transpose` that puts `d` last when it is
/// not. Other kinds, several dimensions and larger vectors keep
/// upstream's meaning.
pub(super) fn row_sum(s: &mut State, l: &Line) -> Result<String, String> {
    const NAME: &str = "vector.multi_reduction";
    let Some(rest) = l.rest.strip_prefix("<add>,") else {
        return Ok(unchanged(NAME, l));
    };
    let (pre, tys) = split_types(rest)?;
    let (xt, at) = tys.split_once(" to ").ok_or("expected `to`")?;
    let (ops, dims) = pre.split_once('[').ok_or("expected reduction dimensions")?;
    let dims: Vec<usize> = (dims.trim_end_matches(']').split(','))
        .map(|d| d.trim().parse().map_err(|_| "bad reduction dimension"))
        .collect::<Result<_, _>>()?;
    let shape = shape_of(xt);
    let (&[d], "f32") = (&dims[..], element(xt).as_str()) else {
        return Ok(unchanged(NAME, l));
    };
    let operands: Vec<&str> = ops.split(',').map(str::trim).collect();
    let [x, acc] = operands[..] else {
        return Err("expected a vector and an accumulator".into());
    };
    if let (Some(op), (0, 2)) = (&s.ops.col_sum, (d, shape.len())) {
        return Ok(format!(
            "{} = \"{op}\"({x}, {acc}) : ({xt}, {at}) -> {at}",
            l.lhs
        ));
    }
    let Some(op) = s.ops.row_sum.clone() else {
        return Ok(unchanged(NAME, l));
    };
    if d >= shape.len() {
        return Err("the reduction dimension is out of range".into());
    }
    let last = d + 1 == shape.len();
    let modelled = |n: i64| n < YNN_MIN_ELEMENTS || (last && shape[d] <= YNN_ROW_MAX);
    if elems(&shape).is_none_or(|n| !modelled(n)) {
        return Ok(unchanged(NAME, l));
    }
    let mut parts = Vec::new();
    let (mut x, mut xt) = (x.to_string(), xt.to_string());
    if d + 1 != shape.len() {
        let perm: Vec<usize> = (0..shape.len()).filter(|&i| i != d).chain([d]).collect();
        let tshape: Vec<i64> = perm.iter().map(|&i| shape[i]).collect();
        let tt = with_shape(&xt, &tshape, "f32");
        let t = s.emit.fresh();
        let list: Vec<String> = perm.iter().map(|i| i.to_string()).collect();
        parts.push(format!(
            "{t} = vector.transpose {x}, [{}] : {xt} to {tt}",
            list.join(", ")
        ));
        (x, xt) = (t, tt);
    }
    parts.push(format!(
        "{} = \"{op}\"({x}, {acc}) : ({xt}, {at}) -> {at}",
        l.lhs
    ));
    Ok(parts.join(SEP))
}

/// `arith.divf %a, %b` of f32 with `%b` a broadcast or a constant: `%a` times
/// `1 / %b`, as XLA's algebraic simplifier rewrites a divide by a
/// broadcast (`A / broadcast(B) => A * broadcast(1 / B)`), which rounds
/// twice where the divide rounds once.
pub(super) fn divide_by_broadcast(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, ty) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let operands: Vec<&str> = pre
        .split(',')
        .map(|o| o.split_whitespace().next().unwrap_or(""))
        .collect();
    let [a, b] = operands[..] else {
        return Err("expected two operands".into());
    };
    if element(ty) != "f32" {
        return Ok(unchanged("arith.divf", l));
    }
    let one = if ty.contains('<') {
        format!("dense<1.000000e+00> : {ty}")
    } else {
        format!("1.000000e+00 : {ty}")
    };
    let (c, inv) = (s.emit.fresh(), s.emit.fresh());
    Ok([
        format!("{c} = arith.constant {one}"),
        format!("{inv} = arith.divf {c}, {b} : {ty}"),
        format!("{} = arith.mulf {a}, {inv} : {ty}", l.lhs),
    ]
    .join(SEP))
}
