//! First verifier pass: every handle reachable from the root names a live
//! entity and every link is mutual, after naga's `valid/handles.rs`.
//!
//! The IR is a set of arenas tied by handles (`OpId`, `BlockId`, …), so a
//! buggy producer can leave an operand naming a value whose definition does
//! not point back at it, a block whose parent is another region, or a
//! parser placeholder for a forward reference that was never resolved. The
//! later passes (dominance, terminators, each op's own rules) index the
//! arenas freely; they run only when this pass found nothing, so they can
//! rely on these facts:
//!
//! - every op, block, region and value handle reached is in range;
//! - an op sits in exactly one block and its `parent` names that block,
//!   a block's `parent` names its region and a region's its op;
//! - no op, block or region is reachable twice (the tree has no cycle);
//! - every operand, result and block argument's definition names it back,
//!   and no operand is a placeholder (`BlockArg` with index `u32::MAX`);
//! - every successor is a block that sits in some region.

use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId};
use crate::{Context, Diagnostic};

/// What the handle pass learnt about the tree under the root, reused by the
/// later passes.
#[derive(Debug)]
pub struct Layout {
    /// The root op.
    pub root: OpId,
    /// Every op under the root (root included), parents before children.
    pub ops: Vec<OpId>,
    /// Every region under the root.
    pub regions: Vec<RegionId>,
    /// Position of each op in its block.
    pub pos: SecondaryMap<OpId, u32>,
    /// Position of each block in its region.
    pub block_index: SecondaryMap<BlockId, u32>,
    /// Blocks under the root.
    pub in_tree: SecondaryMap<BlockId, bool>,
}

/// The pass state: arenas' visit marks and the errors found.
struct Checker<'a> {
    ctx: &'a Context,
    seen_ops: Vec<bool>,
    seen_blocks: Vec<bool>,
    seen_regions: Vec<bool>,
    layout: Layout,
    diags: Vec<Diagnostic>,
}

/// Checks every handle under `root`. Returns the layout when all are sound,
/// else pushes one error per broken link and returns `None`.
pub fn check(ctx: &Context, root: OpId, diags: &mut Vec<Diagnostic>) -> Option<Layout> {
    if root.index() >= ctx.ops.len() {
        diags.push(Diagnostic::error(None, format!("{root} is not an op")));
        return None;
    }
    let mut c = Checker {
        ctx,
        seen_ops: vec![false; ctx.ops.len()],
        seen_blocks: vec![false; ctx.blocks.len()],
        seen_regions: vec![false; ctx.regions.len()],
        layout: Layout {
            root,
            ops: Vec::new(),
            regions: Vec::new(),
            pos: sized_map(ctx.ops.len(), 0),
            block_index: sized_map(ctx.blocks.len(), 0),
            in_tree: sized_map(ctx.blocks.len(), false),
        },
        diags: Vec::new(),
    };
    c.walk(root);
    if c.diags.is_empty() {
        Some(c.layout)
    } else {
        diags.append(&mut c.diags);
        None
    }
}

/// A side table with room for `len` entries allocated at once.
fn sized_map<K: EntityRef, V: Clone>(len: usize, default: V) -> SecondaryMap<K, V> {
    let mut m = SecondaryMap::with_default(default.clone());
    if len > 0 {
        m.set(K::new(len - 1), default);
    }
    m
}

impl Checker<'_> {
    fn err(&mut self, op: OpId, msg: String) {
        let loc = self.ctx.ops[op].loc;
        self.diags.push(Diagnostic::error_at(self.ctx, loc, msg));
    }

    /// Visits the tree depth first with an explicit stack, so deep nesting
    /// cannot overflow the native stack.
    fn walk(&mut self, root: OpId) {
        self.seen_ops[root.index()] = true;
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            self.layout.ops.push(op);
            self.check_op_values(op);
            let start = stack.len();
            for i in 0..self.ctx.ops[op].regions.len() {
                let r = self.ctx.ops[op].regions[i];
                self.visit_region(op, i, r, &mut stack);
            }
            stack[start..].reverse();
        }
    }

    fn visit_region(&mut self, op: OpId, i: usize, r: RegionId, stack: &mut Vec<OpId>) {
        if r.index() >= self.ctx.regions.len() || self.seen_regions[r.index()] {
            return self.err(op, format!("region #{i} is dangling or owned twice"));
        }
        self.seen_regions[r.index()] = true;
        if self.ctx.regions[r].parent != Some(op) {
            return self.err(op, format!("region #{i} does not name this op as parent"));
        }
        self.layout.regions.push(r);
        for (bi, &b) in self.ctx.regions[r].blocks.iter().enumerate() {
            self.visit_block(op, r, b, bi, stack);
        }
    }

    fn visit_block(&mut self, op: OpId, r: RegionId, b: BlockId, bi: usize, st: &mut Vec<OpId>) {
        if b.index() >= self.ctx.blocks.len() || self.seen_blocks[b.index()] {
            return self.err(
                op,
                format!("block #{bi} of a region is dangling or owned twice"),
            );
        }
        self.seen_blocks[b.index()] = true;
        if self.ctx.blocks[b].parent != Some(r) {
            return self.err(
                op,
                format!("block #{bi} does not name its region as parent"),
            );
        }
        self.layout.block_index.set(b, bi as u32);
        self.layout.in_tree.set(b, true);
        for (i, &v) in self.ctx.blocks[b].args.iter().enumerate() {
            let def = ValueDef::BlockArg {
                block: b,
                index: i as u32,
            };
            if !self.value_is(v, def) {
                self.err(
                    op,
                    format!("argument #{i} of block #{bi} does not point back"),
                );
            }
        }
        for (i, &child) in self.ctx.blocks[b].ops.iter().enumerate() {
            self.visit_child(b, i, child, st);
        }
    }

    fn visit_child(&mut self, b: BlockId, i: usize, child: OpId, stack: &mut Vec<OpId>) {
        let owner = self.ctx.block_parent_op(b).unwrap_or(self.layout.root);
        if child.index() >= self.ctx.ops.len() || self.seen_ops[child.index()] {
            return self.err(
                owner,
                format!("op #{i} of a block is dangling or listed twice"),
            );
        }
        self.seen_ops[child.index()] = true;
        if self.ctx.ops[child].parent != Some(b) {
            return self.err(
                child,
                "op does not name the block holding it as parent".into(),
            );
        }
        self.layout.pos.set(child, i as u32);
        stack.push(child);
    }

    /// Results point back; operands name live, resolved values; successors
    /// are blocks in some region.
    fn check_op_values(&mut self, op: OpId) {
        let o = &self.ctx.ops[op];
        for (i, &v) in o.results.iter().enumerate() {
            if !self.value_is(
                v,
                ValueDef::Result {
                    op,
                    index: i as u32,
                },
            ) {
                self.err(op, format!("result #{i} does not point back at this op"));
            }
        }
        for (i, &v) in o.operands.iter().enumerate() {
            if let Err(why) = self.operand_ok(v) {
                self.err(op, format!("operand #{i} {why}"));
            }
        }
        for (i, &s) in o.successors.iter().enumerate() {
            let ok = s.index() < self.ctx.blocks.len() && self.ctx.blocks[s].parent.is_some();
            if !ok {
                self.err(op, format!("successor #{i} is not a block in a region"));
            }
        }
    }

    fn value_is(&self, v: ValueId, def: ValueDef) -> bool {
        v.index() < self.ctx.values.len() && self.ctx.values[v].def == def
    }

    /// Why an operand handle is unusable, if it is.
    fn operand_ok(&self, v: ValueId) -> Result<(), &'static str> {
        let ctx = self.ctx;
        if v.index() >= ctx.values.len() {
            return Err("is not a value");
        }
        let back = match ctx.values[v].def {
            ValueDef::BlockArg {
                index: u32::MAX, ..
            } => return Err("is a forward reference that was never defined"),
            ValueDef::BlockArg { block, index } => (block.index() < ctx.blocks.len())
                .then(|| ctx.blocks[block].args.get(index as usize))
                .flatten()
                .filter(|&&a| a == v)
                .map(|_| ctx.blocks[block].parent.is_some()),
            ValueDef::Result { op, index } => (op.index() < ctx.ops.len())
                .then(|| ctx.ops[op].results.get(index as usize))
                .flatten()
                .filter(|&&r| r == v)
                .map(|_| ctx.ops[op].parent.is_some()),
        };
        match back {
            None => Err("names a value whose definition does not point back"),
            Some(false) => Err("is defined outside any region"),
            Some(true) => Ok(()),
        }
    }
}
