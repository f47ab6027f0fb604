//! The `vector` ops that only move elements around (upstream `VectorOps.td`):
//! `transpose`, `shape_cast`, `bitcast`, `type_cast`, `from_elements`,
//! `to_elements`, `step`, `create_mask`, `constant_mask`, `shuffle`,
//! `extract_strided_slice`, `insert_strided_slice`, `interleave` and
//! `deinterleave`. Each verifier says what upstream's says, in the same
//! order, so the first diagnostic of an invalid op is upstream's.

use super::super::shaped_util::*;
use super::util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::{Context, Diagnostic, TypeData, TypeId};

// ---- shared helpers ----------------------------------------------------

/// `%x attr-dict : T <kw> R`: one operand, one result (`shape_cast`,
/// `bitcast`, `type_cast`, `extract_strided_slice`).
pub(crate) fn parse_unary_to(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    inherent: &[&str],
    kw: &str,
) -> PResult<()> {
    parse_unary_to_kinds(p, st, inherent, kw, [None, None])
}

/// [`parse_unary_to`] whose source and result types, where a kind is
/// given, must be of that builtin kind (a declarative format's typed
/// `type($source)`), checked as each is read.
pub(crate) fn parse_unary_to_kinds(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    inherent: &[&str],
    kw: &str,
    kinds: [Option<crate::asm::TypeKind>; 2],
) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_attrs(p, st, inherent)?;
    p.expect(Punct::Colon)?;
    let [from, to] = kinds;
    let from = parse_type_maybe_of(p, from)?;
    p.expect_keyword(kw)?;
    let to = parse_type_maybe_of(p, to)?;
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// A type, of `kind` if one is given.
pub(crate) fn parse_type_maybe_of(
    p: &mut dyn OpAsmParser,
    kind: Option<crate::asm::TypeKind>,
) -> PResult<TypeId> {
    match kind {
        Some(k) => p.parse_type_of_kind(k),
        None => p.parse_type(),
    }
}

/// Prints the form [`parse_unary_to`] reads.
pub(crate) fn print_unary_to(p: &mut dyn OpAsmPrinter, op: OpId, kw: &str) {
    let o = &p.ctx().ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let (from, to) = (vty(p.ctx(), x), vty(p.ctx(), r));
    p.write(" ");
    p.print_operand(x);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(from);
    p.write(&format!(" {kw} "));
    p.print_type(to);
}

/// The single operand and result types, if the op has exactly those.
pub(super) fn unary_types(ctx: &Context, op: OpId) -> Option<(TypeId, TypeId)> {
    let o = &ctx.ops[op];
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([x], [r]) => Some((vty(ctx, *x), vty(ctx, *r))),
        _ => None,
    }
}

/// An ODS result/operand constraint message naming the value's type.
fn must_be(ctx: &Context, what: &str, constraint: &str, ty: TypeId) -> String {
    format!("{what} must be {constraint}, but got {}", quoted(ctx, ty))
}

// ---- transpose -----------------------------------------------------------

/// `%v, [1, 0] attr-dict : T to R`
pub(crate) fn parse_transpose(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let perm = parse_int_list(p)?;
    parse_attrs(p, st, &["permutation"])?;
    p.expect(Punct::Colon)?;
    let vector = crate::asm::TypeKind::Vector;
    let from = p.parse_type_of_kind(vector)?;
    p.expect_keyword("to")?;
    let to = p.parse_type_of_kind(vector)?;
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![to];
    let a = i64_array(p.ctx(), &perm);
    add_props(p.ctx(), st, vec![("permutation".into(), a)]);
    Ok(())
}

pub(crate) fn print_transpose(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (x, r) = (o.operands[0], o.results[0]);
    let perm = int_list(ctx, op, "permutation").unwrap_or_default();
    let (from, to) = (vty(ctx, x), vty(ctx, r));
    p.write(" ");
    p.print_operand(x);
    p.write(", ");
    print_int_list(p, &perm);
    print_attrs(p, &["permutation"]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// The permutation of a `vector.transpose`.
pub fn permutation(ctx: &Context, op: OpId) -> Vec<i64> {
    int_list(ctx, op, "permutation").unwrap_or_default()
}

pub(crate) fn verify_transpose(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let (Some((src, se)), Some((dst, de))) = (vector_of(ctx, from), vector_of(ctx, to)) else {
        return emit(ctx, op, out, "expected vector operand and result");
    };
    if se != de {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that operand and result have same element type",
        );
    }
    let rank = dst.len();
    if src.len() != rank {
        return emit(ctx, op, out, format!("vector result rank mismatch: {rank}"));
    }
    let perm = permutation(ctx, op);
    if perm.len() != rank {
        let msg = format!("transposition length mismatch: {}", perm.len());
        return emit(ctx, op, out, msg);
    }
    let mut seen = vec![false; rank];
    for (i, &x) in perm.iter().enumerate() {
        let Some(u) = usize::try_from(x).ok().filter(|&u| u < rank) else {
            let msg = format!("transposition index out of range: {x}");
            return emit(ctx, op, out, msg);
        };
        if std::mem::replace(&mut seen[u], true) {
            return emit(ctx, op, out, format!("duplicate position index: {x}"));
        }
        if dst[i] != src[u] {
            return emit(ctx, op, out, format!("dimension size mismatch at: {x}"));
        }
    }
}

// ---- shape_cast / bitcast / type_cast -----------------------------------

pub(crate) fn parse_shape_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_vector_cast(p, st)
}

pub(crate) fn parse_bitcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_vector_cast(p, st)
}

pub(crate) fn parse_type_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_unary_to(p, st, &[], "to")
}

/// [`parse_unary_to`] for casts whose custom form takes vector types.
fn parse_vector_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let vector = Some(crate::asm::TypeKind::Vector);
    parse_unary_to_kinds(p, st, &[], "to", [vector, vector])
}

pub(crate) fn print_shape_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_unary_to(p, op, "to")
}

pub(crate) fn verify_shape_cast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let (Some((src, se)), Some((dst, de))) = (vector_of(ctx, from), vector_of(ctx, to)) else {
        return emit(ctx, op, out, "expected vector operand and result");
    };
    if se != de {
        return emit(
            ctx,
            op,
            out,
            "has different source and result element types",
        );
    }
    let (a, b) = (num_elements(src), num_elements(dst));
    let scalable = |t| match ctx.ty(t) {
        TypeData::Vector { scalable, .. } => scalable.iter().filter(|&&x| x).count(),
        _ => 0,
    };
    let (sa, sb) = (scalable(from), scalable(to));
    if a == b && sa != sb {
        let msg =
            format!("has different number of scalable dims at source ({sa}) and result ({sb})");
        return emit(ctx, op, out, msg);
    }
    if a != b {
        let msg = format!(
            "has different number of elements at source ({}) and result ({})",
            a.unwrap_or(-1),
            b.unwrap_or(-1)
        );
        emit(ctx, op, out, msg);
    }
}

pub(crate) fn verify_bitcast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let (Some((src, se)), Some((dst, de))) = (vector_of(ctx, from), vector_of(ctx, to)) else {
        return emit(ctx, op, out, "expected vector operand and result");
    };
    if src.len() != dst.len() {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {source, result} have same rank",
        );
    }
    let n = src.len();
    if let Some(i) = (0..n.saturating_sub(1)).find(|&i| src[i] != dst[i]) {
        return emit(ctx, op, out, format!("dimension size mismatch at: {i}"));
    }
    let minor = |shape: &[i64], e| {
        let last = shape.last().map_or(Some(1), |&d| u64::try_from(d).ok());
        last?.checked_mul(elem_bits(ctx, e)?)
    };
    if minor(src, se) != minor(dst, de) {
        emit(
            ctx,
            op,
            out,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        );
    }
}

pub(crate) fn verify_type_cast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let static_memref = memref_of(ctx, from).filter(|(s, _)| s.iter().all(|&d| d >= 0));
    let Some((src, se)) = static_memref else {
        let msg = must_be(
            ctx,
            "operand #0",
            "statically shaped memref of any type values",
            from,
        );
        return emit(ctx, op, out, msg);
    };
    let Some((dst, de)) = memref_of(ctx, to) else {
        let msg = must_be(ctx, "result #0", "memref of any type values", to);
        return emit(ctx, op, out, msg);
    };
    // Upstream canonicalizes a strided layout first, so only a layout that
    // spells the row-major strides at offset 0 counts as the identity.
    for (ty, what) in [(from, "operand"), (to, "result")] {
        if !identity_layout(ctx, ty) {
            let msg = format!("expects {what} to be a memref with identity layout");
            return emit(ctx, op, out, msg);
        }
    }
    let (vshape, velem) = vector_of(ctx, de).map_or((&[][..], de), |(s, e)| (s, e));
    let scalar = |t: TypeId| vector_of(ctx, t).map_or(t, |(_, e)| e);
    if scalar(se) != scalar(velem) {
        let msg = format!(
            "expects result and operand with same underlying scalar type: {}",
            quoted(ctx, to)
        );
        return emit(ctx, op, out, msg);
    }
    let whole: Vec<i64> = dst.iter().chain(vshape).copied().collect();
    let src_whole: Vec<i64> = match vector_of(ctx, se) {
        Some((s, _)) => src.iter().chain(s).copied().collect(),
        None => src.to_vec(),
    };
    if whole != src_whole {
        let msg = format!(
            "expects concatenated result and operand shapes to be equal: {}",
            quoted(ctx, to)
        );
        emit(ctx, op, out, msg);
    }
}

// ---- from_elements / to_elements / step ---------------------------------

/// `%a, %b attr-dict : vector<2xf32>`
pub(crate) fn parse_from_elements(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let xs = p.parse_operand_list()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let ty = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    let Some((shape, elem)) = vector_of(p.ctx(), ty).map(|(s, e)| (s.to_vec(), e)) else {
        return Err(p.error("expected a vector type"));
    };
    // The format's type constraint is checked as the type is read, before
    // the operands are resolved against it, and reported at the op's name.
    if is_scalable(p.ctx(), ty) {
        let msg = format!(
            "'dest' must be fixed-length vector of any type values, but got {}",
            quoted(p.ctx(), ty)
        );
        let at = p.name_loc();
        return Err(error_at(p, at, &msg));
    }
    let n = num_elements(&shape).and_then(|n| usize::try_from(n).ok());
    let n = n.ok_or_else(|| p.error("vector too large"))?;
    if xs.len() != n {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {n} types",
            xs.len()
        );
        return Err(error_at(p, at, &msg));
    }
    st.operands = p.resolve_operands(&xs, &vec![elem; n])?;
    st.result_types = vec![ty];
    Ok(())
}

/// ` %a, %b {attrs} : T`: the operands, then the result type
/// (`from_elements`, `create_mask`).
pub(crate) fn print_operands_and_type(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (xs, r) = (o.operands.clone(), o.results[0]);
    let ty = vty(p.ctx(), r);
    if !xs.is_empty() {
        p.write(" ");
        p.print_operands(&xs);
    }
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_from_elements(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&r) = o.results.first() else {
        return emit(ctx, op, out, "expected one result");
    };
    let Some((shape, elem)) = vector_of(ctx, vty(ctx, r)) else {
        let msg = must_be(ctx, "result #0", "vector of any type values", vty(ctx, r));
        return emit(ctx, op, out, msg);
    };
    let n = num_elements(shape);
    let same = types_of(ctx, &o.operands).iter().all(|&t| t == elem);
    if !same || n != i64::try_from(o.operands.len()).ok() {
        emit(
            ctx,
            op,
            out,
            "failed to verify that operand types match result element type",
        );
    }
}

/// `%v attr-dict : vector<2xf32>`
pub(crate) fn parse_to_elements(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let ty = p.parse_type_of_kind(crate::asm::TypeKind::Vector)?;
    let Some((shape, elem)) = vector_of(p.ctx(), ty).map(|(s, e)| (s.to_vec(), e)) else {
        return Err(p.error("expected a vector type"));
    };
    // The format's type constraint is checked as the type is read, before
    // the operands are resolved against it, and reported at the op's name.
    if is_scalable(p.ctx(), ty) {
        let msg = format!(
            "'dest' must be fixed-length vector of any type values, but got {}",
            quoted(p.ctx(), ty)
        );
        let at = p.name_loc();
        return Err(error_at(p, at, &msg));
    }
    let n = num_elements(&shape).and_then(|n| usize::try_from(n).ok());
    let n = n.ok_or_else(|| p.error("vector too large"))?;
    st.operands = vec![p.resolve_operand(&x, ty)?];
    st.result_types = vec![elem; n];
    Ok(())
}

pub(crate) fn print_to_elements(p: &mut dyn OpAsmPrinter, op: OpId) {
    let x = p.ctx().ops[op].operands[0];
    let ty = vty(p.ctx(), x);
    p.write(" ");
    p.print_operand(x);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_to_elements(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&x) = o.operands.first() else {
        return emit(ctx, op, out, "expected one operand");
    };
    let Some((shape, elem)) = vector_of(ctx, vty(ctx, x)) else {
        let msg = must_be(ctx, "operand #0", "vector of any type values", vty(ctx, x));
        return emit(ctx, op, out, msg);
    };
    let same = types_of(ctx, &o.results).iter().all(|&t| t == elem);
    if !same || num_elements(shape) != i64::try_from(o.results.len()).ok() {
        emit(
            ctx,
            op,
            out,
            "failed to verify that result element type matches source element type",
        );
    }
}

/// `attr-dict : vector<4xindex>` (`vector.step`, also `create_mask`'s
/// result-only tail).
pub(crate) fn parse_step(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    st.result_types = vec![p.parse_type_of_kind(crate::asm::TypeKind::Vector)?];
    Ok(())
}

pub(crate) fn print_step(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ty = vty(p.ctx(), p.ctx().ops[op].results[0]);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_step(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some(&r) = ctx.ops[op].results.first() else {
        return emit(ctx, op, out, "expected one result");
    };
    let ty = vty(ctx, r);
    let ok = vector_of(ctx, ty)
        .is_some_and(|(s, e)| s.len() == 1 && matches!(ctx.ty(e), TypeData::Index));
    if !ok {
        let msg = must_be(ctx, "result #0", "vector of index values of ranks 1", ty);
        emit(ctx, op, out, msg);
    }
}

// ---- masks -------------------------------------------------------------

/// `%a, %b attr-dict : vector<4x8xi1>`
pub(crate) fn parse_create_mask(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let xs = p.parse_operand_list()?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    let index = p.ctx().index_type();
    st.operands = p.resolve_operands(&xs, &vec![index; xs.len()])?;
    st.result_types = vec![ty];
    Ok(())
}

/// The shape of an `i1` vector result, or the ODS message.
fn mask_shape(ctx: &Context, op: OpId) -> Result<Vec<i64>, String> {
    let Some(&r) = ctx.ops[op].results.first() else {
        return Err("expected one result".into());
    };
    let ty = vty(ctx, r);
    match vector_of(ctx, ty) {
        Some((s, e)) if ctx.ty(e).int_width() == Some(1) => Ok(s.to_vec()),
        _ => Err(must_be(
            ctx,
            "result #0",
            "vector of 1-bit signless integer values",
            ty,
        )),
    }
}

pub(crate) fn verify_create_mask(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let shape = match mask_shape(ctx, op) {
        Ok(s) => s,
        Err(m) => return emit(ctx, op, out, m),
    };
    let n = ctx.ops[op].operands.len();
    verify_indices(ctx, op, &ctx.ops[op].operands, "expected operands", out);
    if shape.is_empty() {
        if n != 1 {
            emit(
                ctx,
                op,
                out,
                "must specify exactly one operand for 0-D create_mask",
            );
        }
    } else if n != shape.len() {
        emit(
            ctx,
            op,
            out,
            "must specify an operand for each result vector dimension",
        );
    }
}

/// `[2, 3] attr-dict : vector<4x8xi1>`
pub(crate) fn parse_constant_mask(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let sizes = parse_int_list(p)?;
    parse_attrs(p, st, &["mask_dim_sizes"])?;
    st.result_types = vec![p.parse_colon_type()?];
    let a = i64_array(p.ctx(), &sizes);
    add_props(p.ctx(), st, vec![("mask_dim_sizes".into(), a)]);
    Ok(())
}

/// The sizes of a `vector.constant_mask`.
pub fn mask_dim_sizes(ctx: &Context, op: OpId) -> Vec<i64> {
    int_list(ctx, op, "mask_dim_sizes").unwrap_or_default()
}

pub(crate) fn print_constant_mask(p: &mut dyn OpAsmPrinter, op: OpId) {
    let sizes = mask_dim_sizes(p.ctx(), op);
    let ty = vty(p.ctx(), p.ctx().ops[op].results[0]);
    p.write(" ");
    print_int_list(p, &sizes);
    print_attrs(p, &["mask_dim_sizes"]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_constant_mask(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let shape = match mask_shape(ctx, op) {
        Ok(s) => s,
        Err(m) => return emit(ctx, op, out, m),
    };
    let sizes = mask_dim_sizes(ctx, op);
    if shape.is_empty() {
        // Upstream words these two without the op prefix.
        let loc = ctx.ops[op].loc;
        let msg = if sizes.len() != 1 {
            "array attr must have length 1 for 0-D vectors"
        } else if !matches!(sizes[0], 0 | 1) {
            "mask dim size must be either 0 or 1 for 0-D vectors"
        } else {
            return;
        };
        return out.push(Diagnostic::error_at(ctx, loc, msg));
    }
    if sizes.len() != shape.len() {
        return emit(
            ctx,
            op,
            out,
            "must specify array attr of size equal vector result rank",
        );
    }
    let scalable = match ctx.ty(vty(ctx, ctx.ops[op].results[0])) {
        TypeData::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    };
    let partial = |(i, (&s, &d)): (usize, (&i64, &i64))| {
        scalable.get(i).copied().unwrap_or(false) && s != 0 && s != d
    };
    if sizes.iter().zip(&shape).enumerate().any(partial) {
        return emit(
            ctx,
            op,
            out,
            "only supports 'none set' or 'all set' scalable dimensions",
        );
    }
    if sizes.iter().zip(&shape).any(|(&s, &d)| s < 0 || s > d) {
        return emit(
            ctx,
            op,
            out,
            "array attr of size out of bounds of vector result dimension size",
        );
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        emit(
            ctx,
            op,
            out,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        );
    }
}

// ---- shuffle -------------------------------------------------------------

/// `%a, %b [0, 8] attr-dict : T1, T2`; the result type is inferred.
pub(crate) fn parse_shuffle(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    // Upstream reads `operands ... : type(operands)`: any number of types,
    // counted against the operands at the first one.
    let at = p.current_loc();
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let b = p.parse_operand()?;
    let mask = parse_int_list(p)?;
    parse_attrs(p, st, &["mask"])?;
    let tys = p.parse_colon_type_list()?;
    let [ta, tb] = tys[..] else {
        let msg = format!(
            "number of operands and types do not match: got 2 operands and {} types",
            tys.len()
        );
        return Err(p.error_at(at, &msg));
    };
    st.operands = vec![p.resolve_operand(&a, ta)?, p.resolve_operand(&b, tb)?];
    let (shape, elem) = match vector_of(p.ctx(), ta) {
        Some((s, e)) => (s.get(1..).unwrap_or(&[]).to_vec(), e),
        None => return Err(p.error("expected a vector type")),
    };
    let n = i64::try_from(mask.len()).map_err(|_| p.error("mask too long"))?;
    let full: Vec<i64> = std::iter::once(n).chain(shape).collect();
    st.result_types = vec![vector_type(p.ctx(), &full, elem)];
    let m = i64_array(p.ctx(), &mask);
    add_props(p.ctx(), st, vec![("mask".into(), m)]);
    Ok(())
}

/// The mask of a `vector.shuffle` (`-1` is poison).
pub fn shuffle_mask(ctx: &Context, op: OpId) -> Vec<i64> {
    int_list(ctx, op, "mask").unwrap_or_default()
}

pub(crate) fn print_shuffle(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let mask = shuffle_mask(p.ctx(), op);
    let tys = types_of(p.ctx(), &ops);
    p.write(" ");
    p.print_operands(&ops);
    p.write(" ");
    print_int_list(p, &mask);
    print_attrs(p, &["mask"]);
    p.write(" : ");
    p.print_types(&tys);
}

pub(crate) fn verify_shuffle(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a, b], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let tys = [vty(ctx, *a), vty(ctx, *b), vty(ctx, *r)];
    if let Some(i) = tys[..2].iter().position(|&t| is_scalable(ctx, t)) {
        let msg = must_be(
            ctx,
            &format!("operand #{i}"),
            "fixed-length vector of any type values",
            tys[i],
        );
        return emit(ctx, op, out, msg);
    }
    let [Some((sa, ea)), Some((sb, eb)), Some((sr, er))] = tys.map(|t| vector_of(ctx, t)) else {
        return emit(ctx, op, out, "expected vector operands and result");
    };
    for (e, which) in [(ea, "first operand v1"), (eb, "second operand v2")] {
        if e != er {
            let msg = format!("failed to verify that {which} and result have same element type");
            return emit(ctx, op, out, msg);
        }
    }
    let rank = sa.len().max(1);
    if sa.len() != sb.len() || sr.len() != rank {
        return emit(ctx, op, out, "rank mismatch");
    }
    if (1..sa.len()).any(|i| sr[i] != sa[i] || sb[i] != sa[i]) {
        return emit(ctx, op, out, "dimension mismatch");
    }
    let mask = shuffle_mask(ctx, op);
    if mask.is_empty() || i64::try_from(mask.len()).ok() != Some(sr[0]) {
        return emit(ctx, op, out, "invalid mask length");
    }
    let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
    let limit = lead(sa).saturating_add(lead(sb));
    if let Some(i) = mask.iter().position(|&m| m < -1 || m >= limit) {
        emit(ctx, op, out, format!("mask index #{} out of range", i + 1));
    }
}

// ---- strided slices ------------------------------------------------------

const SLICE_ATTRS: &[&str] = &["offsets", "sizes", "strides"];

pub(crate) fn parse_extract_strided_slice(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    parse_unary_to(p, st, SLICE_ATTRS, "to")
}

pub(crate) fn print_extract_strided_slice(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_unary_to(p, op, "to")
}

/// Offsets, sizes and strides of a strided-slice op (sizes empty for an
/// insert).
pub fn slice_attrs(ctx: &Context, op: OpId) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let get = |n| int_list(ctx, op, n).unwrap_or_default();
    (get("offsets"), get("sizes"), get("strides"))
}

/// Checks `vals[i]` against `[lo, hi_i)` for each dimension, in upstream's
/// words; `hi` gives the bound per dimension.
fn confined(name: &str, vals: &[i64], lo: i64, hi: impl Fn(usize) -> i64) -> Result<(), String> {
    for (i, &v) in vals.iter().enumerate() {
        let h = hi(i);
        if v < lo || v >= h {
            return Err(format!(
                "expected {name} dimension {i} to be confined to [{lo}, {h})"
            ));
        }
    }
    Ok(())
}

/// Strides must all be 1.
fn unit_strides(strides: &[i64]) -> Result<(), String> {
    if strides.iter().any(|&s| s != 1) {
        return Err("expected strides to be confined to [1, 2)".into());
    }
    Ok(())
}

fn extract_slice_error(
    ctx: &Context,
    op: OpId,
    src: &[i64],
    elem: TypeId,
    res: TypeId,
) -> Result<(), String> {
    let (offsets, sizes, strides) = slice_attrs(ctx, op);
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err("expected offsets, sizes and strides attributes of same size".into());
    }
    for name in SLICE_ATTRS {
        if offsets.len() > src.len() {
            return Err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            ));
        }
    }
    confined("offsets", &offsets, 0, |i| src[i])?;
    confined("sizes", &sizes, 1, |i| src[i].saturating_add(1))?;
    unit_strides(&strides)?;
    let sums: Vec<i64> = offsets
        .iter()
        .zip(&sizes)
        .map(|(a, b)| a.saturating_add(*b))
        .collect();
    confined("sum(offsets, sizes)", &sums, 1, |i| {
        src[i].saturating_add(1)
    })?;
    let flags = unary_types(ctx, op).map_or_else(Vec::new, |(f, _)| scalable_flags(ctx, f));
    // A scalable dim is taken whole.
    for (i, &size) in sizes.iter().enumerate() {
        if flags.get(i) == Some(&true) && size != src[i] {
            return Err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({size} vs {})",
                src[i]
            ));
        }
    }
    let shape: Vec<i64> = sizes.iter().chain(&src[sizes.len()..]).copied().collect();
    let res_flags = scalable_flags(ctx, res);
    if vector_of(ctx, res) != Some((&shape[..], elem)) || (!flags.is_empty() && res_flags != flags)
    {
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        let e = crate::printer::type_to_string(ctx, elem);
        return Err(format!(
            "expected result type to be 'vector<{}x{e}>'",
            dims.join("x")
        ));
    }
    Ok(())
}

pub(crate) fn verify_extract_strided_slice(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((from, to)) = unary_types(ctx, op) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let Some((src, elem)) = vector_of(ctx, from) else {
        let msg = must_be(ctx, "operand #0", "vector of any type values", from);
        return emit(ctx, op, out, msg);
    };
    if let Err(m) = extract_slice_error(ctx, op, src, elem, to) {
        emit(ctx, op, out, m);
    }
}

/// `%v, %d attr-dict : T into D`
pub(crate) fn parse_insert_strided_slice(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let d = p.parse_operand()?;
    parse_attrs(p, st, SLICE_ATTRS)?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?, p.resolve_operand(&d, to)?];
    st.result_types = vec![to];
    Ok(())
}

pub(crate) fn print_insert_strided_slice(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let (a, b) = (vty(p.ctx(), ops[0]), vty(p.ctx(), ops[1]));
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(a);
    p.write(" into ");
    p.print_type(b);
}

fn insert_slice_error(ctx: &Context, op: OpId, src: &[i64], dst: &[i64]) -> Result<(), String> {
    let (offsets, _, strides) = slice_attrs(ctx, op);
    if offsets.len() != dst.len() {
        return Err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != src.len() {
        return Err("expected strides of same size as source vector rank".into());
    }
    if src.len() > dst.len() {
        return Err("expected source rank to be no greater than destination rank".into());
    }
    confined("offsets", &offsets, 0, |i| dst[i])?;
    unit_strides(&strides)?;
    let lead = dst.len() - src.len();
    let sums: Vec<i64> = offsets
        .iter()
        .enumerate()
        .map(|(i, &o)| o.saturating_add(if i < lead { 0 } else { src[i - lead] }))
        .collect();
    // Upstream's check takes sums from 0 (a leading dimension, where the
    // source has none, sums to its offset alone) though its message says 1.
    for (i, &v) in sums.iter().enumerate() {
        let h = dst[i].saturating_add(1);
        if v < 0 || v >= h {
            return Err(format!(
                "expected sum(offsets, source vector shape) dimension {i} to be confined to [1, {h})"
            ));
        }
    }
    Ok(())
}

pub(crate) fn verify_insert_strided_slice(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a, b], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let (ta, tb) = (vty(ctx, *a), vty(ctx, *b));
    let (Some((src, se)), Some((dst, de))) = (vector_of(ctx, ta), vector_of(ctx, tb)) else {
        return emit(ctx, op, out, "expected vector operands");
    };
    if se != de {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that valueToStore operand and result have same element type",
        );
    }
    if vty(ctx, *r) != tb {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {dest, result} have same type",
        );
    }
    if let Err(m) = insert_slice_error(ctx, op, src, dst) {
        return emit(ctx, op, out, m);
    }
    let (sf, df) = (scalable_flags(ctx, ta), scalable_flags(ctx, tb));
    let lead = dst.len() - src.len();
    for i in 0..src.len() {
        if sf[i] != df[lead + i] {
            let msg = format!("mismatching scalable flags (at source vector idx={i})");
            return emit(ctx, op, out, msg);
        }
        if sf[i] && src[i] != dst[lead + i] {
            let msg = format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                src[i],
                dst[lead + i]
            );
            return emit(ctx, op, out, msg);
        }
    }
}

/// A memref whose layout is, or canonicalizes to, the identity.
fn identity_layout(ctx: &Context, ty: TypeId) -> bool {
    let Some((shape, _)) = memref_of(ctx, ty) else {
        return false;
    };
    if matches!(ctx.ty(ty), TypeData::MemRef { layout: None, .. }) {
        return true;
    }
    let mut expected = vec![0; shape.len()];
    let mut stride = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        expected[i] = stride;
        stride = if d < 0 {
            DYNAMIC_STRIDE
        } else {
            stride.saturating_mul(d)
        };
    }
    super::super::shaped_subview::strides_and_offset(ctx, ty) == Some((expected, 0))
}

/// Stands for a stride past a dynamic dim, which no layout can match.
const DYNAMIC_STRIDE: i64 = i64::MIN;

/// The per-dimension scalable flags of a vector type (empty otherwise).
fn scalable_flags(ctx: &Context, ty: TypeId) -> Vec<bool> {
    match ctx.ty(ty) {
        TypeData::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    }
}

// ---- interleave / deinterleave -----------------------------------------

/// `%a, %b attr-dict : T -> R`
pub(crate) fn parse_interleave(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let b = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let t = p.parse_colon_type()?;
    p.expect(Punct::Arrow)?;
    let r = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&a, t)?, p.resolve_operand(&b, t)?];
    st.result_types = vec![r];
    Ok(())
}

pub(crate) fn print_interleave(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (ops, r) = (o.operands.clone(), o.results[0]);
    let (t, rt) = (vty(p.ctx(), ops[0]), vty(p.ctx(), r));
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(t);
    p.write(" -> ");
    p.print_type(rt);
}

/// `shape` with its trailing dim scaled by `num / den` (a 0-d shape counts
/// as `[1]`); `None` when it does not divide.
fn scale_trailing(shape: &[i64], num: i64, den: i64) -> Option<Vec<i64>> {
    let mut s = if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    };
    let last = s.last_mut()?;
    if *last % den != 0 {
        return None;
    }
    *last = (*last / den).checked_mul(num)?;
    Some(s)
}

pub(crate) fn verify_interleave(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a, b], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let (ta, tr) = (vty(ctx, *a), vty(ctx, *r));
    if vty(ctx, *b) != ta {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {lhs, rhs} have same type",
        );
    }
    let (Some((s, e)), Some((rs, re))) = (vector_of(ctx, ta), vector_of(ctx, tr)) else {
        return emit(ctx, op, out, "expected vector operands and result");
    };
    if scale_trailing(s, 2, 1).as_deref() != Some(rs) || e != re {
        emit(
            ctx,
            op,
            out,
            "failed to verify that type of 'result' is double the width of the inputs",
        );
    }
}

/// `%v attr-dict : T -> R`; both results have type `R`.
pub(crate) fn parse_deinterleave(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let t = p.parse_colon_type()?;
    p.expect(Punct::Arrow)?;
    let r = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&a, t)?];
    st.result_types = vec![r, r];
    Ok(())
}

pub(crate) fn print_deinterleave(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (a, r) = (o.operands[0], o.results[0]);
    let (t, rt) = (vty(p.ctx(), a), vty(p.ctx(), r));
    p.write(" ");
    p.print_operand(a);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(t);
    p.write(" -> ");
    p.print_type(rt);
}

pub(crate) fn verify_deinterleave(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([a], [r1, r2]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected one operand and two results");
    };
    let (ta, tr) = (vty(ctx, *a), vty(ctx, *r1));
    let (Some((s, e)), Some((rs, re))) = (vector_of(ctx, ta), vector_of(ctx, tr)) else {
        return emit(ctx, op, out, "expected vector operand and results");
    };
    if s.is_empty() {
        let msg = must_be(ctx, "operand #0", "vector of any type values", ta);
        return emit(ctx, op, out, msg);
    }
    if s.last().is_none_or(|&d| d % 2 != 0) {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that the trailing dimension of the source vector has an even number of elements",
        );
    }
    if scale_trailing(s, 1, 2).as_deref() != Some(rs) || e != re {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        );
    }
    if vty(ctx, *r2) != tr {
        emit(
            ctx,
            op,
            out,
            "failed to verify that all of {res1, res2} have same type",
        );
    }
}
