//! The `vector` dialect's ops we run (upstream `VectorOps.td`, the "vector"
//! dialect page): `vector.print` (whose output follows `mlir-runner`),
//! `broadcast`, `extract`, `insert`, `reduction`, `load`, `store`, `fma`,
//! and the rest. `vector.splat` is not among them: upstream removed it
//! before LLVM 22 (`vector.broadcast` of a scalar replaces it), so it is an
//! unknown op here as it is to `mlir-opt` 22.
//!
//! Enum attributes upstream defines (`#vector.kind<add>`,
//! `#vector.punctuation<comma>`, `#arith.fastmath<none>`) are kept as
//! dialect attributes with their upstream text, so the generic form
//! matches `mlir-opt --mlir-print-op-generic`.

mod access;
mod broadcast;
mod compute;
mod extract;
mod mask;
mod memory;
mod print;
mod reduction;
mod scalable;
mod shape;
mod util;

pub use compute::iteration_shape;
pub use compute::{
    combining_kind, dim_positions, indexing_maps, iterator_kinds, reduction_dims, scan_attrs,
};
pub use extract::{position, static_position};
pub use memory::{
    in_bounds, map_dims, masked_parts, permutation_map, transfer_parts, MapDim, MaskedParts,
    TransferParts,
};
pub use print::{print_string, punctuation};
pub use reduction::reduction_kind;
pub use shape::{mask_dim_sizes, permutation, shuffle_mask, slice_attrs};
pub use util::is_scalable;
pub(crate) use util::KINDS as REDUCTION_KINDS;

use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, ResultName, Semantics};
use crate::{Context, Diagnostic};
use access::*;
use broadcast::*;
use extract::*;
use print::*;
use reduction::*;
use scalable::*;

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

/// The vector dialect's attributes, for the parser: three enums, each in
/// angles.
pub(crate) const ATTRS: &[crate::attr_syntax::DialectAttr] = &[
    crate::attr_syntax::DialectAttr::one_in_angles("kind", &util::KIND_CASES),
    crate::attr_syntax::DialectAttr::one_in_angles("iterator_type", &ITERATOR_CASES),
    crate::attr_syntax::DialectAttr::one_in_angles("punctuation", &print::PUNCTUATION_CASES),
];

/// `#vector.iterator_type<…>`'s cases.
const ITERATOR_CASES: super::common::EnumCases = super::common::EnumCases {
    cases: &["parallel", "reduction"],
    cpp: "::mlir::vector::IteratorType",
    attr: "Vector_IteratorTypeEnum",
};
