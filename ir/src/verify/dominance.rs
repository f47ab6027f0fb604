//! SSA dominance across nested regions (Language Reference, "Regions":
//! "Value Scoping" and "Control Flow and SSACFG Regions"; upstream
//! `Verifier.cpp` `verifyDominanceOfContainedRegions` and
//! `DominanceInfo::properlyDominates`).
//!
//! Each multi-block region's CFG is built from its blocks' terminator
//! successors and handed to `petgraph`'s `simple_fast`; the dominator tree
//! is then numbered by a depth-first walk so "does A dominate B" is two
//! integer comparisons, keeping the pass linear in the size of the IR.
//!
//! A use is checked the way upstream does: walk up from the using op until
//! an ancestor sits in the region that defines the value (crossing an
//! `isolated_from_above` op on the way is an isolation error), then compare
//! positions in one block or dominance between blocks. Graph regions
//! (registered ops with `graph_region`, and every unregistered op, whose
//! region kind upstream cannot know) drop the order rule inside a block.
//! Operands of ops in blocks unreachable from their region's entry are not
//! checked, as upstream.
//!
//! The walk up is remembered per (region it starts from, region it looks
//! for): ops are checked in pre-order, so a use at depth `k` of a value
//! defined at depth 0 finds the answer of the use one level up after one
//! step, and `n` nested regions cost `O(n)` rather than `O(n^2)` (10,000
//! nested `scf.if` using one outer value took 2.4 s, 50,000 a minute).

use super::common::OpDefs;
use super::handles::Layout;
use crate::entity::SecondaryMap;
use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId};
use crate::{Context, Diagnostic};
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use std::cell::RefCell;
use std::collections::HashMap;

/// Where a block sits in its region's dominator tree: the pre- and
/// post-order numbers of a depth-first walk of the tree.
#[derive(Copy, Clone, Debug, Default)]
struct DomNumber {
    pre: u32,
    post: u32,
    reachable: bool,
}

/// Dominance facts for every block and region under the root.
struct DomInfo {
    num: SecondaryMap<BlockId, DomNumber>,
    /// True for regions whose blocks keep SSA order (not graph regions).
    ssa: SecondaryMap<RegionId, bool>,
}

/// Checks every operand of every op under the root.
pub fn check(ctx: &Context, layout: &Layout, defs: &OpDefs, diags: &mut Vec<Diagnostic>) {
    let info = DomInfo::compute(ctx, layout, defs);
    let c = UseChecker {
        ctx,
        layout,
        defs,
        info: &info,
        walks: RefCell::default(),
    };
    for &op in &layout.ops[1..] {
        let block = ctx.ops[op].parent.expect("handles pass: op in a block");
        if !info.num.get(block).reachable {
            continue;
        }
        // As upstream, one error per op: its first bad operand.
        let operands = ctx.ops[op].operands.iter().enumerate();
        if let Some(d) = operands
            .filter_map(|(i, &v)| c.check_use(op, i, v).err())
            .next()
        {
            diags.push(d);
        }
    }
}

impl DomInfo {
    fn compute(ctx: &Context, layout: &Layout, defs: &OpDefs) -> DomInfo {
        let mut info = DomInfo {
            num: SecondaryMap::default(),
            ssa: SecondaryMap::default(),
        };
        for &r in &layout.regions {
            let owner = ctx.regions[r]
                .parent
                .expect("handles pass: region in an op");
            let graph = defs.get(owner).is_none_or(|d| d.traits.graph_region);
            info.ssa.set(r, !graph);
            info.number_region(ctx, layout, r);
        }
        info
    }

    /// Numbers the blocks of `r` by their place in its dominator tree.
    fn number_region(&mut self, ctx: &Context, layout: &Layout, r: RegionId) {
        let blocks = &ctx.regions[r].blocks;
        if blocks.is_empty() {
            return;
        }
        if blocks.len() == 1 {
            let n = DomNumber {
                pre: 0,
                post: 0,
                reachable: true,
            };
            return self.num.set(blocks[0], n);
        }
        let children = dominator_children(ctx, layout, r);
        let mut counter = 0u32;
        // Iterative DFS over the dominator tree: (node, next child index).
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        self.num.set(blocks[0], enter(&mut counter));
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(&child) = children[node].get(next) {
                top.1 += 1;
                self.num.set(blocks[child], enter(&mut counter));
                stack.push((child, 0));
            } else {
                stack.pop();
                let mut n = *self.num.get(blocks[node]);
                n.post = counter;
                self.num.set(blocks[node], n);
            }
        }
    }

    /// Block `a` dominates block `b` (both in one region), with LLVM's
    /// convention that an unreachable block is dominated by everything and
    /// dominates nothing.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (na, nb) = (self.num.get(a), self.num.get(b));
        if !nb.reachable {
            return true;
        }
        na.reachable && na.pre <= nb.pre && nb.post <= na.post
    }
}

/// Opens a dominator-tree node in the numbering walk.
fn enter(counter: &mut u32) -> DomNumber {
    *counter += 1;
    DomNumber {
        pre: *counter,
        post: 0,
        reachable: true,
    }
}

/// The dominator tree of region `r` as children lists, indexed by block
/// position. Edges are the successors of each block's last op that lie in
/// the same region (others are reported by the structure pass).
fn dominator_children(ctx: &Context, layout: &Layout, r: RegionId) -> Vec<Vec<usize>> {
    let blocks = &ctx.regions[r].blocks;
    let mut g: DiGraph<(), ()> = DiGraph::with_capacity(blocks.len(), blocks.len());
    for _ in blocks {
        g.add_node(());
    }
    for (i, &b) in blocks.iter().enumerate() {
        let Some(term) = ctx.block_terminator(b) else {
            continue;
        };
        for &s in &ctx.ops[term].successors {
            if ctx.blocks[s].parent == Some(r) {
                let j = *layout.block_index.get(s) as usize;
                g.add_edge(NodeIndex::new(i), NodeIndex::new(j), ());
            }
        }
    }
    let dom = simple_fast(&g, NodeIndex::new(0));
    let mut children = vec![Vec::new(); blocks.len()];
    for (i, _) in blocks.iter().enumerate().skip(1) {
        if let Some(p) = dom.immediate_dominator(NodeIndex::new(i)) {
            children[p.index()].push(i);
        }
    }
    children
}

/// How the region defining a value relates to the region using it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Relation {
    Same,
    Parent,
    Child,
    Neither,
}

impl Relation {
    /// Upstream's words for the relation, as in its notes.
    fn words(self) -> &'static str {
        match self {
            Relation::Same => "in the same region",
            Relation::Parent => "in a parent region",
            Relation::Child => "in a child region",
            Relation::Neither => "neither in a parent nor in a child region",
        }
    }
}

/// Checks one use against the dominance facts.
struct UseChecker<'a> {
    ctx: &'a Context,
    layout: &'a Layout,
    defs: &'a OpDefs<'a>,
    info: &'a DomInfo,
    /// Where the walk up from a region (the first key) towards another
    /// (the second) ends, for the walks already made.
    walks: RefCell<HashMap<(RegionId, RegionId), Walk>>,
}

/// Where a walk up the region tree ends.
#[derive(Copy, Clone)]
enum Walk {
    /// At this op, which sits in the region looked for.
    Found(OpId),
    /// At the top: the region looked for does not enclose the start.
    Outside,
    /// Leaving this isolated-from-above op.
    Isolated(OpId),
}

/// Where a value is defined: its block and, for a result, its op.
#[derive(Copy, Clone)]
struct DefSite {
    block: BlockId,
    op: Option<OpId>,
}

impl UseChecker<'_> {
    fn def_site(&self, v: ValueId) -> DefSite {
        match self.ctx.values[v].def {
            ValueDef::BlockArg { block, .. } => DefSite { block, op: None },
            ValueDef::Result { op, .. } => DefSite {
                block: self.ctx.ops[op]
                    .parent
                    .expect("handles pass: def in a block"),
                op: Some(op),
            },
        }
    }

    /// Operand `i` (value `v`) of `user` is visible and dominates it.
    fn check_use(&self, user: OpId, i: usize, v: ValueId) -> Result<(), Diagnostic> {
        let site = self.def_site(v);
        let def_region = self.ctx.blocks[site.block].parent;
        let Some(anc) = self.ancestor_in(user, def_region)? else {
            return Err(self.not_dominating(user, i, site));
        };
        let anc_block = self.ctx.ops[anc].parent.expect("ancestor sits in a block");
        if self.dominates_op(site, anc, anc_block) {
            Ok(())
        } else {
            Err(self.not_dominating(user, i, site))
        }
    }

    /// The ancestor of `user` (itself included) that sits in `region`, or
    /// `None` when `region` does not enclose it. Leaving an isolated op on
    /// the way up is an error.
    fn ancestor_in(
        &self,
        user: OpId,
        region: Option<RegionId>,
    ) -> Result<Option<OpId>, Diagnostic> {
        let (Some(start), Some(region)) = (self.region_of(user), region) else {
            return Ok(None);
        };
        if start == region {
            return Ok(Some(user));
        }
        let walk = self.walk_up(start, region);
        self.walks.borrow_mut().insert((start, region), walk);
        match walk {
            Walk::Found(op) => Ok(Some(op)),
            Walk::Outside => Ok(None),
            Walk::Isolated(p) => Err(self.isolation_error(user, p)),
        }
    }

    /// The region op `op` sits in.
    fn region_of(&self, op: OpId) -> Option<RegionId> {
        let ctx = self.ctx;
        ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent)
    }

    /// Where the walk up from region `r` (not `region` itself) towards
    /// `region` ends, stopping at the first region already walked from.
    fn walk_up(&self, mut r: RegionId, region: RegionId) -> Walk {
        for _ in 0..=self.ctx.regions.len() {
            if let Some(&w) = self.walks.borrow().get(&(r, region)) {
                return w;
            }
            let Some(p) = self.ctx.regions[r].parent else {
                return Walk::Outside;
            };
            if self
                .defs
                .get(p)
                .is_some_and(|d| d.traits.isolated_from_above)
            {
                return Walk::Isolated(p);
            }
            match self.region_of(p) {
                Some(up) if up == region => return Walk::Found(p),
                Some(up) => r = up,
                None => return Walk::Outside,
            }
        }
        Walk::Outside
    }

    /// The definition dominates `anc`, an op of its own region.
    fn dominates_op(&self, site: DefSite, anc: OpId, anc_block: BlockId) -> bool {
        if !*self.layout.in_tree.get(anc_block) {
            // Defined above the verified root: nothing to compare against.
            return true;
        }
        if anc_block != site.block {
            return self.info.dominates(site.block, anc_block);
        }
        let region = self.ctx.blocks[anc_block]
            .parent
            .expect("block in a region");
        match site.op {
            None => true,
            Some(_) if !*self.info.ssa.get(region) => true,
            Some(d) => self.layout.pos.get(d) < self.layout.pos.get(anc),
        }
    }

    fn isolation_error(&self, user: OpId, isolated: OpId) -> Diagnostic {
        let ctx = self.ctx;
        let msg = format!(
            "'{}' op using value defined outside the region",
            ctx.ops[user].name
        );
        Diagnostic::error_at(ctx, ctx.ops[user].loc, msg).with_note(
            ctx,
            Some(ctx.ops[isolated].loc),
            "required by region isolation constraints",
        )
    }

    /// Upstream's `diagnoseInvalidOperandDominance`: the error at the user,
    /// a note at the definition saying how the two regions relate.
    fn not_dominating(&self, user: OpId, i: usize, site: DefSite) -> Diagnostic {
        let ctx = self.ctx;
        let msg = format!("operand #{i} does not dominate this use");
        let d = Diagnostic::error_at(ctx, ctx.ops[user].loc, msg);
        let use_block = ctx.ops[user].parent.expect("user in a block");
        let use_region = ctx.blocks[use_block].parent;
        let def_region = ctx.blocks[site.block].parent;
        let relation = self.relation(use_region, def_region);
        match site.op {
            Some(def) => {
                let how = match relation {
                    _ if use_block == site.block => "op in the same block".to_string(),
                    Relation::Neither => "op is neither in a parent nor in a child region".into(),
                    r => format!("op {}", r.words()),
                };
                d.with_note(
                    ctx,
                    Some(ctx.ops[def].loc),
                    format!("operand defined here ({how})"),
                )
            }
            None => {
                let owner = ctx.block_parent_op(site.block).map(|o| ctx.ops[o].loc);
                let idx = self.layout.block_index.get(site.block);
                let words = relation.words();
                let msg = format!("operand defined as a block argument (block #{idx} {words})");
                d.with_note(ctx, owner, msg)
            }
        }
    }

    /// How the defining region relates to the using one.
    fn relation(&self, use_r: Option<RegionId>, def_r: Option<RegionId>) -> Relation {
        if use_r == def_r {
            Relation::Same
        } else if self.encloses(def_r, use_r) {
            Relation::Parent
        } else if self.encloses(use_r, def_r) {
            Relation::Child
        } else {
            Relation::Neither
        }
    }

    /// Region `outer` strictly encloses region `inner`.
    fn encloses(&self, outer: Option<RegionId>, inner: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        let (Some(outer), Some(mut r)) = (outer, inner) else {
            return false;
        };
        for _ in 0..ctx.regions.len() {
            let up = ctx.regions[r].parent.and_then(|op| ctx.ops[op].parent);
            let Some(up) = up.and_then(|b| ctx.blocks[b].parent) else {
                return false;
            };
            if up == outer {
                return true;
            }
            r = up;
        }
        false
    }
}
