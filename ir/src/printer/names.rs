//! SSA value and block names, assigned before printing as upstream's
//! `SSANameState` does (MLIR `AsmPrinter.cpp`; Language Reference "Value
//! identifiers"):
//!
//! - regions are numbered from a stack: a region's own blocks first (entry
//!   block arguments `%argN`, other block arguments and op results `%N`,
//!   one number per op however many results it has), then the regions of
//!   its ops, each starting from the counters reached at the end of the
//!   parent region; in generic mode (upstream prints unique ids there) the
//!   counters are never restored;
//! - in custom mode, ops whose upstream `OpAsmOpInterface` names their
//!   result get that name (`%c0`, `%c-1_i32`, `%true`, `%cst`, `%alloc`;
//!   each op's [`crate::registry::OpDef::result_name`]), made unique within
//!   the enclosing regions by `_N` suffixes;
//! - blocks are `^bbN`, numbered per region from 0.
//!
//! Names are computed once into [`SecondaryMap`]s, so printing an operand
//! allocates nothing.

use crate::entity::FxHasher;
use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::{BlockId, OpId, RegionId, ValueId};
use crate::registry::ResultName;
use crate::Context;
use std::borrow::Cow;
use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::rc::Rc;

/// A set of names, Fx-hashed (SipHash cost a tenth of naming).
type NameSet = HashSet<Rc<str>, BuildHasherDefault<FxHasher>>;

/// How a value prints.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) enum ValueName {
    /// Not reached by numbering (printed as `%<<UNKNOWN SSA VALUE>>`).
    #[default]
    Unnamed,
    /// `%argN`.
    Arg(u32),
    /// `%N`.
    Num(u32),
    /// `%N#i`: result `i` of an op whose results are `%N:k`.
    Result(u32, u32),
    /// `%name`, index into [`Names::strings`].
    Named(u32),
    /// `%name#i`: result `i` of a named pack printed `%name:k`.
    NamedResult(u32, u32),
}

/// Every name of one print.
#[derive(Debug, Default)]
pub(crate) struct Names {
    pub(crate) values: SecondaryMap<ValueId, ValueName>,
    pub(crate) blocks: SecondaryMap<BlockId, u32>,
    /// The text of `Named` values (shared with the scopes' sets of used
    /// names).
    pub(crate) strings: Vec<Rc<str>>,
}

/// The running counters of one naming scope.
#[derive(Copy, Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// Names used in one region, and the region whose names it also sees.
struct Scope {
    parent: Option<usize>,
    used: NameSet,
}

/// The naming walk's state.
struct Walk<'a> {
    ctx: &'a Context,
    generic: bool,
    names: Names,
    scopes: Vec<Scope>,
    c: Counters,
}

impl Names {
    /// Names everything nested in `root` (and `root`'s own results).
    pub(crate) fn compute(ctx: &Context, root: OpId, generic: bool) -> Self {
        let mut w = Walk {
            ctx,
            generic,
            names: Names::default(),
            scopes: vec![Scope {
                parent: None,
                used: NameSet::default(),
            }],
            c: Counters::default(),
        };
        if let Some(last) = ctx.values.len().checked_sub(1) {
            w.names.values.set(ValueId::new(last), ValueName::Unnamed);
        }
        if let Some(last) = ctx.blocks.len().checked_sub(1) {
            w.names.blocks.set(BlockId::new(last), 0);
        }
        w.name_results(root, 0);
        let c = w.c;
        let mut stack: Vec<(RegionId, Counters, usize)> =
            ctx.ops[root].regions.iter().map(|&r| (r, c, 0)).collect();
        while let Some((region, saved, parent)) = stack.pop() {
            if !generic {
                w.c = saved;
            }
            let scope = w.scopes.len();
            w.scopes.push(Scope {
                parent: Some(parent),
                used: NameSet::default(),
            });
            w.name_region(region, scope);
            for &b in &ctx.regions[region].blocks {
                for &op in &ctx.blocks[b].ops {
                    for &r in &ctx.ops[op].regions {
                        stack.push((r, w.c, scope));
                    }
                }
            }
        }
        w.names
    }
}

impl Walk<'_> {
    fn name_region(&mut self, region: RegionId, scope: usize) {
        let ctx = self.ctx;
        for (i, &b) in ctx.regions[region].blocks.iter().enumerate() {
            self.names.blocks.set(b, i as u32);
            for &a in &ctx.blocks[b].args {
                let name = if i == 0 {
                    self.c.arg += 1;
                    ValueName::Arg(self.c.arg - 1)
                } else {
                    self.c.value += 1;
                    ValueName::Num(self.c.value - 1)
                };
                self.names.values.set(a, name);
            }
            for &op in &ctx.blocks[b].ops {
                self.name_results(op, scope);
            }
        }
    }

    fn name_results(&mut self, op: OpId, scope: usize) {
        let results = &self.ctx.ops[op].results;
        if results.len() == 1 && !self.generic {
            if let Some(hint) = result_hint(self.ctx, op) {
                let n = self.unique(hint, scope);
                self.names.values.set(results[0], n);
                return;
            }
        }
        if !self.generic {
            if let Some(packs) = pack_hint(self.ctx, op) {
                self.name_packs(results, &packs, scope);
                return;
            }
            if let Some(names) = each_result_hint(self.ctx, op) {
                for (&r, name) in results.iter().zip(names) {
                    let n = self.unique(Cow::Borrowed(name), scope);
                    self.names.values.set(r, n);
                }
                return;
            }
        }
        match results.len() {
            0 => return,
            1 => self
                .names
                .values
                .set(results[0], ValueName::Num(self.c.value)),
            _ => {
                for (i, &r) in results.iter().enumerate() {
                    self.names
                        .values
                        .set(r, ValueName::Result(self.c.value, i as u32));
                }
            }
        }
        self.c.value += 1;
    }

    /// Names results pack by pack (the packs cover them all).
    fn name_packs(&mut self, results: &[ValueId], packs: &[(&'static str, usize)], scope: usize) {
        let mut rest = results;
        for &(name, n) in packs {
            let (pack, tail) = rest.split_at(n.min(rest.len()));
            rest = tail;
            if pack.is_empty() {
                continue;
            }
            let named = self.unique(Cow::Borrowed(name), scope);
            let ValueName::Named(idx) = named else {
                continue;
            };
            for (i, &r) in pack.iter().enumerate() {
                let v = if pack.len() == 1 {
                    named
                } else {
                    ValueName::NamedResult(idx, i as u32)
                };
                self.names.values.set(r, v);
            }
        }
    }

    /// Upstream's `uniqueValueName`: `name`, else `name_N` with the next
    /// conflict number that is free in this scope and its parents.
    fn unique(&mut self, name: Cow<'static, str>, scope: usize) -> ValueName {
        let mut chosen = name.clone();
        while self.is_used(&chosen, scope) {
            chosen = Cow::Owned(format!("{name}_{}", self.c.conflict));
            self.c.conflict += 1;
        }
        let chosen: Rc<str> = Rc::from(chosen.as_ref());
        self.scopes[scope].used.insert(chosen.clone());
        self.names.strings.push(chosen);
        ValueName::Named(self.names.strings.len() as u32 - 1)
    }

    fn is_used(&self, name: &str, mut scope: usize) -> bool {
        loop {
            let s = &self.scopes[scope];
            if s.used.contains(name) {
                return true;
            }
            match s.parent {
                Some(p) => scope = p,
                None => return false,
            }
        }
    }
}

/// The result name upstream's `OpAsmOpInterface::getAsmResultNames` gives
/// the single result of `op`: the op table's [`ResultName`].
fn result_hint(ctx: &Context, op: OpId) -> Option<Cow<'static, str>> {
    match ctx.ops[op].name.def()?.result_name {
        ResultName::Numbered => None,
        ResultName::Fixed(name) => Some(Cow::Borrowed(name)),
        ResultName::Computed(f) => f(ctx, op),
        ResultName::Each(_) | ResultName::Packs(_) => None,
    }
}

/// The op table's result packs, when they cover every result.
fn pack_hint(ctx: &Context, op: OpId) -> Option<Vec<(&'static str, usize)>> {
    match ctx.ops[op].name.def()?.result_name {
        ResultName::Packs(f) => {
            let packs = f(ctx, op);
            let total: usize = packs.iter().map(|p| p.1).sum();
            (total == ctx.ops[op].results.len()).then_some(packs)
        }
        _ => None,
    }
}

/// One name per result, when the op table gives them and the counts agree.
fn each_result_hint(ctx: &Context, op: OpId) -> Option<&'static [&'static str]> {
    match ctx.ops[op].name.def()?.result_name {
        ResultName::Each(names) if names.len() == ctx.ops[op].results.len() => Some(names),
        _ => None,
    }
}
