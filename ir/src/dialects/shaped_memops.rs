//! The `memref` ops around buffers that are neither plain accesses nor
//! views (upstream `MemRefOps.td`, "memref" dialect page): `rank`,
//! `assume_alignment`, `prefetch`, `memory_space_cast`,
//! `extract_strided_metadata`, `extract_aligned_pointer_as_index`,
//! `realloc`, `atomic_rmw`, `generic_atomic_rmw` with `atomic_yield`, and
//! `alloca_scope` with `alloca_scope.return`, each with upstream's custom
//! syntax and verifier wording.

use super::shaped_reshape::MemRefDesc;
use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct, TypeKind};
use crate::ir::{OpId, OperationState};
use crate::registry::Registry;
use crate::types::DYNAMIC;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

/// Errors without the `'op' op` prefix, as upstream's `emitError`.
fn bare(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>, msg: String) {
    out.push(Diagnostic::error_at(ctx, ctx.ops[op].loc, msg));
}

fn is_memref_like(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.ty(ty),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Parses `%m {attrs} : t` (one memref operand).
fn parse_memref_operand(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    props: &[&str],
    kind: Option<TypeKind>,
) -> PResult<TypeId> {
    let m = p.parse_operand()?;
    parse_attrs(p, st, props)?;
    p.expect(Punct::Colon)?;
    let ty = match kind {
        Some(k) => p.parse_type_of_kind(k)?,
        None => p.parse_type()?,
    };
    st.operands = vec![p.resolve_operand(&m, ty)?];
    Ok(ty)
}

// ---- rank ----------------------------------------------------------------------

/// `%m {attrs} : t`
pub(crate) fn parse_rank(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_memref_operand(p, st, &[], Some(TypeKind::BaseMemRef))?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

/// Writes ` %m {attrs} : t`.
pub(crate) fn print_memref_operand(p: &mut dyn OpAsmPrinter, op: OpId) {
    let m = p.ctx().ops[op].operands[0];
    let ty = vty(p.ctx(), m);
    p.write(" ");
    p.print_operand(m);
    print_attrs(p, &["alignment"]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_rank(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    match o.operands.first() {
        Some(&m) if is_memref_like(ctx, vty(ctx, m)) => {}
        Some(&m) => {
            let msg = format!(
                "operand #0 must be ranked or unranked memref of any type values{}",
                but_got(ctx, m)
            );
            return emit(ctx, op, out, msg);
        }
        None => return emit(ctx, op, out, "expected 1 operand"),
    }
    if o.results.len() != 1 || !matches!(ctx.ty(vty(ctx, o.results[0])), TypeData::Index) {
        emit(ctx, op, out, "result #0 must be index");
    }
}

// ---- assume_alignment ------------------------------------------------------------

/// `%m, 16 {attrs} : t`
pub(crate) fn parse_assume_alignment(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let i32t = p.ctx().int_type(32);
    let a = super::common::parse_int_attr_value(p, i32t)?;
    parse_attrs(p, st, &["alignment"])?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.result_types = vec![ty];
    let attr = p.ctx().int_attr(a, i32t);
    add_props(p.ctx(), st, vec![("alignment".into(), attr)]);
    Ok(())
}

pub(crate) fn print_assume_alignment(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let m = ctx.ops[op].operands[0];
    let a = alignment(ctx, op).unwrap_or(0);
    let ty = vty(ctx, m);
    p.write(" ");
    p.print_operand(m);
    p.write(&format!(", {a}"));
    print_attrs(p, &["alignment"]);
    p.write(" : ");
    p.print_type(ty);
}

/// `memref.distinct_objects %a, %b : t1, t2`: its results are its operands,
/// promised not to alias.
pub(crate) fn parse_distinct_objects(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    // `type($operands)` of a variadic still wants one type at least.
    let mut tys = vec![p.parse_type()?];
    while p.optional(Punct::Comma) {
        tys.push(p.parse_type()?);
    }
    st.operands = p.resolve_operands(&ops, &tys)?;
    st.result_types = tys;
    Ok(())
}

pub(crate) fn print_distinct_objects(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let tys = types_of(ctx, &ops);
    p.write(" ");
    p.print_operands(&ops);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_types(&tys);
}

/// Upstream's order: operand then result constraints (ranked memrefs),
/// then equal operand and result types, then at least one operand.
pub(crate) fn verify_distinct_objects(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let groups = [("operand", &o.operands), ("result", &o.results)];
    for (what, vs) in groups {
        for (i, &v) in vs.iter().enumerate() {
            if memref_of(ctx, vty(ctx, v)).is_none() {
                let msg = format!(
                    "{what} #{i} must be variadic of memref of any type values{}",
                    but_got(ctx, v)
                );
                return emit(ctx, op, out, msg);
            }
        }
    }
    if types_of(ctx, &o.operands) != types_of(ctx, &o.results) {
        return emit(ctx, op, out, "operand types and result types must match");
    }
    if o.operands.is_empty() {
        emit(ctx, op, out, "expected at least one operand");
    }
}

/// The `alignment` property of an op, if any.
pub fn alignment(ctx: &Context, op: OpId) -> Option<i64> {
    ctx.attr(attr(ctx, op, "alignment")?).as_i64()
}

pub(crate) fn verify_assume_alignment(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&m), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    if memref_of(ctx, vty(ctx, m)).is_none() {
        let msg = format!(
            "operand #0 must be memref of any type values{}",
            but_got(ctx, m)
        );
        return emit(ctx, op, out, msg);
    }
    match alignment(ctx, op) {
        Some(a) if a > 0 && a <= i32::MAX as i64 => {
            if a & (a - 1) != 0 {
                return emit(ctx, op, out, "alignment must be power of 2");
            }
        }
        _ => {
            let msg = "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive";
            return emit(ctx, op, out, msg);
        }
    }
    if vty(ctx, m) != vty(ctx, r) {
        emit(
            ctx,
            op,
            out,
            "failed to verify that all of {memref, result} have same type",
        );
    }
}

// ---- prefetch --------------------------------------------------------------------

/// `%m[%i], read, locality<3>, data {attrs} : t`
pub(crate) fn parse_prefetch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    let props = parse_prefetch_spec(p, st.loc)?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    add_props(p.ctx(), st, props);
    Ok(())
}

/// `, read, locality<3>, data`, which `memref.prefetch` and
/// `affine.prefetch` share after their subscripts, as the properties it
/// sets.
/// Upstream reports a bad specifier at the op's name, `name_loc`.
pub(crate) fn parse_prefetch_spec(
    p: &mut dyn OpAsmParser,
    name_loc: AttrId,
) -> PResult<Vec<(String, AttrId)>> {
    p.expect(Punct::Comma)?;
    let rw = p.parse_keyword()?;
    if rw != "read" && rw != "write" {
        return Err(p.error_at(name_loc, "rw specifier has to be 'read' or 'write'"));
    }
    p.expect(Punct::Comma)?;
    p.expect_keyword("locality")?;
    p.expect(Punct::Less)?;
    let hint = p.parse_integer()?;
    p.expect(Punct::Greater)?;
    p.expect(Punct::Comma)?;
    let cache = p.parse_keyword()?;
    if cache != "data" && cache != "instr" {
        return Err(p.error_at(name_loc, "cache type has to be 'data' or 'instr'"));
    }
    let ctx = p.ctx();
    let i32t = ctx.int_type(32);
    Ok(vec![
        (
            "isDataCache".into(),
            ctx.intern_attr(AttrData::Bool(cache == "data")),
        ),
        (
            "isWrite".into(),
            ctx.intern_attr(AttrData::Bool(rw == "write")),
        ),
        ("localityHint".into(), ctx.int_attr(hint, i32t)),
    ])
}

/// Writes `, read, locality<3>, data` from `op`'s properties.
pub(crate) fn print_prefetch_spec(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let rw = if flag(ctx, op, "isWrite") {
        "write"
    } else {
        "read"
    };
    let cache = if flag(ctx, op, "isDataCache") {
        "data"
    } else {
        "instr"
    };
    let hint = attr(ctx, op, "localityHint")
        .and_then(|a| ctx.attr(a).as_i64())
        .unwrap_or(0);
    p.write(&format!(", {rw}, locality<{hint}>, {cache}"));
}

/// Whether boolean or unit property `name` of `op` is set.
pub(crate) fn flag(ctx: &Context, op: OpId, name: &str) -> bool {
    attr(ctx, op, name)
        .is_some_and(|a| matches!(ctx.attr(a), AttrData::Bool(true) | AttrData::Unit))
}

pub(crate) fn print_prefetch(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let ty = vty(p.ctx(), ops[0]);
    p.write(" ");
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..]);
    print_prefetch_spec(p, op);
    print_attrs(p, &["isWrite", "isDataCache", "localityHint"]);
    p.write(" : ");
    p.print_type(ty);
}

pub(crate) fn verify_prefetch(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&m) = o.operands.first() else {
        return emit(ctx, op, out, "expected a memref operand");
    };
    let Some((shape, _)) = memref_of(ctx, vty(ctx, m)) else {
        let msg = format!(
            "operand #0 must be memref of any type values{}",
            but_got(ctx, m)
        );
        return emit(ctx, op, out, msg);
    };
    match attr(ctx, op, "localityHint").and_then(|a| ctx.attr(a).as_i64()) {
        Some(0..=3) => {}
        _ => {
            let msg = "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3";
            return emit(ctx, op, out, msg);
        }
    }
    if let Some(k) = first_non_index(ctx, &o.operands[1..]) {
        let msg = format!(
            "operand #{} must be variadic of index{}",
            1 + k,
            but_got(ctx, o.operands[1 + k])
        );
        return emit(ctx, op, out, msg);
    }
    if o.operands.len() != 1 + shape.len() {
        emit(ctx, op, out, "too few indices");
    }
}

// ---- memory_space_cast -------------------------------------------------------------

/// `%m {attrs} : t1 to t2`
pub(crate) fn parse_space_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_memref_operand(p, st, &[], Some(TypeKind::BaseMemRef))?;
    p.expect_keyword("to")?;
    st.result_types = vec![p.parse_type_of_kind(TypeKind::BaseMemRef)?];
    Ok(())
}

pub(crate) fn print_space_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_memref_operand(p, op);
    let r = p.ctx().ops[op].results[0];
    let ty = vty(p.ctx(), r);
    p.write(" to ");
    p.print_type(ty);
}

/// Same type but (possibly) the memory space, ranked or unranked alike.
pub(crate) fn verify_space_cast(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected one operand and one result");
    };
    let (ta, tr) = (vty(ctx, a), vty(ctx, r));
    let same = match (ctx.ty(ta), ctx.ty(tr)) {
        (
            TypeData::MemRef {
                shape,
                elem,
                layout,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => shape == s2 && elem == e2 && layout == l2,
        (TypeData::UnrankedMemRef { elem, .. }, TypeData::UnrankedMemRef { elem: e2, .. }) => {
            elem == e2
        }
        _ => false,
    };
    if !same {
        let msg = format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, ta),
            quoted(ctx, tr)
        );
        emit(ctx, op, out, msg);
    }
}

// ---- extract_strided_metadata / extract_aligned_pointer_as_index ----------------------

/// `%m : t -> t1, t2, ... {attrs}`
pub(crate) fn parse_to_results(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    p.expect(Punct::Arrow)?;
    st.result_types = p.parse_type_list()?;
    parse_attrs(p, st, &[])?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    Ok(())
}

pub(crate) fn print_to_results(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let m = ctx.ops[op].operands[0];
    let ty = vty(ctx, m);
    let results = types_of(ctx, &ctx.ops[op].results);
    p.write(" ");
    p.print_operand(m);
    p.write(" : ");
    p.print_type(ty);
    p.write(" -> ");
    p.print_types(&results);
    print_attrs(p, &[]);
}

/// The base buffer a memref's metadata names: rank 0, no layout, the same
/// element type and memory space.
fn base_buffer(ctx: &Context, ty: TypeId) -> Option<MemRefDesc> {
    let TypeData::MemRef {
        elem, memory_space, ..
    } = ctx.ty(ty)
    else {
        return None;
    };
    Some(MemRefDesc {
        shape: Vec::new(),
        elem: *elem,
        layout: None,
        space: *memory_space,
    })
}

/// `%base_buffer, %offset, %sizes:n, %strides:n`, upstream's names.
pub(crate) fn metadata_packs(ctx: &Context, op: OpId) -> Vec<(&'static str, usize)> {
    let rank = ctx.ops[op].results.len().saturating_sub(2) / 2;
    vec![
        ("base_buffer", 1),
        ("offset", 1),
        ("sizes", rank),
        ("strides", rank),
    ]
}

pub(crate) fn verify_strided_metadata(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&m) = o.operands.first() else {
        return emit(ctx, op, out, "expected 1 operand");
    };
    let ty = vty(ctx, m);
    let (Some((shape, _)), Some(base)) = (memref_of(ctx, ty), base_buffer(ctx, ty)) else {
        let msg = format!(
            "operand #0 must be strided memref of any type values{}",
            but_got(ctx, m)
        );
        return emit(ctx, op, out, msg);
    };
    let rank = shape.len();
    let res = types_of(ctx, &o.results);
    let indices_ok = res.len() == 2 + 2 * rank
        && res[1..]
            .iter()
            .all(|&t| matches!(ctx.ty(t), TypeData::Index));
    let base_ok = res.first().and_then(|&t| MemRefDesc::of(ctx, t)).as_ref() == Some(&base);
    if !(indices_ok && base_ok) {
        let mut want = vec![format!("'{}'", base.text(ctx))];
        want.extend(std::iter::repeat_n("'index'".to_string(), 1 + 2 * rank));
        let got: Vec<String> = res.iter().map(|&t| quoted(ctx, t)).collect();
        let msg = format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            want.join(", "),
            got.join(", ")
        );
        emit(ctx, op, out, msg);
    }
}

pub(crate) fn verify_aligned_pointer(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    match o.operands.first() {
        Some(&m) if is_memref_like(ctx, vty(ctx, m)) => {}
        Some(&m) => {
            let msg = format!(
                "operand #0 must be ranked or unranked memref of any type values{}",
                but_got(ctx, m)
            );
            return emit(ctx, op, out, msg);
        }
        None => return emit(ctx, op, out, "expected 1 operand"),
    }
    if o.results.len() != 1 || !matches!(ctx.ty(vty(ctx, o.results[0])), TypeData::Index) {
        emit(ctx, op, out, "result #0 must be index");
    }
}

// ---- realloc -------------------------------------------------------------------------

/// `%m(%n)? {attrs} : t1 to t2`
pub(crate) fn parse_realloc(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let size = if p.optional(Punct::LParen) {
        let s = p.parse_operand()?;
        p.expect(Punct::RParen)?;
        Some(s)
    } else {
        None
    };
    parse_alignment_attrs(p, st, &["alignment"])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    st.result_types = vec![p.parse_type()?];
    st.operands = vec![p.resolve_operand(&m, from)?];
    if let Some(s) = size {
        let index = p.ctx().index_type();
        st.operands.push(p.resolve_operand(&s, index)?);
    }
    Ok(())
}

pub(crate) fn print_realloc(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let (from, to) = (vty(ctx, ops[0]), vty(ctx, ctx.ops[op].results[0]));
    p.write(" ");
    p.print_operand(ops[0]);
    if let Some(&n) = ops.get(1) {
        p.write("(");
        p.print_operand(n);
        p.write(")");
    }
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

pub(crate) fn verify_realloc(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&m), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a source and a result");
    };
    let (st, rt) = (vty(ctx, m), vty(ctx, r));
    let before = out.len();
    verify_alignment(ctx, op, out);
    if out.len() > before {
        return;
    }
    let rank1 = |t| memref_of(ctx, t).is_some_and(|(s, _)| s.len() == 1);
    if !rank1(st) {
        let msg = format!(
            "operand #0 must be 1D memref of any type values{}",
            but_got(ctx, m)
        );
        return emit(ctx, op, out, msg);
    }
    if !rank1(rt) {
        return emit(
            ctx,
            op,
            out,
            format!(
                "result #0 must be 1D memref of any type values, but got {}",
                quoted(ctx, rt)
            ),
        );
    }
    let (qs, qr) = (quoted(ctx, st), quoted(ctx, rt));
    let (s, d) = (MemRefDesc::of(ctx, st), MemRefDesc::of(ctx, rt));
    let (Some(s), Some(d)) = (s.filter(|s| s.layout.is_none()), d.clone()) else {
        return bare(
            ctx,
            op,
            out,
            format!("unsupported layout for source memref type {qs}"),
        );
    };
    if d.layout.is_some() {
        return bare(
            ctx,
            op,
            out,
            format!("unsupported layout for result memref type {qr}"),
        );
    }
    if s.space != d.space {
        let msg = format!("different memory spaces specified for source memref type {qs} and result memref type {qr}");
        return bare(ctx, op, out, msg);
    }
    if s.elem != d.elem {
        let msg = format!("different element types specified for source memref type {qs} and result memref type {qr}");
        return bare(ctx, op, out, msg);
    }
    match (d.shape[0] == DYNAMIC, o.operands.len() > 1) {
        (true, false) => bare(
            ctx,
            op,
            out,
            format!("missing dimension operand for result type {qr}"),
        ),
        (false, true) => bare(
            ctx,
            op,
            out,
            format!("unnecessary dimension operand for result type {qr}"),
        ),
        _ => {}
    }
}

// ---- atomic_rmw ----------------------------------------------------------------------

/// Upstream's `arith::AtomicRMWKind`, in enum-value order.
pub const ATOMIC_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The kind of a `memref.atomic_rmw`, by name.
pub fn atomic_kind(ctx: &Context, op: OpId) -> Option<&'static str> {
    let k = ctx.attr(attr(ctx, op, "kind")?).as_i64()?;
    ATOMIC_KINDS.get(usize::try_from(k).ok()?).copied()
}

/// `addf %v, %m[%i] {attrs} : (f32, memref<..>) -> f32`
pub(crate) fn parse_atomic_rmw(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let k = super::common::parse_enum_word(p, "kind", ATOMIC_KINDS)?;
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    parse_attrs(p, st, &["kind"])?;
    // `: (type($value), type($memref)) -> type($result)`.
    p.expect(Punct::Colon)?;
    p.expect(Punct::LParen)?;
    let vt = p.parse_type()?;
    p.expect(Punct::Comma)?;
    let mt = p.parse_type_of_kind(TypeKind::MemRef)?;
    p.expect(Punct::RParen)?;
    p.expect(Punct::Arrow)?;
    let r = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&v, vt)?, p.resolve_operand(&m, mt)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    st.result_types = vec![r];
    let i64t = p.ctx().int_type(64);
    let ka = p.ctx().int_attr(k as i64, i64t);
    add_props(p.ctx(), st, vec![("kind".into(), ka)]);
    Ok(())
}

pub(crate) fn print_atomic_rmw(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let kind = atomic_kind(ctx, op).unwrap_or("addf");
    let (vt, mt, rt) = (
        vty(ctx, ops[0]),
        vty(ctx, ops[1]),
        vty(ctx, ctx.ops[op].results[0]),
    );
    p.write(&format!(" {kind} "));
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    print_subscripts(p, &ops[2..]);
    print_attrs(p, &["kind"]);
    p.write(" : (");
    p.print_types(&[vt, mt]);
    p.write(") -> ");
    p.print_type(rt);
}

pub(crate) fn verify_atomic_rmw(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (&[v, m, ..], Some(&r)) = (o.operands.as_slice(), o.results.first()) else {
        return emit(ctx, op, out, "expected a value, a memref and a result");
    };
    let Some(kind) = atomic_kind(ctx, op) else {
        return emit(ctx, op, out, "requires attribute 'kind'");
    };
    let Some((shape, elem)) = memref_of(ctx, vty(ctx, m)) else {
        let msg = format!(
            "operand #1 must be memref of signless integer or floating-point values{}",
            but_got(ctx, m)
        );
        return emit(ctx, op, out, msg);
    };
    if let Some(k) = first_non_index(ctx, &o.operands[2..]) {
        let msg = format!(
            "operand #{} must be variadic of index{}",
            2 + k,
            but_got(ctx, o.operands[2 + k])
        );
        return emit(ctx, op, out, msg);
    }
    if vty(ctx, v) != elem {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that value type matches element type of memref",
        );
    }
    if vty(ctx, r) != elem {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that result type matches element type of memref",
        );
    }
    if shape.len() != o.operands.len() - 2 {
        return emit(
            ctx,
            op,
            out,
            "expects the number of subscripts to be equal to memref rank",
        );
    }
    let is_float = matches!(ctx.ty(elem), TypeData::Float(_));
    let is_int = matches!(ctx.ty(elem), TypeData::Integer { .. });
    match kind {
        "addf" | "maximumf" | "minimumf" | "mulf" if !is_float => {
            emit(
                ctx,
                op,
                out,
                format!("with kind '{kind}' expects a floating-point type"),
            );
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !is_int =>
        {
            emit(
                ctx,
                op,
                out,
                format!("with kind '{kind}' expects an integer type"),
            );
        }
        _ => {}
    }
}

// ---- generic_atomic_rmw / atomic_yield --------------------------------------------------

/// `%m[%i] : t {region} {attrs}`
pub(crate) fn parse_generic_atomic(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    // Upstream resolves the memref against the type before it looks at
    // the type's kind.
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    let elem = memref_of(p.ctx(), ty)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a memref type"))?;
    st.operands.extend(resolve_indices(p, &idx)?);
    st.regions.push(p.parse_region(&[])?);
    parse_attrs(p, st, &[])?;
    st.result_types = vec![elem];
    Ok(())
}

pub(crate) fn print_generic_atomic(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let ty = vty(ctx, ops[0]);
    let region = ctx.ops[op].regions[0];
    p.write(" ");
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..]);
    p.write(" : ");
    p.print_type(ty);
    p.write(" ");
    p.print_region(region, true, true);
    print_attrs(p, &[]);
}

pub(crate) fn verify_generic_atomic(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(&r) = o.results.first() else {
        return emit(ctx, op, out, "requires one result");
    };
    let elem = o
        .operands
        .first()
        .and_then(|&m| memref_of(ctx, vty(ctx, m)));
    if elem.is_some_and(|(_, e)| e != vty(ctx, r)) {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that result type matches element type of memref",
        );
    }
    let args = entry_args(ctx, op, 0);
    if args.len() != 1 {
        return emit(
            ctx,
            op,
            out,
            "expected single number of entry block arguments",
        );
    }
    if vty(ctx, r) != vty(ctx, args[0]) {
        return emit(
            ctx,
            op,
            out,
            "expected block argument of the same type result type",
        );
    }
    if let Some(bad) = first_impure(ctx, o.regions[0]) {
        let msg = "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects";
        out.push(Diagnostic::error_at(ctx, ctx.ops[bad].loc, msg));
    }
}

/// The first op nested in `region` that is not side-effect free.
fn first_impure(ctx: &Context, region: crate::ir::RegionId) -> Option<OpId> {
    for &b in &ctx.regions[region].blocks {
        for &op in &ctx.blocks[b].ops {
            let pure = Registry::global()
                .lookup(&ctx.ops[op].name)
                .is_some_and(|d| d.traits.pure);
            if !pure {
                return Some(op);
            }
            for &r in &ctx.ops[op].regions {
                if let Some(bad) = first_impure(ctx, r) {
                    return Some(bad);
                }
            }
        }
    }
    None
}

/// `%v {attrs} : t`
pub(crate) fn parse_atomic_yield(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_memref_operand(p, st, &[], None).map(drop)
}

pub(crate) fn verify_atomic_yield(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op);
    if parent.map(|p| ctx.ops[p].name.as_str()) != Some("memref.generic_atomic_rmw") {
        return emit(
            ctx,
            op,
            out,
            "expects parent op 'memref.generic_atomic_rmw'",
        );
    }
    let Some(&v) = ctx.ops[op].operands.first() else {
        return emit(ctx, op, out, "expected 1 operand");
    };
    let Some(&pr) = parent.and_then(|p| ctx.ops[p].results.first()) else {
        return;
    };
    let (t, pt) = (vty(ctx, v), vty(ctx, pr));
    if t != pt {
        let (a, b) = (quoted(ctx, t), quoted(ctx, pt));
        emit(
            ctx,
            op,
            out,
            format!("types mismatch between yield op: {a} and its parent: {b}"),
        );
    }
}

// ---- alloca_scope ----------------------------------------------------------------------

/// `(-> (t, ...))? {region} {attrs}`
pub(crate) fn parse_alloca_scope(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    st.regions.push(parse_body(p, &[])?);
    parse_attrs(p, st, &[])
}

/// Writes `  {..}` or `  -> (t) {..}`: upstream writes a space before its
/// optional result list whether or not there is one, and the terminator
/// only when it carries values.
pub(crate) fn print_alloca_scope(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let results = types_of(ctx, &ctx.ops[op].results);
    let region = ctx.ops[op].regions[0];
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !results.is_empty());
    print_attrs(p, &[]);
}

pub(crate) fn verify_alloca_scope(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.regions.len() != 1 || !o.operands.is_empty() {
        return emit(ctx, op, out, "expected one region and no operands");
    }
    if !entry_args(ctx, op, 0).is_empty() {
        emit(ctx, op, out, "region should have no arguments");
    }
}

pub(crate) fn verify_scope_return(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op);
    if parent.map(|p| ctx.ops[p].name.as_str()) != Some("memref.alloca_scope") {
        return emit(ctx, op, out, "expects parent op 'memref.alloca_scope'");
    }
    let Some(parent) = parent else { return };
    let passed = types_of(ctx, &ctx.ops[op].operands);
    let results = types_of(ctx, &ctx.ops[parent].results);
    check_edge(
        ctx,
        (parent, op),
        ("Operation memref.alloca_scope.return", "parent"),
        &passed,
        &results,
        out,
    );
}
