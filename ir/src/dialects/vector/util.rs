//! Helpers every file of the vector dialect shares: parse errors at the
//! op, the `#vector.kind<...>` enum attributes and their keywords, integer
//! lists, vector types and element widths. A leaf, so that the dialect's
//! files import it rather than each other.

use super::super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::OpId;
use crate::registry::ReductionKind;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

/// An error at `loc` (the op's first token): upstream reports a custom
/// parser's errors at the op, where `expected-error@+1` looks for them,
/// not at the token after it.
pub(crate) fn error_at(p: &mut dyn OpAsmParser, loc: AttrId, msg: &str) -> Diagnostic {
    p.error_at(loc, msg)
}

/// `#<prefix><kw>` as a dialect attribute (`vector.kind<add>`).
pub(crate) fn enum_attr(ctx: &mut Context, prefix: &str, kw: &str) -> AttrId {
    ctx.intern_attr(AttrData::Dialect {
        text: format!("{prefix}<{kw}>"),
    })
}

/// The keyword inside a `#<prefix><kw>` attribute `name` of `op`.
pub(crate) fn enum_value(ctx: &Context, op: OpId, name: &str, prefix: &str) -> Option<String> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::Dialect { text } => text
            .strip_prefix(prefix)?
            .strip_prefix('<')?
            .strip_suffix('>')
            .map(str::to_string),
        _ => None,
    }
}

/// Parses `<kw>` (also `<kw1, kw2>` for fastmath flags).
pub(crate) fn parse_angle_keywords(p: &mut dyn OpAsmParser) -> PResult<String> {
    p.expect(Punct::Less)?;
    let mut words = vec![p.parse_keyword()?];
    while p.optional(Punct::Comma) {
        words.push(p.parse_keyword()?);
    }
    p.expect(Punct::Greater)?;
    Ok(words.join(","))
}

/// The combining kinds in upstream's order, for its errors.
pub(crate) const KIND_CASES: super::super::common::EnumCases = super::super::common::EnumCases {
    cases: &[
        "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
        "maximumf", "minimumf",
    ],
    cpp: "::mlir::vector::CombiningKind",
    attr: "Vector_CombiningKindAttr",
};

/// Every kind, as upstream spells it in `#vector.kind<...>`.
pub(crate) const KINDS: &[(&str, ReductionKind)] = &[
    ("add", ReductionKind::Add),
    ("mul", ReductionKind::Mul),
    ("minsi", ReductionKind::MinSI),
    ("minui", ReductionKind::MinUI),
    ("maxsi", ReductionKind::MaxSI),
    ("maxui", ReductionKind::MaxUI),
    ("and", ReductionKind::And),
    ("or", ReductionKind::Or),
    ("xor", ReductionKind::Xor),
    ("minnumf", ReductionKind::MinNumF),
    ("maxnumf", ReductionKind::MaxNumF),
    ("minimumf", ReductionKind::MinimumF),
    ("maximumf", ReductionKind::MaximumF),
];

/// Whether `kind` applies to elements of `elem`'s kind.
pub(crate) fn kind_fits(ctx: &Context, kind: ReductionKind, elem: TypeId) -> bool {
    use ReductionKind::*;
    let t = ctx.ty(elem);
    match kind {
        Add | Mul => t.is_int_or_index() || t.is_float(),
        MinSI | MinUI | MaxSI | MaxUI | And | Or | Xor => t.is_int_or_index(),
        MinNumF | MaxNumF | MinimumF | MaximumF => t.is_float(),
    }
}

/// True when `ty` is a vector with a scalable dimension (`vector<[4]xf32>`).
pub fn is_scalable(ctx: &Context, ty: crate::TypeId) -> bool {
    matches!(ctx.ty(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// The vector type `vector<shape x elem>`.
pub(crate) fn vector_type(ctx: &mut Context, shape: &[i64], elem: TypeId) -> TypeId {
    ctx.intern_type(TypeData::Vector {
        shape: shape.to_vec(),
        scalable: vec![false; shape.len()],
        elem,
    })
}

/// Bits of one element of a scalar type (`index` counts as 64).
pub(crate) fn elem_bits(ctx: &Context, ty: TypeId) -> Option<u64> {
    match ctx.ty(ty) {
        TypeData::Integer { width, .. } => Some(u64::from(*width)),
        TypeData::Float(k) => Some(u64::from(k.width())),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The element count of a vector shape; `None` on overflow.
pub(crate) fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))
}

/// The integers of an `[a, b]` array attribute (or a dense array).
pub(crate) fn int_list(ctx: &Context, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = attr(ctx, op, name)?;
    match ctx.attr(a) {
        AttrData::Array(items) => items
            .iter()
            .map(|&i| match ctx.attr(i) {
                AttrData::Integer { value, .. } => i64::try_from(value).ok(),
                _ => None,
            })
            .collect(),
        _ => int_array(ctx, a),
    }
}

/// Parses `[1, 2, 3]` (possibly empty).
pub(crate) fn parse_int_list(p: &mut dyn OpAsmParser) -> PResult<Vec<i64>> {
    p.expect(Punct::LSquare)?;
    let mut out = Vec::new();
    if !p.optional(Punct::RSquare) {
        loop {
            out.push(p.parse_integer()?);
            if !p.optional(Punct::Comma) {
                break;
            }
        }
        p.expect(Punct::RSquare)?;
    }
    Ok(out)
}

/// Writes `[1, 2, 3]`.
pub(crate) fn print_int_list(p: &mut dyn OpAsmPrinter, vals: &[i64]) {
    let items: Vec<String> = vals.iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", items.join(", ")));
}
