//! The seed Standard dialect's ops whose syntax differs from every modern
//! op (`004_…`). Seed spellings that match a modern op (`addi`, `cmpi`,
//! `br`, `call`, ...) are aliases on the modern definitions instead.
//!
//! Where a modern op means the same thing the parse fn produces it
//! (`constant 42 : i32` becomes `arith.constant`, `constant @f : ..`
//! becomes `func.constant`, `memref_cast` becomes `memref.cast`, `func`
//! becomes `func.func` with declarations made private); the rest
//! keep a seed-only definition named `std.<op>` (`extract_element`,
//! `tensor_cast`, `tensor_load`, `tensor_store`, `alloc_static`, and
//! `dim` with a literal index, reachable by its seed generic name
//! `"std.dim"`).

use super::common::*;
use super::common_arith::{parse_cast, print_cast};
use super::func::{parse_seed_func, print_func, verify_func, verify_func_constant};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, OpTraits, ResultName, Semantics, TimingClass};
use crate::types::DYNAMIC;
use crate::{AttrData, Context, Diagnostic, TypeData, TypeId};

/// Traits of `func.func`, which the seed `func` produces.
const IMPURE_ISOLATED: OpTraits = OpTraits {
    isolated_from_above: true,
    ..IMPURE
};

/// One seed-only op with a custom form.
macro_rules! seed_op {
    ($name:literal, [$($alias:literal),*], $traits:expr, $parse:ident, $print:ident,
     $verify:ident, $sem:ident, $timing:ident) => {
        OpDef {
            name: $name,
            aliases: &[$($alias),*],
            traits: $traits,
            parse: Some($parse),
            print: Some($print),
            verify: $verify,
            successor_operands: None,
            semantics: Semantics::$sem,
            timing: TimingClass::$timing,
            result_name: $crate::registry::ResultName::Numbered,
            inherent: &[],
            defaults: &[],
        }
    };
}

/// Every op of this dialect.
#[rustfmt::skip]
pub static OPS: &[OpDef] = &[
    seed_op!("std.func", ["func"], IMPURE_ISOLATED, parse_seed_func, print_func, verify_func,
             Structural, Free),
    // The custom form makes an `arith.constant` or a `func.constant`; only
    // the seed generic form `"std.constant"() {value = ..}` keeps this name,
    // so it prints generically to read back as itself.
    OpDef {
        name: "std.constant",
        aliases: &["constant"],
        traits: PURE,
        parse: Some(parse_seed_constant),
        print: None,
        verify: verify_seed_constant,
        successor_operands: None,
        semantics: Semantics::Constant,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
    seed_op!("std.memref_cast", ["memref_cast"], PURE, parse_memref_cast, print_cast,
             verify_memref_cast, MemRefCast, Free),
    seed_op!("std.extract_element", ["extract_element"], PURE, parse_extract_element,
             print_extract_element, verify_extract_element, ExtractElement, Load),
    seed_op!("std.tensor_cast", ["tensor_cast"], PURE, parse_cast, print_cast,
             verify_tensor_cast, UnrealizedCast, Free),
    seed_op!("std.tensor_load", ["tensor_load"], IMPURE, parse_tensor_load,
             print_tensor_load, verify_tensor_load, Copy, Load),
    seed_op!("std.tensor_store", ["tensor_store"], IMPURE, parse_tensor_store,
             print_tensor_store, verify_tensor_store, Copy, Store),
    seed_op!("std.alloc_static", ["alloc_static"], IMPURE, parse_alloc_static,
             print_alloc_static, verify_alloc_static, Alloc, Alloc),
    seed_op!("std.dim", [], PURE, parse_dim, print_dim, verify_dim, Dim, Free),
];

// ---- constant ------------------------------------------------------------

/// `constant @f : type` (a `func.constant`) or `constant 42 : i32` (an
/// `arith.constant`).
pub fn parse_seed_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let value = p.parse_attribute(None)?;
    let ctx = p.ctx();
    if let AttrData::SymbolRef { root, nested } = ctx.attr(value).clone() {
        if !nested.is_empty() {
            return Err(Diagnostic::error_at(
                ctx,
                loc,
                "expected a flat symbol reference",
            ));
        }
        st.name = "func.constant".into();
        p.parse_optional_attr_dict(&mut st.attrs)?;
        let ty = p.parse_colon_type()?;
        let sym = super::func::symbol_ref(p.ctx(), &root);
        set_prop(p.ctx(), st, "value", sym);
        st.result_types = vec![ty];
        return Ok(());
    }
    st.name = "arith.constant".into();
    let Some(ty) = attr_type(ctx, value) else {
        return Err(Diagnostic::error_at(ctx, loc, "expected a typed attribute"));
    };
    set_prop(ctx, st, "value", value);
    st.result_types = vec![ty];
    Ok(())
}

fn is_function_constant(ctx: &Context, op: OpId) -> bool {
    let value = attr_of(ctx, op, "value");
    value.is_some_and(|v| matches!(ctx.attr(v), AttrData::SymbolRef { .. }))
}

/// Checks a `"std.constant"` op by the rules of what it stands for.
pub fn verify_seed_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    if is_function_constant(ctx, op) {
        verify_func_constant(ctx, op, diags)
    } else {
        super::common_arith::verify_constant(ctx, op, diags)
    }
}

// ---- casts ---------------------------------------------------------------

/// `%a : memref<4x?xf32> to memref<?x?xf32>`, producing `memref.cast`.
pub fn parse_memref_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    st.name = "memref.cast".into();
    parse_cast(p, st)
}

fn verify_cast_of(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    is_kind: fn(&TypeData) -> bool,
) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(1) || !c.results(1) {
        return;
    }
    let (from, to) = (ctx.ty(c.operand_ty(0)), ctx.ty(c.result_ty(0)));
    let ok = is_kind(from)
        && is_kind(to)
        && from.element_type() == to.element_type()
        && match (from.shape(), to.shape()) {
            (Some(a), Some(b)) => shapes_compatible(a, b),
            _ => true,
        };
    if !ok {
        let (f, t) = (c.ty(c.operand_ty(0)), c.ty(c.result_ty(0)));
        c.error(format!(
            "operand type '{f}' and result type '{t}' are cast incompatible"
        ));
    }
}

/// `memref_cast`: same element type, same rank, static sizes agree.
pub fn verify_memref_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast_of(ctx, op, diags, |t| {
        matches!(t, TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
    });
}

/// `tensor_cast`: same element type; ranked sides agree in rank and
/// static sizes.
pub fn verify_tensor_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast_of(ctx, op, diags, |t| {
        matches!(
            t,
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    });
}

// ---- extract_element -------------------------------------------------

/// `%t[%i, %j] attr-dict : tensor<4x4xi32>`: yields one element.
pub fn parse_extract_element(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let agg = p.parse_operand()?;
    p.expect(Punct::LSquare)?;
    let indices = p.parse_operand_list()?;
    p.expect(Punct::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let ty = p.parse_colon_type()?;
    let Some(elem) = p.ctx().ty(ty).element_type() else {
        return Err(p.error_at(loc, "expected a vector or tensor type"));
    };
    let index = p.ctx().index_type();
    st.operands = vec![p.resolve_operand(&agg, ty)?];
    st.operands
        .extend(p.resolve_operands(&indices, &vec![index; indices.len()])?);
    st.result_types = vec![elem];
    Ok(())
}

/// Prints ` %t[%i, %j] {attrs} : tensor<4x4xi32>`.
pub fn print_extract_element(p: &mut dyn OpAsmPrinter, op: OpId) {
    let operands = p.ctx().ops[op].operands.clone();
    let Some((&agg, indices)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(agg);
    p.write("[");
    p.print_operands(indices);
    p.write("]");
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(agg));
}

/// `extract_element`: a vector or tensor, one `index` per dimension, and
/// the element type as result.
pub fn verify_extract_element(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if ctx.ops[op].operands.is_empty() || !c.results(1) {
        return c.error("requires an aggregate operand");
    }
    let agg = ctx.ty(c.operand_ty(0));
    if !is_container(ctx, c.operand_ty(0)) {
        let t = c.ty(c.operand_ty(0));
        return c.error(format!(
            "operand #0 must be vector or tensor, but got '{t}'"
        ));
    }
    let n = ctx.ops[op].operands.len() - 1;
    if agg.shape().is_some_and(|s| s.len() != n) {
        return c.error("incorrect number of indices for extract_element");
    }
    if (1..=n).any(|i| *ctx.ty(c.operand_ty(i)) != TypeData::Index) {
        return c.error("indices must be of index type");
    }
    if agg.element_type() != Some(c.result_ty(0)) {
        c.error("result type must match element type of aggregate");
    }
}

// ---- tensor_load / tensor_store --------------------------------------

/// The tensor type holding a memref's data (same shape and element type).
fn tensor_of(ctx: &mut Context, memref: TypeId) -> Option<TypeId> {
    let data = match ctx.ty(memref).clone() {
        TypeData::MemRef { shape, elem, .. } => TypeData::RankedTensor {
            shape,
            elem,
            encoding: None,
        },
        TypeData::UnrankedMemRef { elem, .. } => TypeData::UnrankedTensor { elem },
        _ => return None,
    };
    Some(ctx.intern_type(data))
}

fn parse_memref_type(p: &mut dyn OpAsmParser) -> PResult<(TypeId, TypeId)> {
    let loc = p.current_loc();
    let ty = p.parse_colon_type()?;
    match tensor_of(p.ctx(), ty) {
        Some(t) => Ok((ty, t)),
        None => Err(p.error_at(loc, "expected a memref type")),
    }
}

/// `%m attr-dict : memref<4x?xf32>`: a tensor copy of the memref.
pub fn parse_tensor_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (memref, tensor) = parse_memref_type(p)?;
    st.operands = vec![p.resolve_operand(&m, memref)?];
    st.result_types = vec![tensor];
    Ok(())
}

/// Prints ` %m {attrs} : memref<..>`.
pub fn print_tensor_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let operands = p.ctx().ops[op].operands.clone();
    p.write(" ");
    p.print_operands(&operands);
    print_attr_dict(p, op, &[]);
    if let Some(&last) = operands.last() {
        p.write(" : ");
        p.print_type(p.ctx().value_type(last));
    }
}

/// `%t, %m attr-dict : memref<4x?xf32>`: stores the tensor's data.
pub fn parse_tensor_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let t = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (memref, tensor) = parse_memref_type(p)?;
    st.operands = p.resolve_operands(&[t, m], &[tensor, memref])?;
    Ok(())
}

/// Prints ` %t, %m {attrs} : memref<..>`.
pub fn print_tensor_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_tensor_load(p, op)
}

/// True when `tensor` has `memref`'s element type and shape.
fn tensor_matches(ctx: &Context, tensor: TypeId, memref: TypeId) -> bool {
    let (t, m) = (ctx.ty(tensor), ctx.ty(memref));
    let kinds = matches!(
        (t, m),
        (TypeData::RankedTensor { .. }, TypeData::MemRef { .. })
            | (
                TypeData::UnrankedTensor { .. },
                TypeData::UnrankedMemRef { .. }
            )
    );
    kinds && t.element_type() == m.element_type() && t.shape() == m.shape()
}

/// `tensor_load`: the result is the memref's tensor type.
pub fn verify_tensor_load(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if c.operands(1) && c.results(1) && !tensor_matches(ctx, c.result_ty(0), c.operand_ty(0)) {
        c.error("result type must be a tensor of the memref's shape and element type");
    }
}

/// `tensor_store`: the tensor has the memref's shape and element type.
pub fn verify_tensor_store(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if c.operands(2) && c.results(0) && !tensor_matches(ctx, c.operand_ty(0), c.operand_ty(1)) {
        c.error("tensor operand must have the memref's shape and element type");
    }
}

// ---- alloc_static and dim --------------------------------------------

/// `(0x1232a00) attr-dict : memref<..>`: a memref at a fixed address,
/// stored as the `base` property.
pub fn parse_alloc_static(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.expect(Punct::LParen)?;
    let base = p.parse_integer()?;
    p.expect(Punct::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(base, i64t);
    set_prop(p.ctx(), st, "base", a);
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` (base) {attrs} : memref<..>`.
pub fn print_alloc_static(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let base = attr_of(ctx, op, "base").and_then(|a| ctx.attr(a).as_i64());
    let ty = ctx.ops[op].results.first().map(|&v| ctx.value_type(v));
    p.write(&format!(" ({})", base.unwrap_or_default()));
    print_attr_dict(p, op, &["base"]);
    if let Some(ty) = ty {
        p.write(" : ");
        p.print_type(ty);
    }
}

/// `alloc_static`: a statically shaped memref at a non-negative address.
pub fn verify_alloc_static(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(0) || !c.results(1) {
        return;
    }
    let base = attr_of(ctx, op, "base").and_then(|a| ctx.attr(a).as_i64());
    if base.is_none_or(|b| b < 0) {
        return c.error("requires a non-negative integer attribute 'base'");
    }
    match ctx.ty(c.result_ty(0)) {
        TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC) => {}
        _ => c.error("result must be a statically shaped memref"),
    }
}

/// `%A, 2 attr-dict : tensor<4x?xf32>`: the size of dimension 2, stored as
/// the `index` property.
pub fn parse_dim(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let index = p.parse_integer()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&a, ty)?];
    let (i64t, idx) = (p.ctx().int_type(64), p.ctx().index_type());
    let attr = p.ctx().int_attr(index, i64t);
    set_prop(p.ctx(), st, "index", attr);
    st.result_types = vec![idx];
    Ok(())
}

/// Prints ` %A, 2 {attrs} : type`.
pub fn print_dim(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let index = attr_of(ctx, op, "index").and_then(|a| ctx.attr(a).as_i64());
    let operands = ctx.ops[op].operands.clone();
    let Some(&a) = operands.first() else {
        return;
    };
    p.write(" ");
    p.print_operand(a);
    p.write(&format!(", {}", index.unwrap_or_default()));
    print_attr_dict(p, op, &["index"]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(a));
}

/// `dim`: a shaped operand, an index below its rank, an `index` result.
pub fn verify_dim(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(1) || !c.results(1) {
        return;
    }
    let rank = ctx.ty(c.operand_ty(0)).shape().map(<[i64]>::len);
    let index = attr_of(ctx, op, "index").and_then(|a| ctx.attr(a).as_i64());
    match (rank, index) {
        (_, None) => c.error("requires attribute 'index'"),
        (Some(r), Some(i)) if i < 0 || i as usize >= r => c.error("index is out of range"),
        _ if *ctx.ty(c.result_ty(0)) != TypeData::Index => c.error("result must be index"),
        _ => {}
    }
}
