//! Block structure: terminators, successors and registration (Language
//! Reference, "Blocks" and "Control Flow and SSACFG Regions"; upstream
//! `Verifier.cpp` `verifyBlock`/`verifyOnEntrance`, the `IsTerminator`
//! trait and `BranchOpInterface`'s `verifyBranchSuccessorOperands`).
//!
//! Rules, with upstream's wording:
//! - a block ends in a terminator unless it is the only block of a region
//!   whose op is `no_terminator` or unregistered (an unregistered op might
//!   have that trait); an empty block that needs one is an error at the
//!   region's op;
//! - a terminator, and any op with successors, is last in its block;
//! - a successor lies in the branching op's region and is not the region's
//!   entry block;
//! - an unregistered op needs `allow_unregistered`, and an op named in a
//!   registered dialect must be registered even then.

use super::common::{op_text, OpDefs, VerifyOptions};
use super::handles::Layout;
use crate::ir::{BlockId, OpId, RegionId};
use crate::registry::{OpDef, Registry};
use crate::{Context, Diagnostic};
use std::collections::HashSet;

/// Runs the structural rules over every op and region under the root.
pub fn check(
    ctx: &Context,
    layout: &Layout,
    defs: &OpDefs,
    opts: &VerifyOptions,
    diags: &mut Vec<Diagnostic>,
    deferred: &mut Deferred,
) {
    let Deferred { missing, misplaced } = deferred;
    let c = Structure { ctx, defs };
    let dialects = registered_dialects(ctx.registry());
    let outer = unknown_around_unknown(ctx, layout, defs, &dialects);
    for &op in &layout.ops {
        match defs.get(op) {
            Some(def) => c.check_registered(op, def, misplaced),
            None if outer.contains(&op) => {}
            None => check_unregistered(ctx, op, opts, &dialects, diags),
        }
        c.check_successors(op, diags);
    }
    for &r in &layout.regions {
        c.check_region(r, diags, missing);
    }
}

/// Structural errors whose report waits on the ops' own rules: a block's
/// missing terminator (dropped when an op in or around the block failed)
/// and a terminator that is not last (dropped when its parent is wrong).
#[derive(Default)]
pub(super) struct Deferred {
    pub missing: Vec<(BlockId, Diagnostic)>,
    pub misplaced: Vec<(OpId, Diagnostic)>,
}

/// Every dialect prefix the registry knows (`arith`, `func`, `std`, …).
fn registered_dialects(reg: &Registry) -> HashSet<&'static str> {
    let names = reg
        .defs()
        .flat_map(|d| std::iter::once(d.name).chain(d.aliases.iter().copied()));
    names
        .filter_map(|n| n.split_once('.').map(|(d, _)| d))
        .collect()
}

/// Whether `dialect` is registered and takes no op it does not define.
fn rejects_unknown(dialects: &HashSet<&str>, dialect: &str) -> bool {
    dialects.contains(dialect) && !allows_unknown_ops(dialect)
}

/// The unknown ops of registered dialects that hold another such op.
/// Upstream verifies an op's regions before the op and stops at the first
/// failure, so only the innermost unknown op is reported.
fn unknown_around_unknown(
    ctx: &Context,
    layout: &Layout,
    defs: &OpDefs,
    dialects: &HashSet<&str>,
) -> HashSet<OpId> {
    let mut outer = HashSet::new();
    let rejected =
        |op: OpId| defs.get(op).is_none() && rejects_unknown(dialects, ctx.ops[op].dialect());
    for &op in layout.ops.iter().filter(|&&op| rejected(op)) {
        let mut up = ctx.parent_op(op);
        while let Some(p) = up.filter(|&p| outer.insert(p)) {
            up = ctx.parent_op(p);
        }
    }
    outer.retain(|&p| rejected(p));
    outer
}

/// An op no dialect registers: allowed only with the flag, and never in a
/// registered dialect. The first message is upstream's verifier error at
/// the op; the second is its parser's (ours raises it first, when the op is
/// read without the flag).
fn check_unregistered(
    ctx: &Context,
    op: OpId,
    opts: &VerifyOptions,
    dialects: &HashSet<&str>,
    diags: &mut Vec<Diagnostic>,
) {
    let o = &ctx.ops[op];
    let dialect = o.dialect();
    let msg = if rejects_unknown(dialects, dialect) {
        format!(
            "unregistered operation '{}' found in dialect ('{dialect}') that does not allow \
             unknown operations",
            o.name
        )
    } else if !opts.allow_unregistered {
        "operation being parsed with an unregistered dialect. If this is intended, please use \
         -allow-unregistered-dialect with the MLIR tool used"
            .to_string()
    } else {
        return;
    };
    diags.push(Diagnostic::error_at(ctx, o.loc, msg));
}

/// Registered dialects that still accept ops they do not define, when
/// unregistered ops are allowed: target files name their own ops in the
/// `tpu` namespace (`tpu.vaddf32`), beside the Mosaic ops the dialect
/// defines.
pub(crate) fn allows_unknown_ops(dialect: &str) -> bool {
    dialect == "tpu"
}

/// Shared state of the structural checks.
struct Structure<'a> {
    ctx: &'a Context,
    defs: &'a OpDefs<'a>,
}

impl Structure<'_> {
    fn op_error(&self, op: OpId, msg: &str) -> Diagnostic {
        let o = &self.ctx.ops[op];
        Diagnostic::error_at(self.ctx, o.loc, format!("'{}' op {msg}", o.name))
    }

    fn is_last(&self, op: OpId) -> bool {
        let Some(b) = self.ctx.ops[op].parent else {
            return true;
        };
        self.ctx.block_terminator(b) == Some(op)
    }

    /// A terminator is last in its block. (A branch that is not last is
    /// reported once, by [`Self::check_successors`].)
    fn check_registered(&self, op: OpId, def: &OpDef, misplaced: &mut Vec<(OpId, Diagnostic)>) {
        let branch = !self.ctx.ops[op].successors.is_empty();
        if def.traits.terminator && !branch && !self.is_last(op) {
            let d = self.op_error(op, "must be the last operation in the parent block");
            misplaced.push((op, d));
        }
    }

    /// Successors: last in block, same region. (Whether the operands passed
    /// match the target's arguments is the branch op's own rule, upstream's
    /// `BranchOpInterface`, checked by its verify fn through
    /// `OpDef::successor_operands`.)
    fn check_successors(&self, op: OpId, diags: &mut Vec<Diagnostic>) {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        if o.successors.is_empty() {
            return;
        }
        let loc = o.loc;
        if !self.is_last(op) {
            let msg = "operation with block successors must terminate its parent block";
            diags.push(Diagnostic::error_at(ctx, loc, msg));
        }
        let region = o.parent.and_then(|b| ctx.blocks[b].parent);
        if o.successors.iter().any(|&s| ctx.blocks[s].parent != region) {
            diags.push(self.op_error(op, "branching to block of a different region"));
        }
    }

    /// Entry block has no predecessor; blocks end in terminators.
    /// Region rules; a block missing its terminator goes to `missing`,
    /// which the caller reports unless an op in that block failed its own
    /// rules (upstream stops verifying a block at its first failing op).
    fn check_region(
        &self,
        r: RegionId,
        diags: &mut Vec<Diagnostic>,
        missing: &mut Vec<(BlockId, Diagnostic)>,
    ) {
        let ctx = self.ctx;
        let owner = ctx.regions[r]
            .parent
            .expect("handles pass: region in an op");
        let blocks = &ctx.regions[r].blocks;
        let Some(&entry) = blocks.first() else {
            return;
        };
        if self.has_predecessor(blocks, entry) {
            let msg = "entry block of region may not have predecessors";
            diags.push(Diagnostic::error_at(ctx, ctx.ops[owner].loc, msg));
        }
        let optional =
            blocks.len() == 1 && self.defs.get(owner).is_none_or(|d| d.traits.no_terminator);
        if optional {
            return;
        }
        for &b in blocks {
            if self.has_inner_branch(b) {
                // Already reported as a branch that does not end the block;
                // upstream stops at that too.
                continue;
            }
            if let Some(d) = self.missing_terminator(owner, b) {
                missing.push((b, d));
            }
        }
    }

    fn has_predecessor(&self, blocks: &[BlockId], entry: BlockId) -> bool {
        let ctx = self.ctx;
        blocks.iter().any(|&b| {
            ctx.blocks[b]
                .ops
                .iter()
                .any(|&op| ctx.ops[op].successors.contains(&entry))
        })
    }

    /// Some op other than the last of `b` has successors.
    fn has_inner_branch(&self, b: BlockId) -> bool {
        let ops = &self.ctx.blocks[b].ops;
        let inner = &ops[..ops.len().saturating_sub(1)];
        inner
            .iter()
            .any(|&op| !self.ctx.ops[op].successors.is_empty())
    }

    /// A block that needs a terminator lacks one.
    fn missing_terminator(&self, owner: OpId, b: BlockId) -> Option<Diagnostic> {
        let ctx = self.ctx;
        let Some(last) = ctx.block_terminator(b) else {
            let msg = "empty block: expect at least a terminator";
            return Some(Diagnostic::error_at(ctx, ctx.ops[owner].loc, msg));
        };
        // An unregistered op might be a terminator, as upstream assumes.
        if self.defs.get(last).is_none_or(|d| d.traits.terminator) {
            return None;
        }
        let text = op_text(ctx, last);
        let msg = format!("block with no terminator, has {text}");
        Some(Diagnostic::error_at(ctx, ctx.ops[last].loc, msg))
    }
}
