//! The verifier: structural rules of the Language Reference ("High-Level
//! Structure", "Regions", "Blocks", "Symbols and Symbol Tables") and each
//! registered op's own rules, after upstream `mlir/lib/IR/Verifier.cpp`.
//!
//! Like Cranelift's verifier it collects every error rather than stopping
//! at the first, each located at an op's or value's location and worded as
//! upstream words it, sorted by source position. Passes:
//!
//! 1. `handles`: every handle is live and every link mutual; if not, the
//!    verifier stops there, so the later passes can index freely.
//! 2. `structure`: registration, terminators, successors.
//! 3. `dominance`: SSA dominance across nested regions and isolation.
//! 4. `symbols`: unique symbol names per symbol table.
//! 5. Each registered op's [`crate::registry::OpDef::verify`]. Rules that
//!    upstream attaches to an op or interface stay there, so no error is
//!    reported twice and this module never matches op names: `func.func`
//!    checks its entry block against its `function_type`, `func.return` and
//!    `func.call` their operands, a branch the operands it passes to each
//!    successor (`BranchOpInterface`), `builtin.module` its single block.
//!
//! After `verify` returns no error, later stages may assume well-formed IR.

mod common;
mod dominance;
mod handles;
mod structure;
mod symbols;

use crate::{Context, Diagnostic, OpId};
use common::OpDefs;
pub use common::VerifyOptions;

/// Verifies `op` and everything nested in it, returning every problem.
pub fn verify(ctx: &Context, op: OpId, opts: &VerifyOptions) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    if let Some(layout) = handles::check(ctx, op, &mut diags) {
        let defs = OpDefs { ctx };
        structure::check(ctx, &layout, &defs, opts, &mut diags);
        dominance::check(ctx, &layout, &defs, &mut diags);
        symbols::check(ctx, &layout, &defs, &mut diags);
        for &o in &layout.ops {
            if let Some(def) = defs.get(o) {
                (def.verify)(ctx, o, &mut diags);
            }
        }
    }
    sort_by_position(&mut diags);
    diags
}

/// Orders diagnostics by file, line and column; those without a position
/// go last. The sort is stable, so one op's errors keep their pass order.
fn sort_by_position(diags: &mut [Diagnostic]) {
    diags.sort_by(|a, b| match (&a.pos, &b.pos) {
        (Some(p), Some(q)) => (&p.file, p.line, p.col).cmp(&(&q.file, q.line, q.col)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
}
