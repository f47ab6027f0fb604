//! `vector.extract` and `vector.insert`: their mixed static/dynamic
//! positions and the type a position selects.

use super::super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, ValueId};
use crate::types::DYNAMIC;
use crate::{Context, Diagnostic, TypeData, TypeId};

// ---- extract / insert --------------------------------------------------

/// `%v[2, %i] : f32 from vector<4x4xf32>`
pub(super) fn parse_extract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    parse_attrs(p, st, &["static_position"])?;
    let res = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let src = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    st.operands = vec![p.resolve_operand(&v, src)?];
    st.operands.extend(dynamics);
    let pos = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_position".to_string(), pos)]);
    st.result_types = vec![res];
    Ok(())
}

/// The static positions of an extract or insert.
pub fn static_position(ctx: &Context, op: OpId) -> Vec<i64> {
    attr(ctx, op, "static_position")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default()
}

pub(super) fn print_extract(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (v, dynamics) = (o.operands[0], o.operands[1..].to_vec());
    let (res, src) = (vty(ctx, o.results[0]), vty(ctx, v));
    let statics = static_position(ctx, op);
    p.write(" ");
    p.print_operand(v);
    print_mixed_list(p, &statics, &dynamics);
    print_attrs(p, &["static_position"]);
    p.write(" : ");
    p.print_type(res);
    p.write(" from ");
    p.print_type(src);
}

/// Checks positions against a vector shape; returns the type the positions
/// select (the element type when all dims are indexed).
pub(super) fn verify_position(
    ctx: &Context,
    op: OpId,
    vec_ty: TypeId,
    dynamics: &[ValueId],
    out: &mut Vec<Diagnostic>,
) -> Option<Vec<i64>> {
    let insert = ctx.ops[op].name == "vector.insert";
    let (which, poison) = if insert {
        ("dest vector", "")
    } else {
        ("vector", " or poison (-1)")
    };
    let Some((shape, _)) = vector_of(ctx, vec_ty) else {
        emit(ctx, op, out, "expected a vector operand");
        return None;
    };
    let pos = static_position(ctx, op);
    if pos.len() > shape.len() {
        let msg = format!("expected position attribute of rank no greater than {which} rank");
        emit(ctx, op, out, msg);
        return None;
    }
    for (i, (&x, &d)) in pos.iter().zip(shape).enumerate() {
        if x != DYNAMIC && x != -1 && !(0..d).contains(&x) {
            let msg = format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding {which} dimension{poison}", i + 1);
            emit(ctx, op, out, msg);
        }
    }
    if pos.iter().filter(|&&x| x == DYNAMIC).count() != dynamics.len() {
        emit(
            ctx,
            op,
            out,
            "expected as many dynamic positions as '?' entries in static_position",
        );
    }
    verify_indices(ctx, op, dynamics, "expected dynamic positions", out);
    Some(shape[pos.len()..].to_vec())
}

/// The text of the type a position selects (upstream's inferred type):
/// the element type, or the trailing dims as a vector.
pub(super) fn selected_type_text(ctx: &Context, vec_ty: TypeId, rest: &[i64]) -> String {
    let elem = vector_of(ctx, vec_ty).map_or(String::new(), |(_, e)| {
        crate::printer::type_to_string(ctx, e)
    });
    if rest.is_empty() {
        return elem;
    }
    let dims: Vec<String> = rest.iter().map(i64::to_string).collect();
    format!("vector<{}x{elem}>", dims.join("x"))
}

/// The type at the end of a position: the element, or a smaller vector.
pub(super) fn selected_type_matches(
    ctx: &Context,
    vec_ty: TypeId,
    rest: &[i64],
    ty: TypeId,
) -> bool {
    let Some((_, elem)) = vector_of(ctx, vec_ty) else {
        return false;
    };
    match ctx.ty(ty) {
        TypeData::Vector { shape, elem: e, .. } => {
            *e == elem && (shape == rest || (rest.is_empty() && shape.is_empty()))
        }
        _ => rest.is_empty() && ty == elem,
    }
}

pub(super) fn verify_extract(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a vector operand and one result");
    };
    let src = vty(ctx, v);
    let Some(rest) = verify_position(ctx, op, src, &o.operands[1..], out) else {
        return;
    };
    if rest.is_empty() && vector_of(ctx, vty(ctx, r)).is_some_and(|(s, _)| s.is_empty()) {
        // Upstream's shared position check emits this without the op prefix.
        return emit_raw(
            ctx,
            op,
            out,
            "expected a scalar instead of a 0-d vector as the result type",
        );
    }
    if !selected_type_matches(ctx, src, &rest, vty(ctx, r)) {
        let inferred = selected_type_text(ctx, src, &rest);
        let got = quoted(ctx, vty(ctx, r));
        let msg = format!(
            "inferred type(s) '{inferred}' are incompatible with return type(s) of operation {got}"
        );
        emit(ctx, op, out, msg);
        emit(ctx, op, out, "failed to infer returned types");
    }
}

/// `%x, %v[2] : f32 into vector<4xf32>`
pub(super) fn parse_insert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let v = p.parse_operand()?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    parse_attrs(p, st, &["static_position"])?;
    let src = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let dst = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    st.operands = vec![p.resolve_operand(&x, src)?, p.resolve_operand(&v, dst)?];
    st.operands.extend(dynamics);
    let pos = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_position".to_string(), pos)]);
    st.result_types = vec![dst];
    Ok(())
}

pub(super) fn print_insert(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let (src, dst) = (vty(ctx, ops[0]), vty(ctx, ops[1]));
    let statics = static_position(ctx, op);
    p.write(" ");
    p.print_operands(&ops[..2]);
    p.write(" ");
    print_mixed_list(p, &statics, &ops[2..]);
    print_attrs(p, &["static_position"]);
    p.write(" : ");
    p.print_type(src);
    p.write(" into ");
    p.print_type(dst);
}

pub(super) fn verify_insert(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 || o.results.len() != 1 {
        return emit(ctx, op, out, "expected a value, a vector and one result");
    }
    let dst = vty(ctx, o.operands[1]);
    let Some(rest) = verify_position(ctx, op, dst, &o.operands[2..], out) else {
        return;
    };
    let src = vty(ctx, o.operands[0]);
    if rest.is_empty() && vector_of(ctx, src).is_some_and(|(s, _)| s.is_empty()) {
        // Upstream's shared position check emits this without the op prefix.
        return emit_raw(
            ctx,
            op,
            out,
            "expected a scalar instead of a 0-d vector as the source operand",
        );
    }
    let src_rank = vector_of(ctx, src).map(|(s, _)| s.len());
    let (pos, dst_rank) = (
        static_position(ctx, op).len(),
        rest.len() + static_position(ctx, op).len(),
    );
    match src_rank {
        Some(r) if r + pos != dst_rank => emit(
            ctx,
            op,
            out,
            "expected position attribute rank + source rank to match dest vector rank",
        ),
        None if pos != dst_rank => emit(
            ctx,
            op,
            out,
            "expected position attribute rank to match the dest vector rank",
        ),
        _ if !selected_type_matches(ctx, dst, &rest, src) => emit(
            ctx,
            op,
            out,
            "expected the value to insert to have the type at the position in the dest vector",
        ),
        _ => {}
    }
    if vty(ctx, o.results[0]) != dst {
        emit(
            ctx,
            op,
            out,
            "failed to verify that all of {dest, result} have same type",
        );
    }
}

/// The position of a `vector.extract` (operands after the vector) or
/// `vector.insert` (after the value and the vector), static entries and
/// dynamic operands merged in order; `Static(-1)` is poison.
pub fn position(ctx: &Context, op: OpId) -> Option<Vec<super::super::memref::Mixed>> {
    let skip = if ctx.ops[op].name == "vector.insert" {
        2
    } else {
        1
    };
    let dynamics = ctx.ops[op].operands.get(skip..)?;
    super::super::memref::merge_mixed(&static_position(ctx, op), dynamics)
}
