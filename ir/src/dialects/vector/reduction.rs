//! `vector.reduction`: its `<kind>` keyword, optional accumulator and
//! fastmath flags.

use super::super::shaped_util::*;
use super::util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::ReductionKind;
use crate::{Context, Diagnostic};

// ---- reduction ---------------------------------------------------------

/// The combining kind of a `vector.reduction`.
pub fn reduction_kind(ctx: &Context, op: OpId) -> Option<ReductionKind> {
    let kw = enum_value(ctx, op, "kind", "vector.kind")?;
    KINDS.iter().find(|(k, _)| *k == kw).map(|(_, r)| *r)
}

/// `<add>, %v (, %acc)? (fastmath<fast>)? : vector<4xi32> into i32`
pub(super) fn parse_reduction(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let kind = KIND_CASES.parse_in_angles(p)?;
    p.expect(Punct::Comma)?;
    let v = p.parse_operand()?;
    let acc = if p.optional(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let fm = if p.optional_keyword("fastmath") {
        parse_angle_keywords(p)?
    } else {
        "none".to_string()
    };
    parse_attrs(p, st, &["kind", "fastmath"])?;
    let src = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let res = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, src)?];
    if let Some(a) = acc {
        st.operands.push(p.resolve_operand(&a, res)?);
    }
    let props = vec![
        ("kind".to_string(), enum_attr(p.ctx(), "vector.kind", &kind)),
        (
            "fastmath".to_string(),
            enum_attr(p.ctx(), "arith.fastmath", &fm),
        ),
    ];
    add_props(p.ctx(), st, props);
    st.result_types = vec![res];
    Ok(())
}

pub(super) fn print_reduction(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let kind = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
    let fm = enum_value(ctx, op, "fastmath", "arith.fastmath").unwrap_or_default();
    let (src, res) = (vty(ctx, ops[0]), vty(ctx, ctx.ops[op].results[0]));
    p.write(&format!(" <{kind}>, "));
    p.print_operands(&ops);
    if !fm.is_empty() && fm != "none" {
        p.write(&format!(" fastmath<{fm}>"));
    }
    print_attrs(p, &["kind", "fastmath"]);
    p.write(" : ");
    p.print_type(src);
    p.write(" into ");
    p.print_type(res);
}

pub(super) fn verify_reduction(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a vector operand and one result");
    };
    let Some((shape, elem)) = vector_of(ctx, vty(ctx, v)) else {
        return emit(ctx, op, out, "operand #0 must be vector of any type values");
    };
    if shape.len() > 1 {
        emit(
            ctx,
            op,
            out,
            format!("unsupported reduction rank: {}", shape.len()),
        );
    }
    if vty(ctx, r) != elem {
        emit(
            ctx,
            op,
            out,
            "failed to verify that source operand and result have same element type",
        );
    }
    match reduction_kind(ctx, op) {
        None => emit(ctx, op, out, "requires a combining kind attribute 'kind'"),
        Some(k) if !kind_fits(ctx, k, elem) => {
            let kw = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
            // Upstream quotes the already-quoted type once more.
            let ty = quoted(ctx, elem);
            emit(
                ctx,
                op,
                out,
                format!("unsupported reduction type '{ty}' for kind '{kw}'"),
            )
        }
        Some(_) => {}
    }
    if o.operands.get(1).is_some_and(|&a| vty(ctx, a) != elem) {
        emit(ctx, op, out, "accumulator must have the result type");
    }
}
