//! Builtin attributes, uniqued in the [`crate::Context`].
//!
//! Follows the "Attributes" section of the Builtin dialect (`000_…`) and the
//! attribute grammar of the Language Reference. Locations are attributes too
//! (as `LocationAttr` is upstream), so ops store their location as an
//! [`AttrId`]. Dialect attributes that rmlir does not model
//! (`#tpu.memory_space<vmem>`) are kept verbatim as [`AttrData::Dialect`].

use crate::affine::{AffineMap, IntegerSet};
use crate::entity::TypeId;
use crate::location::Location;
use num_bigint::BigInt;

pub use crate::entity::AttrId;

/// Payload of a `dense<...>` elements attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// One element repeated: `dense<1.0>`.
    Splat(AttrId),
    /// Every element in row-major order (nesting comes from the type's shape).
    Elements(Vec<AttrId>),
    /// `dense<"0x...">`: raw little-endian bytes as written.
    Hex(Vec<u8>),
    /// String elements: `dense<["a", "b"]>`.
    Strings(Vec<Vec<u8>>),
}

/// Payload of `array<T: ...>` (DenseArrayAttr).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseArrayData {
    /// Integer or bool elements.
    Ints(Vec<i128>),
    /// Float elements as raw bit patterns of the element type.
    FloatBits(Vec<u128>),
}

/// The structure of an attribute. Build one with
/// [`crate::Context::intern_attr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// `unit`, or a key with no value in a dictionary.
    Unit,
    /// `true` / `false` (an `i1` IntegerAttr upstream prints this way).
    Bool(bool),
    /// `42 : i32`, `-1 : index`. Exact for every width.
    Integer {
        /// The value as written, sign included.
        value: BigInt,
        /// Its type (`i64` when none is written).
        ty: TypeId,
    },
    /// `1.5 : f32`, `0x7C00 : f16`.
    Float {
        /// The raw IEEE (or small-float) encoding in `ty`'s format.
        bits: u128,
        /// A float type.
        ty: TypeId,
    },
    /// `"text"` or `"text" : type`.
    String {
        /// Bytes after escapes are resolved.
        value: Vec<u8>,
        /// Optional type.
        ty: Option<TypeId>,
    },
    /// A type used as an attribute: `i32`.
    Type(TypeId),
    /// `[a, b]`.
    Array(Vec<AttrId>),
    /// `{a = 1, b}` with entries sorted by name, as upstream.
    Dictionary(Vec<(String, AttrId)>),
    /// `array<i32: 1, 2>`.
    DenseArray {
        /// Element type.
        elem: TypeId,
        /// The elements.
        data: DenseArrayData,
    },
    /// `dense<...> : tensor<2xi32>`.
    DenseElements {
        /// The shaped type.
        ty: TypeId,
        /// The values.
        data: DenseData,
    },
    /// `dense_resource<blob> : tensor<4xf32>`.
    DenseResource {
        /// Resource handle name.
        handle: String,
        /// The shaped type.
        ty: TypeId,
    },
    /// `sparse<indices, values> : tensor<...>`.
    Sparse {
        /// Indices (a dense elements attribute).
        indices: AttrId,
        /// Values (a dense elements attribute).
        values: AttrId,
        /// The shaped type.
        ty: TypeId,
    },
    /// `opaque<"dialect", "0xDEADBEEF"> : type` (OpaqueAttr).
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Uninterpreted payload.
        data: String,
        /// Type of the attribute.
        ty: TypeId,
    },
    /// `affine_map<(d0) -> (d0)>`.
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`.
    IntegerSet(IntegerSet),
    /// `@a::@b::@c`.
    SymbolRef {
        /// Root symbol (`a`).
        root: String,
        /// Nested references (`b`, `c`).
        nested: Vec<String>,
    },
    /// `strided<[4, 1], offset: ?>`; [`crate::types::DYNAMIC`] for `?`.
    Strided {
        /// One stride per dimension.
        strides: Vec<i64>,
        /// Offset in elements.
        offset: i64,
    },
    /// `distinct[0]<unit>`.
    Distinct {
        /// The id as written (renumbered by the printer).
        id: u64,
        /// The referenced attribute.
        referenced: AttrId,
    },
    /// A location (`loc(...)`).
    Location(Location),
    /// A dialect attribute kept verbatim: everything after `#`, such as
    /// `tpu.memory_space<vmem>`.
    Dialect {
        /// Text after the `#` sigil.
        text: String,
    },
}

impl AttrData {
    /// The integer value of an `Integer` attribute that fits in `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            AttrData::Integer { value, .. } => i64::try_from(value).ok(),
            AttrData::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }

    /// The string of a `String` attribute, if valid UTF-8.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }
}
