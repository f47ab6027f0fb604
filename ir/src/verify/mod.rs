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

mod dominance;
mod handles;
mod structure;
mod symbols;

use crate::ir::BlockId;
use crate::registry::OpDef;
use crate::{Context, Diagnostic, OpId};
use std::collections::HashSet;

/// Verifier switches.
#[derive(Clone, Debug, Default)]
pub struct VerifyOptions {
    /// Unregistered ops are allowed (only structural rules apply to them).
    pub allow_unregistered: bool,
}

/// Verifies `op` and everything nested in it, returning every problem.
pub fn verify(ctx: &Context, op: OpId, opts: &VerifyOptions) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    if let Some(layout) = handles::check(ctx, op, &mut diags) {
        let defs = OpDefs { ctx };
        let mut op_diags = Vec::new();
        let mut failing = HashSet::new();
        for &o in &layout.ops {
            if let Some(def) = defs.get(o) {
                let before = op_diags.len();
                (def.verify)(ctx, o, &mut op_diags);
                if op_diags.len() > before {
                    failing.insert(o);
                }
            }
        }
        let cut_short = enclosing_blocks(ctx, &failing);
        structure::check(ctx, &layout, &defs, opts, &cut_short, &mut diags);
        dominance::check(ctx, &layout, &defs, &mut diags);
        symbols::check(ctx, &layout, &defs, &mut diags);
        diags.extend(op_diags);
    }
    sort_by_position(&mut diags);
    diags
}

/// Every block that holds one of `ops`, at any depth. Upstream checks a
/// block's terminator only on leaving the block, after its ops verified:
/// an op that fails stops it first, so such a block gets no "block with no
/// terminator" error (upstream's tests rely on this, leaving out
/// `return` after an invalid op).
fn enclosing_blocks(ctx: &Context, ops: &HashSet<OpId>) -> HashSet<BlockId> {
    let mut out = HashSet::new();
    for &o in ops {
        let mut at = ctx.ops[o].parent;
        while let Some(b) = at {
            if !out.insert(b) {
                break;
            }
            at = ctx.blocks[b]
                .parent
                .and_then(|r| ctx.regions[r].parent)
                .and_then(|p| ctx.ops[p].parent);
        }
    }
    out
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

/// The registry entry of every op under the root: an op's name is its
/// entry ([`crate::ir::OpName::def`]), so this is a view of the context.
struct OpDefs<'c> {
    ctx: &'c Context,
}

impl OpDefs<'_> {
    /// The definition of `op`, `None` when unregistered.
    fn get(&self, op: OpId) -> Option<&'static OpDef> {
        self.ctx.ops[op].name.def()
    }
}

/// An op as text for messages: its generic form from the printer.
fn op_text(ctx: &Context, op: OpId) -> String {
    let opts = crate::printer::PrintOptions {
        generic: true,
        ..Default::default()
    };
    let text = crate::printer::print_op(ctx, op, &opts);
    let text = text.trim_end();
    if text.is_empty() {
        format!("\"{}\"", ctx.ops[op].name)
    } else {
        text.to_string()
    }
}
