//! The `affine` ops beyond loops and scalar accesses (upstream
//! `AffineOps.td`, "affine" dialect page): `vector_load`/`vector_store`
//! (a vector at an affine subscript), `prefetch`, and the index
//! arithmetic ops `delinearize_index`/`linearize_index` with their mixed
//! static/dynamic basis.

use super::affine_access::{print_affine_access, verify_access};
use super::shaped_memops::{flag, parse_prefetch_spec, print_prefetch_spec};
use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::types::DYNAMIC;
use crate::{AttrData, Context, Diagnostic};

// ---- vector_load / vector_store ---------------------------------------------

/// `%A[%i + 1] {attrs} : memref<..>, vector<..>`
pub(crate) fn parse_vector_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    parse_attrs(p, st, &["map"])?;
    let ty = p.parse_colon_type_of_kind(crate::asm::TypeKind::MemRef)?;
    p.expect(Punct::Comma)?;
    let vt = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(idx);
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    st.result_types = vec![vt];
    Ok(())
}

pub(crate) fn print_vector_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let vt = vty(p.ctx(), p.ctx().ops[op].results[0]);
    p.write(" ");
    print_affine_access(p, &ops);
    p.write(", ");
    p.print_type(vt);
}

/// `%v, %A[%i] {attrs} : memref<..>, vector<..>`
pub(crate) fn parse_vector_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    parse_attrs(p, st, &["map"])?;
    let ty = p.parse_colon_type_of_kind(crate::asm::TypeKind::MemRef)?;
    p.expect(Punct::Comma)?;
    let vt = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    st.operands = vec![p.resolve_operand(&v, vt)?, p.resolve_operand(&m, ty)?];
    st.operands.extend(idx);
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    Ok(())
}

pub(crate) fn print_vector_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let vt = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_affine_access(p, &ops[1..]);
    p.write(", ");
    p.print_type(vt);
}

/// Upstream's `verifyVectorMemoryOp`: the vector holds the memref's
/// element type.
fn verify_vector_elem(
    ctx: &Context,
    op: OpId,
    elem: crate::TypeId,
    v: crate::ValueId,
    out: &mut Vec<Diagnostic>,
) {
    match vector_of(ctx, vty(ctx, v)) {
        Some((_, e)) if e == elem => {}
        Some(_) => emit(
            ctx,
            op,
            out,
            "requires memref and vector types of the same elemental type",
        ),
        None => emit(
            ctx,
            op,
            out,
            format!(
                "result #0 must be vector of any type values{}",
                but_got(ctx, v)
            ),
        ),
    }
}

pub(crate) fn verify_vector_load(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let elem = verify_access(ctx, op, &o.operands, "load", out);
    if let (Some(e), Some(&r)) = (elem, o.results.first()) {
        verify_vector_elem(ctx, op, e, r, out);
    }
}

pub(crate) fn verify_vector_store(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 {
        return emit(ctx, op, out, "expected a value and a memref operand");
    }
    if let Some(e) = verify_access(ctx, op, &o.operands[1..], "store", out) {
        verify_vector_elem(ctx, op, e, o.operands[0], out);
    }
}

// ---- prefetch ----------------------------------------------------------------

/// `%A[%i + 2], read, locality<3>, data {attrs} : memref<..>`
pub(crate) fn parse_prefetch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    let mut props = parse_prefetch_spec(p, st.loc)?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(idx);
    props.push(("map".into(), map));
    add_props(p.ctx(), st, props);
    Ok(())
}

pub(crate) fn print_prefetch(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let ty = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operand(ops[0]);
    if let Some(map) = attr(p.ctx(), op, "map") {
        p.print_affine_map_of_ssa_ids(map, &ops[1..]);
    }
    print_prefetch_spec(p, op);
    print_attrs(p, &["isWrite", "isDataCache", "localityHint", "map"]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_prefetch(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if verify_access(ctx, op, &o.operands, "prefetch", out).is_none() {
        return;
    }
    match attr(ctx, op, "localityHint").and_then(|a| ctx.attr(a).as_i64()) {
        Some(0..=3) => {}
        _ => emit(ctx, op, out, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"),
    }
}

// ---- delinearize_index / linearize_index ----------------------------------------

/// Parses `(4, %n, 2)`: static values and dynamic operands.
pub(crate) fn parse_basis(p: &mut dyn OpAsmParser) -> PResult<(Vec<i64>, Vec<crate::ValueId>)> {
    parse_dynamic_index_list(p, Punct::LParen, Punct::RParen)
}

/// Writes ` (4, %n, 2)`.
pub(crate) fn print_basis(p: &mut dyn OpAsmPrinter, statics: &[i64], dynamics: &[crate::ValueId]) {
    let mut it = dynamics.iter();
    p.write(" (");
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (s == DYNAMIC).then(|| it.next()).flatten() {
            Some(&v) => p.print_operand(v),
            None => p.write(&s.to_string()),
        }
    }
    p.write(")");
}

/// The `static_basis` property.
pub fn static_basis(ctx: &Context, op: OpId) -> Vec<i64> {
    attr(ctx, op, "static_basis")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default()
}

/// `%n into (4, 2) {attrs} : index, index`
pub(crate) fn parse_delinearize(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let n = p.parse_operand()?;
    p.expect_keyword("into")?;
    let (statics, dynamics) = parse_basis(p)?;
    parse_attrs(p, st, &["static_basis"])?;
    st.result_types = p.parse_colon_type_list()?;
    let index = p.ctx().index_type();
    st.operands = vec![p.resolve_operand(&n, index)?];
    st.operands.extend(dynamics);
    let b = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_basis".into(), b)]);
    Ok(())
}

pub(crate) fn print_delinearize(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let statics = static_basis(ctx, op);
    let tys = types_of(ctx, &ctx.ops[op].results);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into");
    print_basis(p, &statics, &ops[1..]);
    print_attrs(p, &["static_basis"]);
    p.write(" : ");
    p.print_types(&tys);
}

/// Dynamic markers against operands, and no static non-positive entry.
fn verify_basis(
    ctx: &Context,
    op: OpId,
    statics: &[i64],
    dynamic: usize,
    out: &mut Vec<Diagnostic>,
) {
    if statics.iter().filter(|&&v| v == DYNAMIC).count() != dynamic {
        let msg = "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite";
        emit(ctx, op, out, msg);
    } else if statics.iter().any(|&v| v != DYNAMIC && v <= 0) {
        emit(
            ctx,
            op,
            out,
            "no basis element may be statically non-positive",
        );
    }
}

pub(crate) fn verify_delinearize(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.is_empty() {
        return emit(ctx, op, out, "expected at least 1 operand");
    }
    let statics = static_basis(ctx, op);
    let n = o.results.len();
    if n != statics.len() && n != statics.len() + 1 {
        let msg = "should return an index for each basis element and up to one extra index";
        return emit(ctx, op, out, msg);
    }
    verify_indices(ctx, op, &o.operands, "operands", out);
    verify_basis(ctx, op, &statics, o.operands.len().saturating_sub(1), out);
}

/// `disjoint? [%a, %b] by (4, 2) {attrs} : index`
pub(crate) fn parse_linearize(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let disjoint = p.optional_keyword("disjoint");
    let idx = parse_subscripts(p)?;
    p.expect_keyword("by")?;
    let (statics, dynamics) = parse_basis(p)?;
    parse_attrs(p, st, &["static_basis", "disjoint"])?;
    st.result_types = vec![p.parse_colon_type()?];
    st.operands = resolve_indices(p, &idx)?;
    set_segments(p, st, &[idx.len(), dynamics.len()]);
    st.operands.extend(dynamics);
    let b = i64_array(p.ctx(), &statics);
    // A unit property: `disjoint` when set, `disjoint = false` otherwise.
    let d = p.ctx().intern_attr(if disjoint {
        AttrData::Unit
    } else {
        AttrData::Bool(false)
    });
    add_props(
        p.ctx(),
        st,
        vec![("disjoint".into(), d), ("static_basis".into(), b)],
    );
    Ok(())
}

pub(crate) fn print_linearize(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let idx = segment(ctx, op, 0).unwrap_or_default();
    let dynamics = segment(ctx, op, 1).unwrap_or_default();
    let statics = static_basis(ctx, op);
    let ty = vty(ctx, ctx.ops[op].results[0]);
    if flag(ctx, op, "disjoint") {
        p.write(" disjoint");
    }
    p.write(" ");
    print_subscripts(p, &idx);
    p.write(" by");
    print_basis(p, &statics, &dynamics);
    print_attrs(p, &["static_basis", "disjoint", "operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_linearize(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if !verify_segments(ctx, op, 2, out) {
        return;
    }
    let idx = segment(ctx, op, 0).unwrap_or_default();
    let dynamics = segment(ctx, op, 1).unwrap_or_default();
    let statics = static_basis(ctx, op);
    if idx.len() != statics.len() && idx.len() != statics.len() + 1 {
        let msg = "should be passed a basis element for each index except possibly the first";
        return emit(ctx, op, out, msg);
    }
    verify_indices(ctx, op, &ctx.ops[op].operands, "operands", out);
    verify_basis(ctx, op, &statics, dynamics.len(), out);
}
