//! `vector.mask` and its terminator `vector.yield` (upstream `VectorOps.td`,
//! `MaskableOpInterface`): the region holds one maskable op, whose results
//! the yield returns; the custom form shows only that op, inside braces.

use super::super::shaped_util::*;
use super::memory::{map_dims, permutation_map};
use super::util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, RegionId};
use crate::{Context, Diagnostic};

/// The ops upstream lets `vector.mask` wrap.
const MASKABLE: &[&str] = &[
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.gather",
    "vector.reduction",
    "vector.multi_reduction",
    "vector.contract",
    "vector.outerproduct",
];

/// `%mask (, %passthru)? { op } attr-dict : mask-type (-> results)?`
pub(crate) fn parse_mask(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.optional(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    ensure_yield(p, region);
    parse_attrs(p, st, &[])?;
    let mty = p.parse_colon_type()?;
    let results = if p.optional(Punct::Arrow) {
        p.parse_result_type_list()?
    } else {
        Vec::new()
    };
    st.operands = vec![p.resolve_operand(&mask, mty)?];
    if let Some(pt) = passthru {
        let Some(&t) = results.first() else {
            let msg = "expects a result if passthru operand is provided";
            let at = p.name_loc();
            return Err(error_at(p, at, msg));
        };
        st.operands.push(p.resolve_operand(&pt, t)?);
    }
    st.result_types = results;
    st.regions.push(region);
    Ok(())
}

/// Upstream's `MaskOp::ensureTerminator`: a block without a terminator gets
/// a `vector.yield`, which returns the masked op's results when the block
/// holds exactly that op.
fn ensure_yield(p: &mut dyn OpAsmParser, region: RegionId) {
    let loc = p.current_loc();
    let ctx = p.ctx();
    let block = match ctx.regions[region].blocks.first() {
        Some(&b) => b,
        // `{ }`: an empty body still gets its block and yield.
        None => ctx.create_block(region, &[]),
    };
    let ends = ctx.blocks[block]
        .ops
        .last()
        .is_some_and(|&o| ctx.ops[o].name.def().is_some_and(|d| d.traits.terminator));
    if ends {
        return;
    }
    let ops = ctx.blocks[block].ops.clone();
    let yielded = match ops[..] {
        [only] => ctx.ops[only].results.clone(),
        _ => Vec::new(),
    };
    let mut st = OperationState::new("vector.yield", loc);
    st.operands = yielded;
    let y = ctx.create_op(st);
    ctx.append_op(block, y);
}

pub(crate) fn print_mask(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let operands = o.operands.clone();
    let results = types_of(ctx, &o.results);
    let first = o
        .regions
        .first()
        .and_then(|&r| ctx.regions[r].blocks.first())
        .and_then(|&b| ctx.blocks[b].ops.first().copied());
    let mty = vty(ctx, operands[0]);
    p.write(" ");
    p.print_operands(&operands);
    p.write(" { ");
    if let Some(inner) = first {
        p.print_op_inline(inner);
    }
    p.write(" }");
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(mty);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
}

/// The mask shape a maskable op expects, if `op` is one.
fn expected_mask_shape(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    let o = &ctx.ops[op];
    let shape_of = |v| vector_of(ctx, vty(ctx, v)).map(|(s, _)| s.to_vec());
    match o.name.as_str() {
        "vector.transfer_read" | "vector.transfer_write" => {
            let read = o.name == "vector.transfer_read";
            let v = if read { o.results[0] } else { o.operands[0] };
            let vshape = shape_of(v)?;
            let dims = map_dims(&permutation_map(ctx, op)?)?;
            Some(super::memory::inferred_mask_shape(&vshape, &dims))
        }
        "vector.gather" | "vector.outerproduct" => shape_of(*o.results.first()?),
        "vector.reduction" | "vector.multi_reduction" => shape_of(*o.operands.first()?),
        "vector.contract" => super::compute::iteration_shape(ctx, op),
        _ => None,
    }
}

fn mask_error(ctx: &Context, op: OpId) -> Result<(), String> {
    let o = &ctx.ops[op];
    let Some(&m) = o.operands.first() else {
        return Err("expected a mask operand".into());
    };
    let mty = vty(ctx, m);
    if vector_of(ctx, mty).is_none_or(|(s, e)| s.is_empty() || ctx.ty(e).int_width() != Some(1)) {
        return Err(format!(
            "operand #0 must be vector of 1-bit signless integer values, but got {}",
            quoted(ctx, mty)
        ));
    }
    let block = o
        .regions
        .first()
        .and_then(|&r| ctx.regions[r].blocks.first().copied())
        .ok_or("expects a terminator within the mask region")?;
    let ops = &ctx.blocks[block].ops;
    let Some(&last) = ops.last() else {
        return Err("expects a terminator within the mask region".into());
    };
    if ops.len() > 2 {
        return Err("expects only one operation to mask".into());
    }
    if ctx.ops[last].name != "vector.yield" {
        return Err("expects a terminator within the mask region".into());
    }
    if ctx.ops[last].operands.len() != o.results.len() {
        return Err("expects number of results to match mask region yielded values".into());
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let inner = ops[0];
    if !MASKABLE.contains(&ctx.ops[inner].name.as_str()) {
        return Err("expects a MaskableOpInterface within the mask region".into());
    }
    let io = &ctx.ops[inner];
    if io.results.len() != o.results.len() {
        return Err(
            "expects number of results to match maskable operation number of results".into(),
        );
    }
    if io.results != ctx.ops[last].operands {
        return Err("expects all the results from the MaskableOpInterface to match all the values returned by the terminator".into());
    }
    if types_of(ctx, &io.results) != types_of(ctx, &o.results) {
        return Err("expects result type to match maskable operation result type".into());
    }
    check_mask_operands(ctx, op, inner)
}

/// The mask's type against the masked op's, and the pass-through.
fn check_mask_operands(ctx: &Context, op: OpId, inner: OpId) -> Result<(), String> {
    let o = &ctx.ops[op];
    let want = expected_mask_shape(ctx, inner).unwrap_or_default();
    let mty = vty(ctx, o.operands[0]);
    let ok = vector_of(ctx, mty)
        .is_some_and(|(s, e)| s == want.as_slice() && ctx.ty(e).int_width() == Some(1));
    if !ok {
        let d: Vec<String> = want.iter().map(i64::to_string).collect();
        return Err(format!(
            "expects a 'vector<{}xi1>' mask for the maskable operation",
            d.join("x")
        ));
    }
    let Some(&pt) = o.operands.get(1) else {
        return Ok(());
    };
    if ctx.ops[inner].name != "vector.transfer_read" && ctx.ops[inner].name != "vector.gather" {
        return Err("doesn't expect a passthru argument for this maskable operation".into());
    }
    if ctx.ops[inner].results.first().map(|&r| vty(ctx, r)) != Some(vty(ctx, pt)) {
        return Err("expects passthru type to match result type".into());
    }
    Ok(())
}

pub(crate) fn verify_mask(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Err(m) = mask_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}

/// `%a, %b : T1, T2`, or nothing.
pub(crate) fn parse_yield(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_yield_operands(p, st)
}

pub(crate) fn print_yield(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_yield_operands(p, op)
}

pub(crate) fn verify_yield(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op);
    if parent.is_none_or(|p| ctx.ops[p].name != "vector.mask") {
        emit(ctx, op, out, "expects parent op 'vector.mask'");
    }
}
