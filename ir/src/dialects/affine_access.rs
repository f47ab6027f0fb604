//! The `%m[map(operands)]` subscript that `affine.load`/`store` and the
//! other affine memory ops (`affine.vector_load`/`store`, in
//! `affine_extra`) share: the map property, its printing and its checks. A
//! leaf, so that the affine dialect's files import it rather than each
//! other.

use super::shaped_util::*;
use crate::affine::AffineMap;
use crate::asm::OpAsmPrinter;
use crate::ir::{OpId, ValueId};
use crate::{AttrData, Context, Diagnostic};

/// The affine map stored under `name` on `op`.
pub fn map_of<'a>(ctx: &'a Context, op: OpId, name: &str) -> Option<&'a AffineMap> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// How many operands a map takes: its dims, then its symbols.
pub(crate) fn inputs(m: &AffineMap) -> usize {
    (m.num_dims + m.num_symbols) as usize
}

/// Writes `%A[subscripts] {attrs} : type` from memref + map operands.
pub(crate) fn print_affine_access(p: &mut dyn OpAsmPrinter, ops: &[ValueId]) {
    let op = p.current_op();
    p.print_operand(ops[0]);
    if let Some(map) = attr(p.ctx(), op, "map") {
        p.print_affine_map_of_ssa_ids(map, &ops[1..]);
    }
    print_attrs(p, &["map"]);
    p.write(" : ");
    let ty = vty(p.ctx(), ops[0]);
    p.print_type(ty);
}

/// Checks memref + map operands of an affine load or store.
pub(crate) fn verify_access(
    ctx: &Context,
    op: OpId,
    ops: &[ValueId],
    what: &str,
    out: &mut Vec<Diagnostic>,
) -> Option<crate::TypeId> {
    let Some((shape, elem)) = ops.first().and_then(|&m| memref_of(ctx, vty(ctx, m))) else {
        emit(ctx, op, out, "expected a memref operand");
        return None;
    };
    let Some(m) = map_of(ctx, op, "map") else {
        emit(ctx, op, out, "requires attribute 'map'");
        return None;
    };
    if m.results.len() != shape.len() {
        emit(
            ctx,
            op,
            out,
            "affine map num results must equal memref rank",
        );
    }
    if ops.len() - 1 != inputs(m) {
        emit(
            ctx,
            op,
            out,
            "expects as many subscripts as affine map inputs",
        );
    }
    if !ops[1..].iter().all(|&v| is_index(ctx, v)) {
        emit(
            ctx,
            op,
            out,
            format!("index to {what} must have 'index' type"),
        );
    } else if ops.len() - 1 == inputs(m) {
        super::affine_valid::verify_dims_and_symbols(ctx, op, &ops[1..], m.num_dims as usize, out);
    }
    Some(elem)
}
