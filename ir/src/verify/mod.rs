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
pub(crate) use structure::allows_unknown_ops;
mod symbols;

use crate::registry::OpDef;
use crate::{Context, Diagnostic, OpId};

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
