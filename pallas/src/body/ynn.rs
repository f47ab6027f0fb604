//! Which ops of a kernel body interpret mode's XLA:CPU computes inside a
//! YNNPACK fusion, where YNNPACK's routines compute them rather than
//! XLA's (`docs/pallas.md` § Values).
//!
//! XLA:CPU's library rewriter (jaxlib 0.10.2) starts a YNNPACK fusion at
//! each reduction it hands to YNNPACK (one of 4096 elements or more, in
//! or out), taking the reductions from the body's end to its start, and
//! grows each by a breadth-first walk over its neighbours:
//! - *up* to an operand's defining op when every user of that op is
//!   already in the fusion or is the op being fused;
//! - *down* to the single user of the op being fused (an op with several
//!   users ends the walk that way);
//!
//! taking only ops YNNPACK supports (elementwise float arithmetic and
//! functions, broadcasts, constants, and other such reductions; a
//! reshape only where XLA folds it into the broadcasts that use it) and
//! no op already in a fusion. The kernel body's MLIR is
//! one op per HLO instruction for these ops, so the same walk over it
//! finds the same fusions; ops in another block (a loop's body) are
//! another HLO computation and never join.

use rmlir_ir::dialects::vector::combining_kind;
use rmlir_ir::registry::ReductionKind;
use rmlir_ir::types::FloatKind;
use rmlir_ir::{Context, OpId, TypeData, TypeId, ValueId};
use std::collections::{HashSet, VecDeque};

/// From this many elements in or out, XLA:CPU hands a reduction to
/// YNNPACK (`IsInstructionPreferredByYnn`).
pub(super) const YNN_MIN_ELEMENTS: i64 = 4096;

/// The elementwise ops YNNPACK's unary and binary operator tables cover.
const ELEMENTWISE: [&str; 22] = [
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.negf",
    "arith.extf",
    "arith.truncf",
    "math.absf",
    "math.ceil",
    "math.floor",
    "math.roundeven",
    "math.exp",
    "math.expm1",
    "math.log",
    "math.log1p",
    "math.tanh",
    "math.erf",
    "math.rsqrt",
    "math.sqrt",
    "math.powf",
];

/// The reduction kinds YNNPACK runs (`ynn_reduce_sum`, `_max`, `_min`).
const REDUCTIONS: [ReductionKind; 5] = [
    ReductionKind::Add,
    ReductionKind::MaximumF,
    ReductionKind::MinimumF,
    ReductionKind::MaxNumF,
    ReductionKind::MinNumF,
];

/// The ops of `module`'s bodies that XLA:CPU computes in YNNPACK
/// fusions (see the module doc).
pub(super) fn fused_ops(ctx: &Context, module: OpId) -> HashSet<OpId> {
    let mut all = Vec::new();
    ctx.walk(module, &mut |op| all.push(op));
    let mut fused = HashSet::new();
    for &op in all.iter().rev() {
        if !fused.contains(&op) && offloaded(ctx, op) {
            fused.insert(op);
            grow(ctx, op, &mut fused);
        }
    }
    fused
}

/// Which way the walk reached an op: from a user (up) or an operand
/// (down).
#[derive(Clone, Copy, PartialEq)]
enum Dir {
    Up,
    Down,
    Both,
}

/// Grows the fusion started at `start` (see the module doc).
fn grow(ctx: &Context, start: OpId, fused: &mut HashSet<OpId>) {
    let mut members = HashSet::from([start]);
    let mut queue = VecDeque::new();
    candidates(ctx, start, Dir::Both, &members, fused, &mut queue);
    while let Some((op, dir)) = queue.pop_front() {
        if fused.contains(&op) || !supported(ctx, op) {
            continue;
        }
        fused.insert(op);
        members.insert(op);
        candidates(ctx, op, dir, &members, fused, &mut queue);
    }
}

/// Queues `op`'s neighbours the walk may take next.
fn candidates(
    ctx: &Context,
    op: OpId,
    dir: Dir,
    members: &HashSet<OpId>,
    fused: &HashSet<OpId>,
    queue: &mut VecDeque<(OpId, Dir)>,
) {
    let block = ctx.ops[op].parent;
    if dir != Dir::Down {
        for &v in &ctx.ops[op].operands {
            let Some(d) = ctx.defining_op(v) else {
                continue;
            };
            let all_in = users(ctx, d)
                .iter()
                .all(|u| *u == op || members.contains(u));
            if ctx.ops[d].parent == block && !fused.contains(&d) && all_in {
                queue.push_back((d, Dir::Up));
            }
        }
    }
    if let [u] = users(ctx, op)[..] {
        if dir != Dir::Up && ctx.ops[u].parent == block && !fused.contains(&u) {
            queue.push_back((u, Dir::Down));
        }
    }
}

/// The distinct ops using `op`'s results, in order of first use.
fn users(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for &r in &ctx.ops[op].results {
        for u in &ctx.values[r].uses {
            if !out.contains(&u.op) {
                out.push(u.op);
            }
        }
    }
    out
}

/// Whether YNNPACK can take `op` into a fusion.
fn supported(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    match o.name.as_str() {
        "vector.multi_reduction" => offloaded(ctx, op),
        "arith.constant" => o
            .results
            .iter()
            .all(|&r| float_typed(ctx, ctx.value_type(r))),
        "vector.broadcast" => all_float(ctx, op),
        // A reshape YNNPACK does not take; XLA's simplifier folds one
        // whose users are all broadcasts (a `keepdims` before a
        // broadcast back) into them.
        "vector.shape_cast" => {
            all_float(ctx, op)
                && (users(ctx, op).iter()).all(|&u| ctx.ops[u].name.as_str() == "vector.broadcast")
        }
        name => ELEMENTWISE.contains(&name) && all_float(ctx, op),
    }
}

/// Whether XLA:CPU hands the reduction `op` to YNNPACK: a sum, maximum
/// or minimum of floats with 4096 elements or more in or out.
fn offloaded(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    if o.name.as_str() != "vector.multi_reduction" || !all_float(ctx, op) {
        return false;
    }
    if !combining_kind(ctx, op).is_some_and(|k| REDUCTIONS.contains(&k)) {
        return false;
    }
    let large =
        |&v: &ValueId| elements(ctx, ctx.value_type(v)).is_some_and(|n| n >= YNN_MIN_ELEMENTS);
    o.operands.iter().chain(&o.results).any(large)
}

/// Whether every operand and result of `op` has a float element type
/// YNNPACK's elementwise tables take (f32, bf16, f64).
fn all_float(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    (o.operands.iter().chain(&o.results)).all(|&v| float_typed(ctx, ctx.value_type(v)))
}

/// Whether `ty` is f32, bf16 or f64, or a vector of them.
fn float_typed(ctx: &Context, ty: TypeId) -> bool {
    match ctx.ty(ty) {
        TypeData::Vector { elem, .. } => float_typed(ctx, *elem),
        TypeData::Float(k) => matches!(k, FloatKind::F32 | FloatKind::BF16 | FloatKind::F64),
        _ => false,
    }
}

/// The number of elements of a vector type (1 for a scalar), if it fits.
fn elements(ctx: &Context, ty: TypeId) -> Option<i64> {
    match ctx.ty(ty) {
        TypeData::Vector { shape, .. } => shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d)),
        _ => Some(1),
    }
}
