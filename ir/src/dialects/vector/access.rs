//! `vector.load` and `vector.store`: the memref access forms and their
//! layout rules.

use super::super::shaped_util::*;
use super::util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, ValueId};
use crate::{Context, Diagnostic, TypeId};

// ---- load / store / fma ------------------------------------------------

pub(super) const ACCESS_ATTRS: &[&str] = &["nontemporal", "alignment"];

/// Parses `%m[%i, %j] {attrs} : memref<...>, vector<...>`; returns memref,
/// indices and the vector type.
pub(super) fn parse_access(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<(Vec<ValueId>, TypeId)> {
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    parse_alignment_attrs(p, st, ACCESS_ATTRS)?;
    let mty = {
        p.expect(Punct::Colon)?;
        p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?
    };
    p.expect(Punct::Comma)?;
    let vty = p.parse_type()?;
    let mut ops = vec![p.resolve_operand(&m, mty)?];
    ops.extend(resolve_indices(p, &idx)?);
    Ok((ops, vty))
}

pub(super) fn parse_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (ops, ty) = parse_access(p, st)?;
    st.operands = ops;
    st.result_types = vec![ty];
    Ok(())
}

/// Writes `%m[%i] {attrs} : memref<...>, vector<...>`.
pub(super) fn print_access(p: &mut dyn OpAsmPrinter, ops: &[ValueId], vector: TypeId) {
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..]);
    print_attrs_but_defaults(p, &[]);
    p.write(" : ");
    let m = vty(p.ctx(), ops[0]);
    p.print_type(m);
    p.write(", ");
    p.print_type(vector);
}

pub(super) fn print_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (ops, ty) = (o.operands.clone(), vty(p.ctx(), o.results[0]));
    p.write(" ");
    print_access(p, &ops, ty);
}

/// `%v, %m[%i] : memref<...>, vector<...>`
pub(super) fn parse_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let (ops, ty) = parse_access(p, st)?;
    st.operands = vec![p.resolve_operand(&v, ty)?];
    st.operands.extend(ops);
    Ok(())
}

pub(super) fn print_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let ty = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_access(p, &ops[1..], ty);
}

/// Checks a vector load or store in upstream's order: the `alignment`
/// constraint, the ranks, a vector element type, the element types, then
/// the indices. `what` names the vector (`result`, `valueToStore`).
pub(super) fn verify_access(
    ctx: &Context,
    op: OpId,
    ops: &[ValueId],
    vector: TypeId,
    what: &str,
    out: &mut Vec<Diagnostic>,
) {
    if let Some(m) = alignment_error(ctx, op) {
        return emit(ctx, op, out, m);
    }
    let Some((shape, elem)) = ops.first().and_then(|&m| memref_of(ctx, vty(ctx, m))) else {
        return emit(ctx, op, out, "expected a memref base operand");
    };
    let Some((vshape, velem)) = vector_of(ctx, vector) else {
        return emit(ctx, op, out, "expected a vector type");
    };
    if shape.len() < vshape.len() {
        let msg = if what == "result" {
            "destination memref has lower rank than the result vector"
        } else {
            "source memref has lower rank than the vector to store"
        };
        return emit(ctx, op, out, msg);
    }
    // A one-element access is a scalar one; any other needs unit stride
    // along the memref's minor dim.
    let single = !is_scalable(ctx, vector) && vshape.iter().product::<i64>() == 1;
    if !single && !last_dim_unit_stride(ctx, vty(ctx, ops[0])) {
        return emit(ctx, op, out, "most minor memref dim must have unit stride");
    }
    let vector_elem = vector_of(ctx, elem).is_some();
    if vector_elem && elem != vector {
        let msg = format!("base memref and {what} vector types should match");
        return emit(ctx, op, out, msg);
    }
    if !vector_elem && elem != velem {
        // Upstream's load says "types", its store "type".
        let msg = if what == "result" {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        };
        return emit(ctx, op, out, msg);
    }
    if ops.len() - 1 != shape.len() {
        emit(ctx, op, out, format!("requires {} indices", shape.len()));
    }
    verify_indices(ctx, op, &ops[1..], "expected indices", out);
}

pub(super) fn verify_load(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&r) = o.results.first() else {
        return emit(ctx, op, out, "expected one result");
    };
    verify_access(ctx, op, &o.operands, vty(ctx, r), "result", out);
}

pub(super) fn verify_store(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 {
        return emit(ctx, op, out, "expected a value and a memref operand");
    }
    verify_access(
        ctx,
        op,
        &o.operands[1..],
        vty(ctx, o.operands[0]),
        "valueToStore",
        out,
    );
}

/// Upstream's `isLastDimUnitStride`: a strided layout whose last stride
/// is 1 (a rank-0 memref counts).
pub(super) fn last_dim_unit_stride(ctx: &Context, ty: TypeId) -> bool {
    super::super::shaped_subview::strides_and_offset(ctx, ty)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}
