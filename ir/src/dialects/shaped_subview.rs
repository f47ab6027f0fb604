//! `memref.subview`: its custom form with mixed static/dynamic offsets,
//! sizes and strides, and the strided-layout arithmetic its verifier (and
//! `memref.cast`'s) needs. Follows upstream's `SubViewOp` (MemRef dialect
//! page) and the Builtin dialect's strided layout (`000_…`, "Strided
//! MemRef"): `offset' = offset + Σ offset_i · stride_i`,
//! `stride'_i = stride_i · step_i`, anything dynamic staying dynamic.

use super::shaped_util::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::types::DYNAMIC;
use crate::{AttrData, Context, Diagnostic, TypeData, TypeId};

/// The three mixed lists, in operand-segment order.
const LISTS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// `%src[%i, 4] [2, %n] [1, 1] {attrs} : memref<8x16xf32> to memref<...>`
pub(crate) fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut statics = Vec::new();
    let mut dynamics = Vec::new();
    for _ in LISTS {
        let (s, d) = parse_mixed_list(p)?;
        statics.push(s);
        dynamics.push(d);
    }
    finish_view(p, st, &src, statics, dynamics)
}

/// The static list `i` (offsets, sizes, strides) of a subview.
fn static_list(ctx: &Context, op: OpId, i: usize) -> Vec<i64> {
    attr(ctx, op, LISTS[i])
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default()
}

pub(crate) fn print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let src = ctx.ops[op].operands[0];
    let lists: Vec<_> = (0..3)
        .map(|i| {
            (
                static_list(ctx, op, i),
                segment(ctx, op, i + 1).unwrap_or_default(),
            )
        })
        .collect();
    let (from, to) = (vty(ctx, src), vty(ctx, ctx.ops[op].results[0]));
    p.write(" ");
    p.print_operand(src);
    for (i, (s, d)) in lists.iter().enumerate() {
        p.write(if i == 0 { "" } else { " " });
        print_mixed_list(p, s, d);
    }
    let mut elided = vec!["operandSegmentSizes"];
    elided.extend(LISTS);
    print_attrs(p, &elided);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// Strides and offset of a ranked memref type: its strided layout, or the
/// row-major strides of the identity layout. `None` for other layouts.
pub(crate) fn strides_and_offset(ctx: &Context, ty: TypeId) -> Option<(Vec<i64>, i64)> {
    let TypeData::MemRef { shape, layout, .. } = ctx.ty(ty) else {
        return None;
    };
    match layout.map(|l| ctx.attr(l)) {
        None => Some((canonical_strides(shape), 0)),
        Some(AttrData::Strided { strides, offset }) => Some((strides.clone(), *offset)),
        Some(AttrData::AffineMap(m)) if m.is_identity() => Some((canonical_strides(shape), 0)),
        Some(AttrData::AffineMap(m)) => map_strides(m, shape.len()),
        _ => None,
    }
}

/// The strides and offset an affine-map layout spells, as upstream's
/// `getStridesAndOffset` reads one: a single result linear in the dims
/// (`d1 * s0 + d0 + 4`), whose coefficients and constant term are integers
/// or, where a symbol enters, dynamic. `None` for anything else
/// (`floordiv`, `mod`, a product of dims, several results).
pub(crate) fn map_strides(m: &AffineMap, rank: usize) -> Option<(Vec<i64>, i64)> {
    let [e] = &m.results[..] else {
        return None;
    };
    if m.num_dims as usize != rank {
        return None;
    }
    let f = linear(e, rank)?;
    Some((f.dims, f.off))
}

/// `sum(dims[i] * d_i) + off`; `DYNAMIC` marks a symbolic term.
struct Linear {
    dims: Vec<i64>,
    off: i64,
}

fn linear(e: &AffineExpr, rank: usize) -> Option<Linear> {
    let zero = || Linear {
        dims: vec![0; rank],
        off: 0,
    };
    Some(match e {
        AffineExpr::Dim(i) => {
            let mut f = zero();
            *f.dims.get_mut(*i as usize)? = 1;
            f
        }
        AffineExpr::Symbol(_) => Linear {
            off: DYNAMIC,
            ..zero()
        },
        AffineExpr::Const(c) => Linear { off: *c, ..zero() },
        AffineExpr::Add(a, b) => {
            let (a, b) = (linear(a, rank)?, linear(b, rank)?);
            Linear {
                dims: a
                    .dims
                    .iter()
                    .zip(&b.dims)
                    .map(|(&x, &y)| coef_add(x, y))
                    .collect(),
                off: coef_add(a.off, b.off),
            }
        }
        AffineExpr::Mul(a, b) => {
            let (a, b) = (linear(a, rank)?, linear(b, rank)?);
            let (term, k) = match (
                a.dims.iter().all(|&x| x == 0),
                b.dims.iter().all(|&x| x == 0),
            ) {
                (_, true) => (a, b.off),
                (true, false) => (b, a.off),
                (false, false) => return None,
            };
            Linear {
                dims: term.dims.iter().map(|&x| coef_mul(x, k)).collect(),
                off: coef_mul(term.off, k),
            }
        }
        _ => return None,
    })
}

fn coef_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

fn coef_mul(a: i64, k: i64) -> i64 {
    match (a, k) {
        (0, _) | (_, 0) => 0,
        (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
        _ => a.checked_mul(k).unwrap_or(DYNAMIC),
    }
}

/// Row-major strides; every stride left of a dynamic size is dynamic.
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        strides[i] = running;
        running = if d == DYNAMIC || running == DYNAMIC {
            DYNAMIC
        } else {
            running.saturating_mul(d)
        };
    }
    strides
}

/// Two static-or-dynamic values that may describe the same thing.
fn compatible(a: i64, b: i64) -> bool {
    a == b || a == DYNAMIC || b == DYNAMIC
}

/// `memref.cast`'s layout rule: strides and offsets agree where both are
/// static (unknown layouts are accepted).
pub(crate) fn layouts_compatible(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    match (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) {
        (Some((sa, oa)), Some((sb, ob))) => {
            compatible(oa, ob) && sa.iter().zip(&sb).all(|(&x, &y)| compatible(x, y))
        }
        _ => true,
    }
}

/// `a * b` and `a + b` where [`DYNAMIC`] absorbs everything.
/// A product of static-or-dynamic values: zero times anything is a static
/// zero, as upstream's `SaturatedInteger` has it, so a zero offset over a
/// dynamic stride keeps a static offset.
fn dyn_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_mul(b)
    }
}

fn dyn_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_add(b)
    }
}

/// The layout (strides, offset) the subview result must have, before any
/// rank reduction.
fn inferred_layout(src: &(Vec<i64>, i64), offsets: &[i64], steps: &[i64]) -> (Vec<i64>, i64) {
    let (strides, offset) = src;
    let mut off = *offset;
    for (&o, &s) in offsets.iter().zip(strides) {
        off = dyn_add(off, dyn_mul(o, s));
    }
    let new_strides = strides
        .iter()
        .zip(steps)
        .map(|(&s, &t)| dyn_mul(s, t))
        .collect();
    (new_strides, off)
}

/// Which inferred dims the result keeps: all of them, or (rank reduction)
/// all but some static unit dims. `None` when the shapes do not match.
fn kept_dims(sizes: &[i64], result: &[i64]) -> Option<Vec<usize>> {
    let mut kept = Vec::new();
    let mut r = 0;
    let mut droppable = sizes.len() - result.len().min(sizes.len());
    for (i, &s) in sizes.iter().enumerate() {
        if r < result.len() && s == result[r] {
            kept.push(i);
            r += 1;
        } else if s == 1 && droppable > 0 {
            droppable -= 1;
        } else {
            return None;
        }
    }
    (r == result.len()).then_some(kept)
}

/// Which inferred dims a rank-reducing subview drops, by upstream's
/// `computeMemRefRankReductionMask`: every static unit size is a
/// candidate; when there are more candidates than dropped dims, a
/// candidate is dropped only while its stride occurs more often among the
/// inferred strides still unaccounted for than among the result's, so
/// `[1, 1, 3]` with strides `[9, 3, 1]` into `strides [3, 1]` drops the
/// first unit dim, not the second as matching sizes alone would. `None`
/// when no set of unit dims gives the result's rank.
pub fn dropped_by_strides(
    sizes: &[i64],
    inferred_strides: &[i64],
    result_rank: usize,
    result_strides: Option<&[i64]>,
) -> Option<Vec<bool>> {
    let mut dropped: Vec<bool> = sizes.iter().map(|&s| s == 1).collect();
    if result_rank == sizes.len() {
        return Some(vec![false; sizes.len()]);
    }
    let count = |d: &[bool]| d.iter().filter(|&&x| x).count();
    if count(&dropped) + result_rank == sizes.len() {
        return Some(dropped);
    }
    let result_strides = result_strides?;
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::<i64, usize>::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(inferred_strides);
    let wanted = occurrences(result_strides);
    for (d, drop) in dropped.iter_mut().enumerate() {
        if !*drop {
            continue;
        }
        let stride = *inferred_strides.get(d)?;
        let have = unaccounted.get(&stride).copied().unwrap_or(0);
        let want = wanted.get(&stride).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.get_mut(&stride)? -= 1,
            std::cmp::Ordering::Equal => *drop = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&dropped) + result_rank == sizes.len()).then_some(dropped)
}

/// The dims a subview drops (see [`dropped_by_strides`]), from the op's
/// static lists and its source and result types; `None` when the result
/// is no rank reduction of the sizes or the layouts do not say which.
pub fn subview_dropped_dims(ctx: &Context, op: OpId) -> Option<Vec<bool>> {
    let o = &ctx.ops[op];
    let (src_ty, res_ty) = (vty(ctx, o.operands[0]), vty(ctx, o.results[0]));
    let res_shape = memref_of(ctx, res_ty)?.0;
    let lists: Vec<Vec<i64>> = (0..3).map(|i| static_list(ctx, op, i)).collect();
    kept_dims(&lists[1], res_shape)?;
    // The strides matter only when the unit dims outnumber the dropped ones.
    let inferred = strides_and_offset(ctx, src_ty)
        .map(|src| inferred_layout(&src, &lists[0], &lists[2]).0)
        .unwrap_or_default();
    let res = strides_and_offset(ctx, res_ty).map(|(s, _)| s);
    dropped_by_strides(&lists[1], &inferred, res_shape.len(), res.as_deref())
}

/// The three lists have one entry per source dimension (upstream's
/// wording, which compares the lists with each other first).
fn verify_list_ranks(
    ctx: &Context,
    op: OpId,
    lists: &[Vec<i64>],
    rank: usize,
    out: &mut Vec<Diagnostic>,
) -> bool {
    let (o, s, t) = (lists[0].len(), lists[1].len(), lists[2].len());
    let msg = if o != s {
        format!("expected mixed offsets rank to match mixed sizes rank ({o} vs {s}) so the rank of the result type is well-formed.")
    } else if s != t {
        format!("expected mixed sizes rank to match mixed strides rank ({s} vs {t}) so the rank of the result type is well-formed.")
    } else if o != rank {
        format!("expected {rank} offset values, got {o}")
    } else {
        return true;
    };
    emit_raw(ctx, op, out, msg);
    false
}

/// Each static list has one dynamic entry per operand in its segment
/// (upstream's properties check, in its wording).
fn verify_dynamic_counts(
    ctx: &Context,
    op: OpId,
    lists: &[Vec<i64>],
    out: &mut Vec<Diagnostic>,
) -> bool {
    for (i, what) in ["offsets", "sizes", "strides"].iter().enumerate() {
        let dynamic = lists[i].iter().filter(|&&v| v == DYNAMIC).count();
        let given = segment(ctx, op, i + 1).map_or(0, |s| s.len());
        if given != dynamic {
            let msg = format!(
                "expected the number of '{what}' to match the number of dynamic entries in 'static_{what}' ({given} vs {dynamic})"
            );
            emit_raw(ctx, op, out, msg);
            return false;
        }
    }
    true
}

/// Static offsets and sizes are not negative (upstream's
/// `OffsetSizeAndStrideOpInterface`, which has no op prefix).
fn verify_non_negative(
    ctx: &Context,
    op: OpId,
    lists: &[Vec<i64>],
    out: &mut Vec<Diagnostic>,
) -> bool {
    for (i, what) in ["offsets", "sizes"].iter().enumerate() {
        if let Some(&v) = lists[i].iter().find(|&&v| v < 0 && v != DYNAMIC) {
            let msg = format!("expected {what} to be non-negative, but got {v}");
            emit_raw(ctx, op, out, msg);
            return false;
        }
    }
    true
}

/// Upstream's subview type error, naming the inferred type when we can
/// spell it (default memory space, known source layout). Upstream emits it
/// without the `'memref.subview' op` prefix.
fn mismatch(ctx: &Context, op: OpId, lists: &[Vec<i64>], why: &str) -> Diagnostic {
    let o = &ctx.ops[op];
    let (src, res) = (vty(ctx, o.operands[0]), vty(ctx, o.results[0]));
    let inferred =
        inferred_type_text(ctx, src, lists).unwrap_or_else(|| "the inferred type".into());
    let got = crate::printer::type_to_string(ctx, res);
    let msg = format!(
        "expected result type to be '{inferred}' or a rank-reduced version. ({why}), but got '{got}'"
    );
    Diagnostic::error_at(ctx, o.loc, msg)
}

/// `memref<2x4xf32, strided<[16, 1], offset: ?>>` for the subview result
/// before rank reduction.
fn inferred_type_text(ctx: &Context, src: TypeId, lists: &[Vec<i64>]) -> Option<String> {
    let (_, elem) = memref_of(ctx, src)?;
    if memory_space(ctx, src).is_some() {
        return None;
    }
    let (strides, off) = inferred_layout(&strides_and_offset(ctx, src)?, &lists[0], &lists[2]);
    let text = |v: i64| {
        if v == DYNAMIC {
            "?".to_string()
        } else {
            v.to_string()
        }
    };
    let dims: String = lists[1].iter().map(|&d| format!("{}x", text(d))).collect();
    let strides: Vec<String> = strides.iter().map(|&v| text(v)).collect();
    let offset = if off == 0 {
        String::new()
    } else {
        format!(", offset: {}", text(off))
    };
    let elem = crate::printer::type_to_string(ctx, elem);
    Some(format!(
        "memref<{dims}{elem}, strided<[{}]{offset}>>",
        strides.join(", ")
    ))
}

pub(crate) fn verify(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if !verify_segments(ctx, op, 4, out) {
        return;
    }
    let o = &ctx.ops[op];
    let (src_ty, res_ty) = (vty(ctx, o.operands[0]), vty(ctx, o.results[0]));
    let (Some((src_shape, src_elem)), Some((res_shape, res_elem))) =
        (memref_of(ctx, src_ty), memref_of(ctx, res_ty))
    else {
        return emit(ctx, op, out, "expected a ranked memref source and result");
    };
    let lists: Vec<Vec<i64>> = (0..3).map(|i| static_list(ctx, op, i)).collect();
    if !verify_list_ranks(ctx, op, &lists, src_shape.len(), out) {
        return;
    }
    if !verify_dynamic_counts(ctx, op, &lists, out) || !verify_non_negative(ctx, op, &lists, out) {
        return;
    }
    verify_indices(
        ctx,
        op,
        &o.operands[1..],
        "expected offsets, sizes and strides",
        out,
    );
    // Upstream's `SubViewOp::verify` order: memory spaces, a strided
    // base, then the result's rank, sizes and element type.
    let (qs, qr) = (quoted(ctx, src_ty), quoted(ctx, res_ty));
    if memory_space(ctx, src_ty) != memory_space(ctx, res_ty) {
        let msg = format!(
            "different memory spaces specified for base memref type {qs} and subview memref type {qr}"
        );
        return out.push(Diagnostic::error_at(ctx, o.loc, msg));
    }
    if strides_and_offset(ctx, src_ty).is_none() {
        let msg = format!("base type {qs} is not strided");
        return out.push(Diagnostic::error_at(ctx, o.loc, msg));
    }
    if res_shape.len() > src_shape.len() {
        let msg =
            format!("expected result rank to be smaller or equal to the source rank, but got {qr}");
        return out.push(Diagnostic::error_at(ctx, o.loc, msg));
    }
    let Some(kept) = kept_dims(&lists[1], res_shape) else {
        return out.push(mismatch(ctx, op, &lists, "mismatch of result sizes"));
    };
    if src_elem != res_elem {
        let msg = format!(
            "expected result element type to be {}, but got {qr}",
            quoted(ctx, src_elem)
        );
        return out.push(Diagnostic::error_at(ctx, o.loc, msg));
    }
    // Upstream checks the bounds only once the result type is right.
    let before = out.len();
    verify_layout(ctx, op, src_ty, res_ty, &lists, &kept, out);
    if out.len() == before {
        verify_in_bounds(ctx, op, src_shape, &lists, out);
    }
}

/// Static slices stay inside static source dims: the offset, and the last
/// element `offset + (size - 1) * stride` (upstream's wording, which has
/// no op prefix).
fn verify_in_bounds(
    ctx: &Context,
    op: OpId,
    src: &[i64],
    lists: &[Vec<i64>],
    out: &mut Vec<Diagnostic>,
) {
    for (i, &dim) in src.iter().enumerate() {
        let (off, size, stride) = (lists[0][i], lists[1][i], lists[2][i]);
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            let msg = format!("offset {i} is out-of-bounds: {off} >= {dim}");
            return out.push(Diagnostic::error_at(ctx, ctx.ops[op].loc, msg));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.saturating_add((size - 1).saturating_mul(stride));
        if last >= dim {
            let msg = format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}");
            return out.push(Diagnostic::error_at(ctx, ctx.ops[op].loc, msg));
        }
    }
}

fn memory_space(ctx: &Context, ty: TypeId) -> Option<crate::AttrId> {
    match ctx.ty(ty) {
        TypeData::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}

/// Compares the result's strides and offset with the inferred ones on the
/// dims it keeps.
fn verify_layout(
    ctx: &Context,
    op: OpId,
    src_ty: TypeId,
    res_ty: TypeId,
    lists: &[Vec<i64>],
    kept: &[usize],
    out: &mut Vec<Diagnostic>,
) {
    let (Some(src), Some((res_strides, res_off))) = (
        strides_and_offset(ctx, src_ty),
        strides_and_offset(ctx, res_ty),
    ) else {
        return;
    };
    let (strides, off) = inferred_layout(&src, &lists[0], &lists[2]);
    // Which unit dims are gone is upstream's stride-based choice, which
    // may differ from the size match that checked the shapes.
    let kept: Vec<usize> =
        match dropped_by_strides(&lists[1], &strides, kept.len(), Some(&res_strides)) {
            Some(d) => (0..d.len()).filter(|&i| !d[i]).collect(),
            None => return out.push(mismatch(ctx, op, lists, "mismatch of result layout")),
        };
    let same = off == res_off
        && kept
            .iter()
            .zip(&res_strides)
            .all(|(&k, &r)| strides[k] == r);
    if !same {
        out.push(mismatch(ctx, op, lists, "mismatch of result layout"));
    }
}

// ---- memref.reinterpret_cast -------------------------------------------

/// The part `subview` and `reinterpret_cast` share after their mixed lists:
/// `{attrs} : from to to`, operands in segment order, and the three static
/// lists as properties.
fn finish_view(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    src: &crate::asm::UnresolvedOperand,
    statics: Vec<Vec<i64>>,
    dynamics: Vec<Vec<crate::ValueId>>,
) -> PResult<()> {
    parse_attrs(p, st, &LISTS)?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?;
    st.operands = vec![p.resolve_operand(src, from)?];
    let sizes: Vec<usize> = dynamics.iter().map(Vec::len).collect();
    st.operands.extend(dynamics.into_iter().flatten());
    set_segments(p, st, &[1, sizes[0], sizes[1], sizes[2]]);
    let props = LISTS
        .iter()
        .zip(&statics)
        .map(|(n, s)| (n.to_string(), i64_array(p.ctx(), s)))
        .collect();
    add_props(p.ctx(), st, props);
    st.result_types = vec![to];
    Ok(())
}

/// The keywords before each mixed list.
const CAST_KEYWORDS: [&str; 3] = ["offset", "sizes", "strides"];

/// `%src to offset: [2], sizes: [3, %n], strides: [%n, 1] : t1 to t2`
pub(crate) fn parse_reinterpret(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect_keyword("to")?;
    let (mut statics, mut dynamics) = (Vec::new(), Vec::new());
    for (i, kw) in CAST_KEYWORDS.iter().enumerate() {
        if i > 0 {
            p.expect(crate::asm::Punct::Comma)?;
        }
        p.expect_keyword(kw)?;
        p.expect(crate::asm::Punct::Colon)?;
        let (s, d) = parse_mixed_list(p)?;
        statics.push(s);
        dynamics.push(d);
    }
    finish_view(p, st, &src, statics, dynamics)
}

pub(crate) fn print_reinterpret(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let src = ctx.ops[op].operands[0];
    let lists: Vec<_> = (0..3)
        .map(|i| {
            (
                static_list(ctx, op, i),
                segment(ctx, op, i + 1).unwrap_or_default(),
            )
        })
        .collect();
    let (from, to) = (vty(ctx, src), vty(ctx, ctx.ops[op].results[0]));
    p.write(" ");
    p.print_operand(src);
    p.write(" to ");
    for (i, (s, d)) in lists.iter().enumerate() {
        p.write(if i == 0 { "" } else { ", " });
        p.write(CAST_KEYWORDS[i]);
        p.write(": ");
        print_mixed_list(p, s, d);
    }
    let mut elided = vec!["operandSegmentSizes"];
    elided.extend(LISTS);
    print_attrs(p, &elided);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

/// Upstream's `ReinterpretCastOp::verify`: same element type and memory
/// space, and the result type's static sizes, offset and strides equal the
/// static values written.
pub(crate) fn verify_reinterpret(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if !verify_segments(ctx, op, 4, out) {
        return;
    }
    let o = &ctx.ops[op];
    let (src_ty, res_ty) = (vty(ctx, o.operands[0]), vty(ctx, o.results[0]));
    let Some((res_shape, res_elem)) = memref_of(ctx, res_ty) else {
        let got = quoted(ctx, res_ty);
        return emit(
            ctx,
            op,
            out,
            format!("result #0 must be memref of any type values, but got {got}"),
        );
    };
    let lists: Vec<Vec<i64>> = (0..3).map(|i| static_list(ctx, op, i)).collect();
    // The interface's rules come before the op's own, and upstream emits
    // both without the op prefix: as many strides as sizes, one offset and
    // one size and stride per result dimension, one operand per dynamic
    // entry, no negative offset or size.
    let (s, t) = (lists[1].len(), lists[2].len());
    if s != t {
        let msg = format!("expected mixed sizes rank to match mixed strides rank ({s} vs {t}) so the rank of the result type is well-formed.");
        return emit_raw(ctx, op, out, msg);
    }
    let want = [1, res_shape.len(), res_shape.len()];
    for (i, what) in ["offset", "size", "stride"].iter().enumerate() {
        let got = lists[i].len();
        if got != want[i] {
            let msg = format!("expected {} {what} values, got {got}", want[i]);
            return emit_raw(ctx, op, out, msg);
        }
    }
    if !verify_dynamic_counts(ctx, op, &lists, out) || !verify_non_negative(ctx, op, &lists, out) {
        return;
    }
    let src_space = match ctx.ty(src_ty) {
        TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => memory_space(ctx, src_ty),
    };
    let (src, res) = (quoted(ctx, src_ty), quoted(ctx, res_ty));
    if src_space != memory_space(ctx, res_ty) {
        let msg = format!(
            "different memory spaces specified for source type {src} and result memref type {res}"
        );
        return emit_raw(ctx, op, out, msg);
    }
    if ctx.ty(src_ty).element_type() != Some(res_elem) {
        let msg = format!(
            "different element types specified for source type {src} and result memref type {res}"
        );
        return emit_raw(ctx, op, out, msg);
    }
    verify_cast_values(ctx, op, res_ty, &lists, out);
}

/// Compares written static values with the result type, in upstream's
/// order and words (sizes, then offset, then strides).
fn verify_cast_values(
    ctx: &Context,
    op: OpId,
    res_ty: TypeId,
    lists: &[Vec<i64>],
    out: &mut Vec<Diagnostic>,
) {
    let shown = |v: i64| {
        if v == DYNAMIC {
            "dynamic".to_string()
        } else {
            v.to_string()
        }
    };
    let res_shape = memref_of(ctx, res_ty)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default();
    for (i, (&r, &w)) in res_shape.iter().zip(&lists[1]).enumerate() {
        if r != DYNAMIC && r != w {
            let msg = format!(
                "expected result type with size = {} instead of {r} in dim = {i}",
                shown(w)
            );
            return emit_raw(ctx, op, out, msg);
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res_ty) else {
        return;
    };
    if offset != DYNAMIC && offset != lists[0][0] {
        let msg = format!(
            "expected result type with offset = {} instead of {offset}",
            shown(lists[0][0])
        );
        return emit_raw(ctx, op, out, msg);
    }
    for (i, (&r, &w)) in strides.iter().zip(&lists[2]).enumerate() {
        if r != DYNAMIC && r != w {
            let msg = format!(
                "expected result type with stride = {} instead of {r} in dim = {i}",
                shown(w)
            );
            return emit_raw(ctx, op, out, msg);
        }
    }
}
