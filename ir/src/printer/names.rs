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
//! - blocks are `^bbN`, numbered per region from 0.
//!
//! Names are computed once into [`SecondaryMap`]s, so printing an operand
//! allocates nothing.

use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::{BlockId, OpId, RegionId, ValueId};
use crate::Context;

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
}

/// Every name of one print.
#[derive(Debug)]
pub(crate) struct Names {
    pub(crate) values: SecondaryMap<ValueId, ValueName>,
    pub(crate) blocks: SecondaryMap<BlockId, u32>,
}

/// The running counters of one naming scope.
#[derive(Copy, Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
}

impl Names {
    /// Names everything nested in `root` (and `root`'s own results).
    pub(crate) fn compute(ctx: &Context, root: OpId, unique: bool) -> Self {
        let mut names = Names {
            values: SecondaryMap::default(),
            blocks: SecondaryMap::default(),
        };
        if let Some(last) = ctx.values.len().checked_sub(1) {
            names.values.set(ValueId::new(last), ValueName::Unnamed);
        }
        if let Some(last) = ctx.blocks.len().checked_sub(1) {
            names.blocks.set(BlockId::new(last), 0);
        }
        let mut c = Counters::default();
        names.name_results(ctx, root, &mut c);
        let mut stack: Vec<(RegionId, Counters)> =
            ctx.ops[root].regions.iter().map(|&r| (r, c)).collect();
        while let Some((region, saved)) = stack.pop() {
            if !unique {
                c = saved;
            }
            names.name_region(ctx, region, &mut c);
            for &b in &ctx.regions[region].blocks {
                for &op in &ctx.blocks[b].ops {
                    for &r in &ctx.ops[op].regions {
                        stack.push((r, c));
                    }
                }
            }
        }
        names
    }

    fn name_region(&mut self, ctx: &Context, region: RegionId, c: &mut Counters) {
        for (i, &b) in ctx.regions[region].blocks.iter().enumerate() {
            self.blocks.set(b, i as u32);
            for &a in &ctx.blocks[b].args {
                let name = if i == 0 {
                    c.arg += 1;
                    ValueName::Arg(c.arg - 1)
                } else {
                    c.value += 1;
                    ValueName::Num(c.value - 1)
                };
                self.values.set(a, name);
            }
            for &op in &ctx.blocks[b].ops {
                self.name_results(ctx, op, c);
            }
        }
    }

    fn name_results(&mut self, ctx: &Context, op: OpId, c: &mut Counters) {
        let results = &ctx.ops[op].results;
        match results.len() {
            0 => return,
            1 => self.values.set(results[0], ValueName::Num(c.value)),
            _ => {
                for (i, &r) in results.iter().enumerate() {
                    self.values.set(r, ValueName::Result(c.value, i as u32));
                }
            }
        }
        c.value += 1;
    }
}
