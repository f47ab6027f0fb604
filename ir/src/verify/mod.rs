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
//! 2. `structure`: registration, terminators, successors (a block missing
//!    its terminator is reported only when none of its ops failed its own
//!    rules, as upstream stops at the first failing op).
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
pub(crate) use structure::allows_unknown_ops;
mod symbols;

use crate::{Context, Diagnostic, OpId};
use common::OpDefs;
pub use common::VerifyOptions;

/// Verifies `op` and everything nested in it, returning every problem.
pub fn verify(ctx: &Context, op: OpId, opts: &VerifyOptions) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    // Calls and `get_global`s look their symbols up: indexed once here.
    let _symbols = ctx.index_symbols();
    if let Some(layout) = handles::check(ctx, op, &mut diags) {
        let defs = OpDefs { ctx };
        let mut deferred = structure::Deferred::default();
        structure::check(ctx, &layout, &defs, opts, &mut diags, &mut deferred);
        let structure::Deferred { missing, misplaced } = deferred;
        dominance::check(ctx, &layout, &defs, &mut diags);
        symbols::check(ctx, &layout, &defs, &mut diags);
        let mut failed: Vec<OpId> = Vec::new();
        let mut wrong_parent: Vec<OpId> = Vec::new();
        for &o in &layout.ops {
            if let Some(def) = defs.get(o) {
                // Upstream verifies an op before what it holds and stops at
                // the first failure: nothing inside a failed op is reported.
                if failed.iter().any(|&f| nested_in(ctx, o, f)) {
                    continue;
                }
                let before = diags.len();
                (def.verify)(ctx, o, &mut diags);
                if diags.len() > before {
                    failed.push(o);
                    if diags[before..]
                        .iter()
                        .any(|d| d.message.contains("expects parent op"))
                    {
                        wrong_parent.push(o);
                    }
                }
            }
        }
        // ODS lists an op's parent trait before `Terminator`, so a
        // terminator in the wrong parent reports only that.
        diags.extend(
            misplaced
                .into_iter()
                .filter(|(o, _)| !wrong_parent.contains(o))
                .map(|(_, d)| d),
        );
        // A block is reached when no op in it failed, and no op holding it
        // did (upstream checks an op's own rules before its regions).
        let reached = |b| {
            !failed
                .iter()
                .any(|&o| within(ctx, o, b) || block_in(ctx, b, o))
        };
        diags.extend(
            missing
                .into_iter()
                .filter(|(b, _)| reached(*b))
                .map(|(_, d)| d),
        );
    }
    sort_by_position(&mut diags);
    diags
}

/// True when `op` is nested, at any depth, in a region of `outer`.
fn nested_in(ctx: &Context, op: OpId, outer: OpId) -> bool {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if p == outer {
            return true;
        }
        cur = ctx.parent_op(p);
    }
    false
}

/// True when block `b` lies, at any depth, in a region of `outer`.
fn block_in(ctx: &Context, b: crate::BlockId, outer: OpId) -> bool {
    let owner = ctx.blocks[b].parent.and_then(|r| ctx.regions[r].parent);
    owner.is_some_and(|o| o == outer || nested_in(ctx, o, outer))
}

/// True when `op` is nested, at any depth, in block `b`.
fn within(ctx: &Context, op: OpId, b: crate::BlockId) -> bool {
    let mut cur = ctx.ops[op].parent;
    while let Some(blk) = cur {
        if blk == b {
            return true;
        }
        let owner = ctx.blocks[blk].parent.and_then(|r| ctx.regions[r].parent);
        cur = owner.and_then(|o| ctx.ops[o].parent);
    }
    false
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
