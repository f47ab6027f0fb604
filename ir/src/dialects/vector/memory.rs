//! The `vector` ops that move vectors between memory and registers
//! (upstream `VectorOps.td`): `transfer_read`/`transfer_write` with their
//! permutation maps, broadcast dims, padding, masks and `in_bounds`, and
//! `maskedload`/`maskedstore`, `gather`/`scatter`,
//! `expandload`/`compressstore`. Verifiers follow upstream's
//! `verifyTransferOp` and per-op rules in upstream's order.

use super::super::shaped_util::*;
use super::util::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::ir::{OpId, OperationState, ValueId};
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

// ---- transfer maps -------------------------------------------------------

/// The default map of a transfer: the last `vector rank` memref dims (less
/// the rank of a vector element type).
fn minor_identity(ctx: &Context, shaped: TypeId, vector: TypeId) -> Option<AffineMap> {
    let (shape, elem) = shaped_of(ctx, shaped)?;
    let (vshape, _) = vector_of(ctx, vector)?;
    let elem_rank = vector_of(ctx, elem).map_or(0, |(s, _)| s.len());
    let n = shape.len();
    let k = vshape.len().checked_sub(elem_rank)?;
    let first = n.checked_sub(k)?;
    Some(AffineMap {
        num_dims: n as u32,
        num_symbols: 0,
        results: (first..n).map(|d| AffineExpr::Dim(d as u32)).collect(),
    })
}

/// Shape and element type of a ranked memref or tensor.
fn shaped_of(ctx: &Context, ty: TypeId) -> Option<(&[i64], TypeId)> {
    match ctx.ty(ty) {
        TypeData::MemRef { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            Some((shape, *elem))
        }
        _ => None,
    }
}

/// The permutation map of a transfer op.
pub fn permutation_map(ctx: &Context, op: OpId) -> Option<AffineMap> {
    match ctx.attr(attr(ctx, op, "permutation_map")?) {
        AttrData::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// The `in_bounds` flags of a transfer op.
pub fn in_bounds(ctx: &Context, op: OpId) -> Vec<bool> {
    let Some(a) = attr(ctx, op, "in_bounds") else {
        return Vec::new();
    };
    match ctx.attr(a) {
        AttrData::Array(items) => items
            .iter()
            .map(|&i| matches!(ctx.attr(i), AttrData::Bool(true)))
            .collect(),
        _ => Vec::new(),
    }
}

/// One vector dimension's source: a memref dim, or a broadcast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MapDim {
    /// Reads along this memref dimension.
    Dim(usize),
    /// Repeats one element (the constant `0` result).
    Broadcast,
}

/// The results of a transfer's permutation map, if it is a projected
/// permutation with broadcasts.
pub fn map_dims(map: &AffineMap) -> Option<Vec<MapDim>> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(MapDim::Dim(*d as usize)),
            AffineExpr::Const(0) => Some(MapDim::Broadcast),
            _ => None,
        })
        .collect()
}

/// The mask shape upstream infers: the vector dims that read a memref dim,
/// in memref-dim order (`[1]` when there are none).
pub(crate) fn inferred_mask_shape(vshape: &[i64], dims: &[MapDim]) -> Vec<i64> {
    let mut pairs: Vec<(usize, i64)> = dims
        .iter()
        .zip(vshape)
        .filter_map(|(d, &s)| match d {
            MapDim::Dim(d) => Some((*d, s)),
            MapDim::Broadcast => None,
        })
        .collect();
    pairs.sort_unstable();
    let shape: Vec<i64> = pairs.into_iter().map(|(_, s)| s).collect();
    if shape.is_empty() {
        vec![1]
    } else {
        shape
    }
}

/// The `vector<...xi1>` type of a transfer's mask operand.
fn mask_type(ctx: &mut Context, vector: TypeId, map: &AffineMap) -> Option<TypeId> {
    let vshape = vector_of(ctx, vector)?.0.to_vec();
    let shape = inferred_mask_shape(&vshape, &map_dims(map)?);
    let i1 = ctx.int_type(1);
    Some(vector_type(ctx, &shape, i1))
}

// ---- transfer parse / print ----------------------------------------------

const TRANSFER_ATTRS: &[&str] = &["permutation_map", "in_bounds", "operandSegmentSizes"];

/// Parses the shared tail `attr-dict : T1, T2` and fills in the default
/// map and `in_bounds`; returns the shaped type, the vector type and the
/// map.
fn transfer_tail(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    read: bool,
) -> PResult<(TypeId, TypeId, AffineMap, AttrId)> {
    parse_attrs(p, st, TRANSFER_ATTRS)?;
    // Upstream checks the types where their list begins, at the colon.
    let types_at = p.current_loc();
    let tys = p.parse_colon_type_list()?;
    let fail = |p: &mut dyn OpAsmParser, msg: &str| error_at(p, types_at, msg);
    let [a, b] = tys[..] else {
        return Err(fail(p, "requires two types"));
    };
    let (shaped, vector) = if read { (a, b) } else { (b, a) };
    // Upstream checks the types in the order they are written.
    let shaped_ok = shaped_of(p.ctx(), shaped).is_some();
    let vector_ok = vector_of(p.ctx(), vector).is_some();
    match (read, shaped_ok, vector_ok) {
        (false, _, false) => return Err(fail(p, "requires vector type")),
        (_, false, _) => return Err(fail(p, "requires memref or ranked tensor type")),
        (_, _, false) => return Err(fail(p, "requires vector type")),
        _ => {}
    }
    let given = props_get(p.ctx(), st, "permutation_map");
    let map = match given.map(|a| p.ctx().attr(a).clone()) {
        Some(AttrData::AffineMap(m)) => m,
        Some(_) => return Err(p.error("expected an affine map for 'permutation_map'")),
        None => {
            let Some(m) = minor_identity(p.ctx(), shaped, vector)
                .filter(|m| m.num_dims as usize >= m.results.len())
            else {
                let msg =
                    "expected a custom permutation_map when rank(source) != rank(destination)";
                return Err(fail(p, msg));
            };
            let a = p.ctx().intern_attr(AttrData::AffineMap(m.clone()));
            add_props(p.ctx(), st, vec![("permutation_map".into(), a)]);
            m
        }
    };
    if props_get(p.ctx(), st, "in_bounds").is_none() {
        let f = p.ctx().intern_attr(AttrData::Bool(false));
        let a = p
            .ctx()
            .intern_attr(AttrData::Array(vec![f; map.results.len()]));
        add_props(p.ctx(), st, vec![("in_bounds".into(), a)]);
    }
    Ok((shaped, vector, map, types_at))
}

/// A property already recorded in `st`.
fn props_get(ctx: &Context, st: &OperationState, name: &str) -> Option<AttrId> {
    match ctx.attr(st.properties?) {
        AttrData::Dictionary(e) => e.iter().find(|(k, _)| k == name).map(|(_, v)| *v),
        _ => None,
    }
}

/// Resolves the optional mask (written at `mask_at`) against the
/// inferred mask type. Upstream reports a vector element type at the mask
/// and a rank mismatch where the types begin (`types_at`).
fn resolve_mask(
    p: &mut dyn OpAsmParser,
    mask: Option<(UnresolvedOperand, AttrId)>,
    (shaped, vector): (TypeId, TypeId),
    map: &AffineMap,
    types_at: AttrId,
) -> PResult<Vec<ValueId>> {
    let Some((m, mask_at)) = mask else {
        return Ok(Vec::new());
    };
    let elem = shaped_of(p.ctx(), shaped).map(|(_, e)| e);
    if elem.is_some_and(|e| vector_of(p.ctx(), e).is_some()) {
        let msg = "does not support masks with vector element type";
        return Err(error_at(p, mask_at, msg));
    }
    let rank = vector_of(p.ctx(), vector).map_or(0, |(s, _)| s.len());
    if rank != map.results.len() {
        let msg = "expected the same rank for the vector and the results of the permutation map";
        return Err(error_at(p, types_at, msg));
    }
    let ty = mask_type(p.ctx(), vector, map)
        .ok_or_else(|| p.error("expected a projected permutation map"))?;
    Ok(vec![p.resolve_operand(&m, ty)?])
}

/// `%m[%i, %j], %pad (, %mask)? attr-dict : memref, vector`
pub(crate) fn parse_transfer_read(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let src = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    p.expect(Punct::Comma)?;
    let pad = p.parse_operand()?;
    let mask = parse_mask_operand(p)?;
    let (shaped, vector, map, at) = transfer_tail(p, st, true)?;
    let elem = shaped_of(p.ctx(), shaped).map(|(_, e)| e).unwrap_or(vector);
    st.operands = vec![p.resolve_operand(&src, shaped)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    st.operands.push(p.resolve_operand(&pad, elem)?);
    let masks = resolve_mask(p, mask, (shaped, vector), &map, at)?;
    set_segments(p, st, &[1, idx.len(), 1, masks.len()]);
    st.operands.extend(masks);
    st.result_types = vec![vector];
    Ok(())
}

/// `(, %mask)?` after a transfer's operands, with where the mask is written.
fn parse_mask_operand(p: &mut dyn OpAsmParser) -> PResult<Option<(UnresolvedOperand, AttrId)>> {
    if !p.optional(Punct::Comma) {
        return Ok(None);
    }
    let at = p.current_loc();
    Ok(Some((p.parse_operand()?, at)))
}

/// `%v, %m[%i, %j] (, %mask)? attr-dict : vector, memref`
pub(crate) fn parse_transfer_write(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    let mask = parse_mask_operand(p)?;
    let (shaped, vector, map, at) = transfer_tail(p, st, false)?;
    st.operands = vec![
        p.resolve_operand(&v, vector)?,
        p.resolve_operand(&dst, shaped)?,
    ];
    st.operands.extend(resolve_indices(p, &idx)?);
    let masks = resolve_mask(p, mask, (shaped, vector), &map, at)?;
    set_segments(p, st, &[1, 1, idx.len(), masks.len()]);
    st.operands.extend(masks);
    if matches!(p.ctx().ty(shaped), TypeData::RankedTensor { .. }) {
        st.result_types = vec![shaped];
    }
    Ok(())
}

/// The attributes a transfer's custom form leaves out: the segment sizes,
/// a minor-identity map and all-false `in_bounds`.
fn transfer_elided(ctx: &Context, op: OpId, shaped: TypeId, vector: TypeId) -> Vec<&'static str> {
    let mut out = vec!["operandSegmentSizes"];
    if permutation_map(ctx, op) == minor_identity(ctx, shaped, vector) {
        out.push("permutation_map");
    }
    if in_bounds(ctx, op).iter().all(|&b| !b) {
        out.push("in_bounds");
    }
    out
}

/// The operand groups of a transfer: (source, indices, padding or vector,
/// mask) per `operandSegmentSizes`.
pub fn transfer_parts(ctx: &Context, op: OpId) -> Option<TransferParts> {
    let read = ctx.ops[op].name == "vector.transfer_read";
    let seg = |i| segment(ctx, op, i);
    let (a, b, c, d) = (seg(0)?, seg(1)?, seg(2)?, seg(3)?);
    let one = |v: &Vec<ValueId>| (v.len() == 1).then(|| v[0]);
    let mask = if d.is_empty() { None } else { Some(one(&d)?) };
    Some(if read {
        TransferParts {
            memref: one(&a)?,
            indices: b,
            other: one(&c)?,
            mask,
        }
    } else {
        TransferParts {
            memref: one(&b)?,
            indices: c,
            other: one(&a)?,
            mask,
        }
    })
}

/// A transfer op's operands by role.
#[derive(Clone, Debug)]
pub struct TransferParts {
    /// The memref (or tensor) read or written.
    pub memref: ValueId,
    /// One index per source dimension.
    pub indices: Vec<ValueId>,
    /// The padding value of a read; the vector stored by a write.
    pub other: ValueId,
    /// The optional `i1` mask.
    pub mask: Option<ValueId>,
}

pub(crate) fn print_transfer_read(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(t) = transfer_parts(ctx, op) else {
        return print_fallback(p, op);
    };
    let (shaped, vector) = (vty(ctx, t.memref), vty(ctx, ctx.ops[op].results[0]));
    let elided = transfer_elided(ctx, op, shaped, vector);
    p.write(" ");
    p.print_operand(t.memref);
    print_subscripts(p, &t.indices);
    p.write(", ");
    p.print_operand(t.other);
    if let Some(m) = t.mask {
        p.write(", ");
        p.print_operand(m);
    }
    print_attrs(p, &elided);
    p.write(" : ");
    p.print_type(shaped);
    p.write(", ");
    p.print_type(vector);
}

pub(crate) fn print_transfer_write(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(t) = transfer_parts(ctx, op) else {
        return print_fallback(p, op);
    };
    let (shaped, vector) = (vty(ctx, t.memref), vty(ctx, t.other));
    let elided = transfer_elided(ctx, op, shaped, vector);
    p.write(" ");
    p.print_operand(t.other);
    p.write(", ");
    p.print_operand(t.memref);
    print_subscripts(p, &t.indices);
    if let Some(m) = t.mask {
        p.write(", ");
        p.print_operand(m);
    }
    print_attrs(p, &elided);
    p.write(" : ");
    p.print_type(vector);
    p.write(", ");
    p.print_type(shaped);
}

// ---- transfer verify -----------------------------------------------------

/// Upstream's `verifyPermutationMap`.
fn check_permutation(map: &AffineMap) -> Result<(), String> {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Const(0) => {}
            AffineExpr::Dim(d) if (*d as usize) < seen.len() => {
                if std::mem::replace(&mut seen[*d as usize], true) {
                    return Err("requires a permutation_map that is a permutation (found one dim used more than once)".into());
                }
            }
            _ => return Err("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)".into()),
        }
    }
    Ok(())
}

/// Bits of a type for the transfer bit-width rules.
fn bits(ctx: &Context, t: TypeId) -> u64 {
    elem_bits(ctx, t).unwrap_or(0)
}

/// Upstream's `verifyTransferOp`, shared by read and write.
fn check_transfer(
    ctx: &Context,
    op: OpId,
    t: &TransferParts,
    vector: TypeId,
) -> Result<(), String> {
    let shaped = vty(ctx, t.memref);
    let (shape, elem) =
        shaped_of(ctx, shaped).ok_or("requires source to be a memref or ranked tensor type")?;
    let (vshape, velem) = vector_of(ctx, vector).ok_or("requires vector type")?;
    let map = permutation_map(ctx, op).ok_or("requires attribute 'permutation_map'")?;
    let minor = |s: &[i64]| s.last().map_or(1, |&d| d as u64);
    if let Some((eshape, eelem)) = vector_of(ctx, elem) {
        let src_bits = bits(ctx, eelem).checked_mul(minor(eshape)).unwrap_or(0);
        let res_bits = bits(ctx, velem).checked_mul(minor(vshape)).unwrap_or(0);
        if src_bits == 0 || !res_bits.is_multiple_of(src_bits) {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source".into());
        }
        if eshape.len() > vshape.len() {
            return Err("requires source vector element and vector result ranks to match.".into());
        }
        if map.results.len() != vshape.len() - eshape.len() {
            return Err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
        if t.mask.is_some() {
            return Err("does not support masks with vector element type".into());
        }
    } else {
        let eb = bits(ctx, elem);
        let res_bits = bits(ctx, velem).checked_mul(minor(vshape)).unwrap_or(0);
        if eb == 0 || !res_bits.is_multiple_of(eb) {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type".into());
        }
        if map.results.len() != vshape.len() {
            return Err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
    }
    if map.num_symbols != 0 {
        return Err("requires permutation_map without symbols".into());
    }
    if map.num_dims as usize != shape.len() {
        return Err(
            "requires a permutation_map with input dims of the same rank as the source type".into(),
        );
    }
    check_mask(ctx, t, vshape, &map)?;
    let ib = in_bounds(ctx, op).len();
    if map.results.len() != ib {
        return Err(format!(
            "expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {ib}",
            map_text(&map)
        ));
    }
    Ok(())
}

/// The mask operand's type must be the inferred one.
fn check_mask(
    ctx: &Context,
    t: &TransferParts,
    vshape: &[i64],
    map: &AffineMap,
) -> Result<(), String> {
    let (Some(m), Some(dims)) = (t.mask, map_dims(map)) else {
        return Ok(());
    };
    let want = inferred_mask_shape(vshape, &dims);
    let mt = vty(ctx, m);
    let ok = vector_of(ctx, mt)
        .is_some_and(|(s, e)| s == want.as_slice() && ctx.ty(e).int_width() == Some(1));
    if ok {
        return Ok(());
    }
    let d: Vec<String> = want.iter().map(i64::to_string).collect();
    Err(format!(
        "inferred mask type ('vector<{}xi1>') and mask operand type ({}) don't match",
        d.join("x"),
        quoted(ctx, mt)
    ))
}

/// `affine_map<(d0, d1) -> (d1)>` as upstream prints it in messages.
fn map_text(map: &AffineMap) -> String {
    let dims: Vec<String> = (0..map.num_dims).map(|d| format!("d{d}")).collect();
    let res: Vec<String> = map
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => format!("d{d}"),
            AffineExpr::Const(c) => c.to_string(),
            _ => "?".into(),
        })
        .collect();
    format!("affine_map<({}) -> ({})>", dims.join(", "), res.join(", "))
}

fn read_error(ctx: &Context, op: OpId) -> Result<(), String> {
    let t = transfer_parts(ctx, op)
        .ok_or("requires operand segments (source, indices, padding, mask)")?;
    let [r] = ctx.ops[op].results[..] else {
        return Err("expected one result".into());
    };
    let shaped = vty(ctx, t.memref);
    let rank = shaped_of(ctx, shaped).map_or(0, |(s, _)| s.len());
    if t.indices.len() != rank {
        return Err(format!("requires {rank} indices"));
    }
    check_transfer(ctx, op, &t, vty(ctx, r))?;
    let elem = shaped_of(ctx, shaped).map(|(_, e)| e);
    let pad = vty(ctx, t.other);
    if elem.is_some_and(|e| vector_of(ctx, e).is_some()) {
        if elem != Some(pad) {
            return Err("requires source element type and padding type to match.".into());
        }
    } else if elem != Some(pad) {
        return Err("requires formal padding and source of the same elemental type".into());
    }
    check_permutation(&permutation_map(ctx, op).unwrap_or_else(|| AffineMap::identity(0)))
}

fn write_error(ctx: &Context, op: OpId) -> Result<(), String> {
    let t = transfer_parts(ctx, op)
        .ok_or("requires operand segments (vector, source, indices, mask)")?;
    let shaped = vty(ctx, t.memref);
    let rank = shaped_of(ctx, shaped).map_or(0, |(s, _)| s.len());
    if t.indices.len() != rank {
        return Err(format!("requires {rank} indices"));
    }
    let map = permutation_map(ctx, op).ok_or("requires attribute 'permutation_map'")?;
    if map.results.contains(&AffineExpr::Const(0)) {
        return Err("should not have broadcast dimensions".into());
    }
    check_transfer(ctx, op, &t, vty(ctx, t.other))?;
    check_permutation(&map)
}

pub(crate) fn verify_transfer_read(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Err(m) = read_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}

pub(crate) fn verify_transfer_write(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Err(m) = write_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}

// ---- masked, gather/scatter, expand/compress ----------------------------

/// Which of the six masked memory ops, with their operand layouts.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Masked {
    Load,
    Store,
    Gather,
    Scatter,
    Expand,
    Compress,
}

impl Masked {
    fn of(name: &str) -> Self {
        match name {
            "vector.maskedload" => Masked::Load,
            "vector.maskedstore" => Masked::Store,
            "vector.gather" => Masked::Gather,
            "vector.scatter" => Masked::Scatter,
            "vector.expandload" => Masked::Expand,
            _ => Masked::Compress,
        }
    }
    fn loads(self) -> bool {
        matches!(self, Masked::Load | Masked::Gather | Masked::Expand)
    }
    fn indexed(self) -> bool {
        matches!(self, Masked::Gather | Masked::Scatter)
    }
}

/// `%base[%i] ([%idx])?, %mask, %value attr-dict : types (into R)?`
fn parse_masked(p: &mut dyn OpAsmParser, st: &mut OperationState, kind: Masked) -> PResult<()> {
    let base = p.parse_operand()?;
    let idx = parse_subscripts(p)?;
    let index_vec = if kind.indexed() {
        p.expect(Punct::LSquare)?;
        let v = p.parse_operand()?;
        p.expect(Punct::RSquare)?;
        Some(v)
    } else {
        None
    };
    p.expect(Punct::Comma)?;
    let mask = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let value = p.parse_operand()?;
    parse_alignment_attrs(p, st, &["alignment"])?;
    // The declarative format's `:` and `,`-separated types, one by one.
    let want = 3 + usize::from(kind.indexed());
    p.expect(Punct::Colon)?;
    let mut tys = vec![p.parse_type()?];
    for _ in 1..want {
        p.expect(Punct::Comma)?;
        tys.push(p.parse_type()?);
    }
    st.operands = vec![p.resolve_operand(&base, tys[0])?];
    st.operands.extend(resolve_indices(p, &idx)?);
    let mut k = 1;
    if let Some(v) = index_vec {
        st.operands.push(p.resolve_operand(&v, tys[1])?);
        k = 2;
    }
    st.operands.push(p.resolve_operand(&mask, tys[k])?);
    st.operands.push(p.resolve_operand(&value, tys[k + 1])?);
    if kind.loads() {
        p.expect_keyword("into")?;
        st.result_types = vec![p.parse_type()?];
    }
    Ok(())
}

pub(crate) fn print_masked(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let kind = Masked::of(&ctx.ops[op].name);
    let ops = ctx.ops[op].operands.clone();
    let n = ops.len();
    let tail = 2 + usize::from(kind.indexed());
    let (base, idx, rest) = (ops[0], &ops[1..n - tail], &ops[n - tail..]);
    let mut tys = vec![vty(ctx, base)];
    tys.extend(types_of(ctx, rest));
    let res = ctx.ops[op].results.first().map(|&r| vty(ctx, r));
    p.write(" ");
    p.print_operand(base);
    print_subscripts(p, idx);
    if kind.indexed() {
        p.write(" [");
        p.print_operand(rest[0]);
        p.write("]");
    }
    p.write(", ");
    p.print_operands(&rest[rest.len() - 2..]);
    print_attrs(p, &[]);
    p.write(" : ");
    p.print_types(&tys);
    if let Some(r) = res {
        p.write(" into ");
        p.print_type(r);
    }
}

/// The operands of a masked memory op by role: base, indices, index vector
/// (gather/scatter), mask, and pass-through or stored value.
pub fn masked_parts(ctx: &Context, op: OpId) -> Option<MaskedParts> {
    let kind = Masked::of(&ctx.ops[op].name);
    let ops = &ctx.ops[op].operands;
    let tail = 2 + usize::from(kind.indexed());
    let n = ops.len().checked_sub(tail + 1)?;
    Some(MaskedParts {
        base: ops[0],
        indices: ops[1..=n].to_vec(),
        index_vec: kind.indexed().then(|| ops[n + 1]),
        mask: ops[ops.len() - 2],
        value: ops[ops.len() - 1],
    })
}

/// A masked memory op's operands by role.
#[derive(Clone, Debug)]
pub struct MaskedParts {
    /// The memref.
    pub base: ValueId,
    /// The base indices.
    pub indices: Vec<ValueId>,
    /// Per-lane offsets of a gather or scatter.
    pub index_vec: Option<ValueId>,
    /// The `i1` mask.
    pub mask: ValueId,
    /// The pass-through of a load; the stored vector of a store.
    pub value: ValueId,
}

fn masked_error(ctx: &Context, op: OpId) -> Result<(), String> {
    if let Some(m) = alignment_error(ctx, op) {
        return Err(m);
    }
    let kind = Masked::of(&ctx.ops[op].name);
    let t = masked_parts(ctx, op).ok_or("expected base, indices, mask and value operands")?;
    let data = if kind.loads() {
        let [r] = ctx.ops[op].results[..] else {
            return Err("expected one result".into());
        };
        vty(ctx, r)
    } else {
        vty(ctx, t.value)
    };
    let what = if kind.loads() {
        "result"
    } else {
        "valueToStore"
    };
    let base = vty(ctx, t.base);
    let Some((shape, elem)) = shaped_of(ctx, base) else {
        return Err(format!(
            "operand #0 must be Tensor or MemRef of any type values, but got {}",
            quoted(ctx, base)
        ));
    };
    let (dshape, delem) = vector_of(ctx, data).ok_or("expected a vector type")?;
    if delem != elem {
        return Err(format!("base and {what} element type should match"));
    }
    if t.indices.len() != shape.len() {
        return Err(format!("requires {} indices", shape.len()));
    }
    let mty = vty(ctx, t.mask);
    if matches!(kind, Masked::Expand | Masked::Compress) && is_scalable(ctx, mty) {
        return Err(format!(
            "operand #{} must be fixed-length vector of 1-bit signless integer values, but got {}",
            shape.len() + 1,
            quoted(ctx, mty)
        ));
    }
    let mshape = vector_of(ctx, mty).map_or(&[][..], |(s, _)| s);
    match kind {
        Masked::Load | Masked::Store if dshape != mshape => {
            return Err(format!("expected {what} shape to match mask shape"));
        }
        Masked::Gather | Masked::Scatter => {
            let ishape = t.index_vec.and_then(|v| vector_of(ctx, vty(ctx, v)));
            if ishape.map(|(s, _)| s) != Some(dshape) {
                return Err(format!("expected {what} dim to match indices dim"));
            }
            if dshape != mshape {
                return Err(format!("expected {what} dim to match mask dim"));
            }
        }
        Masked::Expand | Masked::Compress if dshape.first() != mshape.first() => {
            return Err(format!("expected {what} dim to match mask dim"));
        }
        _ => {}
    }
    if kind.loads() && vty(ctx, t.value) != data {
        return Err("expected pass_thru of same type as result type".into());
    }
    Ok(())
}

pub(crate) fn verify_masked(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Err(m) = masked_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}

/// One custom-form parser per masked op (they differ only in layout).
macro_rules! masked_parsers {
    ($($kind:ident => $parse:ident;)*) => {$(
        pub(crate) fn $parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
            parse_masked(p, st, Masked::$kind)
        }
    )*};
}

masked_parsers! {
    Load => parse_maskedload;
    Store => parse_maskedstore;
    Gather => parse_gather;
    Scatter => parse_scatter;
    Expand => parse_expandload;
    Compress => parse_compressstore;
}
