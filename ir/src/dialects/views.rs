//! Typed views for the stages after the ir: what the simulator's lowering
//! reads of an op, by role, for the ops whose dialect file has no reader of
//! its own. Every attribute name a downstream stage needs is spelled here
//! (or beside its op's parser), so that no code outside `ir/src/dialects/`
//! looks an attribute up by name.
//!
//! Each reader gives `None` (or an empty list where a missing attribute
//! means "none") when the op lacks the attribute in the expected form; the
//! caller turns that into its own diagnostic. The verifier has already
//! checked a parsed op, so these are lookups, not checks.

use crate::affine::AffineMap;
use crate::attrs::{DenseArrayData, DenseData};
use crate::registry::ReductionKind;
use crate::{AttrData, AttrId, Context, OpId, TypeData, TypeId, ValueId};
use rmlir_vocab::{FloatPredicate, IntPredicate};

// ---- attribute shapes ---------------------------------------------------

fn attr(ctx: &Context, op: OpId, name: &str) -> Option<AttrId> {
    ctx.ops[op].attr(ctx, name)
}

fn int(ctx: &Context, op: OpId, name: &str) -> Option<i64> {
    ctx.attr(attr(ctx, op, name)?).as_i64()
}

/// A dense i32/i64 array (segment sizes, static positions) or a dense
/// elements list of integers (the seed's spelling of the same lists).
fn ints(ctx: &Context, op: OpId, name: &str) -> Option<Vec<i64>> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => Some(v.iter().map(|&x| x as i64).collect()),
        AttrData::DenseElements {
            data: DenseData::Elements(es),
            ..
        } => es.iter().map(|&e| ctx.attr(e).as_i64()).collect(),
        _ => None,
    }
}

fn map<'a>(ctx: &'a Context, op: OpId, name: &str) -> Option<&'a AffineMap> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    }
}

fn symbol<'a>(ctx: &'a Context, op: OpId, name: &str) -> Option<&'a str> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::SymbolRef { root, .. } => Some(root),
        _ => None,
    }
}

fn ty(ctx: &Context, op: OpId, name: &str) -> Option<TypeId> {
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

// ---- symbols and declarations -------------------------------------------

/// The `sym_name` of a function or global.
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr(attr(ctx, op, "sym_name")?).as_str()
}

/// The function a `func.call` calls, without `@`.
pub fn callee(ctx: &Context, op: OpId) -> Option<&str> {
    symbol(ctx, op, "callee")
}

/// The function a `func.constant` names, without `@`.
pub fn function_ref(ctx: &Context, op: OpId) -> Option<&str> {
    symbol(ctx, op, "value")
}

/// The result types of a `func.func`'s declared function type; empty when
/// it declares none.
pub fn function_results(ctx: &Context, op: OpId) -> Vec<TypeId> {
    match ty(ctx, op, "function_type").map(|t| ctx.ty(t)) {
        Some(TypeData::Function { results, .. }) => results.clone(),
        _ => Vec::new(),
    }
}

/// Every type an op declares in an attribute rather than in its results:
/// a function's `function_type`, a global's `type`.
pub fn declared_types(ctx: &Context, op: OpId) -> Vec<TypeId> {
    ["function_type", "type"]
        .iter()
        .filter_map(|k| ty(ctx, op, k))
        .collect()
}

/// A `memref.global` as declared, before any check: its name, its type and
/// its initializer exactly as written (`uninitialized` is a unit
/// attribute, kept so that the caller sees it was written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalDecl<'a> {
    /// Symbol name, without `@`.
    pub name: Option<&'a str>,
    /// Its memref type.
    pub ty: Option<TypeId>,
    /// The initializer as written, if any.
    pub init: Option<AttrId>,
}

/// Reads a `memref.global`'s declaration.
pub fn global_decl(ctx: &Context, op: OpId) -> GlobalDecl<'_> {
    GlobalDecl {
        name: symbol_name(ctx, op),
        ty: ty(ctx, op, "type"),
        init: attr(ctx, op, "initial_value"),
    }
}

// ---- constants, predicates, kinds ---------------------------------------

/// The `value` attribute of a constant.
pub fn constant_value(ctx: &Context, op: OpId) -> Option<AttrId> {
    attr(ctx, op, "value")
}

/// The predicate of an `arith.cmpi` (or the seed's `cmpi`), or of an
/// `index.cmp`.
pub fn int_predicate(ctx: &Context, op: OpId) -> Option<IntPredicate> {
    if let Some(p) = super::index::predicate(ctx, op) {
        return Some(p);
    }
    IntPredicate::from_code(u64::try_from(int(ctx, op, "predicate")?).ok()?)
}

/// The predicate of an `arith.cmpf` (or the seed's `cmpf`).
pub fn float_predicate(ctx: &Context, op: OpId) -> Option<FloatPredicate> {
    FloatPredicate::from_code(u64::try_from(int(ctx, op, "predicate")?).ok()?)
}

/// The combining kind of a `vector.reduction`, or the kind's text when it
/// names none (`#vector.kind<add>` is kept verbatim by the parser; the
/// generic form may give a string).
pub fn reduction_kind(ctx: &Context, op: OpId) -> Result<ReductionKind, String> {
    let text = match attr(ctx, op, "kind").map(|k| ctx.attr(k)) {
        Some(AttrData::Dialect { text }) => text.clone(),
        Some(AttrData::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    };
    let k = text
        .trim_start_matches("vector.kind<")
        .trim_end_matches('>')
        .trim_start_matches('<');
    super::vector::REDUCTION_KINDS
        .iter()
        .find(|(kw, _)| *kw == k)
        .map(|&(_, r)| r)
        .ok_or(text)
}

// ---- operand lists --------------------------------------------------------

/// The operands split by `operandSegmentSizes` (a segment that runs past
/// the operands is cut short), or `None` when the op has no such list.
pub fn operand_segments(ctx: &Context, op: OpId) -> Option<Vec<&[ValueId]>> {
    let sizes = ints(ctx, op, "operandSegmentSizes")?;
    let mut rest: &[ValueId] = &ctx.ops[op].operands;
    let mut out = Vec::with_capacity(sizes.len());
    for n in sizes {
        let (a, b) = rest.split_at(usize::try_from(n).unwrap_or(0).min(rest.len()));
        out.push(a);
        rest = b;
    }
    Some(out)
}

/// The static positions of a `vector.extract`/`vector.insert`, with
/// [`crate::types::DYNAMIC`] where an operand gives the position.
pub fn static_positions(ctx: &Context, op: OpId) -> Vec<i64> {
    ints(ctx, op, "static_position").unwrap_or_default()
}

/// The case values of a `cf.switch`, in successor order after the default.
pub fn switch_cases(ctx: &Context, op: OpId) -> Vec<i64> {
    ints(ctx, op, "case_values").unwrap_or_default()
}

/// The case values of an `scf.index_switch`, in region order after the
/// default.
pub fn index_switch_cases(ctx: &Context, op: OpId) -> Vec<i64> {
    ints(ctx, op, "cases").unwrap_or_default()
}

/// The static index of the seed's `dim %m, 0`.
pub fn dim_index(ctx: &Context, op: OpId) -> Option<i64> {
    int(ctx, op, "index")
}

/// The static output shape of a `memref.expand_shape`, with
/// [`crate::types::DYNAMIC`] where an operand gives the size.
pub fn expand_output_shape(ctx: &Context, op: OpId) -> Vec<i64> {
    ints(ctx, op, "static_output_shape").unwrap_or_default()
}

/// Which static list of a subview or reinterpret cast is missing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ViewList {
    /// The offsets.
    Offsets,
    /// The sizes.
    Sizes,
    /// The strides.
    Strides,
}

/// The static offsets, sizes and strides of a `memref.subview` or
/// `memref.reinterpret_cast`, with [`crate::types::DYNAMIC`] where an
/// operand gives the value; the first missing list otherwise.
pub fn view_statics(ctx: &Context, op: OpId) -> Result<[Vec<i64>; 3], ViewList> {
    let get = |name, which| ints(ctx, op, name).ok_or(which);
    Ok([
        get("static_offsets", ViewList::Offsets)?,
        get("static_sizes", ViewList::Sizes)?,
        get("static_strides", ViewList::Strides)?,
    ])
}

/// Per source dimension, whether a `memref.subview`'s result drops it
/// (upstream's stride-based rank-reduction mask); `None` when the result
/// is no rank reduction of the sizes.
pub fn subview_dropped(ctx: &Context, op: OpId) -> Option<Vec<bool>> {
    super::shaped_subview::subview_dropped_dims(ctx, op)
}

// ---- affine ---------------------------------------------------------------

/// The subscript or value map of `affine.load`/`store`/`vector_load`/
/// `vector_store` and `affine.apply`/`min`/`max`.
pub fn access_map(ctx: &Context, op: OpId) -> Option<&AffineMap> {
    map(ctx, op, "map")
}

/// An `affine.for`'s bound maps and step as written; the bound operands
/// are its first two operand segments, the initial values its third.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineLoop<'a> {
    /// The lower bound map (the loop starts at the max of its results).
    pub lower: Option<&'a AffineMap>,
    /// The upper bound map (the loop ends before the min of its results).
    pub upper: Option<&'a AffineMap>,
    /// The step, if written.
    pub step: Option<i64>,
}

/// Reads an `affine.for`'s bound maps and step.
pub fn affine_loop(ctx: &Context, op: OpId) -> AffineLoop<'_> {
    AffineLoop {
        lower: map(ctx, op, "lowerBoundMap"),
        upper: map(ctx, op, "upperBoundMap"),
        step: int(ctx, op, "step"),
    }
}

// ---- atomic kinds ----------------------------------------------------------

/// An `arith::AtomicRMWKind`: how `memref.atomic_rmw` combines the stored
/// value with its operand, and how an `affine.parallel` reduction folds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AtomicKind {
    /// Writes the operand.
    Assign,
    /// An integer operation.
    Int(crate::registry::IntBinOp),
    /// A float operation.
    Float(crate::registry::FloatBinOp),
}

/// The kind an `arith::AtomicRMWKind` keyword (`addf`, `maxs`…) names.
pub fn atomic_kind(keyword: &str) -> Option<AtomicKind> {
    use crate::registry::{FloatBinOp as F, IntBinOp as I};
    Some(match keyword {
        "assign" => AtomicKind::Assign,
        "addf" => AtomicKind::Float(F::Add),
        "mulf" => AtomicKind::Float(F::Mul),
        "maximumf" => AtomicKind::Float(F::Maximum),
        "minimumf" => AtomicKind::Float(F::Minimum),
        "maxnumf" => AtomicKind::Float(F::MaxNum),
        "minnumf" => AtomicKind::Float(F::MinNum),
        "addi" => AtomicKind::Int(I::Add),
        "muli" => AtomicKind::Int(I::Mul),
        "maxs" => AtomicKind::Int(I::MaxS),
        "maxu" => AtomicKind::Int(I::MaxU),
        "mins" => AtomicKind::Int(I::MinS),
        "minu" => AtomicKind::Int(I::MinU),
        "andi" => AtomicKind::Int(I::And),
        "ori" => AtomicKind::Int(I::Or),
        "xori" => AtomicKind::Int(I::Xor),
        _ => return None,
    })
}

/// The kind of a `memref.atomic_rmw`.
pub fn atomic_rmw_kind(ctx: &Context, op: OpId) -> Option<AtomicKind> {
    atomic_kind(super::memref::atomic_kind(ctx, op)?)
}

// ---- scf and func -------------------------------------------------------------

/// Whether an `scf.for` compares its bounds unsigned (`unsignedCmp`).
pub fn unsigned_cmp(ctx: &Context, op: OpId) -> bool {
    attr(ctx, op, "unsignedCmp").is_some()
}

/// Gives a `func.func` the function type `ty` (a type attribute), keeping
/// its other properties.
pub fn set_function_type(ctx: &mut Context, op: OpId, ty: AttrId) {
    let old = ctx.ops[op].properties;
    let props = ctx.with_property(old, "function_type", ty);
    ctx.ops[op].properties = Some(props);
}
