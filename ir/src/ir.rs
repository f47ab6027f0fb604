//! The in-memory IR: operations, blocks, regions and values, after the
//! Language Reference's "High-Level Structure" (an op holds regions, a
//! region holds blocks, a block holds ops and arguments).
//!
//! As in Cranelift, what an op *is* ([`Operation`]) is kept apart from the
//! arenas that own it; everything is named by handle. Use-def chains are
//! kept on [`Value`] and updated by the [`crate::Context`] mutators, so
//! walkers and the simulator's translator never search for users.
//!
//! This module is the leaf of the IR core: it names neither the context
//! nor the op table. An op's registered definition is held through
//! [`OpEntry`], and the ops a context knows through [`OpTable`], because
//! the definitions' hooks (parse, print, verify) take the context that
//! holds the ops; the registry reads its own `OpDef` back
//! ([`OpName::def`]).

use crate::{AttrId, TypeId};
use std::any::Any;
use std::sync::Arc;

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
    /// the printer numbers values itself. Shared: the parser keeps one copy
    /// of each distinct name.
    pub name_hint: Option<Arc<str>>,
}

/// An op table entry as the IR core holds it, without its type: the op
/// table's `registry::OpDef` is the one implementation, and
/// [`OpName::def`] gives it back.
pub trait OpEntry: Sync {
    /// The entry itself, for the registry to read back as its own type.
    fn as_any(&self) -> &dyn Any;
}

/// The ops a [`crate::Context`] knows, as the IR core reads them when it
/// creates an op: the entry each spelling names. The op table's
/// `registry::Registry` is the one implementation.
pub trait OpTable: Sync + std::fmt::Debug {
    /// The entry `name` spells (a canonical name or an alias), with that
    /// spelling as the table keeps it.
    fn entry(&self, name: &str) -> Option<(&'static str, &'static dyn OpEntry)>;
    /// The table itself, for the registry to read back as its own type.
    fn as_any(&self) -> &dyn Any;
    /// The attributes of the dialects the table knows, which the parser
    /// checks dialect attributes against.
    fn dialect_attrs(&self) -> &'static [crate::attr_syntax::DialectAttrs] {
        &[]
    }
}

/// An op's full name, `dialect.op`. A registered op's name is its
/// spelling (canonical or an alias) as the op table keeps it, beside the
/// table's entry (no allocation, and no lookup to find the entry again);
/// any other name is a shared string. A name made from text is looked up
/// when its op is created ([`crate::Context::create_op`]), in the op
/// table of that context. Reads as a `&str` (`Deref`, `==` with strings,
/// `Display`).
#[derive(Clone)]
pub struct OpName(NameRepr);

#[derive(Clone)]
enum NameRepr {
    Registered(&'static str, &'static dyn OpEntry),
    Other(Arc<str>),
}

impl OpName {
    /// The name of a registered op, spelled `spelling`.
    pub(crate) fn from_entry(spelling: &'static str, entry: &'static dyn OpEntry) -> Self {
        OpName(NameRepr::Registered(spelling, entry))
    }
    /// The name as text.
    #[inline]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            NameRepr::Registered(s, _) => s,
            NameRepr::Other(s) => s,
        }
    }
    /// The op table entry for this name, as the table of the op's context
    /// gave it.
    #[inline]
    pub(crate) fn entry(&self) -> Option<&'static dyn OpEntry> {
        match &self.0 {
            NameRepr::Registered(_, e) => Some(*e),
            NameRepr::Other(_) => None,
        }
    }
    /// This name with its entry in `table` attached, if `table` has one.
    pub fn resolve(self, table: &dyn OpTable) -> Self {
        let NameRepr::Other(s) = &self.0 else {
            return self;
        };
        match table.entry(s) {
            Some((spelling, e)) => OpName::from_entry(spelling, e),
            None => self,
        }
    }
}

impl From<&str> for OpName {
    fn from(s: &str) -> Self {
        OpName(NameRepr::Other(Arc::from(s)))
    }
}

impl From<String> for OpName {
    fn from(s: String) -> Self {
        OpName::from(s.as_str())
    }
}

impl From<&String> for OpName {
    fn from(s: &String) -> Self {
        OpName::from(s.as_str())
    }
}

impl std::ops::Deref for OpName {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for OpName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for OpName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for OpName {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for OpName {}

impl std::hash::Hash for OpName {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h)
    }
}

impl PartialEq<str> for OpName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for OpName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for OpName {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<OpName> for &str {
    fn eq(&self, other: &OpName) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<OpName> for String {
    fn eq(&self, other: &OpName) -> bool {
        self.as_str() == other.as_str()
    }
}

impl std::fmt::Display for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

/// An operation, registered or not.
#[derive(Clone, Debug)]
pub struct Operation {
    /// Full name, `dialect.op` (`arith.addi`, `func.func`). Seed spellings are
    /// normalised by the parser (`addi` becomes `arith.addi`).
    pub name: OpName,
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
    pub name: OpName,
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
    pub fn new(name: impl Into<OpName>, loc: AttrId) -> Self {
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

#[cfg(test)]
mod tests {
    use super::OpName;

    /// Every op and op state holds a name: holding the op table's entry
    /// without its type, beside its static spelling, costs them no room
    /// over holding a typed `&OpDef` and an allocated alias (four words).
    #[test]
    fn an_op_name_is_four_words() {
        assert_eq!(
            std::mem::size_of::<OpName>(),
            4 * std::mem::size_of::<usize>()
        );
    }
}
