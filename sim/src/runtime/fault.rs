//! Faults of the simulated program (out of bounds, use after free, races,
//! deadlocks, capacity, …): values the executor returns, kept apart from
//! bugs in the simulator itself (STYLE.md practice 8). Each names the op
//! that faulted; the executor adds the call stack when it turns a fault
//! into a located [`Diagnostic`].

use rmlir_ir::{Context, Diagnostic, OpId};

/// Innermost call-stack notes a diagnostic shows; deeper stacks are cut
/// in the middle, as Rust's own recursion reports are.
const SHOWN_INNER: usize = 10;

/// Outermost call-stack notes shown below the cut.
const SHOWN_OUTER: usize = 3;

/// A fault of the simulated program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The op that faulted.
    pub op: OpId,
    /// What went wrong.
    pub message: String,
    /// Related places (the other side of a race, where a buffer was freed).
    pub notes: Vec<(Option<OpId>, String)>,
}

impl Fault {
    /// A fault at `op`.
    pub fn new(op: OpId, message: impl Into<String>) -> Fault {
        Fault {
            op,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a related place.
    pub fn with_note(mut self, op: Option<OpId>, message: impl Into<String>) -> Fault {
        self.notes.push((op, message.into()));
        self
    }

    /// The located diagnostic, with `calls` (innermost first) as the call
    /// stack.
    pub fn to_diagnostic(&self, ctx: &Context, calls: &[(OpId, String)]) -> Diagnostic {
        let mut d = Diagnostic::error_at(ctx, ctx.ops[self.op].loc, self.message.clone());
        for (op, msg) in &self.notes {
            d = d.with_note(ctx, op.map(|o| ctx.ops[o].loc), msg.clone());
        }
        let hidden = calls.len().saturating_sub(SHOWN_INNER + SHOWN_OUTER);
        for (i, (op, callee)) in calls.iter().enumerate() {
            if hidden > 0 && i == SHOWN_INNER {
                d = d.with_note(ctx, None, format!("{hidden} more frames not shown"));
            }
            if hidden > 0 && (SHOWN_INNER..SHOWN_INNER + hidden).contains(&i) {
                continue;
            }
            d = d.with_note(
                ctx,
                Some(ctx.ops[*op].loc),
                format!("called from here (in @{callee})"),
            );
        }
        d
    }
}
