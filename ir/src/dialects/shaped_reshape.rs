//! The `memref` view ops that reinterpret a buffer without copying it:
//! `expand_shape`, `collapse_shape`, `reshape`, `view` and `transpose`
//! (upstream `MemRefOps.td`, "memref" dialect page), with the strided
//! layout their results must have, computed as upstream's
//! `computeExpandedType`, `computeCollapsedLayoutMap` and
//! `inferTransposeResultType` compute it: a dynamic value times anything
//! but a static zero stays dynamic.

use super::shaped_subview::strides_and_offset;
use super::shaped_util::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::types::DYNAMIC;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

// ---- memref types as values ----------------------------------------------

/// A ranked memref type that may not be interned yet (the verifier only
/// reads the context): shape, element type, layout (`None` for identity,
/// else strides and offset) and memory space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MemRefDesc {
    pub shape: Vec<i64>,
    pub elem: TypeId,
    pub layout: Option<(Vec<i64>, i64)>,
    pub space: Option<AttrId>,
}

impl MemRefDesc {
    /// The parts of a ranked memref type with an identity or strided layout.
    pub(crate) fn of(ctx: &Context, ty: TypeId) -> Option<Self> {
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = ctx.ty(ty)
        else {
            return None;
        };
        let layout = match layout.map(|l| ctx.attr(l)) {
            None => None,
            Some(AttrData::AffineMap(m)) if m.is_identity() => None,
            Some(AttrData::Strided { strides, offset }) => Some((strides.clone(), *offset)),
            Some(AttrData::AffineMap(m)) => {
                Some(super::shaped_subview::map_strides(m, shape.len())?)
            }
            Some(_) => return None,
        };
        Some(MemRefDesc {
            shape: shape.clone(),
            elem: *elem,
            layout,
            space: *memory_space,
        })
    }

    /// The type as `mlir-opt` prints it.
    pub(crate) fn text(&self, ctx: &Context) -> String {
        let dims: String = self.shape.iter().map(|&d| format!("{}x", dim(d))).collect();
        let mut s = format!(
            "memref<{dims}{}",
            crate::printer::type_to_string(ctx, self.elem)
        );
        if let Some((strides, off)) = &self.layout {
            let st: Vec<String> = strides.iter().map(|&v| dim(v)).collect();
            s += &format!(", strided<[{}]", st.join(", "));
            if *off != 0 {
                s += &format!(", offset: {}", dim(*off));
            }
            s += ">";
        }
        s += &crate::printer::memory_space_suffix(ctx, self.space);
        s + ">"
    }

    /// The type as upstream's `canonicalizeStridedLayout` leaves a strided
    /// layout, for messages that print it: the layout becomes the affine
    /// map `makeStridedLinearLayoutMap` builds (simplified), or nothing when
    /// that is the shape's contiguous layout.
    pub(crate) fn canonical_text(&self, ctx: &Context) -> String {
        let Some((strides, off)) = &self.layout else {
            return self.text(ctx);
        };
        if *off == 0 && *strides == canonical(&self.shape) {
            return MemRefDesc {
                layout: None,
                ..self.clone()
            }
            .text(ctx);
        }
        let (expr, syms) = strided_layout_expr(strides, *off);
        let map = AffineMap {
            num_dims: strides.len() as u32,
            num_symbols: syms,
            results: vec![expr],
        };
        let plain = MemRefDesc {
            layout: None,
            space: None,
            ..self.clone()
        }
        .text(ctx);
        let mut s = format!("{}, affine_map<", &plain[..plain.len() - 1]);
        crate::printer::write_map(&mut s, &map);
        s += ">";
        s += &crate::printer::memory_space_suffix(ctx, self.space);
        s + ">"
    }
}

/// Upstream's `makeStridedLinearLayoutMap` followed by `simplifyAffineExpr`:
/// `offset + d0 * stride0 + ...` with a new symbol for the offset, then one
/// per stride, when dynamic; a pure affine result (every stride static) is
/// rebuilt from its flat form (dims in order, then the symbol, then the
/// constant). Returns the expression and its symbol count.
fn strided_layout_expr(strides: &[i64], off: i64) -> (AffineExpr, u32) {
    use crate::parser::affine::{add, mul};
    let mut syms = 0u32;
    let mut fresh = |v: i64| {
        if v == DYNAMIC {
            syms += 1;
            AffineExpr::Symbol(syms - 1)
        } else {
            AffineExpr::Const(v)
        }
    };
    let mut e = fresh(off);
    for (i, &s) in strides.iter().enumerate() {
        e = add(e, mul(AffineExpr::Dim(i as u32), fresh(s)));
    }
    if strides.contains(&DYNAMIC) {
        return (e, syms);
    }
    let mut flat = AffineExpr::Const(0);
    for (i, &s) in strides.iter().enumerate() {
        flat = add(flat, mul(AffineExpr::Dim(i as u32), AffineExpr::Const(s)));
    }
    if off == DYNAMIC {
        flat = add(flat, AffineExpr::Symbol(0));
    } else {
        flat = add(flat, AffineExpr::Const(off));
    }
    (flat, syms)
}

/// `?` for [`DYNAMIC`], else the number.
fn dim(v: i64) -> String {
    if v == DYNAMIC {
        "?".into()
    } else {
        v.to_string()
    }
}

/// Upstream's `SaturatedInteger` product: a static zero wins, then dynamic.
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.checked_mul(b).unwrap_or(DYNAMIC)
    }
}

// ---- reassociation ---------------------------------------------------------

/// Parses `[[0, 1], [2]]`.
fn parse_reassociation(p: &mut dyn OpAsmParser) -> PResult<Vec<Vec<i64>>> {
    let mut groups = Vec::new();
    p.expect(Punct::LSquare)?;
    if p.optional(Punct::RSquare) {
        return Ok(groups);
    }
    loop {
        p.expect(Punct::LSquare)?;
        let mut g = Vec::new();
        if !p.optional(Punct::RSquare) {
            loop {
                g.push(p.parse_integer()?);
                if !p.optional(Punct::Comma) {
                    break;
                }
            }
            p.expect(Punct::RSquare)?;
        }
        groups.push(g);
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect(Punct::RSquare)?;
    Ok(groups)
}

/// The `reassociation` property: an array of arrays of `i64` integers.
fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> AttrId {
    let i64t = ctx.int_type(64);
    let arrays = groups
        .iter()
        .map(|g| {
            let ints = g.iter().map(|&v| ctx.int_attr(v, i64t)).collect();
            ctx.intern_attr(AttrData::Array(ints))
        })
        .collect();
    ctx.intern_attr(AttrData::Array(arrays))
}

/// The reassociation groups of an `expand_shape`/`collapse_shape`.
pub fn reassociation(ctx: &Context, op: OpId) -> Option<Vec<Vec<i64>>> {
    let AttrData::Array(groups) = ctx.attr(attr(ctx, op, "reassociation")?) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr(g) {
            AttrData::Array(v) => v.iter().map(|&i| ctx.attr(i).as_i64()).collect(),
            _ => None,
        })
        .collect()
}

fn print_reassociation(p: &mut dyn OpAsmPrinter, groups: &[Vec<i64>]) {
    let text: Vec<String> = groups
        .iter()
        .map(|g| {
            let v: Vec<String> = g.iter().map(|i| i.to_string()).collect();
            format!("[{}]", v.join(", "))
        })
        .collect();
    p.write(&format!(" [{}]", text.join(", ")));
}

// ---- expand_shape / collapse_shape ----------------------------------------

/// `%src [[0, 1], [2]] output_shape [2, %n, 4] {attrs} : t1 into t2`
pub(crate) fn parse_expand(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    p.expect_keyword("output_shape")?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    finish_reshape(p, st, src, groups)?;
    st.operands.extend(dynamics);
    let shape = i64_array(p.ctx(), &statics);
    add_props(p.ctx(), st, vec![("static_output_shape".into(), shape)]);
    Ok(())
}

/// `%src [[0, 1, 2]] {attrs} : t1 into t2`
pub(crate) fn parse_collapse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    finish_reshape(p, st, src, groups)
}

fn finish_reshape(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    src: crate::asm::UnresolvedOperand,
    groups: Vec<Vec<i64>>,
) -> PResult<()> {
    parse_attrs(p, st, &["reassociation", "static_output_shape"])?;
    p.expect(Punct::Colon)?;
    let from = p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?;
    p.expect_keyword("into")?;
    let to = p.parse_type_of_kind(crate::asm::TypeKind::MemRef)?;
    st.operands = vec![p.resolve_operand(&src, from)?];
    st.result_types = vec![to];
    let r = reassociation_attr(p.ctx(), &groups);
    add_props(p.ctx(), st, vec![("reassociation".into(), r)]);
    Ok(())
}

pub(crate) fn print_expand(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_reshape_head(p, op);
    let ctx = p.ctx();
    let statics = attr(ctx, op, "static_output_shape")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    let dynamics = ctx.ops[op].operands[1..].to_vec();
    p.write(" output_shape ");
    print_mixed_list(p, &statics, &dynamics);
    print_reshape_tail(p, op);
}

pub(crate) fn print_collapse(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_reshape_head(p, op);
    print_reshape_tail(p, op);
}

fn print_reshape_head(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let groups = reassociation(ctx, op).unwrap_or_default();
    let src = ctx.ops[op].operands[0];
    p.write(" ");
    p.print_operand(src);
    print_reassociation(p, &groups);
}

fn print_reshape_tail(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_attrs(p, &["reassociation", "static_output_shape"]);
    let ctx = p.ctx();
    let (from, to) = (vty(ctx, ctx.ops[op].operands[0]), result_ty(ctx, op));
    p.write(" : ");
    p.print_type(from);
    p.write(" into ");
    p.print_type(to);
}

fn result_ty(ctx: &Context, op: OpId) -> TypeId {
    vty(ctx, ctx.ops[op].results[0])
}

/// Upstream's `verifyCollapsedShape`: one group per collapsed dim, groups
/// contiguous and in bounds, dynamism and static sizes agreeing.
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    (collapsed, expanded): (&[i64], &[i64]),
    groups: &[Vec<i64>],
    out: &mut Vec<Diagnostic>,
) -> bool {
    let fail = |out: &mut Vec<Diagnostic>, msg: String| {
        emit(ctx, op, out, msg);
        false
    };
    if collapsed.len() != groups.len() {
        let msg = format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        );
        return fail(out, msg);
    }
    let mut next = 0i64;
    for (cdim, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &e in group {
            if e != next {
                return fail(out, "reassociation indices must be contiguous".into());
            }
            next += 1;
            let Some(&size) = usize::try_from(e).ok().and_then(|e| expanded.get(e)) else {
                return fail(out, format!("reassociation index {e} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[cdim] == DYNAMIC) != dynamic {
            let msg = format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            );
            return fail(out, msg);
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.saturating_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                let msg = format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                );
                return fail(out, msg);
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            let msg = "rank 0 memrefs can only be extended/collapsed with/from ones";
            return fail(out, msg.into());
        }
    } else if next != expanded.len() as i64 {
        let msg = format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        );
        return fail(out, msg);
    }
    true
}

/// Upstream's `computeExpandedLayoutMap`: each source stride is the
/// stride of its group's last dim, multiplied up through the group.
fn expanded_layout(src: &(Vec<i64>, i64), shape: &[i64], groups: &[Vec<i64>]) -> (Vec<i64>, i64) {
    let mut strides = vec![1; shape.len()];
    for (group, &s) in groups.iter().zip(&src.0) {
        let mut cur = s;
        for &e in group.iter().rev() {
            strides[e as usize] = cur;
            cur = sat_mul(cur, shape[e as usize]);
        }
    }
    (strides, src.1)
}

/// Upstream's `computeCollapsedLayoutMap` (non-strict): a group's stride is
/// that of its last non-unit dim, and each group must be contiguous where
/// both strides are static.
fn collapsed_layout(
    src: &(Vec<i64>, i64),
    shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (strides, offset) = src;
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut r: &[i64] = g;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        result.push(if shape[last] != DYNAMIC || r.len() == 1 {
            strides[last]
        } else {
            DYNAMIC
        });
    }
    for (g, &rs) in groups.iter().zip(&result) {
        let mut stride = rs;
        for &idx in g.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = strides[idx - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((result, *offset))
}

/// Source, result and reassociation of a reshape, or why not.
fn reshape_parts(
    ctx: &Context,
    op: OpId,
    out: &mut Vec<Diagnostic>,
) -> Option<(TypeId, TypeId, Vec<Vec<i64>>)> {
    let o = &ctx.ops[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        emit(ctx, op, out, "expected a source and a result");
        return None;
    };
    let (st, rt) = (vty(ctx, src), vty(ctx, res));
    if memref_of(ctx, st).is_none() || memref_of(ctx, rt).is_none() {
        emit(ctx, op, out, "expected ranked memref source and result");
        return None;
    }
    let Some(groups) = reassociation(ctx, op) else {
        emit(ctx, op, out, "requires attribute 'reassociation'");
        return None;
    };
    Some((st, rt, groups))
}

/// The type a reshape must produce: identity stays identity, else the
/// strided layout `layout` computes from the source's. A source whose
/// strided layout is the identity map (`strided<[1]>`, rank one, no offset)
/// counts as identity, as upstream asks the layout's affine map.
fn expected_type(
    ctx: &Context,
    src: TypeId,
    result_shape: &[i64],
    layout: impl FnOnce(&(Vec<i64>, i64)) -> Option<(Vec<i64>, i64)>,
) -> Result<MemRefDesc, ()> {
    let s = MemRefDesc::of(ctx, src).ok_or(())?;
    let layout = match &s.layout {
        None => None,
        Some((strides, offset)) if strided_identity(strides, *offset) => None,
        Some(l) => Some(layout(l).ok_or(())?),
    };
    Ok(MemRefDesc {
        shape: result_shape.to_vec(),
        layout,
        ..s
    })
}

pub(crate) fn verify_expand(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((st, rt, groups)) = reshape_parts(ctx, op, out) else {
        return;
    };
    let (ss, rs) = (memref_of(ctx, st).unwrap().0, memref_of(ctx, rt).unwrap().0);
    if ss.len() > rs.len() {
        let (a, b) = (ss.len(), rs.len());
        let msg = format!(
            "has source rank {a} and result rank {b}. This is not an expansion ({a} > {b})."
        );
        return emit(ctx, op, out, msg);
    }
    if !verify_collapsed_shape(ctx, op, (ss, rs), &groups, out) {
        return;
    }
    let expected = expected_type(ctx, st, rs, |l| Some(expanded_layout(l, rs, &groups)));
    if !check_expected(
        ctx,
        op,
        expected,
        rt,
        ("invalid source layout map", "expanded"),
        out,
    ) {
        return;
    }
    verify_output_shape(ctx, op, rs, out);
}

/// `static_output_shape` against the result type and the operands.
fn verify_output_shape(ctx: &Context, op: OpId, shape: &[i64], out: &mut Vec<Diagnostic>) {
    let statics = attr(ctx, op, "static_output_shape")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    if statics.len() != shape.len() {
        let msg = format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            shape.len(),
            statics.len()
        );
        return emit(ctx, op, out, msg);
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let given = ctx.ops[op].operands.len() - 1;
    if given != dynamic {
        let msg = format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values");
        return emit(ctx, op, out, msg);
    }
    if let Some(pos) = (0..shape.len()).find(|&i| shape[i] != DYNAMIC && shape[i] != statics[i]) {
        emit(
            ctx,
            op,
            out,
            format!("invalid output shape provided at pos {pos}"),
        );
    }
}

/// Compares the result with the type the op must produce.
fn check_expected(
    ctx: &Context,
    op: OpId,
    expected: Result<MemRefDesc, ()>,
    result: TypeId,
    (no_layout, what): (&str, &str),
    out: &mut Vec<Diagnostic>,
) -> bool {
    let Ok(expected) = expected else {
        emit(ctx, op, out, no_layout);
        return false;
    };
    if MemRefDesc::of(ctx, result).as_ref() == Some(&expected) {
        return true;
    }
    let msg = format!(
        "expected {what} type to be '{}' but found {}",
        expected.text(ctx),
        quoted(ctx, result)
    );
    emit(ctx, op, out, msg);
    false
}

pub(crate) fn verify_collapse(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some((st, rt, groups)) = reshape_parts(ctx, op, out) else {
        return;
    };
    let (ss, rs) = (memref_of(ctx, st).unwrap().0, memref_of(ctx, rt).unwrap().0);
    if ss.len() < rs.len() {
        let (a, b) = (ss.len(), rs.len());
        let msg =
            format!("has source rank {a} and result rank {b}. This is not a collapse ({a} < {b}).");
        return emit(ctx, op, out, msg);
    }
    if !verify_collapsed_shape(ctx, op, (rs, ss), &groups, out) {
        return;
    }
    let expected = expected_type(ctx, st, rs, |l| collapsed_layout(l, ss, &groups));
    let why = "invalid source layout map or collapsing non-contiguous dims";
    check_expected(ctx, op, expected, rt, (why, "collapsed"), out);
}

// ---- reshape -----------------------------------------------------------------

/// `%src(%shape) {attrs} : (t1, t2) -> t3`
pub(crate) fn parse_reshape(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Punct::LParen)?;
    let shape = p.parse_operand()?;
    p.expect(Punct::RParen)?;
    parse_attrs(p, st, &[])?;
    p.expect(Punct::Colon)?;
    p.expect(Punct::LParen)?;
    let ts = p.parse_type_list()?;
    p.expect(Punct::RParen)?;
    // Upstream reads `functional-type(operands, results)` as a type.
    p.expect_in(Punct::Arrow, " in function type")?;
    let to = p.parse_type()?;
    let [a, b] = ts[..] else {
        let msg = format!(
            "number of operands and types do not match: got 2 operands and {} types",
            ts.len()
        );
        return Err(p.error_at(st.loc, &msg));
    };
    st.operands = vec![p.resolve_operand(&src, a)?, p.resolve_operand(&shape, b)?];
    st.result_types = vec![to];
    Ok(())
}

pub(crate) fn print_reshape(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let tys = types_of(ctx, &ops);
    let to = result_ty(ctx, op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("(");
    p.print_operand(ops[1]);
    p.write(")");
    print_attrs(p, &[]);
    p.write(" : (");
    p.print_types(&tys);
    p.write(") -> ");
    p.print_type(to);
}

/// True when a strided layout's affine map is the identity: only a rank-one
/// `strided<[1]>` with offset 0 maps `(d0) -> (d0)`.
fn strided_identity(strides: &[i64], offset: i64) -> bool {
    offset == 0 && strides == [1]
}

/// True for a memref type with no layout or one whose map is the identity.
fn identity_layout(ctx: &Context, ty: TypeId) -> bool {
    match ctx.ty(ty) {
        TypeData::MemRef { layout, .. } => match layout.map(|l| ctx.attr(l)) {
            None => true,
            Some(AttrData::AffineMap(m)) => m.is_identity(),
            Some(AttrData::Strided { strides, offset }) => strided_identity(strides, *offset),
            Some(_) => false,
        },
        _ => true,
    }
}

pub(crate) fn verify_reshape(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (&[src, shape], Some(&res)) = (o.operands.as_slice(), o.results.first()) else {
        return emit(ctx, op, out, "expected a source, a shape and a result");
    };
    let (st, rt) = (vty(ctx, src), vty(ctx, res));
    if ctx.ty(st).element_type() != ctx.ty(rt).element_type() {
        let msg = "element types of source and destination memref types should be the same";
        return emit(ctx, op, out, msg);
    }
    if !identity_layout(ctx, st) {
        return emit(
            ctx,
            op,
            out,
            "source memref type should have identity affine map",
        );
    }
    let len = match memref_of(ctx, vty(ctx, shape)) {
        Some((s, _)) if s.len() == 1 => s[0],
        _ => {
            let msg = "operand #1 must be 1D memref of signless integer or index values";
            return emit(ctx, op, out, msg);
        }
    };
    let Some((rshape, _)) = memref_of(ctx, rt) else {
        return;
    };
    if !identity_layout(ctx, rt) {
        emit(
            ctx,
            op,
            out,
            "result memref type should have identity affine map",
        );
    } else if len == DYNAMIC {
        let msg = "cannot use shape operand with dynamic length to reshape to statically-ranked memref type";
        emit(ctx, op, out, msg);
    } else if len != rshape.len() as i64 {
        let msg = "length of shape operand differs from the result's memref rank";
        emit(ctx, op, out, msg);
    }
}

// ---- view --------------------------------------------------------------------

/// `%src[%shift][%sizes] {attrs} : t1 to t2`
pub(crate) fn parse_view(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Punct::LSquare)?;
    let shift = [p.parse_operand()?];
    p.expect(Punct::RSquare)?;
    let sizes = parse_subscripts(p)?;
    parse_attrs(p, st, &[])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&src, from)?];
    st.operands.extend(resolve_indices(p, &shift)?);
    st.operands.extend(resolve_indices(p, &sizes)?);
    st.result_types = vec![to];
    Ok(())
}

pub(crate) fn print_view(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let (from, to) = (vty(ctx, ops[0]), result_ty(ctx, op));
    p.write(" ");
    p.print_operand(ops[0]);
    print_subscripts(p, &ops[1..2]);
    print_subscripts(p, &ops[2..]);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

pub(crate) fn verify_view(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a source and a result");
    };
    let (st, rt) = (vty(ctx, src), vty(ctx, res));
    let is_i8 = |t| {
        matches!(
            ctx.ty(t),
            TypeData::Integer {
                width: 8,
                signedness: crate::types::Signedness::Signless
            }
        )
    };
    match memref_of(ctx, st) {
        Some((s, e)) if s.len() == 1 && is_i8(e) => {}
        _ => {
            let msg = format!(
                "operand #0 must be 1D memref of 8-bit signless integer values{}",
                but_got(ctx, src)
            );
            return emit(ctx, op, out, msg);
        }
    }
    let Some((rshape, _)) = memref_of(ctx, rt) else {
        let got = quoted(ctx, rt);
        return emit(
            ctx,
            op,
            out,
            format!("result #0 must be memref of any type values, but got {got}"),
        );
    };
    if let Some(k) = first_non_index(ctx, &o.operands[1..]) {
        let msg = format!(
            "operand #{} must be index{}",
            1 + k.min(1),
            but_got(ctx, o.operands[1 + k])
        );
        return emit(ctx, op, out, msg);
    }
    if !identity_layout(ctx, st) {
        return out.push(Diagnostic::error_at(
            ctx,
            o.loc,
            format!("unsupported map for base memref type {}", quoted(ctx, st)),
        ));
    }
    if !identity_layout(ctx, rt) {
        return out.push(Diagnostic::error_at(
            ctx,
            o.loc,
            format!("unsupported map for result memref type {}", quoted(ctx, rt)),
        ));
    }
    let space = |t| match ctx.ty(t) {
        TypeData::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if space(st) != space(rt) {
        let msg = format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, st),
            quoted(ctx, rt)
        );
        return out.push(Diagnostic::error_at(ctx, o.loc, msg));
    }
    let dynamic = rshape.iter().filter(|&&d| d == DYNAMIC).count();
    let given = o.operands.len().saturating_sub(2);
    if given != dynamic {
        emit(
            ctx,
            op,
            out,
            format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}"),
        );
    }
}

// ---- transpose ---------------------------------------------------------------

/// `%in (d0, d1) -> (d1, d0) {attrs} : t1 to t2`: the permutation is a map
/// whose results are its dims' names.
pub(crate) fn parse_transpose(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let dims = parse_names(p)?;
    p.expect(Punct::Arrow)?;
    let results = parse_names(p)?;
    let mut exprs = Vec::new();
    for (r, at) in &results {
        let Some(i) = dims.iter().position(|(d, _)| d == r) else {
            // Upstream reads the permutation as an affine map.
            return Err(p.generic_error_at(*at, "use of undeclared identifier"));
        };
        exprs.push(AffineExpr::Dim(i as u32));
    }
    let map = AffineMap {
        num_dims: dims.len() as u32,
        num_symbols: 0,
        results: exprs,
    };
    let perm = p.ctx().intern_attr(AttrData::AffineMap(map));
    parse_attrs(p, st, &["permutation"])?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&src, from)?];
    st.result_types = vec![to];
    add_props(p.ctx(), st, vec![("permutation".into(), perm)]);
    Ok(())
}

/// `(a, b, c)` of bare identifiers.
fn parse_names(p: &mut dyn OpAsmParser) -> PResult<Vec<(String, crate::AttrId)>> {
    p.expect(Punct::LParen)?;
    let mut names = Vec::new();
    if p.optional(Punct::RParen) {
        return Ok(names);
    }
    loop {
        // Upstream's affine parser reports a bad name as a wrong token.
        let at = p.wrong_token_loc();
        names.push((p.parse_keyword()?, at));
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect(Punct::RParen)?;
    Ok(names)
}

/// The permutation map of a `memref.transpose`.
pub fn permutation(ctx: &Context, op: OpId) -> Option<&AffineMap> {
    match ctx.attr(attr(ctx, op, "permutation")?) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// The dim each result of a pure permutation map takes.
pub fn permuted_dims(map: &AffineMap) -> Option<Vec<usize>> {
    let dims: Option<Vec<usize>> = map
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect();
    let dims = dims?;
    let mut seen = vec![false; map.num_dims as usize];
    for &d in &dims {
        if std::mem::replace(seen.get_mut(d)?, true) {
            return None;
        }
    }
    (map.num_symbols == 0 && dims.len() == seen.len()).then_some(dims)
}

pub(crate) fn print_transpose(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let src = ctx.ops[op].operands[0];
    let (from, to) = (vty(ctx, src), result_ty(ctx, op));
    let n = permutation(ctx, op).map_or(0, |m| m.num_dims);
    let names: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    let results: Vec<String> = permutation(ctx, op)
        .and_then(permuted_dims)
        .map(|dims| dims.iter().map(|d| format!("d{d}")).collect())
        .unwrap_or_default();
    p.write(" ");
    p.print_operand(src);
    p.write(&format!(
        " ({}) -> ({})",
        names.join(", "),
        results.join(", ")
    ));
    print_attrs(p, &["permutation"]);
    p.write(" : ");
    p.print_type(from);
    p.write(" to ");
    p.print_type(to);
}

pub(crate) fn verify_transpose(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
        return emit(ctx, op, out, "expected a source and a result");
    };
    let Some(map) = permutation(ctx, op) else {
        return emit(ctx, op, out, "requires attribute 'permutation'");
    };
    let Some(dims) = permuted_dims(map) else {
        return emit(ctx, op, out, "expected a permutation map");
    };
    let (st, rt) = (vty(ctx, src), vty(ctx, res));
    if memref_of(ctx, st).is_some_and(|(shape, _)| shape.len() != dims.len()) {
        let msg = "expected a permutation map of same rank as the input";
        return emit(ctx, op, out, msg);
    }
    let Some(s) = MemRefDesc::of(ctx, st) else {
        return;
    };
    let Some((strides, off)) = strides_and_offset(ctx, st) else {
        return;
    };
    let expected = MemRefDesc {
        shape: dims.iter().map(|&d| s.shape[d]).collect(),
        layout: Some((dims.iter().map(|&d| strides[d]).collect(), off)),
        ..s
    };
    let canon = |d: MemRefDesc| MemRefDesc {
        layout: Some(d.layout.clone().unwrap_or_else(|| (canonical(&d.shape), 0))),
        ..d
    };
    let got = MemRefDesc::of(ctx, rt);
    if got.map(canon) != Some(canon(expected.clone())) {
        let msg = format!(
            "result type {} is not equivalent to the canonical transposed input type '{}'",
            quoted(ctx, rt),
            expected.canonical_text(ctx)
        );
        emit(ctx, op, out, msg);
    }
}

/// Row-major strides of a shape, dynamic left of a dynamic size.
pub(crate) fn canonical(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    for (i, &d) in shape.iter().enumerate().rev() {
        strides[i] = running;
        running = sat_mul(running, d);
        if d == DYNAMIC {
            running = DYNAMIC;
        }
    }
    strides
}
