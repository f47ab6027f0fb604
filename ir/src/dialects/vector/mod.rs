//! The `vector` dialect's ops we run (upstream `VectorOps.td`, the "vector"
//! dialect page): `vector.print` (whose output follows `mlir-runner`),
//! `broadcast`, `extract`, `insert`, `reduction`, `load`, `store`, `fma`,
//! and `vector.splat`, which upstream LLVM 22 no longer knows: we still
//! read it, as the `vector.broadcast` it always meant.
//!
//! Enum attributes upstream defines (`#vector.kind<add>`,
//! `#vector.punctuation<comma>`, `#arith.fastmath<none>`) are kept as
//! dialect attributes with their upstream text, so the generic form
//! matches `mlir-opt --mlir-print-op-generic`.

mod compute;
mod mask;
mod memory;
mod shape;
mod util;

pub use compute::iteration_shape;
pub use compute::{
    combining_kind, dim_positions, indexing_maps, iterator_kinds, reduction_dims, scan_attrs,
};
pub use memory::{
    in_bounds, map_dims, masked_parts, permutation_map, transfer_parts, MapDim, MaskedParts,
    TransferParts,
};
pub use shape::{mask_dim_sizes, permutation, shuffle_mask, slice_attrs};
pub use util::is_scalable;
pub(crate) use util::KINDS as REDUCTION_KINDS;

use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, ValueId};
use crate::registry::{OpDef, ReductionKind, ResultName, Semantics};
use crate::types::DYNAMIC;
use crate::{Context, Diagnostic, TypeData, TypeId};
use util::*;

pub use crate::registry::VectorOp;

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    shaped_op!(
        "vector.print",
        [],
        NO_TRAITS,
        parse_print,
        print_print,
        verify_print,
        Semantics::VectorPrint,
        // Observing a value must not change the cycles being measured.
        Free,
        inherent = ["punctuation", "stringLiteral"],
        defaults = [("punctuation", Dialect("vector.punctuation<newline>"))]
    ),
    shaped_op!(
        "vector.broadcast",
        [],
        PURE,
        parse_broadcast,
        print_broadcast,
        verify_broadcast,
        Semantics::Broadcast,
        VectorShuffle
    ),
    shaped_op!(
        "vector.splat",
        [],
        PURE,
        parse_splat,
        print_splat,
        verify_splat,
        Semantics::Splat,
        VectorShuffle
    ),
    shaped_op!(
        "vector.extract",
        [],
        PURE,
        parse_extract,
        print_extract,
        verify_extract,
        Semantics::Extract,
        VectorShuffle,
        inherent = ["static_position"]
    ),
    shaped_op!(
        "vector.insert",
        [],
        PURE,
        parse_insert,
        print_insert,
        verify_insert,
        Semantics::Insert,
        VectorShuffle,
        inherent = ["static_position"]
    ),
    shaped_op!(
        "vector.reduction",
        [],
        PURE,
        parse_reduction,
        print_reduction,
        verify_reduction,
        Semantics::Reduction,
        Reduction,
        inherent = ["fastmath", "kind"],
        defaults = [("fastmath", Dialect("arith.fastmath<none>"))]
    ),
    shaped_op!(
        "vector.load",
        [],
        NO_TRAITS,
        parse_load,
        print_load,
        verify_load,
        Semantics::VectorLoad,
        Load,
        inherent = ["alignment", "nontemporal"]
    ),
    shaped_op!(
        "vector.store",
        [],
        NO_TRAITS,
        parse_store,
        print_store,
        verify_store,
        Semantics::VectorStore,
        Store,
        inherent = ["alignment", "nontemporal"]
    ),
    shaped_op!(
        "vector.fma",
        [],
        PURE,
        parse_fma,
        print_fma,
        verify_fma,
        Semantics::Fma,
        FloatFma
    ),
    shaped_op!(
        "vector.transpose",
        [],
        PURE,
        shape::parse_transpose,
        shape::print_transpose,
        shape::verify_transpose,
        Semantics::Vector(VectorOp::Transpose),
        VectorShuffle,
        inherent = ["permutation"]
    ),
    shaped_op!(
        "vector.shape_cast",
        [],
        PURE,
        shape::parse_shape_cast,
        shape::print_shape_cast,
        shape::verify_shape_cast,
        Semantics::Vector(VectorOp::ShapeCast),
        Free
    ),
    shaped_op!(
        "vector.bitcast",
        [],
        PURE,
        shape::parse_bitcast,
        shape::print_shape_cast,
        shape::verify_bitcast,
        Semantics::Vector(VectorOp::Bitcast),
        Free
    ),
    shaped_op!(
        "vector.type_cast",
        [],
        PURE,
        shape::parse_type_cast,
        shape::print_shape_cast,
        shape::verify_type_cast,
        Semantics::Vector(VectorOp::TypeCast),
        Free
    ),
    shaped_op!(
        "vector.from_elements",
        [],
        PURE,
        shape::parse_from_elements,
        shape::print_operands_and_type,
        shape::verify_from_elements,
        Semantics::Vector(VectorOp::FromElements),
        VectorShuffle
    ),
    shaped_op!(
        "vector.to_elements",
        [],
        PURE,
        shape::parse_to_elements,
        shape::print_to_elements,
        shape::verify_to_elements,
        Semantics::Vector(VectorOp::ToElements),
        VectorShuffle
    ),
    shaped_op!(
        "vector.step",
        [],
        PURE,
        shape::parse_step,
        shape::print_step,
        shape::verify_step,
        Semantics::Vector(VectorOp::Step),
        Free
    ),
    OpDef {
        result_name: ResultName::Fixed("vscale"),
        ..shaped_op!(
            "vector.vscale",
            [],
            PURE,
            parse_vscale,
            print_vscale,
            verify_vscale,
            // Parsed and printed only: the simulator refuses scalable
            // vectors before it would run this.
            Semantics::Structural,
            Free
        )
    },
    shaped_op!(
        "vector.scalable.insert",
        [],
        PURE,
        parse_scalable_insert,
        print_scalable_insert,
        verify_scalable_insert,
        // Scalable operands: refused by the simulator before it runs.
        Semantics::Structural,
        VectorShuffle,
        inherent = ["pos"]
    ),
    shaped_op!(
        "vector.scalable.extract",
        [],
        PURE,
        parse_scalable_extract,
        print_scalable_extract,
        verify_scalable_extract,
        Semantics::Structural,
        VectorShuffle,
        inherent = ["pos"]
    ),
    shaped_op!(
        "vector.create_mask",
        [],
        PURE,
        shape::parse_create_mask,
        shape::print_operands_and_type,
        shape::verify_create_mask,
        Semantics::Vector(VectorOp::CreateMask),
        VectorShuffle
    ),
    shaped_op!(
        "vector.constant_mask",
        [],
        PURE,
        shape::parse_constant_mask,
        shape::print_constant_mask,
        shape::verify_constant_mask,
        Semantics::Vector(VectorOp::ConstantMask),
        Free,
        inherent = ["mask_dim_sizes"]
    ),
    shaped_op!(
        "vector.shuffle",
        [],
        PURE,
        shape::parse_shuffle,
        shape::print_shuffle,
        shape::verify_shuffle,
        Semantics::Vector(VectorOp::Shuffle),
        VectorShuffle,
        inherent = ["mask"]
    ),
    shaped_op!(
        "vector.extract_strided_slice",
        [],
        PURE,
        shape::parse_extract_strided_slice,
        shape::print_extract_strided_slice,
        shape::verify_extract_strided_slice,
        Semantics::Vector(VectorOp::ExtractStridedSlice),
        VectorShuffle,
        inherent = ["offsets", "sizes", "strides"]
    ),
    shaped_op!(
        "vector.insert_strided_slice",
        [],
        PURE,
        shape::parse_insert_strided_slice,
        shape::print_insert_strided_slice,
        shape::verify_insert_strided_slice,
        Semantics::Vector(VectorOp::InsertStridedSlice),
        VectorShuffle,
        inherent = ["offsets", "strides"]
    ),
    shaped_op!(
        "vector.interleave",
        [],
        PURE,
        shape::parse_interleave,
        shape::print_interleave,
        shape::verify_interleave,
        Semantics::Vector(VectorOp::Interleave),
        VectorShuffle
    ),
    OpDef {
        result_name: ResultName::Each(&["res1", "res2"]),
        ..shaped_op!(
            "vector.deinterleave",
            [],
            PURE,
            shape::parse_deinterleave,
            shape::print_deinterleave,
            shape::verify_deinterleave,
            Semantics::Vector(VectorOp::Deinterleave),
            VectorShuffle
        )
    },
    shaped_op!(
        "vector.outerproduct",
        [],
        PURE,
        compute::parse_outerproduct,
        compute::print_outerproduct,
        compute::verify_outerproduct,
        Semantics::Vector(VectorOp::OuterProduct),
        FloatFma,
        inherent = ["kind"],
        defaults = [("kind", Dialect("vector.kind<add>"))]
    ),
    shaped_op!(
        "vector.multi_reduction",
        [],
        PURE,
        compute::parse_multi_reduction,
        compute::print_multi_reduction,
        compute::verify_multi_reduction,
        Semantics::Vector(VectorOp::MultiReduction),
        Reduction,
        inherent = ["kind", "reduction_dims"]
    ),
    OpDef {
        result_name: ResultName::Each(&["dest", "accumulated_value"]),
        ..shaped_op!(
            "vector.scan",
            [],
            PURE,
            compute::parse_scan,
            compute::print_scan,
            compute::verify_scan,
            Semantics::Vector(VectorOp::Scan),
            Reduction,
            inherent = ["inclusive", "kind", "reduction_dim"]
        )
    },
    shaped_op!(
        "vector.contract",
        [],
        PURE,
        compute::parse_contract,
        compute::print_contract,
        compute::verify_contract,
        Semantics::Vector(VectorOp::Contract),
        FloatFma,
        inherent = ["indexing_maps", "iterator_types", "kind"],
        defaults = [("kind", Dialect("vector.kind<add>"))]
    ),
    shaped_op!(
        "vector.transfer_read",
        [],
        NO_TRAITS,
        memory::parse_transfer_read,
        memory::print_transfer_read,
        memory::verify_transfer_read,
        Semantics::Vector(VectorOp::TransferRead),
        Load,
        inherent = ["in_bounds", "operandSegmentSizes", "permutation_map"]
    ),
    shaped_op!(
        "vector.transfer_write",
        [],
        NO_TRAITS,
        memory::parse_transfer_write,
        memory::print_transfer_write,
        memory::verify_transfer_write,
        Semantics::Vector(VectorOp::TransferWrite),
        Store,
        inherent = ["in_bounds", "operandSegmentSizes", "permutation_map"]
    ),
    shaped_op!(
        "vector.maskedload",
        [],
        NO_TRAITS,
        memory::parse_maskedload,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::MaskedLoad),
        Load,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.maskedstore",
        [],
        NO_TRAITS,
        memory::parse_maskedstore,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::MaskedStore),
        Store,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.gather",
        [],
        NO_TRAITS,
        memory::parse_gather,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::Gather),
        Load,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.scatter",
        [],
        NO_TRAITS,
        memory::parse_scatter,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::Scatter),
        Store,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.expandload",
        [],
        NO_TRAITS,
        memory::parse_expandload,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::ExpandLoad),
        Load,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.compressstore",
        [],
        NO_TRAITS,
        memory::parse_compressstore,
        memory::print_masked,
        memory::verify_masked,
        Semantics::Vector(VectorOp::CompressStore),
        Store,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "vector.mask",
        [],
        NO_TRAITS,
        mask::parse_mask,
        mask::print_mask,
        mask::verify_mask,
        Semantics::Vector(VectorOp::Mask),
        Free
    ),
    shaped_op!(
        "vector.yield",
        [],
        TERMINATOR,
        mask::parse_yield,
        mask::print_yield,
        mask::verify_yield,
        Semantics::Vector(VectorOp::Yield),
        Free
    ),
];

// ---- parse errors --------------------------------------------------------

// ---- enum attributes ---------------------------------------------------

// ---- vector.print ------------------------------------------------------

const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

/// `%v : t (punctuation <p>)?`, `str "text"`, or nothing.
fn parse_print(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    if let Some(o) = p.parse_optional_operand()? {
        let ty = p.parse_colon_type()?;
        st.operands = vec![p.resolve_operand(&o, ty)?];
    }
    let mut punct = "newline".to_string();
    let mut props = Vec::new();
    loop {
        if p.optional_keyword("str") {
            let s = p.parse_string()?;
            props.push(("stringLiteral".to_string(), p.ctx().str_attr(&s)));
        } else if p.optional_keyword("punctuation") {
            punct = parse_angle_keywords(p)?;
            if !PUNCTUATIONS.contains(&punct.as_str()) {
                return Err(p.error(&format!("unknown punctuation '{punct}'")));
            }
        } else {
            break;
        }
    }
    props.push((
        "punctuation".to_string(),
        enum_attr(p.ctx(), "vector.punctuation", &punct),
    ));
    add_props(p.ctx(), st, props);
    parse_attrs(p, st, &["punctuation", "stringLiteral"])
}

/// The text `vector.print str "..."` prints, if any.
pub fn print_string(ctx: &Context, op: OpId) -> Option<String> {
    ctx.attr(attr(ctx, op, "stringLiteral")?)
        .as_str()
        .map(str::to_string)
}

/// The punctuation printed after the value (`newline` by default).
pub fn punctuation(ctx: &Context, op: OpId) -> String {
    enum_value(ctx, op, "punctuation", "vector.punctuation").unwrap_or_else(|| "newline".into())
}

fn print_print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operand = ctx.ops[op].operands.first().copied();
    let string = attr(ctx, op, "stringLiteral");
    let punct = punctuation(ctx, op);
    if let Some(v) = operand {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        let ty = vty(p.ctx(), v);
        p.print_type(ty);
    }
    if let Some(s) = string {
        p.write(" str ");
        p.print_attr(s);
    }
    // Upstream prints a bare `vector.print` for the newline case, which it
    // cannot read back when an op with results follows (`%0 = ...` reads as
    // the operand): we spell the punctuation out whenever nothing else is
    // printed. Both tools read that form.
    if punct != "newline" || (operand.is_none() && string.is_none()) {
        p.write(&format!(" punctuation <{punct}>"));
    }
    print_attrs(p, &["punctuation", "stringLiteral"]);
}

fn verify_print(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() > 1 {
        emit(ctx, op, out, "expected at most one operand");
    }
    // Upstream's printable-type constraint has an empty description.
    if let Some(&v) = o.operands.first() {
        let t = vty(ctx, v);
        let printable = matches!(
            ctx.ty(t),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Vector { .. }
        ) || ctx.ty(t).is_float();
        if !printable {
            let msg = format!(
                "operand #0 must be , but got '{}'",
                crate::printer::type_to_string(ctx, t)
            );
            return emit(ctx, op, out, msg);
        }
    }
    let with_source_or_punct = !o.operands.is_empty() || punctuation(ctx, op) != "newline";
    if attr(ctx, op, "stringLiteral").is_some() && with_source_or_punct {
        emit(
            ctx,
            op,
            out,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        );
    }
    if !PUNCTUATIONS.contains(&punctuation(ctx, op).as_str()) {
        emit(ctx, op, out, "unknown punctuation");
    }
}

// ---- broadcast / splat -------------------------------------------------

/// `%x : t to vector<...>`
fn parse_broadcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let x = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    if vector_of(p.ctx(), to).is_none() {
        return Err(not_a_vector(p, at, "vector.broadcast", to));
    }
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![to];
    Ok(())
}

fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let (from, to) = (vty(p.ctx(), x), vty(p.ctx(), r));
    p.write(" ");
    p.print_operand(x);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// The per-dimension scalable flags of a vector type (empty otherwise).
fn flags_of(ctx: &Context, ty: TypeId) -> Vec<bool> {
    match ctx.ty(ty) {
        TypeData::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    }
}

/// Upstream's broadcast rule: a scalar of the element type, or a vector of
/// no greater rank whose trailing dims are 1 or equal to the result's.
fn broadcast_error(ctx: &Context, from: TypeId, to: TypeId) -> Option<String> {
    let Some((dst, elem)) = vector_of(ctx, to) else {
        return Some("result #0 must be vector of any type values".into());
    };
    let Some((src, src_elem)) = vector_of(ctx, from) else {
        if ctx.ty(from).shape().is_some() {
            return Some("source type is not a vector".into());
        }
        return (from != elem).then(|| "source type must be the result's element type".into());
    };
    if src_elem != elem {
        return Some("source and result element types must match".into());
    }
    if src.len() > dst.len() {
        return Some("source rank higher than destination rank".into());
    }
    let lead = dst.len() - src.len();
    let (ss, ds) = (flags_of(ctx, from), flags_of(ctx, to));
    let dim = |n: i64, scalable: bool| {
        if scalable {
            format!("[{n}]")
        } else {
            n.to_string()
        }
    };
    // Upstream's `isBroadcastableTo`: a scalable `[1]` stretches to no
    // other size, and only a fixed unit dim may become scalable.
    (0..src.len())
        .map(|i| (src[i], ss[i], dst[lead + i], ds[lead + i]))
        .find(|&(s, sf, d, df)| {
            (s == 1 && sf && d != 1) || (sf != df && (s != 1 || sf)) || (s != 1 && s != d)
        })
        .map(|(s, sf, d, df)| format!("dimension mismatch ({} vs. {})", dim(s, sf), dim(d, df)))
}

fn verify_broadcast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&x), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if let Some(msg) = broadcast_error(ctx, vty(ctx, x), vty(ctx, r)) {
        emit(ctx, op, out, msg);
    }
}

/// `%x : vector<4xf32>`: read as `vector.broadcast %x : f32 to vector<4xf32>`.
fn parse_splat(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let to = p.parse_colon_type()?;
    let elem = vector_of(p.ctx(), to)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a vector type"))?;
    st.operands = vec![p.resolve_operand(&x, elem)?];
    st.result_types = vec![to];
    st.name = "vector.broadcast".into();
    Ok(())
}

fn print_splat(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let to = vty(p.ctx(), r);
    p.write(" ");
    p.print_operand(x);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(to);
}

fn verify_splat(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&x), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if vector_of(ctx, vty(ctx, r)).map(|(_, e)| e) != Some(vty(ctx, x)) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that operand type matches element type of result",
        );
    }
}

// ---- extract / insert --------------------------------------------------

/// `%v[2, %i] : f32 from vector<4x4xf32>`
fn parse_extract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let v = p.parse_operand()?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    parse_attrs(p, st, &["static_position"])?;
    let res = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let src = p.parse_type()?;
    if vector_of(p.ctx(), src).is_none() {
        return Err(not_a_vector(p, at, "vector.extract", src));
    }
    st.operands = vec![p.resolve_operand(&v, src)?];
    st.operands.extend(dynamics);
    let pos = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_position".to_string(), pos)]);
    st.result_types = vec![res];
    Ok(())
}

/// The static positions of an extract or insert.
pub fn static_position(ctx: &Context, op: OpId) -> Vec<i64> {
    attr(ctx, op, "static_position")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default()
}

fn print_extract(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (v, dynamics) = (o.operands[0], o.operands[1..].to_vec());
    let (res, src) = (vty(ctx, o.results[0]), vty(ctx, v));
    let statics = static_position(ctx, op);
    p.write(" ");
    p.print_operand(v);
    print_mixed_list(p, &statics, &dynamics);
    print_attrs(p, &["static_position"]);
    p.write(" : ");
    p.print_type(res);
    p.write(" from ");
    p.print_type(src);
}

/// Checks positions against a vector shape; returns the type the positions
/// select (the element type when all dims are indexed).
fn verify_position(
    ctx: &Context,
    op: OpId,
    vec_ty: TypeId,
    dynamics: &[ValueId],
    out: &mut Vec<Diagnostic>,
) -> Option<Vec<i64>> {
    let insert = ctx.ops[op].name == "vector.insert";
    let (which, poison) = if insert {
        ("dest vector", "")
    } else {
        ("vector", " or poison (-1)")
    };
    let Some((shape, _)) = vector_of(ctx, vec_ty) else {
        emit(ctx, op, out, "expected a vector operand");
        return None;
    };
    let pos = static_position(ctx, op);
    if pos.len() > shape.len() {
        let msg = format!("expected position attribute of rank no greater than {which} rank");
        emit(ctx, op, out, msg);
        return None;
    }
    for (i, (&x, &d)) in pos.iter().zip(shape).enumerate() {
        if x != DYNAMIC && x != -1 && !(0..d).contains(&x) {
            let msg = format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding {which} dimension{poison}", i + 1);
            emit(ctx, op, out, msg);
        }
    }
    if pos.iter().filter(|&&x| x == DYNAMIC).count() != dynamics.len() {
        emit(
            ctx,
            op,
            out,
            "expected as many dynamic positions as '?' entries in static_position",
        );
    }
    verify_indices(ctx, op, dynamics, "expected dynamic positions", out);
    Some(shape[pos.len()..].to_vec())
}

/// The text of the type a position selects (upstream's inferred type):
/// the element type, or the trailing dims as a vector.
fn selected_type_text(ctx: &Context, vec_ty: TypeId, rest: &[i64]) -> String {
    let elem = vector_of(ctx, vec_ty).map_or(String::new(), |(_, e)| {
        crate::printer::type_to_string(ctx, e)
    });
    if rest.is_empty() {
        return elem;
    }
    let dims: Vec<String> = rest.iter().map(i64::to_string).collect();
    format!("vector<{}x{elem}>", dims.join("x"))
}

/// The type at the end of a position: the element, or a smaller vector.
fn selected_type_matches(ctx: &Context, vec_ty: TypeId, rest: &[i64], ty: TypeId) -> bool {
    let Some((_, elem)) = vector_of(ctx, vec_ty) else {
        return false;
    };
    match ctx.ty(ty) {
        TypeData::Vector { shape, elem: e, .. } => {
            *e == elem && (shape == rest || (rest.is_empty() && shape.is_empty()))
        }
        _ => rest.is_empty() && ty == elem,
    }
}

fn verify_extract(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a vector operand and one result");
    };
    let src = vty(ctx, v);
    let Some(rest) = verify_position(ctx, op, src, &o.operands[1..], out) else {
        return;
    };
    if rest.is_empty() && vector_of(ctx, vty(ctx, r)).is_some_and(|(s, _)| s.is_empty()) {
        return emit(
            ctx,
            op,
            out,
            "expected a scalar instead of a 0-d vector as the result type",
        );
    }
    if !selected_type_matches(ctx, src, &rest, vty(ctx, r)) {
        let inferred = selected_type_text(ctx, src, &rest);
        let got = quoted(ctx, vty(ctx, r));
        let msg = format!(
            "inferred type(s) '{inferred}' are incompatible with return type(s) of operation {got}"
        );
        emit(ctx, op, out, msg);
        emit(ctx, op, out, "failed to infer returned types");
    }
}

/// `%x, %v[2] : f32 into vector<4xf32>`
fn parse_insert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let v = p.parse_operand()?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    parse_attrs(p, st, &["static_position"])?;
    let src = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let dst = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, src)?, p.resolve_operand(&v, dst)?];
    st.operands.extend(dynamics);
    let pos = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_position".to_string(), pos)]);
    st.result_types = vec![dst];
    Ok(())
}

fn print_insert(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let (src, dst) = (vty(ctx, ops[0]), vty(ctx, ops[1]));
    let statics = static_position(ctx, op);
    p.write(" ");
    p.print_operands(&ops[..2]);
    p.write(" ");
    print_mixed_list(p, &statics, &ops[2..]);
    print_attrs(p, &["static_position"]);
    p.write(" : ");
    p.print_type(src);
    p.write(" into ");
    p.print_type(dst);
}

fn verify_insert(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 || o.results.len() != 1 {
        return emit(ctx, op, out, "expected a value, a vector and one result");
    }
    let dst = vty(ctx, o.operands[1]);
    let Some(rest) = verify_position(ctx, op, dst, &o.operands[2..], out) else {
        return;
    };
    let src = vty(ctx, o.operands[0]);
    if rest.is_empty() && vector_of(ctx, src).is_some_and(|(s, _)| s.is_empty()) {
        return emit(
            ctx,
            op,
            out,
            "expected a scalar instead of a 0-d vector as the source operand",
        );
    }
    let src_rank = vector_of(ctx, src).map(|(s, _)| s.len());
    let (pos, dst_rank) = (
        static_position(ctx, op).len(),
        rest.len() + static_position(ctx, op).len(),
    );
    match src_rank {
        Some(r) if r + pos != dst_rank => emit(
            ctx,
            op,
            out,
            "expected position attribute rank + source rank to match dest vector rank",
        ),
        None if pos != dst_rank => emit(
            ctx,
            op,
            out,
            "expected position attribute rank to match the dest vector rank",
        ),
        _ if !selected_type_matches(ctx, dst, &rest, src) => emit(
            ctx,
            op,
            out,
            "expected the value to insert to have the type at the position in the dest vector",
        ),
        _ => {}
    }
    if vty(ctx, o.results[0]) != dst {
        emit(
            ctx,
            op,
            out,
            "failed to verify that all of {dest, result} have same type",
        );
    }
}

// ---- reduction ---------------------------------------------------------

/// The combining kind of a `vector.reduction`.
pub fn reduction_kind(ctx: &Context, op: OpId) -> Option<ReductionKind> {
    let kw = enum_value(ctx, op, "kind", "vector.kind")?;
    KINDS.iter().find(|(k, _)| *k == kw).map(|(_, r)| *r)
}

/// `<add>, %v (, %acc)? (fastmath<fast>)? : vector<4xi32> into i32`
fn parse_reduction(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let kind = parse_angle_keywords(p)?;
    if !KINDS.iter().any(|(k, _)| *k == kind) {
        // Upstream's attribute parser reports twice: the enum's words,
        // then the attribute it was parsing.
        let msg = "custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one \
                   of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, \
                   maximumf, minimumf";
        let mut d = p.error(msg);
        let then = "custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr \
                    parameter 'value' which is to be a `::mlir::vector::CombiningKind`";
        d.notes.push(Diagnostic::new(
            crate::diag::Severity::Error,
            d.pos.clone(),
            then,
        ));
        return Err(d);
    }
    p.expect(Punct::Comma)?;
    let v = p.parse_operand()?;
    let acc = if p.optional(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let fm = if p.optional_keyword("fastmath") {
        parse_angle_keywords(p)?
    } else {
        "none".to_string()
    };
    parse_attrs(p, st, &["kind", "fastmath"])?;
    let src = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let res = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, src)?];
    if let Some(a) = acc {
        st.operands.push(p.resolve_operand(&a, res)?);
    }
    let props = vec![
        ("kind".to_string(), enum_attr(p.ctx(), "vector.kind", &kind)),
        (
            "fastmath".to_string(),
            enum_attr(p.ctx(), "arith.fastmath", &fm),
        ),
    ];
    add_props(p.ctx(), st, props);
    st.result_types = vec![res];
    Ok(())
}

fn print_reduction(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let kind = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
    let fm = enum_value(ctx, op, "fastmath", "arith.fastmath").unwrap_or_default();
    let (src, res) = (vty(ctx, ops[0]), vty(ctx, ctx.ops[op].results[0]));
    p.write(&format!(" <{kind}>, "));
    p.print_operands(&ops);
    if !fm.is_empty() && fm != "none" {
        p.write(&format!(" fastmath<{fm}>"));
    }
    print_attrs(p, &["kind", "fastmath"]);
    p.write(" : ");
    p.print_type(src);
    p.write(" into ");
    p.print_type(res);
}

fn verify_reduction(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&v), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a vector operand and one result");
    };
    let Some((shape, elem)) = vector_of(ctx, vty(ctx, v)) else {
        return emit(ctx, op, out, "operand #0 must be vector of any type values");
    };
    if shape.len() > 1 {
        emit(
            ctx,
            op,
            out,
            format!("unsupported reduction rank: {}", shape.len()),
        );
    }
    if vty(ctx, r) != elem {
        emit(
            ctx,
            op,
            out,
            "failed to verify that source operand and result have same element type",
        );
    }
    match reduction_kind(ctx, op) {
        None => emit(ctx, op, out, "requires a combining kind attribute 'kind'"),
        Some(k) if !kind_fits(ctx, k, elem) => {
            let kw = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
            // Upstream quotes the already-quoted type once more.
            let ty = quoted(ctx, elem);
            emit(
                ctx,
                op,
                out,
                format!("unsupported reduction type '{ty}' for kind '{kw}'"),
            )
        }
        Some(_) => {}
    }
    if o.operands.get(1).is_some_and(|&a| vty(ctx, a) != elem) {
        emit(ctx, op, out, "accumulator must have the result type");
    }
}

// ---- load / store / fma ------------------------------------------------

const ACCESS_ATTRS: &[&str] = &["nontemporal", "alignment"];

/// Parses `%m[%i, %j] {attrs} : memref<...>, vector<...>`; returns memref,
/// indices and the vector type.
fn parse_access(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<(Vec<ValueId>, TypeId)> {
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    parse_attrs(p, st, ACCESS_ATTRS)?;
    let mty = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let vty = p.parse_type()?;
    let mut ops = vec![p.resolve_operand(&m, mty)?];
    ops.extend(resolve_indices(p, &idx)?);
    Ok((ops, vty))
}

fn parse_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (ops, ty) = parse_access(p, st)?;
    st.operands = ops;
    st.result_types = vec![ty];
    Ok(())
}

/// Writes `%m[%i] {attrs} : memref<...>, vector<...>`.
fn print_access(p: &mut dyn OpAsmPrinter, ops: &[ValueId], vector: TypeId) {
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..]);
    print_attrs_but_defaults(p, &[]);
    p.write(" : ");
    let m = vty(p.ctx(), ops[0]);
    p.print_type(m);
    p.write(", ");
    p.print_type(vector);
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (ops, ty) = (o.operands.clone(), vty(p.ctx(), o.results[0]));
    p.write(" ");
    print_access(p, &ops, ty);
}

/// `%v, %m[%i] : memref<...>, vector<...>`
fn parse_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let (ops, ty) = parse_access(p, st)?;
    st.operands = vec![p.resolve_operand(&v, ty)?];
    st.operands.extend(ops);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let ty = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_access(p, &ops[1..], ty);
}

/// Checks a vector load or store in upstream's order: the `alignment`
/// constraint, the ranks, a vector element type, the element types, then
/// the indices. `what` names the vector (`result`, `valueToStore`).
fn verify_access(
    ctx: &Context,
    op: OpId,
    ops: &[ValueId],
    vector: TypeId,
    what: &str,
    out: &mut Vec<Diagnostic>,
) {
    if let Some(m) = memory::alignment_error(ctx, op) {
        return emit(ctx, op, out, m);
    }
    let Some((shape, elem)) = ops.first().and_then(|&m| memref_of(ctx, vty(ctx, m))) else {
        return emit(ctx, op, out, "expected a memref base operand");
    };
    let Some((vshape, velem)) = vector_of(ctx, vector) else {
        return emit(ctx, op, out, "expected a vector type");
    };
    if shape.len() < vshape.len() {
        let msg = if what == "result" {
            "destination memref has lower rank than the result vector"
        } else {
            "source memref has lower rank than the vector to store"
        };
        return emit(ctx, op, out, msg);
    }
    // A one-element access is a scalar one; any other needs unit stride
    // along the memref's minor dim.
    let single = !is_scalable(ctx, vector) && vshape.iter().product::<i64>() == 1;
    if !single && !last_dim_unit_stride(ctx, vty(ctx, ops[0])) {
        return emit(ctx, op, out, "most minor memref dim must have unit stride");
    }
    let vector_elem = vector_of(ctx, elem).is_some();
    if vector_elem && elem != vector {
        let msg = format!("base memref and {what} vector types should match");
        return emit(ctx, op, out, msg);
    }
    if !vector_elem && elem != velem {
        // Upstream's load says "types", its store "type".
        let msg = if what == "result" {
            "base and result element types should match"
        } else {
            "base and valueToStore element type should match"
        };
        return emit(ctx, op, out, msg);
    }
    if ops.len() - 1 != shape.len() {
        emit(ctx, op, out, format!("requires {} indices", shape.len()));
    }
    verify_indices(ctx, op, &ops[1..], "expected indices", out);
}

fn verify_load(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&r) = o.results.first() else {
        return emit(ctx, op, out, "expected one result");
    };
    verify_access(ctx, op, &o.operands, vty(ctx, r), "result", out);
}

fn verify_store(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 {
        return emit(ctx, op, out, "expected a value and a memref operand");
    }
    verify_access(
        ctx,
        op,
        &o.operands[1..],
        vty(ctx, o.operands[0]),
        "valueToStore",
        out,
    );
}

/// Upstream's `isLastDimUnitStride`: a strided layout whose last stride
/// is 1 (a rank-0 memref counts).
fn last_dim_unit_stride(ctx: &Context, ty: TypeId) -> bool {
    super::shaped_subview::strides_and_offset(ctx, ty)
        .is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

/// `attr-dict`: the `index` result is implied.
fn parse_vscale(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_attrs(p, st, &[])?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

fn print_vscale(p: &mut dyn OpAsmPrinter, _op: OpId) {
    print_attrs(p, &[]);
}

fn verify_vscale(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if !o.operands.is_empty() {
        return emit(ctx, op, out, "requires zero operands");
    }
    match o.results.first() {
        Some(&r) if o.results.len() == 1 => {
            if !matches!(ctx.ty(vty(ctx, r)), TypeData::Index) {
                let msg = format!(
                    "result #0 must be index, but got {}",
                    quoted(ctx, vty(ctx, r))
                );
                emit(ctx, op, out, msg);
            }
        }
        _ => emit(ctx, op, out, "requires one result"),
    }
}

/// `[pos]` as the `pos` property (an `i64`).
fn parse_pos(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.expect(Punct::LSquare)?;
    let pos = p.parse_integer()?;
    p.expect(Punct::RSquare)?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(pos, i64t);
    add_props(p.ctx(), st, vec![("pos".to_string(), a)]);
    Ok(())
}

fn pos_of(ctx: &Context, op: OpId) -> Option<i64> {
    attr(ctx, op, "pos").and_then(|a| ctx.attr(a).as_i64())
}

/// `%sub, %vec[pos] attr-dict : vector<4xT> into vector<[16]xT>`
fn parse_scalable_insert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let d = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attrs(p, st, &["pos"])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?, p.resolve_operand(&d, to)?];
    st.result_types = vec![to];
    Ok(())
}

fn print_scalable_insert(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let pos = pos_of(ctx, op).unwrap_or(0);
    let (a, b) = (vty(ctx, ops[0]), vty(ctx, ops[1]));
    p.write(" ");
    p.print_operands(&ops);
    p.write(&format!("[{pos}]"));
    print_attrs(p, &["pos"]);
    p.write(" : ");
    p.print_type(a);
    p.write(" into ");
    p.print_type(b);
}

/// `%vec[pos] attr-dict : vector<4xT> from vector<[16]xT>`
fn parse_scalable_extract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attrs(p, st, &["pos"])?;
    let res = p.parse_colon_type()?;
    p.expect_keyword("from")?;
    let from = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![res];
    Ok(())
}

fn print_scalable_extract(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let pos = pos_of(ctx, op).unwrap_or(0);
    let (from, res) = (vty(ctx, x), vty(ctx, r));
    p.write(" ");
    p.print_operand(x);
    p.write(&format!("[{pos}]"));
    print_attrs(p, &["pos"]);
    p.write(" : ");
    p.print_type(res);
    p.write(" from ");
    p.print_type(from);
}

/// The element count of a rank-1 vector type, and whether it is scalable.
fn rank1(ctx: &Context, ty: TypeId) -> Option<(i64, bool)> {
    match ctx.ty(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } if shape.len() == 1 => Some((shape[0], scalable[0])),
        _ => None,
    }
}

/// Upstream's constraints in order: operand kinds, same-typed dest and
/// result, then the position a multiple of the fixed vector's length.
fn verify_scalable_insert(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a, b], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let (ta, tb) = (vty(ctx, *a), vty(ctx, *b));
    let Some((n, _)) = rank1(ctx, ta) else {
        let msg = format!(
            "operand #0 must be  of ranks 1, but got {}",
            quoted(ctx, ta)
        );
        return emit(ctx, op, out, msg);
    };
    if rank1(ctx, tb).is_none_or(|(_, s)| !s) {
        let msg = format!(
            "operand #1 must be  of ranks 1, but got {}",
            quoted(ctx, tb)
        );
        return emit(ctx, op, out, msg);
    }
    if vty(ctx, *r) != tb {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {dest, res} have same type",
        );
    }
    if n != 0 && pos_of(ctx, op).is_some_and(|p| p % n != 0) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that position is a multiple of the source length.",
        );
    }
}

fn verify_scalable_extract(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = shape::unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if rank1(ctx, from).is_none_or(|(_, s)| !s) {
        let msg = format!(
            "operand #0 must be  of ranks 1, but got {}",
            quoted(ctx, from)
        );
        return emit(ctx, op, out, msg);
    }
    let Some((n, _)) = rank1(ctx, to) else {
        let msg = format!("result #0 must be  of ranks 1, but got {}", quoted(ctx, to));
        return emit(ctx, op, out, msg);
    };
    if n != 0 && pos_of(ctx, op).is_some_and(|p| p % n != 0) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that position is a multiple of the result length.",
        );
    }
}

/// `%a, %b, %c : vector<4xf32>`
fn parse_fma(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&ops, &[ty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

fn print_fma(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let ty = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(ty);
}

fn verify_fma(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let mut tys = types_of(ctx, &o.operands);
    tys.extend(types_of(ctx, &o.results));
    if tys.len() != 4 || tys.iter().any(|&t| t != tys[0]) {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {lhs, rhs, acc, result} have same type",
        );
    }
    if vector_of(ctx, tys[0]).is_none_or(|(_, e)| !ctx.ty(e).is_float()) {
        let got = quoted(ctx, tys[0]);
        emit(
            ctx,
            op,
            out,
            format!("operand #0 must be vector of floating-point values, but got {got}"),
        );
    }
}

/// The position of a `vector.extract` (operands after the vector) or
/// `vector.insert` (after the value and the vector), static entries and
/// dynamic operands merged in order; `Static(-1)` is poison.
pub fn position(ctx: &Context, op: OpId) -> Option<Vec<super::memref::Mixed>> {
    let skip = if ctx.ops[op].name == "vector.insert" {
        2
    } else {
        1
    };
    let dynamics = ctx.ops[op].operands.get(skip..)?;
    super::memref::merge_mixed(&static_position(ctx, op), dynamics)
}
