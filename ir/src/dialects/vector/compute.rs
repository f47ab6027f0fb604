//! The `vector` ops that combine elements (upstream `VectorOps.td`):
//! `outerproduct`, `multi_reduction`, `scan` and `contract`, with their
//! `#vector.kind<...>` combining kinds and the contraction's indexing maps
//! and iterator kinds.

use super::super::shaped_util::*;
use super::util::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::ReductionKind;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

/// The `kind` of an op, `add` when absent (upstream's default).
pub fn combining_kind(ctx: &Context, op: OpId) -> Option<ReductionKind> {
    let kw = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_else(|| "add".into());
    KINDS.iter().find(|(k, _)| *k == kw).map(|(_, r)| *r)
}

/// Parses `<kind>` and records it as the `kind` property.
fn parse_kind(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let kind = KIND_CASES.parse_in_angles(p)?;
    let a = enum_attr(p.ctx(), "vector.kind", &kind);
    add_props(p.ctx(), st, vec![("kind".into(), a)]);
    Ok(())
}

/// Adds `kind = #vector.kind<add>` unless a kind was given.
fn default_kind(p: &mut dyn OpAsmParser, st: &mut OperationState) {
    let has = st.attrs.iter().any(|(k, _)| k == "kind")
        || st.properties.is_some_and(|d| match p.ctx().attr(d) {
            AttrData::Dictionary(e) => e.iter().any(|(k, _)| k == "kind"),
            _ => false,
        });
    if !has {
        let a = enum_attr(p.ctx(), "vector.kind", "add");
        add_props(p.ctx(), st, vec![("kind".into(), a)]);
    }
}

/// The scalable flags of a vector type's dims.
fn scalable_dims(ctx: &Context, ty: TypeId) -> Vec<bool> {
    match ctx.ty(ty) {
        TypeData::Vector { scalable, .. } => scalable.clone(),
        _ => Vec::new(),
    }
}

// ---- outerproduct --------------------------------------------------------

/// `%a, %b (, %acc)? attr-dict : T1, T2`; the result type is inferred.
pub(crate) fn parse_outerproduct(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    // Upstream checks the operands and types at the op's name.
    let at = st.loc;
    let xs = p.parse_operand_list()?;
    parse_attrs(p, st, &["kind"])?;
    default_kind(p, st);
    let ta = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let tb = p.parse_type()?;
    if xs.len() < 2 {
        return Err(error_at(p, at, "expected at least 2 operands"));
    }
    let Some((sa, elem)) = vector_of(p.ctx(), ta).map(|(s, e)| (s.to_vec(), e)) else {
        return Err(error_at(p, at, "expected vector type for operand #1"));
    };
    let mut shape = sa;
    let mut scalable = scalable_dims(p.ctx(), ta);
    if let Some((sb, _)) = vector_of(p.ctx(), tb) {
        shape.extend_from_slice(sb);
        scalable.extend(scalable_dims(p.ctx(), tb));
    }
    let res = p.ctx().intern_type(TypeData::Vector {
        shape,
        scalable,
        elem,
    });
    let tys: Vec<TypeId> = [ta, tb, res].into_iter().take(xs.len()).collect();
    st.operands = p.resolve_operands(&xs, &tys)?;
    st.result_types = vec![res];
    Ok(())
}

pub(crate) fn print_outerproduct(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let (ta, tb) = (vty(p.ctx(), ops[0]), vty(p.ctx(), ops[1]));
    p.write(" ");
    p.print_operands(&ops);
    // Upstream prints the kind only next to an accumulator.
    if ops.len() > 2 {
        print_attrs(p, &[]);
    } else {
        print_attrs(p, &["kind"]);
    }
    p.write(" : ");
    p.print_type(ta);
    p.write(", ");
    p.print_type(tb);
}

pub(crate) fn verify_outerproduct(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let (n, Some(&r)) = (o.operands.len(), o.results.first()) else {
        return emit(ctx, op, out, "expected one result");
    };
    if !(2..=3).contains(&n) {
        return emit(ctx, op, out, "expected two or three operands");
    }
    let ta = vty(ctx, o.operands[0]);
    let tb = vty(ctx, o.operands[1]);
    let Some((sa, elem)) = vector_of(ctx, ta).filter(|(s, _)| s.len() == 1) else {
        return emit(ctx, op, out, "expected 1-d vector for operand #1");
    };
    let Some((rs, relem)) = vector_of(ctx, vty(ctx, r)) else {
        return emit(ctx, op, out, "expected a vector result");
    };
    if let Err(m) = outer_shapes(sa, vector_of(ctx, tb).map(|(s, _)| s), rs) {
        return emit(ctx, op, out, m);
    }
    // What upstream can lower: a scalable lhs needs a scalable rhs.
    let vector_rhs = vector_of(ctx, tb).is_some();
    if vector_rhs && is_scalable(ctx, ta) && !is_scalable(ctx, tb) {
        let msg = "expected either both or only #2 operand dim to be scalable";
        return emit(ctx, op, out, msg);
    }
    if relem != elem {
        return emit(
            ctx,
            op,
            out,
            "expected result element type to match operands",
        );
    }
    if o.operands
        .get(2)
        .is_some_and(|&a| vty(ctx, a) != vty(ctx, r))
    {
        return emit(
            ctx,
            op,
            out,
            "expected operand #3 of same type as result type",
        );
    }
    if combining_kind(ctx, op).is_none_or(|k| !kind_fits(ctx, k, elem)) {
        emit(ctx, op, out, "unsupported outerproduct type");
    }
}

/// Upstream's outer-product (two vectors) and AXPY (vector and scalar)
/// shape rules.
fn outer_shapes(a: &[i64], b: Option<&[i64]>, r: &[i64]) -> Result<(), &'static str> {
    match b {
        Some(b) => {
            if b.len() != 1 {
                return Err("expected 1-d vector for operand #2");
            }
            if r.len() != 2 {
                return Err("expected 2-d vector result");
            }
            if a[0] != r[0] {
                return Err("expected #1 operand dim to match result dim #1");
            }
            if b[0] != r[1] {
                return Err("expected #2 operand dim to match result dim #2");
            }
        }
        None => {
            if r.len() != 1 {
                return Err("expected 1-d vector result");
            }
            if a[0] != r[0] {
                return Err("expected #1 operand dim to match result dim #1");
            }
        }
    }
    Ok(())
}

// ---- multi_reduction -----------------------------------------------------

/// `<kind>, %src, %acc attr-dict [dims] : T to R`
pub(crate) fn parse_multi_reduction(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    parse_kind(p, st)?;
    p.expect(Punct::Comma)?;
    let src = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let acc = p.parse_operand()?;
    parse_attrs(p, st, &["kind", "reduction_dims"])?;
    let dims = parse_int_list(p)?;
    let ts = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let tr = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&src, ts)?, p.resolve_operand(&acc, tr)?];
    st.result_types = vec![tr];
    let a = i64_array(p.ctx(), &dims);
    add_props(p.ctx(), st, vec![("reduction_dims".into(), a)]);
    Ok(())
}

/// The reduced dimensions of a `vector.multi_reduction`.
pub fn reduction_dims(ctx: &Context, op: OpId) -> Vec<i64> {
    int_list(ctx, op, "reduction_dims").unwrap_or_default()
}

pub(crate) fn print_multi_reduction(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let kind = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
    let dims = reduction_dims(ctx, op);
    let (ts, tr) = (vty(ctx, ops[0]), vty(ctx, ctx.ops[op].results[0]));
    p.write(&format!(" <{kind}>, "));
    p.print_operands(&ops);
    print_attrs(p, &["kind", "reduction_dims"]);
    p.write(" ");
    print_int_list(p, &dims);
    p.write(" : ");
    p.print_type(ts);
    p.write(" to ");
    p.print_type(tr);
}

pub(crate) fn verify_multi_reduction(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([s, a], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and one result");
    };
    let (ts, tr) = (vty(ctx, *s), vty(ctx, *r));
    let Some((shape, elem)) = vector_of(ctx, ts) else {
        return emit(ctx, op, out, "expected a vector source");
    };
    let relem = vector_of(ctx, tr).map_or(tr, |(_, e)| e);
    if relem != elem {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that source operand and result have same element type",
        );
    }
    if vty(ctx, *a) != tr {
        return emit(
            ctx,
            op,
            out,
            "failed to verify that all of {acc, dest} have same type",
        );
    }
    let dims = reduction_dims(ctx, op);
    let kept: Vec<i64> = (0..shape.len())
        .filter(|&i| !dims.contains(&(i as i64)))
        .map(|i| shape[i])
        .collect();
    let in_range = dims.iter().all(|&d| (0..shape.len() as i64).contains(&d));
    let ok = in_range
        && match vector_of(ctx, tr) {
            Some((rs, _)) => rs == kept.as_slice(),
            None => kept.is_empty(),
        };
    if !ok {
        let msg = format!(
            "destination type {} is incompatible with source type {}",
            quoted(ctx, tr),
            quoted(ctx, ts)
        );
        emit(ctx, op, out, msg);
    }
}

// ---- scan ----------------------------------------------------------------

const SCAN_ATTRS: &[&str] = &["kind", "reduction_dim", "inclusive"];

/// `<kind>, %src, %init attr-dict : T, R`
pub(crate) fn parse_scan(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_kind(p, st)?;
    p.expect(Punct::Comma)?;
    let src = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let init = p.parse_operand()?;
    parse_attrs(p, st, SCAN_ATTRS)?;
    let ts = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let ti = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&src, ts)?, p.resolve_operand(&init, ti)?];
    st.result_types = vec![ts, ti];
    Ok(())
}

pub(crate) fn print_scan(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let kind = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
    let (ts, ti) = (vty(ctx, ops[0]), vty(ctx, ops[1]));
    p.write(&format!(" <{kind}>, "));
    p.print_operands(&ops);
    print_attrs(p, &["kind"]);
    p.write(" : ");
    p.print_type(ts);
    p.write(", ");
    p.print_type(ti);
}

/// `reduction_dim` and `inclusive` of a `vector.scan`.
pub fn scan_attrs(ctx: &Context, op: OpId) -> Option<(i64, bool)> {
    let dim = match ctx.attr(attr(ctx, op, "reduction_dim")?) {
        AttrData::Integer { value, .. } => i64::try_from(value).ok()?,
        _ => return None,
    };
    let inclusive = match ctx.attr(attr(ctx, op, "inclusive")?) {
        AttrData::Bool(b) => *b,
        _ => return None,
    };
    Some((dim, inclusive))
}

pub(crate) fn verify_scan(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let ([s, i], [_, _]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return emit(ctx, op, out, "expected two operands and two results");
    };
    let Some((dim, _)) = scan_attrs(ctx, op) else {
        return emit(
            ctx,
            op,
            out,
            "requires attributes 'reduction_dim' (i64) and 'inclusive' (bool)",
        );
    };
    let (ts, ti) = (vty(ctx, *s), vty(ctx, *i));
    let Some((shape, elem)) = vector_of(ctx, ts) else {
        return emit(ctx, op, out, "expected a vector source");
    };
    let rank = shape.len() as i64;
    if dim < 0 || dim >= rank {
        let msg = format!("reduction dimension {dim} has to be less than {rank}");
        return emit(ctx, op, out, msg);
    }
    let init_rank = vector_of(ctx, ti).map_or(0, |(s, _)| s.len()) as i64;
    if init_rank != rank - 1 {
        let msg = format!(
            "initial value rank {init_rank} has to be equal to {}",
            rank - 1
        );
        return emit(ctx, op, out, msg);
    }
    let mut expected = shape.to_vec();
    expected.remove(dim as usize);
    let init_shape = vector_of(ctx, ti).map_or(&[][..], |(s, _)| s);
    if init_shape != expected.as_slice() {
        return emit(ctx, op, out, "incompatible input/initial value shapes");
    }
    match combining_kind(ctx, op) {
        Some(k) if kind_fits(ctx, k, elem) => {}
        _ => {
            let kw = enum_value(ctx, op, "kind", "vector.kind").unwrap_or_default();
            let ty = crate::printer::type_to_string(ctx, elem);
            emit(
                ctx,
                op,
                out,
                format!("unsupported reduction type '{ty}' for kind '{kw}'"),
            )
        }
    }
}

// ---- contract ------------------------------------------------------------

/// `parallel` or `reduction`, per iteration dimension.
pub fn iterator_kinds(ctx: &Context, op: OpId) -> Option<Vec<bool>> {
    let a = attr(ctx, op, "iterator_types")?;
    let AttrData::Array(items) = ctx.attr(a) else {
        return None;
    };
    items
        .iter()
        .map(|&i| match ctx.attr(i) {
            AttrData::Dialect { text } if text == "vector.iterator_type<parallel>" => Some(false),
            AttrData::Dialect { text } if text == "vector.iterator_type<reduction>" => Some(true),
            _ => None,
        })
        .collect()
}

/// The three indexing maps of a `vector.contract`, as dim positions per
/// result (each result must be a plain dim; `None` otherwise).
pub fn indexing_maps(ctx: &Context, op: OpId) -> Option<Vec<AffineMap>> {
    let a = attr(ctx, op, "indexing_maps")?;
    let AttrData::Array(items) = ctx.attr(a) else {
        return None;
    };
    items
        .iter()
        .map(|&i| match ctx.attr(i) {
            AttrData::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// The dimension each result of a projected permutation reads.
pub fn dim_positions(map: &AffineMap) -> Option<Vec<usize>> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect()
}

/// Turns `iterator_types = ["parallel", ...]` strings into upstream's
/// `#vector.iterator_type<...>` attributes.
fn iterator_attr(p: &mut dyn OpAsmParser, a: AttrId) -> PResult<AttrId> {
    let AttrData::Array(items) = p.ctx().attr(a).clone() else {
        return Ok(a);
    };
    let mut out = Vec::with_capacity(items.len());
    for i in items {
        let s = match p.ctx().attr(i) {
            AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => {
                out.push(i);
                continue;
            }
        };
        if s != "parallel" && s != "reduction" {
            return Err(p.error(&format!("unexpected iterator_type ({s})")));
        }
        out.push(enum_attr(p.ctx(), "vector.iterator_type", &s));
    }
    Ok(p.ctx().intern_attr(AttrData::Array(out)))
}

const CONTRACT_ATTRS: &[&str] = &["indexing_maps", "iterator_types", "kind"];

/// `{maps, iterators, kind} %a, %b, %c attr-dict : T1, T2 into R`
pub(crate) fn parse_contract(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let mut lead = Vec::new();
    if p.peek(Punct::LBrace) {
        p.parse_optional_attr_dict(&mut lead)?;
    } else {
        // A `#trait` alias standing for the dictionary.
        let a = p.parse_attribute(None)?;
        match p.ctx().attr(a) {
            AttrData::Dictionary(e) => lead = e.clone(),
            _ => return Err(p.error_at(at, "invalid kind of attribute specified")),
        }
    }
    let mut props = Vec::new();
    for (k, v) in lead {
        if k == "iterator_types" {
            props.push((k, iterator_attr(p, v)?));
        } else if CONTRACT_ATTRS.contains(&k.as_str()) {
            props.push((k, v));
        } else {
            st.attrs.push((k, v));
        }
    }
    if !props.iter().any(|(k, _)| k == "iterator_types") {
        let msg = "expected \"iterator_types\" array attribute";
        return Err(error_at(p, at, msg));
    }
    add_props(p.ctx(), st, props);
    default_kind(p, st);
    let xs = p.parse_operand_list()?;
    parse_attrs(p, st, CONTRACT_ATTRS)?;
    let ta = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let tb = p.parse_type()?;
    p.expect_keyword("into")?;
    let tr = p.parse_type()?;
    if xs.len() > 3 && xs.len() != 5 {
        let at = p.name_loc();
        return Err(error_at(
            p,
            at,
            "expected zero or exactly 2 vector mask operands",
        ));
    }
    st.operands = p.resolve_operands(&xs, &[ta, tb, tr])?;
    st.result_types = vec![tr];
    Ok(())
}

pub(crate) fn print_contract(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let maps = attr(ctx, op, "indexing_maps");
    let kind = attr(ctx, op, "kind");
    let iters: Vec<&str> = iterator_kinds(ctx, op)
        .unwrap_or_default()
        .iter()
        .map(|&r| if r { "\"reduction\"" } else { "\"parallel\"" })
        .collect();
    let tys = [ops[0], ops[1], ctx.ops[op].results[0]].map(|v| vty(ctx, v));
    p.write(" {indexing_maps = ");
    if let Some(m) = maps {
        p.print_attr(m);
    }
    p.write(&format!(", iterator_types = [{}]", iters.join(", ")));
    if let Some(k) = kind {
        p.write(", kind = ");
        p.print_attr(k);
    }
    p.write("} ");
    p.print_operands(&ops);
    print_attrs(p, CONTRACT_ATTRS);
    p.write(" : ");
    p.print_type(tys[0]);
    p.write(", ");
    p.print_type(tys[1]);
    p.write(" into ");
    p.print_type(tys[2]);
}

/// Pairs `(lhs result, rhs result)` of the iterators of one kind that both
/// operands index.
fn dim_map(maps: &[Vec<usize>], iters: &[bool], reduction: bool) -> Vec<(usize, usize)> {
    (0..iters.len())
        .filter(|&d| iters[d] == reduction)
        .filter_map(|d| {
            let l = maps[0].iter().position(|&x| x == d)?;
            let r = maps[1].iter().position(|&x| x == d)?;
            Some((l, r))
        })
        .collect()
}

/// The result shape a contraction of `lhs` and `rhs` gives, per its
/// result map; `Err` carries upstream's message.
fn contract_result(
    maps: &[Vec<usize>],
    iters: usize,
    lhs: &[i64],
    rhs: &[i64],
) -> Result<Vec<i64>, &'static str> {
    let mut extents = vec![None; iters];
    for (map, shape) in [(&maps[0], lhs), (&maps[1], rhs)] {
        for (i, &d) in map.iter().enumerate() {
            extents[d].get_or_insert(shape[i]);
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err("expected all dimensions to be either a LHS or a RHS dimension");
    }
    Ok(maps[2].iter().map(|&d| extents[d].unwrap_or(0)).collect())
}

fn contract_error(ctx: &Context, op: OpId) -> Result<(), String> {
    let o = &ctx.ops[op];
    let ([a, b, c], [r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err("expected three operands and one result".into());
    };
    let maps = indexing_maps(ctx, op).ok_or("requires attribute 'indexing_maps'")?;
    let iters = iterator_kinds(ctx, op).ok_or("requires attribute 'iterator_types'")?;
    if maps.len() != 3 {
        return Err("expected an indexing map for each vector operand".into());
    }
    let tys = [*a, *b, *c].map(|v| vty(ctx, v));
    let elem = |t| vector_of(ctx, t).map_or(t, |(_, e)| e);
    if elem(tys[0]) != elem(tys[1]) {
        return Err("failed to verify that lhs and rhs have same element type".into());
    }
    let signed = |t| {
        matches!(ctx.ty(elem(t)), TypeData::Integer { signedness, .. }
            if *signedness != crate::types::Signedness::Signless)
    };
    if tys.iter().any(|&t| signed(t)) {
        return Err("only supports signless integer types".into());
    }
    let shapes = tys.map(|t| vector_of(ctx, t).map_or(&[][..], |(s, _)| s));
    let mut dims = Vec::new();
    for (i, m) in maps.iter().enumerate() {
        if m.num_symbols != 0 {
            return Err(format!("expected indexing map {i} to have no symbols"));
        }
        if m.num_dims as usize != iters.len() {
            let n = iters.len();
            return Err(format!(
                "expected indexing map {i} to have {n} number of inputs"
            ));
        }
        if m.results.len() != shapes[i].len() {
            let n = shapes[i].len();
            return Err(format!(
                "expected indexing map {i} to have {n} number of outputs"
            ));
        }
        let pos = dim_positions(m).filter(|p| {
            let mut s = p.clone();
            s.sort_unstable();
            s.dedup();
            s.len() == p.len()
        });
        dims.push(pos.ok_or_else(|| {
            format!("expected indexing map {i} to be a projected permutation of its inputs")
        })?);
    }
    let contracting = dim_map(&dims, &iters, true);
    if contracting.is_empty() {
        return Err("expected at least one contracting dimension pair".into());
    }
    let (l, rr) = (shapes[0], shapes[1]);
    if contracting.iter().any(|&(i, j)| l[i] != rr[j]) {
        return Err("invalid contracting dimension map".into());
    }
    if dim_map(&dims, &iters, false)
        .iter()
        .any(|&(i, j)| l[i] != rr[j])
    {
        return Err("invalid batch dimension map".into());
    }
    let (res_ty, res_vec) = (vty(ctx, *r), vector_of(ctx, vty(ctx, *r)));
    let free = l.len() + rr.len() - 2 * contracting.len() - dim_map(&dims, &iters, false).len();
    let acc_vec = vector_of(ctx, tys[2]);
    if free == 0 {
        if res_vec.is_some() || acc_vec.is_some() {
            return Err("invalid accumulator/result vector shape".into());
        }
    } else {
        let (Some((_, elem)), Some(_)) = (res_vec, acc_vec) else {
            return Err("invalid accumulator/result vector shape".into());
        };
        let expected = contract_result(&dims, iters.len(), l, rr)?;
        let exp = vector_of(ctx, res_ty).map(|_| (&expected[..], elem));
        if res_vec != exp || acc_vec != exp {
            let d: Vec<String> = expected.iter().map(i64::to_string).collect();
            let e = crate::printer::type_to_string(ctx, elem);
            return Err(format!(
                "invalid accumulator/result vector shape, expected: 'vector<{}x{e}>'",
                d.join("x")
            ));
        }
    }
    let elem = res_vec.map_or(res_ty, |(_, e)| e);
    match combining_kind(ctx, op) {
        Some(k) if kind_fits(ctx, k, elem) => Ok(()),
        _ => Err("unsupported contraction type".into()),
    }
}

pub(crate) fn verify_contract(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Err(m) = contract_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}

/// The extent of each iteration dimension of a `vector.contract` (its
/// expected mask shape), read from the operands its maps index.
pub fn iteration_shape(ctx: &Context, op: OpId) -> Option<Vec<i64>> {
    let maps = indexing_maps(ctx, op)?;
    let n = iterator_kinds(ctx, op)?.len();
    let mut extents = vec![None; n];
    for (map, &v) in maps.iter().zip(&ctx.ops[op].operands).take(2) {
        let shape = vector_of(ctx, vty(ctx, v))?.0;
        for (i, d) in dim_positions(map)?.into_iter().enumerate() {
            extents.get_mut(d)?.get_or_insert(*shape.get(i)?);
        }
    }
    extents.into_iter().collect()
}
