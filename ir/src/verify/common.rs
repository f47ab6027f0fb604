//! What the verifier's passes share: its switches, the view of each op's
//! registry entry, and an op's text for messages.

use crate::registry::OpDef;
use crate::{Context, OpId};

/// Verifier switches.
#[derive(Clone, Debug, Default)]
pub struct VerifyOptions {
    /// Unregistered ops are allowed (only structural rules apply to them).
    pub allow_unregistered: bool,
}

/// The registry entry of every op under the root: an op's name is its
/// entry ([`crate::ir::OpName::def`]), so this is a view of the context.
pub(super) struct OpDefs<'c> {
    pub(super) ctx: &'c Context,
}

impl OpDefs<'_> {
    /// The definition of `op`, `None` when unregistered.
    pub(super) fn get(&self, op: OpId) -> Option<&'static OpDef> {
        self.ctx.ops[op].name.def()
    }
}

/// An op as text for messages: its generic form from the printer.
pub(super) fn op_text(ctx: &Context, op: OpId) -> String {
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
