//! The `memref` dialect's ops (upstream `MemRefOps.td`, the "memref"
//! dialect page) with the syntax `mlir-opt` prints today, plus the seed
//! Standard dialect's spellings (`004_…`: `alloc`, `load`, `dma_start`,
//! `dma_wait`) as aliases: their custom syntax is the same.
//!
//! Inherent attributes (`alignment`, `nontemporal`, `operandSegmentSizes`,
//! `static_offsets`, the `memref.global` fields) are stored as properties,
//! as upstream's generic form shows them.

use super::shaped_dma as dma;
use super::shaped_global::*;
use super::shaped_memops as mops;
use super::shaped_reshape as reshape;
use super::shaped_subview as subview;
use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::ir::{OpId, OperationState, ValueId};
use crate::registry::{OpDef, ResultName, Semantics, ViewOp};
use crate::types::DYNAMIC;
use crate::{AttrData, Context, Diagnostic, TypeData, TypeId};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    OpDef {
        result_name: ResultName::Fixed("alloc"),
        ..shaped_op!(
            "memref.alloc",
            ["alloc"],
            NO_TRAITS,
            parse_alloc,
            print_alloc,
            verify_alloc,
            Semantics::Alloc,
            Alloc,
            inherent = ["alignment", "operandSegmentSizes"]
        )
    },
    OpDef {
        result_name: ResultName::Fixed("alloca"),
        ..shaped_op!(
            "memref.alloca",
            ["alloca"],
            NO_TRAITS,
            parse_alloc,
            print_alloc,
            verify_alloc,
            Semantics::Alloca,
            Alloc,
            inherent = ["alignment", "operandSegmentSizes"]
        )
    },
    shaped_op!(
        "memref.dealloc",
        ["dealloc"],
        NO_TRAITS,
        parse_dealloc,
        print_dealloc,
        verify_dealloc,
        Semantics::Dealloc,
        Free
    ),
    shaped_op!(
        "memref.load",
        ["load"],
        NO_TRAITS,
        parse_load,
        print_load,
        verify_load,
        Semantics::Load,
        Load,
        inherent = ["alignment", "nontemporal"]
    ),
    shaped_op!(
        "memref.store",
        ["store"],
        NO_TRAITS,
        parse_store,
        print_store,
        verify_store,
        Semantics::Store,
        Store,
        inherent = ["alignment", "nontemporal"]
    ),
    OpDef {
        result_name: ResultName::Fixed("dim"),
        ..shaped_op!(
            "memref.dim",
            ["dim"],
            PURE,
            parse_dim,
            print_dim,
            verify_dim,
            Semantics::Dim,
            Free
        )
    },
    OpDef {
        result_name: ResultName::Fixed("cast"),
        ..shaped_op!(
            "memref.cast",
            [],
            PURE,
            parse_cast,
            print_cast,
            verify_cast,
            Semantics::MemRefCast,
            Free
        )
    },
    OpDef {
        result_name: ResultName::Fixed("subview"),
        ..shaped_op!(
            "memref.subview",
            [],
            PURE,
            subview::parse,
            subview::print,
            subview::verify,
            Semantics::SubView,
            Free,
            inherent = [
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes",
                "static_strides"
            ]
        )
    },
    OpDef {
        result_name: ResultName::Fixed("reinterpret_cast"),
        ..shaped_op!(
            "memref.reinterpret_cast",
            [],
            PURE,
            subview::parse_reinterpret,
            subview::print_reinterpret,
            subview::verify_reinterpret,
            Semantics::ReinterpretCast,
            Free,
            inherent = [
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes",
                "static_strides"
            ]
        )
    },
    shaped_op!(
        "memref.copy",
        [],
        NO_TRAITS,
        parse_copy,
        print_copy,
        verify_copy,
        Semantics::Copy,
        Dma
    ),
    shaped_op!(
        "memref.global",
        [],
        NO_TRAITS,
        parse_global,
        print_global,
        verify_global,
        Semantics::Structural,
        Free,
        inherent = [
            "alignment",
            "constant",
            "initial_value",
            "sym_name",
            "sym_visibility",
            "type"
        ]
    ),
    shaped_op!(
        "memref.get_global",
        [],
        PURE,
        parse_get_global,
        print_get_global,
        verify_get_global,
        Semantics::GetGlobal,
        Free,
        inherent = ["name"]
    ),
    shaped_op!(
        "memref.dma_start",
        ["dma_start"],
        NO_TRAITS,
        dma::parse_start,
        dma::print_start,
        dma::verify_start,
        Semantics::DmaStart,
        Dma
    ),
    shaped_op!(
        "memref.dma_wait",
        ["dma_wait"],
        NO_TRAITS,
        dma::parse_wait,
        dma::print_wait,
        dma::verify_wait,
        Semantics::DmaWait,
        Dma
    ),
    OpDef {
        result_name: ResultName::Fixed("expand_shape"),
        ..shaped_op!(
            "memref.expand_shape",
            [],
            PURE,
            reshape::parse_expand,
            reshape::print_expand,
            reshape::verify_expand,
            Semantics::MemRefView(ViewOp::ExpandShape),
            Free,
            inherent = ["reassociation", "static_output_shape"]
        )
    },
    OpDef {
        result_name: ResultName::Fixed("collapse_shape"),
        ..shaped_op!(
            "memref.collapse_shape",
            [],
            PURE,
            reshape::parse_collapse,
            reshape::print_collapse,
            reshape::verify_collapse,
            Semantics::MemRefView(ViewOp::CollapseShape),
            Free,
            inherent = ["reassociation"]
        )
    },
    OpDef {
        result_name: ResultName::Fixed("reshape"),
        ..shaped_op!(
            "memref.reshape",
            [],
            PURE,
            reshape::parse_reshape,
            reshape::print_reshape,
            reshape::verify_reshape,
            Semantics::MemRefView(ViewOp::Reshape),
            Free
        )
    },
    OpDef {
        result_name: ResultName::Fixed("view"),
        ..shaped_op!(
            "memref.view",
            [],
            PURE,
            reshape::parse_view,
            reshape::print_view,
            reshape::verify_view,
            Semantics::MemRefView(ViewOp::View),
            Free
        )
    },
    OpDef {
        result_name: ResultName::Fixed("transpose"),
        ..shaped_op!(
            "memref.transpose",
            [],
            PURE,
            reshape::parse_transpose,
            reshape::print_transpose,
            reshape::verify_transpose,
            Semantics::MemRefView(ViewOp::Transpose),
            Free,
            inherent = ["permutation"]
        )
    },
    shaped_op!(
        "memref.rank",
        [],
        PURE,
        mops::parse_rank,
        mops::print_memref_operand,
        mops::verify_rank,
        Semantics::Rank,
        Free
    ),
    OpDef {
        result_name: ResultName::Fixed("assume_align"),
        ..shaped_op!(
            "memref.assume_alignment",
            [],
            PURE,
            mops::parse_assume_alignment,
            mops::print_assume_alignment,
            mops::verify_assume_alignment,
            Semantics::MemRefView(ViewOp::Same),
            Free,
            inherent = ["alignment"]
        )
    },
    // Results are the operands (a no-alias promise): they move, for free.
    shaped_op!(
        "memref.distinct_objects",
        [],
        PURE,
        mops::parse_distinct_objects,
        mops::print_distinct_objects,
        mops::verify_distinct_objects,
        Semantics::UnrealizedCast,
        Free
    ),
    shaped_op!(
        "memref.prefetch",
        [],
        NO_TRAITS,
        mops::parse_prefetch,
        mops::print_prefetch,
        mops::verify_prefetch,
        Semantics::Prefetch,
        Free,
        inherent = ["isDataCache", "isWrite", "localityHint"]
    ),
    OpDef {
        result_name: ResultName::Fixed("memspacecast"),
        ..shaped_op!(
            "memref.memory_space_cast",
            [],
            PURE,
            mops::parse_space_cast,
            mops::print_space_cast,
            mops::verify_space_cast,
            Semantics::MemRefView(ViewOp::Same),
            Free
        )
    },
    OpDef {
        result_name: ResultName::Packs(mops::metadata_packs),
        ..shaped_op!(
            "memref.extract_strided_metadata",
            [],
            PURE,
            mops::parse_to_results,
            mops::print_to_results,
            mops::verify_strided_metadata,
            Semantics::StridedMetadata,
            Free
        )
    },
    OpDef {
        result_name: ResultName::Fixed("intptr"),
        ..shaped_op!(
            "memref.extract_aligned_pointer_as_index",
            [],
            PURE,
            mops::parse_to_results,
            mops::print_to_results,
            mops::verify_aligned_pointer,
            Semantics::AlignedPointer,
            Free
        )
    },
    shaped_op!(
        "memref.realloc",
        [],
        NO_TRAITS,
        mops::parse_realloc,
        mops::print_realloc,
        mops::verify_realloc,
        Semantics::Realloc,
        Alloc,
        inherent = ["alignment"]
    ),
    shaped_op!(
        "memref.atomic_rmw",
        [],
        NO_TRAITS,
        mops::parse_atomic_rmw,
        mops::print_atomic_rmw,
        mops::verify_atomic_rmw,
        Semantics::AtomicRmw,
        Store,
        inherent = ["kind"]
    ),
    shaped_op!(
        "memref.generic_atomic_rmw",
        [],
        NO_TRAITS,
        mops::parse_generic_atomic,
        mops::print_generic_atomic,
        mops::verify_generic_atomic,
        Semantics::GenericAtomicRmw,
        Store
    ),
    shaped_op!(
        "memref.atomic_yield",
        [],
        TERMINATOR,
        mops::parse_atomic_yield,
        mops::print_memref_operand,
        mops::verify_atomic_yield,
        Semantics::AtomicYield,
        Free
    ),
    shaped_op!(
        "memref.alloca_scope",
        [],
        ALLOCA_SCOPE,
        mops::parse_alloca_scope,
        mops::print_alloca_scope,
        mops::verify_alloca_scope,
        Semantics::AllocaScope,
        Free
    ),
    shaped_op!(
        "memref.alloca_scope.return",
        [],
        TERMINATOR,
        parse_yield_operands,
        print_yield_operands,
        mops::verify_scope_return,
        Semantics::AllocaScopeReturn,
        Free
    ),
];

/// `memref.alloca_scope`: one block ending in `memref.alloca_scope.return`,
/// implicit when it returns nothing.
const ALLOCA_SCOPE: crate::registry::OpTraits = crate::registry::OpTraits {
    implicit_terminator: Some("memref.alloca_scope.return"),
    ..NO_TRAITS
};

// ---- alloc / alloca ----------------------------------------------------

/// `(%d)[%s] {alignment = 64 : i64} : memref<?x4xf32>`
fn parse_alloc(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.expect(Punct::LParen)?;
    let sizes = p.parse_operand_list()?;
    p.expect(Punct::RParen)?;
    let syms = if p.peek(Punct::LSquare) {
        parse_subscripts(p)?
    } else {
        Vec::new()
    };
    // A bad alignment fails the parse, as upstream's property conversion.
    parse_alignment_attrs(p, st, &["alignment"])?;
    let ty = {
        p.expect(Punct::Colon)?;
        p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?
    };
    st.operands = resolve_indices(p, &sizes)?;
    st.operands.extend(resolve_indices(p, &syms)?);
    set_segments(p, st, &[sizes.len(), syms.len()]);
    st.result_types = vec![ty];
    Ok(())
}

fn print_alloc(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let sizes = segment(ctx, op, 0).unwrap_or_default();
    let syms = segment(ctx, op, 1).unwrap_or_default();
    let ty = result_type(ctx, op);
    p.write("(");
    p.print_operands(&sizes);
    p.write(")");
    if !syms.is_empty() {
        print_subscripts(p, &syms);
    }
    print_attrs(p, &["operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(ty);
}

/// The number of symbols the layout of a memref type takes.
fn layout_symbols(ctx: &Context, ty: TypeId) -> usize {
    match ctx.ty(ty) {
        TypeData::MemRef {
            layout: Some(l), ..
        } => match ctx.attr(*l) {
            AttrData::AffineMap(m) => m.num_symbols as usize,
            _ => 0,
        },
        _ => 0,
    }
}

fn verify_alloc(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&res) = o.results.first() else {
        return emit(ctx, op, out, "requires one result");
    };
    let ty = vty(ctx, res);
    let Some((shape, _)) = memref_of(ctx, ty) else {
        let got = quoted(ctx, ty);
        return emit(
            ctx,
            op,
            out,
            format!("result #0 must be memref of any type values, but got {got}"),
        );
    };
    if !verify_segments(ctx, op, 2, out) {
        return;
    }
    let sizes = segment(ctx, op, 0).unwrap_or_default();
    let syms = segment(ctx, op, 1).unwrap_or_default();
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if sizes.len() != dynamic {
        let msg = format!(
            "incorrect number of dynamic sizes, has {}, expected {dynamic}",
            sizes.len()
        );
        emit(ctx, op, out, msg);
    }
    let want = layout_symbols(ctx, ty);
    if syms.len() != want {
        let msg = format!(
            "symbol operand count does not equal memref symbol count: expected {want}, got {}",
            syms.len()
        );
        emit(ctx, op, out, msg);
    }
    verify_indices(
        ctx,
        op,
        &o.operands,
        "expected dynamic sizes and symbols",
        out,
    );
    verify_alignment(ctx, op, out);
    let is_alloca = o.name.def().is_some_and(|d| d.name == "memref.alloca");
    if is_alloca && !has_allocation_scope(ctx, op) {
        emit(
            ctx,
            op,
            out,
            "requires an ancestor op with AutomaticAllocationScope trait",
        );
    }
}

/// The ops whose regions free the `memref.alloca`s made in them when they
/// exit (upstream's `AutomaticAllocationScope` trait, as LLVM 22 gives it).
const ALLOCATION_SCOPES: &[&str] = &[
    "func.func",
    "memref.alloca_scope",
    "affine.for",
    "affine.parallel",
    "scf.for",
    "scf.parallel",
    "scf.forall",
];

/// Whether an op around `op` is an allocation scope.
fn has_allocation_scope(ctx: &Context, op: OpId) -> bool {
    let mut up = ctx.parent_op(op);
    while let Some(p) = up {
        let name = ctx.ops[p].name.def().map(|d| d.name);
        if name.is_some_and(|n| ALLOCATION_SCOPES.contains(&n)) {
            return true;
        }
        up = ctx.parent_op(p);
    }
    false
}

// ---- dealloc -----------------------------------------------------------

/// `%m : memref<...>`
fn parse_dealloc(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let ty = p.parse_type_of_kind(crate::asm::TypeKind::BaseMemRef)?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    Ok(())
}

fn print_dealloc(p: &mut dyn OpAsmPrinter, op: OpId) {
    let m = p.ctx().ops[op].operands[0];
    p.write(" ");
    p.print_operand(m);
    print_attrs(p, &[]);
    p.write(" : ");
    let ty = vty(p.ctx(), m);
    p.print_type(ty);
}

fn verify_dealloc(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let ops = &ctx.ops[op].operands;
    if ops.len() != 1 {
        return emit(
            ctx,
            op,
            out,
            format!("expected 1 operand, but found {}", ops.len()),
        );
    }
    if let Some(&m) = ops.first().filter(|&&m| !is_memref_like(ctx, vty(ctx, m))) {
        let got = but_got(ctx, m);
        emit(
            ctx,
            op,
            out,
            format!("operand #0 must be ranked or unranked memref of any type values{got}"),
        );
    }
}

fn is_memref_like(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.ty(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

// ---- load / store ------------------------------------------------------

const LOAD_STORE_ATTRS: &[&str] = &["nontemporal", "alignment"];

/// `%m[%i, %j] {nontemporal = true} : memref<...>`
fn parse_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    parse_alignment_attrs(p, st, LOAD_STORE_ATTRS)?;
    let ty = {
        p.expect(Punct::Colon)?;
        p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?
    };
    let elem = memref_of(p.ctx(), ty)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a memref type"))?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    st.result_types = vec![elem];
    Ok(())
}

/// Writes `%m[%i, %j] {attrs} : type` from `ops` (memref then indices).
fn print_memref_access(p: &mut dyn OpAsmPrinter, ops: &[ValueId]) {
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..]);
    print_attrs_but_defaults(p, &[]);
    p.write(" : ");
    let ty = vty(p.ctx(), ops[0]);
    p.print_type(ty);
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    print_memref_access(p, &ops);
}

/// `%v, %m[%i, %j] : memref<...>`
fn parse_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    parse_alignment_attrs(p, st, LOAD_STORE_ATTRS)?;
    let ty = {
        p.expect(Punct::Colon)?;
        p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?
    };
    let elem = memref_of(p.ctx(), ty)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a memref type"))?;
    st.operands = vec![p.resolve_operand(&v, elem)?, p.resolve_operand(&m, ty)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_memref_access(p, &ops[1..]);
}

/// Checks a memref and its subscripts: `what` is `load` or `store`.
/// `first` is the operand number of the memref (0 for load, 1 for store).
fn verify_access(ctx: &Context, op: OpId, first: usize, out: &mut Vec<Diagnostic>) {
    let ops = &ctx.ops[op].operands[first..];
    let Some(&m) = ops.first() else {
        return emit(ctx, op, out, "expected a memref operand");
    };
    let Some((shape, _)) = memref_of(ctx, vty(ctx, m)) else {
        return emit(
            ctx,
            op,
            out,
            format!("operand #{first} must be memref of any type values"),
        );
    };
    if let Some(k) = first_non_index(ctx, &ops[1..]) {
        let got = but_got(ctx, ops[1 + k]);
        let msg = format!("operand #{} must be variadic of index{got}", first + 1 + k);
        return emit(ctx, op, out, msg);
    }
    let n = ops.len() - 1;
    if n == shape.len() {
        return;
    }
    let msg = if first == 0 {
        format!(
            "incorrect number of indices for load, expected {} but got {n}",
            shape.len()
        )
    } else {
        "store index operand count not equal to memref rank".to_string()
    };
    emit(ctx, op, out, msg);
}

fn verify_load(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    verify_alignment(ctx, op, out);
    verify_access(ctx, op, 0, out);
    let elem = o
        .operands
        .first()
        .and_then(|&m| memref_of(ctx, vty(ctx, m)));
    if let (Some((_, e)), Some(&r)) = (elem, o.results.first()) {
        if vty(ctx, r) != e {
            emit(
                ctx,
                op,
                out,
                "failed to verify that result type matches element type of 'memref'",
            );
        }
    }
}

fn verify_store(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 {
        return emit(ctx, op, out, "expected a value and a memref operand");
    }
    if !o.results.is_empty() {
        return emit(ctx, op, out, "requires zero results");
    }
    verify_alignment(ctx, op, out);
    verify_access(ctx, op, 1, out);
    if let Some((_, e)) = memref_of(ctx, vty(ctx, o.operands[1])) {
        if vty(ctx, o.operands[0]) != e {
            emit(
                ctx,
                op,
                out,
                "failed to verify that type of 'value' matches element type of 'memref'",
            );
        }
    }
}

// ---- dim ---------------------------------------------------------------

/// `%m, %c0 : memref<?xf32>`
/// The seed's literal form `dim %A, 2 : tensor<?xf32>` (what the bare `dim`
/// alias also meets) becomes the seed op `std.dim` with its `index`
/// property, the op table entry `std` defines for that form.
fn parse_dim(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    if let Some(k) = p.parse_optional_integer()? {
        return parse_seed_dim(p, st, m, k);
    }
    let i = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    let index = p.ctx().index_type();
    st.operands = vec![p.resolve_operand(&m, ty)?, p.resolve_operand(&i, index)?];
    st.result_types = vec![index];
    Ok(())
}

fn parse_seed_dim(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    m: UnresolvedOperand,
    k: i64,
) -> PResult<()> {
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    st.name = "std.dim".into();
    st.operands = vec![p.resolve_operand(&m, ty)?];
    let i64t = p.ctx().int_type(64);
    let index = p.ctx().int_attr(k, i64t);
    add_props(p.ctx(), st, vec![("index".to_string(), index)]);
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

fn print_dim(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    p.write(" : ");
    let ty = vty(p.ctx(), ops[0]);
    p.print_type(ty);
}

fn verify_dim(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let [m, i] = o.operands[..] else {
        return emit(ctx, op, out, "expected 2 operands");
    };
    let rank0 = memref_of(ctx, vty(ctx, m)).is_some_and(|(s, _)| s.is_empty());
    if !is_memref_like(ctx, vty(ctx, m)) || rank0 {
        let msg = format!("operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values{}", but_got(ctx, m));
        emit(ctx, op, out, msg);
    }
    if !is_index(ctx, i) {
        emit(
            ctx,
            op,
            out,
            format!("operand #1 must be index{}", but_got(ctx, i)),
        );
    }
    if o.results.len() != 1 || !matches!(ctx.ty(vty(ctx, o.results[0])), TypeData::Index) {
        emit(ctx, op, out, "result #0 must be index");
    }
}

// ---- cast / copy -------------------------------------------------------

/// Parses `%a {attrs} : t1 to t2` (cast) and returns the operand and types.
fn parse_unary_to(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<(ValueId, TypeId)> {
    let a = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let from = p.parse_type_of_kind(crate::asm::TypeKind::BaseMemRef)?;
    p.expect_keyword("to")?;
    let to = p.parse_type_of_kind(crate::asm::TypeKind::BaseMemRef)?;
    Ok((p.resolve_operand(&a, from)?, to))
}

fn parse_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (a, to) = parse_unary_to(p, st)?;
    st.operands = vec![a];
    st.result_types = vec![to];
    Ok(())
}

fn print_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (a, r) = (o.operands[0], o.results[0]);
    p.write(" ");
    p.print_operand(a);
    print_attrs(p, &[]);
    print_from_to(p, a, r);
}

/// Writes ` : t1 to t2` for the types of two values.
fn print_from_to(p: &mut dyn OpAsmPrinter, a: ValueId, b: ValueId) {
    let (from, to) = (vty(p.ctx(), a), vty(p.ctx(), b));
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// Upstream's `memref.cast` compatibility: same element type and memory
/// space, and for two ranked memrefs the same rank with static sizes,
/// strides and offsets agreeing wherever both are static.
fn cast_compatible(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    let parts = |t| match ctx.ty(t) {
        TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => Some((Some(shape.clone()), *elem, *memory_space)),
        TypeData::UnrankedMemRef { elem, memory_space } => Some((None, *elem, *memory_space)),
        _ => None,
    };
    let (Some((sa, ea, ma)), Some((sb, eb, mb))) = (parts(a), parts(b)) else {
        return false;
    };
    if ea != eb || ma != mb {
        return false;
    }
    match (sa, sb) {
        (Some(sa), Some(sb)) => {
            sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(&sb)
                    .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
                && subview::layouts_compatible(ctx, a, b)
        }
        (None, None) => false,
        _ => true,
    }
}

fn verify_cast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let (ta, tr) = (vty(ctx, a), vty(ctx, r));
    if !cast_compatible(ctx, ta, tr) {
        let (qa, qr) = (quoted(ctx, ta), quoted(ctx, tr));
        emit(
            ctx,
            op,
            out,
            format!("operand type {qa} and result type {qr} are cast incompatible"),
        );
    }
}

/// `%a, %b : t1 to t2`
fn parse_copy(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let b = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let ta = p.parse_type_of_kind(crate::asm::TypeKind::BaseMemRef)?;
    p.expect_keyword("to")?;
    let tb = p.parse_type_of_kind(crate::asm::TypeKind::BaseMemRef)?;
    st.operands = vec![p.resolve_operand(&a, ta)?, p.resolve_operand(&b, tb)?];
    Ok(())
}

fn print_copy(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    print_from_to(p, ops[0], ops[1]);
}

fn verify_copy(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let [a, b] = o.operands[..] else {
        return emit(ctx, op, out, "expected 2 operands");
    };
    let (ta, tb) = (ctx.ty(vty(ctx, a)), ctx.ty(vty(ctx, b)));
    if ta.element_type() != tb.element_type() {
        emit(
            ctx,
            op,
            out,
            "requires the same element type for all operands",
        );
    }
    if let (Some(sa), Some(sb)) = (ta.shape(), tb.shape()) {
        if !super::common::shapes_compatible(sa, sb) {
            emit(ctx, op, out, "requires the same shape for all operands");
        }
    }
}

/// The type of `op`'s first result.
pub(crate) fn result_type(ctx: &Context, op: OpId) -> TypeId {
    vty(ctx, ctx.ops[op].results[0])
}

pub use super::shaped_global::{get_global_name, global_info, GlobalInfo};
pub use super::shaped_memops::{alignment, atomic_kind, ATOMIC_KINDS};
pub use super::shaped_reshape::{permutation, permuted_dims, reassociation};

// ---- operand roles, for executors -----------------------------------------

/// One entry of a mixed static/dynamic list (`[%i, 4]`): upstream's
/// `OpFoldResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mixed {
    /// A value written in the text (or `-1` poison in vector positions).
    Static(i64),
    /// An SSA operand standing for a `?`.
    Dynamic(ValueId),
}

/// `memref.dma_start` operands by role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaStartOperands {
    /// Source memref.
    pub src: ValueId,
    /// One index per source dimension.
    pub src_indices: Vec<ValueId>,
    /// Destination memref.
    pub dst: ValueId,
    /// One index per destination dimension.
    pub dst_indices: Vec<ValueId>,
    /// Number of elements to transfer.
    pub num_elements: ValueId,
    /// Tag memref signalled on completion.
    pub tag: ValueId,
    /// One index per tag dimension.
    pub tag_indices: Vec<ValueId>,
    /// `(stride, elements per stride)` when given.
    pub stride: Option<(ValueId, ValueId)>,
}

/// Splits a verified `memref.dma_start` by role (the split depends on the
/// memref ranks, as upstream's accessors).
pub fn dma_start_operands(ctx: &Context, op: OpId) -> Option<DmaStartOperands> {
    let ops = &ctx.ops[op].operands;
    let rank = |v: ValueId| memref_of(ctx, vty(ctx, v)).map(|(s, _)| s.len());
    let rs = rank(*ops.first()?)?;
    let rd = rank(*ops.get(1 + rs)?)?;
    let num = 2 + rs + rd;
    let rt = rank(*ops.get(num + 1)?)?;
    let end = num + 2 + rt;
    let stride = match &ops.get(end..)? {
        [] => None,
        [s, e] => Some((*s, *e)),
        _ => return None,
    };
    Some(DmaStartOperands {
        src: ops[0],
        src_indices: ops[1..1 + rs].to_vec(),
        dst: ops[1 + rs],
        dst_indices: ops[2 + rs..num].to_vec(),
        num_elements: ops[num],
        tag: ops[num + 1],
        tag_indices: ops[num + 2..end].to_vec(),
        stride,
    })
}

/// `memref.dma_wait` operands: tag, tag indices, number of elements.
pub fn dma_wait_operands(ctx: &Context, op: OpId) -> Option<(ValueId, Vec<ValueId>, ValueId)> {
    let ops = &ctx.ops[op].operands;
    let (&num, rest) = ops.split_last()?;
    let (&tag, idx) = rest.split_first()?;
    Some((tag, idx.to_vec(), num))
}

/// `memref.alloc`/`alloca` operands: dynamic sizes, then layout symbols.
pub fn alloc_operands(ctx: &Context, op: OpId) -> Option<(Vec<ValueId>, Vec<ValueId>)> {
    Some((segment(ctx, op, 0)?, segment(ctx, op, 1)?))
}

/// Offsets, sizes and strides of a `memref.subview` or
/// `memref.reinterpret_cast`, static values and operands merged in order.
pub fn view_lists(ctx: &Context, op: OpId) -> Option<[Vec<Mixed>; 3]> {
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let mut out: [Vec<Mixed>; 3] = Default::default();
    for (i, name) in names.iter().enumerate() {
        let statics = int_array(ctx, attr(ctx, op, name)?)?;
        out[i] = merge_mixed(&statics, &segment(ctx, op, i + 1)?)?;
    }
    Some(out)
}

/// Pairs static values with the operands standing for their `?`s.
pub fn merge_mixed(statics: &[i64], dynamics: &[ValueId]) -> Option<Vec<Mixed>> {
    let mut dyn_iter = dynamics.iter();
    let merged = statics
        .iter()
        .map(|&s| match s {
            DYNAMIC => dyn_iter.next().map(|&v| Mixed::Dynamic(v)),
            _ => Some(Mixed::Static(s)),
        })
        .collect::<Option<Vec<_>>>()?;
    dyn_iter.next().is_none().then_some(merged)
}
