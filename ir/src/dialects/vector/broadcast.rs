//! `vector.broadcast`: its custom form and upstream's broadcastability
//! rules.

use super::super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::{Context, Diagnostic, TypeData, TypeId};

// ---- broadcast -------------------------------------------------------

/// `%x : t to vector<...>`
pub(super) fn parse_broadcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let vector = Some(crate::asm::TypeKind::Vector);
    super::shape::parse_unary_to_kinds(p, st, &[], "to", [None, vector])
}

pub(super) fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let (from, to) = (vty(p.ctx(), x), vty(p.ctx(), r));
    p.write(" ");
    p.print_operand(x);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// The per-dimension scalable flags of a vector type (empty otherwise).
pub(super) fn flags_of(ctx: &Context, ty: TypeId) -> Vec<bool> {
    match ctx.ty(ty) {
        TypeData::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    }
}

/// Upstream's broadcast rule: a scalar of the element type, or a vector of
/// no greater rank whose trailing dims are 1 or equal to the result's.
pub(super) fn broadcast_error(ctx: &Context, from: TypeId, to: TypeId) -> Option<String> {
    let Some((dst, elem)) = vector_of(ctx, to) else {
        return Some("result #0 must be vector of any type values".into());
    };
    let Some((src, src_elem)) = vector_of(ctx, from) else {
        if ctx.ty(from).shape().is_some() {
            return Some("source type is not a vector".into());
        }
        return (from != elem).then(|| "source type must be the result's element type".into());
    };
    if src_elem != elem {
        return Some("source and result element types must match".into());
    }
    if src.len() > dst.len() {
        return Some("source rank higher than destination rank".into());
    }
    let lead = dst.len() - src.len();
    let (ss, ds) = (flags_of(ctx, from), flags_of(ctx, to));
    let dim = |n: i64, scalable: bool| {
        if scalable {
            format!("[{n}]")
        } else {
            n.to_string()
        }
    };
    // Upstream's `isBroadcastableTo`: a scalable `[1]` stretches to no
    // other size, and only a fixed unit dim may become scalable.
    (0..src.len())
        .map(|i| (src[i], ss[i], dst[lead + i], ds[lead + i]))
        .find(|&(s, sf, d, df)| {
            (s == 1 && sf && d != 1) || (sf != df && (s != 1 || sf)) || (s != 1 && s != d)
        })
        .map(|(s, sf, d, df)| format!("dimension mismatch ({} vs. {})", dim(s, sf), dim(d, df)))
}

pub(super) fn verify_broadcast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&x), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if let Some(msg) = broadcast_error(ctx, vty(ctx, x), vty(ctx, r)) {
        emit(ctx, op, out, msg);
    }
}
