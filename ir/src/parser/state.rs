//! The parser's data, apart from its methods: options, operand lists as
//! written, and the SSA name and block label scopes (their rules are in
//! `scope`). Every grammar module reads these; keeping them here lets the
//! `Parser` struct (`core`) and the modules that add methods to it avoid
//! importing each other.

use crate::ir::{BlockId, OpId, RegionId, ValueId};
use crate::AttrId;
use std::borrow::Cow;

/// A hash map keyed with the Fx hasher, for name tables.
pub(crate) type FxMap<K, V> = crate::entity::FxHashMap<K, V>;

/// Parser switches, as `mlir-opt`'s flags.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops no dialect registers (generic form only), as
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
}

/// An operand use before its type is known, borrowed from the source.
pub(crate) struct RawOperand<'s> {
    /// Name without `%`.
    pub name: &'s str,
    /// Result number after `#`.
    pub number: u32,
    /// Where it was written.
    pub at: u32,
}

/// What a name is bound to.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Def {
    /// One value (a block argument).
    Single(ValueId),
    /// Results `start..start+count` of `op` (`%r:2` or one of `%a, %b`).
    Results {
        /// Defining op.
        op: OpId,
        /// First result.
        start: u32,
        /// How many.
        count: u32,
    },
}

/// Where a name was written: a byte offset, or a location attribute (for
/// operands handed over by custom parsers).
#[derive(Copy, Clone, Debug)]
pub(crate) enum At {
    /// Byte offset in the source.
    Offset(u32),
    /// A location attribute.
    Loc(AttrId),
}

#[derive(Clone, Debug)]
pub(super) struct FwdRef {
    pub(super) number: u32,
    pub(super) value: ValueId,
    pub(super) at: At,
}

#[derive(Clone, Debug)]
pub(super) enum Entry {
    Defined(Def, u32),
    Forward(Vec<FwdRef>),
}

#[derive(Default, Debug)]
pub(super) struct Isolated<'s> {
    pub(super) values: FxMap<Cow<'s, str>, Entry>,
    pub(super) region_defs: Vec<Vec<Cow<'s, str>>>,
}

#[derive(Debug)]
pub(super) struct BlockEntry {
    pub(super) block: BlockId,
    pub(super) defined: bool,
    pub(super) at: u32,
}

#[derive(Debug)]
pub(super) struct BlockScope<'s> {
    pub(super) region: RegionId,
    pub(super) names: FxMap<Cow<'s, str>, BlockEntry>,
}

/// An op whose custom parser is running (for region isolation and the
/// default dialect of bare op names).
#[derive(Copy, Clone, Debug)]
pub(crate) struct OpFrame {
    /// Its regions are isolated from above.
    pub isolated: bool,
    /// Its dialect prefix.
    pub dialect: &'static str,
    /// Its full name (`affine.for`), which prefixes its custom parser's
    /// errors.
    pub name: &'static str,
    /// Its location (the default one, at its name).
    pub loc: AttrId,
    /// Length of [`SsaState::operand_pos`] when its parse began.
    pub operands_mark: usize,
}

/// Every scope open at a point of the parse.
#[derive(Default, Debug)]
pub(crate) struct SsaState<'s> {
    pub(super) isolated: Vec<Isolated<'s>>,
    pub(super) blocks: Vec<BlockScope<'s>>,
    /// Ops whose custom parsers are running, innermost last.
    pub ops: Vec<OpFrame>,
    /// Exact positions of operands handed to custom parsers: name, result
    /// number, byte offset (see `parse_unresolved_operand`).
    pub operand_pos: Vec<(&'s str, u32, u32)>,
}
