//! Scalable vectors: `vector.vscale` and
//! `vector.scalable.insert`/`vector.scalable.extract`.

use super::super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::{Context, Diagnostic, TypeData, TypeId};

/// `attr-dict`: the `index` result is implied.
pub(super) fn parse_vscale(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_attrs(p, st, &[])?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

pub(super) fn print_vscale(p: &mut dyn OpAsmPrinter, _op: OpId) {
    print_attrs(p, &[]);
}

pub(super) fn verify_vscale(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if !o.operands.is_empty() {
        return emit(ctx, op, out, "requires zero operands");
    }
    match o.results.first() {
        Some(&r) if o.results.len() == 1 => {
            if !matches!(ctx.ty(vty(ctx, r)), TypeData::Index) {
                let msg = format!(
                    "result #0 must be index, but got {}",
                    quoted(ctx, vty(ctx, r))
                );
                emit(ctx, op, out, msg);
            }
        }
        _ => emit(ctx, op, out, "requires one result"),
    }
}

/// `[pos]` as the `pos` property (an `i64`).
pub(super) fn parse_pos(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.expect(Punct::LSquare)?;
    let pos = p.parse_integer()?;
    p.expect(Punct::RSquare)?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(pos, i64t);
    add_props(p.ctx(), st, vec![("pos".to_string(), a)]);
    Ok(())
}

pub(super) fn pos_of(ctx: &Context, op: OpId) -> Option<i64> {
    attr(ctx, op, "pos").and_then(|a| ctx.attr(a).as_i64())
}

/// `%sub, %vec[pos] attr-dict : vector<4xT> into vector<[16]xT>`
pub(super) fn parse_scalable_insert(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let d = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attrs(p, st, &["pos"])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?, p.resolve_operand(&d, to)?];
    st.result_types = vec![to];
    Ok(())
}

pub(super) fn print_scalable_insert(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let pos = pos_of(ctx, op).unwrap_or(0);
    let (a, b) = (vty(ctx, ops[0]), vty(ctx, ops[1]));
    p.write(" ");
    p.print_operands(&ops);
    p.write(&format!("[{pos}]"));
    print_attrs(p, &["pos"]);
    p.write(" : ");
    p.print_type(a);
    p.write(" into ");
    p.print_type(b);
}

/// `%vec[pos] attr-dict : vector<4xT> from vector<[16]xT>`
pub(super) fn parse_scalable_extract(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attrs(p, st, &["pos"])?;
    let res = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let from = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![res];
    Ok(())
}

pub(super) fn print_scalable_extract(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let pos = pos_of(ctx, op).unwrap_or(0);
    let (from, res) = (vty(ctx, x), vty(ctx, r));
    p.write(" ");
    p.print_operand(x);
    p.write(&format!("[{pos}]"));
    print_attrs(p, &["pos"]);
    p.write(" : ");
    p.print_type(res);
    p.write(" from ");
    p.print_type(from);
}

/// The element count of a rank-1 vector type, and whether it is scalable.
pub(super) fn rank1(ctx: &Context, ty: TypeId) -> Option<(i64, bool)> {
    match ctx.ty(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } if shape.len() == 1 => Some((shape[0], scalable[0])),
        _ => None,
    }
}

/// Upstream's constraints in order: operand kinds, same-typed dest and
/// result, then the position a multiple of the fixed vector's length.
pub(super) fn verify_scalable_insert(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a, b], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let (ta, tb) = (vty(ctx, *a), vty(ctx, *b));
    let Some((n, _)) = rank1(ctx, ta) else {
        let msg = format!(
            "operand #0 must be  of ranks 1, but got {}",
            quoted(ctx, ta)
        );
        return emit(ctx, op, out, msg);
    };
    if rank1(ctx, tb).is_none_or(|(_, s)| !s) {
        let msg = format!(
            "operand #1 must be  of ranks 1, but got {}",
            quoted(ctx, tb)
        );
        return emit(ctx, op, out, msg);
    }
    if vty(ctx, *r) != tb {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {dest, res} have same type",
        );
    }
    if n != 0 && pos_of(ctx, op).is_some_and(|p| p % n != 0) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that position is a multiple of the source length.",
        );
    }
}

pub(super) fn verify_scalable_extract(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = super::shape::unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if rank1(ctx, from).is_none_or(|(_, s)| !s) {
        let msg = format!(
            "operand #0 must be  of ranks 1, but got {}",
            quoted(ctx, from)
        );
        return emit(ctx, op, out, msg);
    }
    let Some((n, _)) = rank1(ctx, to) else {
        let msg = format!("result #0 must be  of ranks 1, but got {}", quoted(ctx, to));
        return emit(ctx, op, out, msg);
    };
    if n != 0 && pos_of(ctx, op).is_some_and(|p| p % n != 0) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that position is a multiple of the result length.",
        );
    }
}
