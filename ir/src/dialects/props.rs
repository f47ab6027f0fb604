//! The attribute kind each inherent property of the builtin, func, cf, ub,
//! scf, affine, memref, vector and index ops is stored as upstream (its ODS
//! storage type: `I64Attr` is an `IntegerAttr`, `DenseI64ArrayAttr` an
//! `array<i64: ...>`, `UnitAttr`, `AffineMapAttr`, ...). A generic form's
//! `<{...}>` is converted into that storage as it is parsed, so an entry of
//! another kind is upstream's `invalid properties` error
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#properties>).
//! The `arith`/`math` flags are `common_arith`'s table.

use crate::{AttrData, AttrId, Context, TypeData};

/// An attribute kind a property's storage accepts.
#[derive(Copy, Clone)]
enum Kind {
    /// `IntegerAttr` of any type (a `BoolAttr` is one).
    Integer,
    /// `BoolAttr`: an `i1` integer.
    Bool,
    /// `UnitAttr`.
    Unit,
    /// `StringAttr`.
    Str,
    /// `TypeAttr`.
    Type,
    /// `ArrayAttr`.
    Array,
    /// `DenseI32ArrayAttr` / `DenseI64ArrayAttr`: `array<iN: ...>`.
    DenseArray(u32),
    /// `DenseIntElementsAttr`.
    Elements,
    /// `AffineMapAttr`.
    Map,
    /// `IntegerSetAttr`.
    Set,
    /// `FlatSymbolRefAttr`.
    Symbol,
    /// A dialect attribute whose text starts with this (`vector.kind<`).
    Dialect(&'static str),
}

/// Property names and their storage; a name not listed takes any
/// attribute (its storage is `AnyAttr`, or it differs between ops).
const KINDS: &[(&str, Kind)] = &[
    ("alignment", Kind::Integer),
    ("arg_attrs", Kind::Array),
    ("branch_weights", Kind::DenseArray(32)),
    ("callee", Kind::Symbol),
    ("case_operand_segments", Kind::DenseArray(32)),
    ("case_values", Kind::Elements),
    ("cases", Kind::DenseArray(64)),
    ("condition", Kind::Set),
    ("constant", Kind::Unit),
    ("function_type", Kind::Type),
    ("in_bounds", Kind::Array),
    ("inclusive", Kind::Bool),
    ("indexing_maps", Kind::Array),
    ("isDataCache", Kind::Bool),
    ("isWrite", Kind::Bool),
    ("iterator_types", Kind::Array),
    ("kind", Kind::Dialect("vector.kind<")),
    ("localityHint", Kind::Integer),
    ("lowerBoundMap", Kind::Map),
    ("lowerBoundsGroups", Kind::Elements),
    ("lowerBoundsMap", Kind::Map),
    ("map", Kind::Map),
    ("mask", Kind::DenseArray(64)),
    ("mask_dim_sizes", Kind::DenseArray(64)),
    ("msg", Kind::Str),
    ("no_inline", Kind::Unit),
    ("nontemporal", Kind::Bool),
    ("offsets", Kind::Array),
    ("operandSegmentSizes", Kind::DenseArray(32)),
    ("permutation", Kind::DenseArray(64)),
    ("permutation_map", Kind::Map),
    ("pred", Kind::Dialect("index<cmp_predicate")),
    ("punctuation", Kind::Dialect("vector.punctuation<")),
    ("reassociation", Kind::Array),
    ("reduction_dim", Kind::Integer),
    ("reduction_dims", Kind::DenseArray(64)),
    ("reductions", Kind::Array),
    ("res_attrs", Kind::Array),
    ("sizes", Kind::Array),
    ("staticLowerBound", Kind::DenseArray(64)),
    ("staticStep", Kind::DenseArray(64)),
    ("staticUpperBound", Kind::DenseArray(64)),
    ("static_basis", Kind::DenseArray(64)),
    ("static_offsets", Kind::DenseArray(64)),
    ("static_output_shape", Kind::DenseArray(64)),
    ("static_position", Kind::DenseArray(64)),
    ("static_sizes", Kind::DenseArray(64)),
    ("static_strides", Kind::DenseArray(64)),
    ("step", Kind::Integer),
    ("steps", Kind::Array),
    ("strides", Kind::Array),
    ("stringLiteral", Kind::Str),
    ("sym_name", Kind::Str),
    ("sym_visibility", Kind::Str),
    ("type", Kind::Type),
    ("unsignedCmp", Kind::Unit),
    ("upperBoundMap", Kind::Map),
    ("upperBoundsGroups", Kind::Elements),
    ("upperBoundsMap", Kind::Map),
];

/// The ops whose property of a name in [`KINDS`] is stored otherwise:
/// `memref.atomic_rmw`'s `kind` is an integer enum, `memref.transpose`'s
/// `permutation` an affine map.
const OVERRIDES: &[(&str, &str, Kind)] = &[
    ("memref.atomic_rmw", "kind", Kind::Integer),
    ("memref.transpose", "permutation", Kind::Map),
    ("index.constant", "value", Kind::Integer),
    ("index.bool.constant", "value", Kind::Bool),
];

/// The dialects whose ops [`KINDS`] describes.
const DIALECTS: &[&str] = &[
    "builtin", "func", "cf", "ub", "scf", "affine", "memref", "vector", "index",
];

/// Whether `value` can be property `name` of op `op` as upstream's property
/// conversion sees it; `None` when the op or the name is not described here.
pub fn property_accepts(ctx: &Context, op: &str, name: &str, value: AttrId) -> Option<bool> {
    let dialect = op.split('.').next().unwrap_or("");
    if dialect == "arith" || dialect == "math" || name == "fastmath" {
        return super::common_arith::property_accepts(ctx, name, value);
    }
    if !DIALECTS.contains(&dialect) {
        return None;
    }
    let overridden = OVERRIDES.iter().find(|(o, n, _)| *o == op && *n == name);
    let kind = match overridden {
        Some(&(_, _, kind)) => kind,
        None => KINDS.iter().find(|(n, _)| *n == name)?.1,
    };
    Some(is_kind(ctx, kind, value))
}

fn is_kind(ctx: &Context, kind: Kind, value: AttrId) -> bool {
    let a = ctx.attr(value);
    match kind {
        Kind::Integer => matches!(a, AttrData::Integer { .. } | AttrData::Bool(_)),
        Kind::Bool => match a {
            AttrData::Bool(_) => true,
            AttrData::Integer { ty, .. } => {
                matches!(ctx.ty(*ty), TypeData::Integer { width: 1, .. })
            }
            _ => false,
        },
        Kind::Unit => matches!(a, AttrData::Unit),
        Kind::Str => matches!(a, AttrData::String { .. }),
        Kind::Type => matches!(a, AttrData::Type(_)),
        Kind::Array => matches!(a, AttrData::Array(_)),
        Kind::DenseArray(w) => match a {
            AttrData::DenseArray { elem, .. } => {
                matches!(ctx.ty(*elem), TypeData::Integer { width, .. } if *width == w)
            }
            _ => false,
        },
        Kind::Elements => matches!(a, AttrData::DenseElements { .. }),
        Kind::Map => matches!(a, AttrData::AffineMap(_)),
        Kind::Set => matches!(a, AttrData::IntegerSet(_)),
        Kind::Symbol => matches!(a, AttrData::SymbolRef { nested, .. } if nested.is_empty()),
        Kind::Dialect(prefix) => {
            matches!(a, AttrData::Dialect { text } if text.starts_with(prefix))
        }
    }
}
