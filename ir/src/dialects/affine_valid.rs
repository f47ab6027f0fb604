//! Which SSA values may be an affine dimension or symbol (upstream's
//! `isValidDim`/`isValidSymbol`, "affine" dialect page, "Restrictions on
//! Dimensions and Symbols").
//!
//! A *symbol* is an `index` value defined at the top level of an affine
//! scope (`func.func`, `builtin.module`), a constant, an `affine.apply` of
//! symbols, the result of a pure op on symbols, or a `dim` of a top-level memref (or of a dimension that is
//! static or sized by a symbol where an alloc or subview made it). A *dimension* is a symbol, an
//! `affine.for`/`affine.parallel` induction variable, an `affine.apply` of
//! dimensions, or a `dim` of a top-level memref.

use super::shaped_util::*;
use crate::ir::{OpId, ValueDef, ValueId};
use crate::registry::Semantics;
use crate::{Context, Diagnostic, RegionId, TypeData};

/// Ops whose region starts a new affine scope.
const SCOPES: [&str; 2] = ["func.func", "builtin.module"];

fn name(ctx: &Context, op: OpId) -> &str {
    ctx.ops[op].name.as_str()
}

/// The region `v` is defined in directly, and the op owning that region.
fn home(ctx: &Context, v: ValueId) -> Option<(RegionId, OpId)> {
    let block = match ctx.values[v].def {
        ValueDef::Result { op, .. } => ctx.ops[op].parent?,
        ValueDef::BlockArg { block, .. } => block,
    };
    let region = ctx.blocks[block].parent?;
    Some((region, ctx.regions[region].parent?))
}

/// Whether `v` is defined at the top level of an affine scope.
fn top_level(ctx: &Context, v: ValueId) -> bool {
    home(ctx, v).is_some_and(|(_, owner)| SCOPES.contains(&name(ctx, owner)))
}

/// The region of the closest affine scope around `op`.
pub(crate) fn scope_of(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let region = ctx.blocks[ctx.ops[cur].parent?].parent?;
        let owner = ctx.regions[region].parent?;
        if SCOPES.contains(&name(ctx, owner)) {
            return Some(region);
        }
        cur = owner;
    }
}

fn is_constant(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op]
        .name
        .def()
        .is_some_and(|d| d.semantics == Semantics::Constant)
}

/// Whether `v` is a valid affine symbol for ops in `scope`.
pub(crate) fn valid_symbol(ctx: &Context, v: ValueId, scope: Option<RegionId>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if top_level(ctx, v) {
        return true;
    }
    let Some(op) = ctx.defining_op(v) else {
        return false;
    };
    match name(ctx, op) {
        "affine.apply" => ctx.ops[op]
            .operands
            .iter()
            .all(|&o| valid_symbol(ctx, o, scope)),
        "memref.dim" => dim_is_symbol(ctx, op, scope),
        _ => is_constant(ctx, op) || pure_of_symbols(ctx, op, scope),
    }
}

/// Upstream (LLVM 22) also takes the result of a pure op whose operands
/// are all symbols. A division is pure only when its divisor is a constant
/// it cannot trap on (not 0, and not -1 when signed); the `index`
/// dialect's divisions and remainders never are.
fn pure_of_symbols(ctx: &Context, op: OpId, scope: Option<RegionId>) -> bool {
    let o = &ctx.ops[op];
    let Some(def) = o.name.def() else {
        return false;
    };
    if !def.traits.pure || !o.regions.is_empty() {
        return false;
    }
    let divisor = || o.operands.get(1).and_then(|&v| constant_i64(ctx, v));
    let speculatable = match def.name {
        "arith.divsi" | "arith.ceildivsi" => divisor().is_some_and(|d| d != 0 && d != -1),
        "arith.divui" | "arith.ceildivui" => divisor().is_some_and(|d| d != 0),
        "index.divs" | "index.divu" | "index.ceildivs" | "index.ceildivu" | "index.floordivs"
        | "index.rems" | "index.remu" => false,
        _ => true,
    };
    speculatable && o.operands.iter().all(|&v| valid_symbol(ctx, v, scope))
}

/// The value of an integer or `index` constant, as a signed number.
fn constant_i64(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    if !is_constant(ctx, op) {
        return None;
    }
    ctx.attr(attr(ctx, op, "value")?).as_i64()
}

/// Whether `v` is a valid affine dimension for ops in `scope`.
pub(crate) fn valid_dim(ctx: &Context, v: ValueId, scope: Option<RegionId>) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if valid_symbol(ctx, v, scope) {
        return true;
    }
    let Some(op) = ctx.defining_op(v) else {
        // An induction variable, or an argument of a scope's entry block.
        return home(ctx, v).is_some_and(|(_, owner)| {
            matches!(name(ctx, owner), "affine.for" | "affine.parallel")
                || SCOPES.contains(&name(ctx, owner))
        });
    };
    match name(ctx, op) {
        "affine.apply" => ctx.ops[op]
            .operands
            .iter()
            .all(|&o| valid_dim(ctx, o, scope)),
        "memref.dim" => ctx.ops[op]
            .operands
            .first()
            .is_some_and(|&m| top_level(ctx, m)),
        _ => false,
    }
}

/// A `memref.dim` is a symbol when its memref is top-level, or when the
/// dimension it reads (a constant index) is static or sized by a symbol
/// operand of the `memref.alloc`/`alloca`/`subview` that made the memref.
fn dim_is_symbol(ctx: &Context, op: OpId, scope: Option<RegionId>) -> bool {
    let o = &ctx.ops[op];
    let (Some(&memref), Some(&index)) = (o.operands.first(), o.operands.get(1)) else {
        return false;
    };
    if top_level(ctx, memref) {
        return true;
    }
    let (Some(maker), Some(i)) = (ctx.defining_op(memref), constant_index(ctx, index)) else {
        return false;
    };
    let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(memref)) else {
        return false;
    };
    let Some(&size) = shape.get(i) else {
        return false;
    };
    if !matches!(
        name(ctx, maker),
        "memref.alloc" | "memref.alloca" | "memref.subview"
    ) {
        return false;
    }
    if size >= 0 {
        return true;
    }
    size_operand(ctx, maker, shape, i).is_some_and(|s| valid_symbol(ctx, s, scope))
}

/// The operand giving dynamic size `i` of the memref `maker` returns.
fn size_operand(ctx: &Context, maker: OpId, shape: &[i64], i: usize) -> Option<ValueId> {
    if name(ctx, maker) == "memref.subview" {
        let [_, sizes, _] = super::memref::view_lists(ctx, maker)?;
        if sizes.len() != shape.len() {
            // Rank-reduced: which size is which is not followed here.
            return None;
        }
        return match sizes.get(i)? {
            super::memref::Mixed::Dynamic(v) => Some(*v),
            super::memref::Mixed::Static(_) => None,
        };
    }
    // An alloc's dynamic sizes come first among its operands, in order.
    let nth = shape[..i].iter().filter(|&&s| s < 0).count();
    ctx.ops[maker].operands.get(nth).copied()
}

/// The value of an `index` constant.
fn constant_index(ctx: &Context, v: ValueId) -> Option<usize> {
    let op = ctx.defining_op(v)?;
    if !is_constant(ctx, op) {
        return None;
    }
    let a = attr(ctx, op, "value")?;
    usize::try_from(ctx.attr(a).as_i64()?).ok()
}

/// Upstream's check of an op's map operands: the first `num_dims` must be
/// dimensions, the rest symbols.
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    op: OpId,
    operands: &[ValueId],
    num_dims: usize,
    out: &mut Vec<Diagnostic>,
) -> bool {
    let scope = scope_of(ctx, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims && !valid_dim(ctx, v, scope) {
            emit(ctx, op, out, "operand cannot be used as a dimension id");
            return false;
        }
        if i >= num_dims && !valid_symbol(ctx, v, scope) {
            emit(ctx, op, out, "operand cannot be used as a symbol");
            return false;
        }
    }
    true
}
