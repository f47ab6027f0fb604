//! Source locations, the five kinds of the Builtin dialect's `LocationAttr`
//! (`000_…`, "Location Attributes"): FileLineCol (with optional range),
//! Name, CallSite, Fused and Unknown.
//!
//! Every op carries one; every diagnostic and runtime fault points at one.

use crate::entity::AttrId;
use std::sync::Arc;

/// One location. Stored interned as [`crate::AttrData::Location`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file.mlir":3:7)` or with a range `loc("f":3:7 to 4:2)`.
    FileLineCol {
        /// File name as written (shared: every op of a file names it, so
        /// an op's location copies a pointer, not the text).
        file: Arc<str>,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
        /// Optional end `(line, col)` of a range.
        end: Option<(u32, u32)>,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: String,
        /// Optional child location (an `AttrData::Location`).
        child: Option<AttrId>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the code is (an `AttrData::Location`).
        callee: AttrId,
        /// Where it was called from (an `AttrData::Location`).
        caller: AttrId,
    },
    /// `loc(fused[a, b])` or `loc(fused<#meta>[a, b])`.
    Fused {
        /// Component locations (each an `AttrData::Location`).
        locs: Vec<AttrId>,
        /// Optional metadata attribute.
        metadata: Option<AttrId>,
    },
}
