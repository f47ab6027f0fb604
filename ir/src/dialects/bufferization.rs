//! The `bufferization` dialect
//! (<https://mlir.llvm.org/docs/Dialects/BufferizationOps/>), as much of it
//! as upstream's bufferization and deallocation pipelines leave in code
//! that is otherwise lowered: `bufferization.clone`, which
//! `--buffer-deallocation-pipeline` (ownership-based deallocation) emits
//! where a buffer must outlive the one it was made from.
//!
//! A clone runs as upstream's `--convert-bufferization-to-memref` lowers
//! it: a `memref.alloc` of the result's shape with the identity layout in
//! the result's memory space (dynamic sizes read from the source), a
//! `memref.cast` to the result type when that has another layout, and a
//! `memref.copy` from the source.

use super::common::*;
use super::index::{parse_cast, print_cast};
use super::shaped_util::NO_TRAITS;
use crate::ir::OpId;
use crate::registry::{OpDef, ResultName, Semantics, TimingClass};
use crate::{Context, Diagnostic, TypeData, TypeId};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    // An allocation, then a copy: timed as `memref.alloc` then `memref.copy`
    // (see `configs/README.md`); the table's class is the allocation's.
    OpDef {
        name: "bufferization.clone",
        aliases: &[],
        traits: NO_TRAITS,
        parse: Some(parse_cast),
        print: Some(print_cast),
        verify: verify_clone,
        successor_operands: None,
        semantics: Semantics::Clone,
        timing: TimingClass::Alloc,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
];

/// A ranked or unranked memref (ODS's `AnyRankedOrUnrankedMemRef`).
fn is_memref(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.ty(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// `bufferization.clone`: one memref operand, one memref result; upstream
/// checks nothing more (the types need not match).
pub fn verify_clone(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(1) || !c.results(1) {
        return;
    }
    let desc = "ranked or unranked memref of any type values";
    for (what, ty) in [("operand", c.operand_ty(0)), ("result", c.result_ty(0))] {
        if !is_memref(ctx, ty) {
            let t = c.ty(ty);
            return c.error(format!("{what} #0 must be {desc}, but got '{t}'"));
        }
    }
}
