//! The in-memory IR: operations, blocks, regions and values, after the
//! Language Reference's "High-Level Structure" (an op holds regions, a
//! region holds blocks, a block holds ops and arguments).
//!
//! As in Cranelift, what an op *is* ([`Operation`]) is kept apart from the
//! arenas that own it; everything is named by handle. Use-def chains are
//! kept on [`Value`] and updated by the [`crate::Context`] mutators, so
//! walkers and the simulator's translator never search for users.

use crate::{AttrId, TypeId};

crate::entity_ref!(
    /// An operation.
    OpId,
    "op"
);
crate::entity_ref!(
    /// A basic block.
    BlockId,
    "block"
);
crate::entity_ref!(
    /// A region.
    RegionId,
    "region"
);
crate::entity_ref!(
    /// An SSA value (an op result or a block argument).
    ValueId,
    "v"
);

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// Defining op.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// Owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
}

/// One use of a value: operand `index` of `op`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Use {
    /// The using op.
    pub op: OpId,
    /// Operand number within it.
    pub index: u32,
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct Value {
    /// Its type.
    pub ty: TypeId,
    /// Its definition.
    pub def: ValueDef,
    /// Every use, in creation order.
    pub uses: Vec<Use>,
    /// Location of the definition (a block argument's own `loc(...)`, or the
    /// op's location for a result).
    pub loc: AttrId,
    /// The name it had in the source (`%sum`), a hint for diagnostics only;
    /// the printer numbers values itself.
    pub name_hint: Option<String>,
}

/// An operation, registered or not.
#[derive(Clone, Debug)]
pub struct Operation {
    /// Full name, `dialect.op` (`arith.addi`, `func.func`). Seed spellings are
    /// normalised by the parser (`addi` becomes `arith.addi`).
    pub name: String,
    /// Operands, successor operands included (as upstream: which operands go
    /// to which successor is the op's business, see
    /// [`crate::registry::OpDef::successor_operands`]).
    pub operands: Vec<ValueId>,
    /// Results.
    pub results: Vec<ValueId>,
    /// The discardable attribute dictionary, sorted by name.
    pub attrs: Vec<(String, AttrId)>,
    /// Inherent attributes (`<{...}>`), a `Dictionary` attribute, or `None`.
    pub properties: Option<AttrId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Owned regions.
    pub regions: Vec<RegionId>,
    /// Source location (an `AttrData::Location`).
    pub loc: AttrId,
    /// The block this op sits in, if any.
    pub parent: Option<BlockId>,
}

impl Operation {
    /// Looks up a discardable attribute, then a property of that name.
    pub fn attr<'a>(&'a self, ctx: &'a crate::Context, name: &str) -> Option<AttrId> {
        if let Some((_, a)) = self.attrs.iter().find(|(k, _)| k == name) {
            return Some(*a);
        }
        let props = self.properties?;
        match ctx.attr(props) {
            crate::AttrData::Dictionary(entries) => {
                entries.iter().find(|(k, _)| k == name).map(|(_, a)| *a)
            }
            _ => None,
        }
    }

    /// The dialect prefix of the name (`arith` for `arith.addi`).
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map(|(d, _)| d).unwrap_or("")
    }
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Arguments.
    pub args: Vec<ValueId>,
    /// Ops in order.
    pub ops: Vec<OpId>,
    /// Owning region.
    pub parent: Option<RegionId>,
    /// The label it had in the source (`^bb3`), a hint only.
    pub label_hint: Option<String>,
}

/// A region: a list of blocks, the first being the entry block.
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// Blocks in order.
    pub blocks: Vec<BlockId>,
    /// Owning op.
    pub parent: Option<OpId>,
}

/// Everything needed to create an op (MLIR's `OperationState`). Custom
/// parsers fill one in; [`crate::Context::create_op`] turns it into an op.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Full op name.
    pub name: String,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<TypeId>,
    /// Discardable attributes (any order; sorted on creation).
    pub attrs: Vec<(String, AttrId)>,
    /// Inherent attributes, a `Dictionary` attribute.
    pub properties: Option<AttrId>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Regions, already built and not owned by any op.
    pub regions: Vec<RegionId>,
    /// Location.
    pub loc: AttrId,
}

impl OperationState {
    /// An empty state for `name` at `loc`.
    pub fn new(name: impl Into<String>, loc: AttrId) -> Self {
        OperationState {
            name: name.into(),
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
            loc,
        }
    }

    /// Adds a discardable attribute.
    pub fn add_attr(&mut self, name: impl Into<String>, attr: AttrId) {
        self.attrs.push((name.into(), attr));
    }
}
