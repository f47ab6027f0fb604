//! The DMA ops: `memref.dma_start`/`memref.dma_wait` (the seed Standard
//! dialect's `dma_start`/`dma_wait`, `004_…`, same syntax) and their affine
//! versions `affine.dma_start`/`affine.dma_wait`, whose subscripts are
//! affine maps of SSA ids (the Affine dialect page).
//!
//! Operand layouts follow upstream so the generic forms agree:
//! `memref.dma_start`: src, src indices, dst, dst indices, num elements,
//! tag, tag indices, [stride, elements per stride];
//! `affine.dma_start`: src, src map operands, dst, dst map operands, tag,
//! tag map operands, num elements, [stride, elements per stride].
//! The verifiers apply upstream's rules plus two of our own: source and
//! destination element types match, and every index operand is `index`.

use super::shaped_util::*;
use crate::affine::AffineMap;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::ir::{OpId, OperationState, ValueId};
use crate::{AttrData, AttrId, Context, Diagnostic, TypeId};

// ---- memref.dma_start / dma_wait ---------------------------------------

/// `%src[%i], %dst[%k], %num, %tag[%t] (, %stride, %per)? : t_src, t_dst, t_tag`
pub(crate) fn parse_start(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (src, si) = (p.parse_operand()?, parse_subscripts(p)?);
    p.expect(Punct::Comma)?;
    let (dst, di) = (p.parse_operand()?, parse_subscripts(p)?);
    p.expect(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let (tag, ti) = (p.parse_operand()?, parse_subscripts(p)?);
    let stride = parse_optional_stride(p)?;
    parse_attrs(p, st, &[])?;
    let [ts, td, tt] = parse_three_types(p, "fewer/more types expected")?;
    let mut ops = vec![p.resolve_operand(&src, ts)?];
    ops.extend(resolve_indices(p, &si)?);
    ops.push(p.resolve_operand(&dst, td)?);
    ops.extend(resolve_indices(p, &di)?);
    ops.extend(resolve_indices(p, &[num])?);
    ops.push(p.resolve_operand(&tag, tt)?);
    ops.extend(resolve_indices(p, &ti)?);
    ops.extend(resolve_indices(p, &stride)?);
    st.operands = ops;
    Ok(())
}

/// `, %stride, %elements_per_stride` if present.
fn parse_optional_stride(p: &mut dyn OpAsmParser) -> PResult<Vec<UnresolvedOperand>> {
    if !p.optional(Punct::Comma) {
        return Ok(Vec::new());
    }
    let stride = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    Ok(vec![stride, p.parse_operand()?])
}

/// `: t_src, t_dst, t_tag`; another count is `wrong`, at the op's name
/// (memref's and affine's parsers word it differently).
fn parse_three_types(p: &mut dyn OpAsmParser, wrong: &str) -> PResult<[TypeId; 3]> {
    let tys = p.parse_colon_type_list()?;
    <[TypeId; 3]>::try_from(tys).map_err(|_| {
        let at = p.name_loc();
        p.error_at(at, wrong)
    })
}

/// The rank of `v`'s memref type (0 when not a ranked memref).
fn rank_of(ctx: &Context, v: ValueId) -> usize {
    memref_of(ctx, vty(ctx, v)).map_or(0, |(s, _)| s.len())
}

pub(crate) fn print_start(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let rs = rank_of(p.ctx(), ops[0]);
    let rd = rank_of(p.ctx(), ops[1 + rs]);
    let rt = rank_of(p.ctx(), ops[3 + rs + rd]);
    let tag_at = 3 + rs + rd;
    p.write(" ");
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..1 + rs]);
    p.write(", ");
    p.print_operand(ops[1 + rs]);
    print_subscripts(p, &ops[2 + rs..2 + rs + rd]);
    p.write(", ");
    p.print_operand(ops[2 + rs + rd]);
    p.write(", ");
    p.print_operand(ops[tag_at]);
    print_subscripts(p, &ops[tag_at + 1..tag_at + 1 + rt]);
    for &v in &ops[tag_at + 1 + rt..] {
        p.write(", ");
        p.print_operand(v);
    }
    print_attrs(p, &[]);
    print_memref_types(p, &[ops[0], ops[1 + rs], ops[tag_at]]);
}

/// Writes ` : t1, t2, ...` for the types of `vs`.
fn print_memref_types(p: &mut dyn OpAsmPrinter, vs: &[ValueId]) {
    let tys: Vec<TypeId> = vs.iter().map(|&v| vty(p.ctx(), v)).collect();
    p.write(" : ");
    p.print_types(&tys);
}

/// Checks that `ops[at]` is a memref; returns its rank.
fn memref_at(
    ctx: &Context,
    op: OpId,
    at: usize,
    what: &str,
    out: &mut Vec<Diagnostic>,
) -> Option<usize> {
    let ops = &ctx.ops[op].operands;
    match ops.get(at).and_then(|&v| memref_of(ctx, vty(ctx, v))) {
        Some((shape, _)) => Some(shape.len()),
        None => {
            emit(
                ctx,
                op,
                out,
                format!("expected {what} to be of memref type"),
            );
            None
        }
    }
}

/// Checks that `ops[range]` exist and are `index` values.
fn indices_at(
    ctx: &Context,
    op: OpId,
    range: std::ops::Range<usize>,
    msg: &str,
    out: &mut Vec<Diagnostic>,
) -> bool {
    let ops = &ctx.ops[op].operands;
    if range.end > ops.len() {
        emit(
            ctx,
            op,
            out,
            format!("expected at least {} operands", range.end),
        );
        return false;
    }
    if !ops[range].iter().all(|&v| is_index(ctx, v)) {
        emit(ctx, op, out, msg);
        return false;
    }
    true
}

pub(crate) fn verify_start(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if ctx.ops[op].operands.len() < 4 {
        return emit(ctx, op, out, "expected at least 4 operands");
    }
    // Upstream counts the mandatory operands still to come (destination,
    // element count, tag) when it checks each group's length.
    let Some(dst) = memref_and_indices(ctx, op, (0, 3), "source", out) else {
        return;
    };
    let Some(num) = memref_and_indices(ctx, op, (dst, 2), "destination", out) else {
        return;
    };
    let msg = "expected num elements to be of index type";
    if !indices_at(ctx, op, num..num + 1, msg, out) {
        return;
    }
    let Some(end) = memref_and_indices(ctx, op, (num + 1, 0), "tag", out) else {
        return;
    };
    verify_stride_and_elements(ctx, op, end, dst, out);
}

/// Checks the memref at `at` and its indices (one per dimension); returns
/// the position after them.
fn memref_and_indices(
    ctx: &Context,
    op: OpId,
    (at, trailing): (usize, usize),
    what: &str,
    out: &mut Vec<Diagnostic>,
) -> Option<usize> {
    let rank = memref_at(ctx, op, at, what, out)?;
    let needed = at + 1 + rank + trailing;
    if ctx.ops[op].operands.len() < needed {
        emit(ctx, op, out, format!("expected at least {needed} operands"));
        return None;
    }
    let msg = format!("expected {what} indices to be of index type");
    indices_at(ctx, op, at + 1..at + 1 + rank, &msg, out).then_some(at + 1 + rank)
}

/// The optional stride pair and the element-type rule shared by both
/// `dma_start`s; `expected` is the operand count without the stride pair.
fn verify_stride_and_elements(
    ctx: &Context,
    op: OpId,
    expected: usize,
    dst: usize,
    out: &mut Vec<Diagnostic>,
) {
    let ops = &ctx.ops[op].operands;
    if ops.len() != expected && ops.len() != expected + 2 {
        return emit(ctx, op, out, "incorrect number of operands");
    }
    if !ops[expected..].iter().all(|&v| is_index(ctx, v)) {
        emit(
            ctx,
            op,
            out,
            "expected stride and num elements per stride to be of type index",
        );
    }
    let elem = |v| memref_of(ctx, vty(ctx, v)).map(|(_, e)| e);
    if elem(ops[0]) != elem(ops[dst]) {
        emit(
            ctx,
            op,
            out,
            "expected source and destination to have the same element type",
        );
    }
}

/// `%tag[%i], %num : memref<1xi32>`
pub(crate) fn parse_wait(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (tag, ti) = (p.parse_operand()?, parse_subscripts(p)?);
    p.expect(Punct::Comma)?;
    let num = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    let ty = p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?;
    let mut ops = vec![p.resolve_operand(&tag, ty)?];
    ops.extend(resolve_indices(p, &ti)?);
    ops.extend(resolve_indices(p, &[num])?);
    st.operands = ops;
    Ok(())
}

pub(crate) fn print_wait(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let Some((last, rest)) = ops.split_last() else {
        return;
    };
    p.write(" ");
    p.print_operand(rest[0]);
    print_subscripts(p, &rest[1..]);
    p.write(", ");
    p.print_operand(*last);
    print_attrs(p, &[]);
    print_memref_types(p, &rest[..1]);
}

pub(crate) fn verify_wait(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let ops = &ctx.ops[op].operands;
    if ops.len() < 2 {
        return emit(ctx, op, out, "expected at least 2 operands");
    }
    let Some(rt) = memref_at(ctx, op, 0, "tag", out) else {
        return;
    };
    let n = ops.len();
    if let Some(k) = first_non_index(ctx, &ops[1..n - 1]) {
        return emit(
            ctx,
            op,
            out,
            format!(
                "operand #{} must be variadic of index{}",
                k + 1,
                but_got(ctx, ops[1 + k])
            ),
        );
    }
    if !is_index(ctx, ops[n - 1]) {
        let got = but_got(ctx, ops[n - 1]);
        return emit(
            ctx,
            op,
            out,
            format!("operand #{} must be index{got}", n - 1),
        );
    }
    if n - 2 != rt {
        let msg = format!("expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rt}, but got {}", n - 2);
        emit(ctx, op, out, msg);
    }
}

// ---- affine.dma_start / dma_wait ---------------------------------------

/// `%m[<affine subscripts>]`: the memref operand, its map and map operands.
fn parse_affine_ref(p: &mut dyn OpAsmParser) -> PResult<(UnresolvedOperand, AttrId, Vec<ValueId>)> {
    let m = p.parse_operand()?;
    let (map, ops) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    Ok((m, map, ops))
}

/// `%src[%i + 1], %dst[%j], %tag[%c0], %num (, %stride, %per)? : types`
pub(crate) fn parse_affine_start(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (src, sm, so) = parse_affine_ref(p)?;
    p.expect(Punct::Comma)?;
    let (dst, dm, dops) = parse_affine_ref(p)?;
    p.expect(Punct::Comma)?;
    let (tag, tm, tops) = parse_affine_ref(p)?;
    p.expect(Punct::Comma)?;
    let mut tail = vec![p.parse_operand()?];
    tail.extend(parse_optional_stride(p)?);
    parse_attrs(p, st, &[])?;
    let [ts, td, tt] = parse_three_types(p, "expected three types")?;
    let mut ops = vec![p.resolve_operand(&src, ts)?];
    ops.extend(so);
    ops.push(p.resolve_operand(&dst, td)?);
    ops.extend(dops);
    ops.push(p.resolve_operand(&tag, tt)?);
    ops.extend(tops);
    ops.extend(resolve_indices(p, &tail)?);
    st.operands = ops;
    st.attrs.extend([
        ("src_map".to_string(), sm),
        ("dst_map".to_string(), dm),
        ("tag_map".to_string(), tm),
    ]);
    Ok(())
}

/// The affine map attribute `name` of `op`.
fn map_attr<'a>(ctx: &'a Context, op: OpId, name: &str) -> Option<(AttrId, &'a AffineMap)> {
    let a = attr(ctx, op, name)?;
    match ctx.attr(a) {
        AttrData::AffineMap(m) => Some((a, m)),
        _ => None,
    }
}

/// Number of operands a map attribute takes (0 if missing).
fn map_inputs(ctx: &Context, op: OpId, name: &str) -> usize {
    map_attr(ctx, op, name).map_or(0, |(_, m)| (m.num_dims + m.num_symbols) as usize)
}

/// Prints `%m[subscripts]` for the memref at `at` using map `name`; returns
/// the index just past its map operands.
fn print_affine_ref(p: &mut dyn OpAsmPrinter, ops: &[ValueId], at: usize, name: &str) -> usize {
    let op = p.current_op();
    let n = map_inputs(p.ctx(), op, name);
    p.print_operand(ops[at]);
    if let Some((map, _)) = map_attr(p.ctx(), op, name) {
        p.print_affine_map_of_ssa_ids(map, &ops[at + 1..at + 1 + n]);
    }
    at + 1 + n
}

const AFFINE_DMA_MAPS: &[&str] = &["src_map", "dst_map", "tag_map"];

pub(crate) fn print_affine_start(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    let dst = print_affine_ref(p, &ops, 0, "src_map");
    p.write(", ");
    let tag = print_affine_ref(p, &ops, dst, "dst_map");
    p.write(", ");
    let rest = print_affine_ref(p, &ops, tag, "tag_map");
    for &v in &ops[rest..] {
        p.write(", ");
        p.print_operand(v);
    }
    print_attrs(p, AFFINE_DMA_MAPS);
    print_memref_types(p, &[ops[0], ops[dst], ops[tag]]);
}

/// Checks one `%m[map]` reference of an affine DMA op: the memref at `at`,
/// its map's result count against the rank and its operands' types.
/// Returns the position after its operands.
fn verify_affine_ref(
    ctx: &Context,
    op: OpId,
    at: usize,
    (map, what): (&str, &str),
    out: &mut Vec<Diagnostic>,
) -> Option<usize> {
    let Some((_, m)) = map_attr(ctx, op, map) else {
        emit(
            ctx,
            op,
            out,
            format!("requires affine map attribute '{map}'"),
        );
        return None;
    };
    let rank = memref_at(ctx, op, at, &format!("DMA {}", long_name(what)), out)?;
    if m.results.len() != rank {
        let msg = format!("expected {what} map to have {rank} results (the memref rank)");
        emit(ctx, op, out, msg);
    }
    let end = at + 1 + (m.num_dims + m.num_symbols) as usize;
    let msg = match short_name(ctx, op) {
        "dma_wait" => "index to dma_wait must have 'index' type".to_string(),
        name => format!("{what} index to {name} must have 'index' type"),
    };
    indices_at(ctx, op, at + 1..end, &msg, out).then_some(end)
}

fn long_name(what: &str) -> &str {
    match what {
        "src" => "source",
        "dst" => "destination",
        other => other,
    }
}

fn short_name(ctx: &Context, op: OpId) -> &str {
    let name = ctx.ops[op].name.as_str();
    name.strip_prefix("affine.").unwrap_or(name)
}

pub(crate) fn verify_affine_start(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some(dst) = verify_affine_ref(ctx, op, 0, ("src_map", "src"), out) else {
        return;
    };
    let Some(tag) = verify_affine_ref(ctx, op, dst, ("dst_map", "dst"), out) else {
        return;
    };
    let Some(num) = verify_affine_ref(ctx, op, tag, ("tag_map", "tag"), out) else {
        return;
    };
    if !indices_at(
        ctx,
        op,
        num..num + 1,
        "expected num elements to be of index type",
        out,
    ) {
        return;
    }
    verify_stride_and_elements(ctx, op, num + 1, dst, out);
}

/// `%tag[%c0], %num : memref<1xi32>`
pub(crate) fn parse_affine_wait(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (tag, tm, tops) = parse_affine_ref(p)?;
    p.expect(Punct::Comma)?;
    let num = p.parse_operand()?;
    parse_attrs(p, st, &[])?;
    let ty = p.parse_colon_type()?;
    let mut ops = vec![p.resolve_operand(&tag, ty)?];
    ops.extend(tops);
    ops.extend(resolve_indices(p, &[num])?);
    st.operands = ops;
    st.attrs.push(("tag_map".to_string(), tm));
    Ok(())
}

pub(crate) fn print_affine_wait(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    let rest = print_affine_ref(p, &ops, 0, "tag_map");
    for &v in &ops[rest..] {
        p.write(", ");
        p.print_operand(v);
    }
    print_attrs(p, &["tag_map"]);
    print_memref_types(p, &ops[..1]);
}

pub(crate) fn verify_affine_wait(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some(num) = verify_affine_ref(ctx, op, 0, ("tag_map", "tag"), out) else {
        return;
    };
    if ctx.ops[op].operands.len() != num + 1 {
        return emit(ctx, op, out, "incorrect number of operands");
    }
    indices_at(
        ctx,
        op,
        num..num + 1,
        "expected num elements to be of index type",
        out,
    );
}
