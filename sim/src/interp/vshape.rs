//! Semantics of the vector ops that compute on registers only (shuffles,
//! casts, masks, outer products, multi-reductions, scans, contractions),
//! as upstream's `VectorOps.td` defines them and LLVM 22's lowering
//! (`convert-vector-to-llvm`) evaluates them: reductions fold left to right
//! from the accumulator, a floating `add` outer product with an
//! accumulator is one fused multiply-add.
//!
//! These are pure functions of the operand values: the interpreter passes
//! the registers in and stores the results.

use crate::prepare::VecSpec;
use crate::value::{self, Scalar, ScalarType, Value, ValueError, VectorValue};
use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp, ReductionKind};

/// Why an op could not compute: a value error, or a message.
pub(super) type VResult<T> = Result<T, String>;

fn verr(e: ValueError) -> String {
    e.to_string()
}

/// The vector in a value (a scalar counts as a 0-d vector of itself).
fn as_vec(v: &Value) -> VectorValue {
    match v {
        Value::Vector(x) => x.clone(),
        other => {
            VectorValue::new(Vec::new(), vec![other.clone()]).unwrap_or_else(|_| unreachable_vec())
        }
    }
}

/// An empty 1-d vector, for the impossible case of a malformed scalar.
fn unreachable_vec() -> VectorValue {
    VectorValue::new(vec![0], Vec::new()).expect("an empty vector is well formed")
}

fn make(shape: Vec<u64>, elems: Vec<Value>) -> VResult<Value> {
    VectorValue::new(shape, elems)
        .map(Value::Vector)
        .map_err(verr)
}

/// Row-major strides of `shape`.
fn strides(shape: &[u64]) -> Vec<u64> {
    let mut s = vec![1u64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

/// The multi-index of flat position `i` in `shape`.
fn unflatten(mut i: u64, shape: &[u64]) -> Vec<u64> {
    let mut out = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        out[d] = i % n;
        i /= n;
    }
    out
}

/// The flat position of `idx` in a vector of `strides`.
fn flatten(idx: &[u64], strides: &[u64]) -> usize {
    idx.iter().zip(strides).map(|(a, b)| a * b).sum::<u64>() as usize
}

/// `a ⊕ b` for a combining kind.
pub(super) fn combine(kind: ReductionKind, a: &Value, b: &Value) -> VResult<Value> {
    value::combine(kind, a, b).map_err(verr)
}

fn is_float(v: &Value) -> bool {
    matches!(v, Value::Scalar(s) if s.float_kind().is_some())
}

fn mul(a: &Value, b: &Value) -> VResult<Value> {
    if is_float(a) {
        value::float_binop(FloatBinOp::Mul, a, b).map_err(verr)
    } else {
        value::int_binop(IntBinOp::Mul, a, b).map_err(verr)
    }
}

/// Applies a register-only spec to its operands; returns the results.
pub(super) fn apply(spec: &VecSpec, ins: &[&Value]) -> VResult<Vec<Value>> {
    let arg = |i: usize| {
        ins.get(i)
            .copied()
            .ok_or_else(|| "missing operand".to_string())
    };
    Ok(match spec {
        VecSpec::Transpose { perm, shape } => vec![transpose(&as_vec(arg(0)?), perm, shape)?],
        VecSpec::Reshape { shape } => {
            vec![make(shape.clone(), as_vec(arg(0)?).elements().to_vec())?]
        }
        VecSpec::Bitcast { to, shape } => vec![bitcast(&as_vec(arg(0)?), *to, shape)?],
        VecSpec::FromElements { shape } => {
            vec![make(
                shape.clone(),
                ins.iter().map(|v| (*v).clone()).collect(),
            )?]
        }
        VecSpec::ToElements => as_vec(arg(0)?).elements().to_vec(),
        VecSpec::Step { n } => {
            let elems = (0..*n)
                .map(|i| Value::Scalar(Scalar::Index(i as i64)))
                .collect();
            vec![make(vec![*n], elems)?]
        }
        VecSpec::Mask { shape, sizes } => vec![mask(shape, sizes.as_deref(), ins)?],
        VecSpec::Shuffle { mask, shape } => {
            vec![shuffle(&as_vec(arg(0)?), &as_vec(arg(1)?), mask, shape)?]
        }
        VecSpec::ExtractSlice { offsets, shape } => {
            vec![extract_slice(&as_vec(arg(0)?), offsets, shape)?]
        }
        VecSpec::InsertSlice { offsets } => {
            vec![insert_slice(&as_vec(arg(0)?), &as_vec(arg(1)?), offsets)?]
        }
        VecSpec::Interleave { shape } => {
            vec![interleave(&as_vec(arg(0)?), &as_vec(arg(1)?), shape)?]
        }
        VecSpec::Deinterleave { shape } => deinterleave(&as_vec(arg(0)?), shape)?,
        VecSpec::OuterProduct { kind, shape, axpy } => {
            vec![outer(
                *kind,
                arg(0)?,
                arg(1)?,
                ins.get(2).copied(),
                shape,
                *axpy,
            )?]
        }
        VecSpec::MultiReduction { kind, dims, masked } => {
            let mask = if *masked { Some(as_vec(arg(2)?)) } else { None };
            vec![multi_reduce(
                *kind,
                &as_vec(arg(0)?),
                arg(1)?,
                dims,
                mask.as_ref(),
            )?]
        }
        VecSpec::Scan {
            kind,
            dim,
            inclusive,
        } => scan(*kind, &as_vec(arg(0)?), arg(1)?, *dim, *inclusive)?,
        VecSpec::Contract { .. } => vec![contract(spec, arg(0)?, arg(1)?, arg(2)?)?],
        VecSpec::Transfer(_) | VecSpec::Masked { .. } => {
            return Err("internal: memory op on the register path".into())
        }
    })
}

fn transpose(src: &VectorValue, perm: &[usize], shape: &[u64]) -> VResult<Value> {
    let ss = strides(src.shape());
    let n: u64 = shape.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let r = unflatten(i, shape);
        let mut s = vec![0u64; r.len()];
        for (d, &p) in perm.iter().enumerate() {
            s[p] = r[d];
        }
        out.push(src.elements()[flatten(&s, &ss)].clone());
    }
    make(shape.to_vec(), out)
}

/// The raw bits and width of a scalar element (little-endian lanes).
fn bits_of(v: &Value) -> VResult<(u128, u32)> {
    match v {
        Value::Scalar(s) => {
            let w = s.ty().bit_width();
            let b = s
                .float_bits()
                .or_else(|| v.low_bits())
                .ok_or("not a scalar")?;
            Ok((b, w))
        }
        Value::I128 { bits, width } => Ok((*bits, *width)),
        _ => Err("vector.bitcast of elements wider than 128 bits is not simulated".into()),
    }
}

fn from_bits(bits: u128, to: ScalarType) -> VResult<Value> {
    Ok(match to {
        ScalarType::Float(k) => {
            Value::Scalar(value::convert::float_from_bits(bits, k).map_err(verr)?)
        }
        ScalarType::Index => Value::Scalar(Scalar::Index(bits as u64 as i64)),
        ScalarType::Int(w) => Value::int(w, bits, false),
    })
}

/// Re-cuts the bits of each minor row into elements of `to` (LLVM's
/// vector bitcast on a little-endian target).
fn bitcast(src: &VectorValue, to: ScalarType, shape: &[u64]) -> VResult<Value> {
    let row_in = src.shape().last().copied().unwrap_or(1).max(1) as usize;
    let row_out = shape.last().copied().unwrap_or(1) as usize;
    let w = to.bit_width();
    let mut out = Vec::new();
    for row in src.elements().chunks(row_in) {
        let mut stream: Vec<bool> = Vec::new();
        for e in row {
            let (b, bw) = bits_of(e)?;
            stream.extend((0..bw).map(|k| (b >> k) & 1 == 1));
        }
        for lane in stream.chunks(w as usize).take(row_out) {
            let b = lane
                .iter()
                .rev()
                .fold(0u128, |acc, &x| (acc << 1) | x as u128);
            out.push(from_bits(b, to)?);
        }
    }
    make(shape.to_vec(), out)
}

fn index_of(v: &Value) -> i64 {
    match v {
        Value::Scalar(Scalar::Index(i)) => *i,
        Value::Scalar(Scalar::Int { bits, width }) => value::fixed::narrow::sext(*bits, *width),
        _ => 0,
    }
}

fn mask(shape: &[u64], sizes: Option<&[i64]>, ins: &[&Value]) -> VResult<Value> {
    let sizes: Vec<i64> = match sizes {
        Some(s) => s.to_vec(),
        None => ins.iter().map(|v| index_of(v)).collect(),
    };
    let n: u64 = shape.iter().product();
    let elems = (0..n)
        .map(|i| {
            let idx = unflatten(i, shape);
            let on = if shape.is_empty() {
                sizes.first().is_some_and(|&s| s > 0)
            } else {
                idx.iter().zip(&sizes).all(|(&x, &s)| (x as i64) < s)
            };
            Value::Scalar(Scalar::bool(on))
        })
        .collect();
    make(shape.to_vec(), elems)
}

/// Rows along the leading dim (a 0-d vector is one row).
fn rows(v: &VectorValue) -> Vec<&[Value]> {
    let lead = v.shape().first().copied().unwrap_or(1).max(1) as usize;
    let len = v.elements().len() / lead;
    v.elements().chunks(len.max(1)).collect()
}

fn shuffle(a: &VectorValue, b: &VectorValue, mask: &[i64], shape: &[u64]) -> VResult<Value> {
    let (ra, rb) = (rows(a), rows(b));
    let mut out = Vec::new();
    for &m in mask {
        let row = match usize::try_from(m) {
            Ok(i) if i < ra.len() => ra[i],
            Ok(i) => *rb.get(i - ra.len()).ok_or("shuffle index out of range")?,
            // Poison: any value is right; we give the first row of v1.
            Err(_) => ra[0],
        };
        out.extend_from_slice(row);
    }
    make(shape.to_vec(), out)
}

fn extract_slice(src: &VectorValue, offsets: &[u64], shape: &[u64]) -> VResult<Value> {
    let ss = strides(src.shape());
    let n: u64 = shape.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n {
        let mut idx = unflatten(i, shape);
        for (d, o) in offsets.iter().enumerate() {
            idx[d] += o;
        }
        out.push(src.elements()[flatten(&idx, &ss)].clone());
    }
    make(shape.to_vec(), out)
}

fn insert_slice(src: &VectorValue, dst: &VectorValue, offsets: &[u64]) -> VResult<Value> {
    let ds = strides(dst.shape());
    let lead = dst.shape().len() - src.shape().len();
    let mut out = dst.elements().to_vec();
    for (i, e) in src.elements().iter().enumerate() {
        let s = unflatten(i as u64, src.shape());
        let idx: Vec<u64> = (0..dst.shape().len())
            .map(|d| offsets[d] + if d < lead { 0 } else { s[d - lead] })
            .collect();
        out[flatten(&idx, &ds)] = e.clone();
    }
    make(dst.shape().to_vec(), out)
}

fn minor(v: &VectorValue) -> usize {
    v.shape().last().copied().unwrap_or(1).max(1) as usize
}

fn interleave(a: &VectorValue, b: &VectorValue, shape: &[u64]) -> VResult<Value> {
    let m = minor(a);
    let mut out = Vec::with_capacity(a.elements().len() * 2);
    for (ra, rb) in a.elements().chunks(m).zip(b.elements().chunks(m)) {
        for (x, y) in ra.iter().zip(rb) {
            out.push(x.clone());
            out.push(y.clone());
        }
    }
    make(shape.to_vec(), out)
}

fn deinterleave(a: &VectorValue, shape: &[u64]) -> VResult<Vec<Value>> {
    let (mut even, mut odd) = (Vec::new(), Vec::new());
    for (i, x) in a.elements().iter().enumerate() {
        if i % 2 == 0 {
            even.push(x.clone());
        } else {
            odd.push(x.clone());
        }
    }
    Ok(vec![
        make(shape.to_vec(), even)?,
        make(shape.to_vec(), odd)?,
    ])
}

/// One lane of an outer product: `x·y`, folded into `acc` by `kind`; a
/// floating `add` with an accumulator is a single fused multiply-add.
fn outer_lane(kind: ReductionKind, x: &Value, y: &Value, acc: Option<&Value>) -> VResult<Value> {
    match acc {
        None => mul(x, y),
        Some(c) if kind == ReductionKind::Add && is_float(x) => value::fma(x, y, c).map_err(verr),
        Some(c) => combine(kind, &mul(x, y)?, c),
    }
}

fn outer(
    kind: ReductionKind,
    lhs: &Value,
    rhs: &Value,
    acc: Option<&Value>,
    shape: &[u64],
    axpy: bool,
) -> VResult<Value> {
    let a = as_vec(lhs);
    let accv = acc.map(as_vec);
    let acc_at = |i: usize| accv.as_ref().map(|v| &v.elements()[i]);
    let mut out = Vec::new();
    if axpy {
        for (i, x) in a.elements().iter().enumerate() {
            out.push(outer_lane(kind, x, rhs, acc_at(i))?);
        }
    } else {
        let b = as_vec(rhs);
        let m = b.elements().len();
        for (i, x) in a.elements().iter().enumerate() {
            for (j, y) in b.elements().iter().enumerate() {
                out.push(outer_lane(kind, x, y, acc_at(i * m + j))?);
            }
        }
    }
    make(shape.to_vec(), out)
}

/// Reduces `src` over `dims` into `acc`; with a `mask` (of `src`'s
/// shape), only the lanes that are on take part, as upstream's lowering of
/// a masked multi-reduction selects the accumulator for the others.
fn multi_reduce(
    kind: ReductionKind,
    src: &VectorValue,
    acc: &Value,
    dims: &[usize],
    mask: Option<&VectorValue>,
) -> VResult<Value> {
    let shape = src.shape();
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
    let kept_shape: Vec<u64> = kept.iter().map(|&d| shape[d]).collect();
    let accv = as_vec(acc);
    let mut out: Vec<Value> = accv.elements().to_vec();
    let ks = strides(&kept_shape);
    for (i, e) in src.elements().iter().enumerate() {
        if mask.is_some_and(|m| !lane_on(m.elements().get(i))) {
            continue;
        }
        let idx = unflatten(i as u64, shape);
        let k: Vec<u64> = kept.iter().map(|&d| idx[d]).collect();
        let at = flatten(&k, &ks);
        out[at] = combine(kind, &out[at], e)?;
    }
    if kept.is_empty() {
        return out.pop().ok_or_else(|| "empty reduction".into());
    }
    make(kept_shape, out)
}

/// Whether a mask lane is set (an `i1` whose low bit is 1).
fn lane_on(m: Option<&Value>) -> bool {
    matches!(m, Some(Value::Scalar(Scalar::Int { bits, .. })) if *bits & 1 == 1)
}

/// Upstream's scan: an inclusive scan ignores the initial value; an
/// exclusive one starts from it and shifts by one. Both return the last
/// output as the accumulated value (upstream's `ScanToArithOps`).
fn scan(
    kind: ReductionKind,
    src: &VectorValue,
    init: &Value,
    dim: usize,
    inclusive: bool,
) -> VResult<Vec<Value>> {
    let shape = src.shape();
    let n = shape[dim] as usize;
    let ss = strides(shape);
    let mut other = shape.to_vec();
    other.remove(dim);
    let initv = as_vec(init);
    let mut out = src.elements().to_vec();
    let mut accs = Vec::new();
    let count: u64 = other.iter().product();
    for o in 0..count {
        let mut idx = unflatten(o, &other);
        idx.insert(dim, 0);
        let at = |k: usize, idx: &mut Vec<u64>| {
            idx[dim] = k as u64;
            flatten(idx, &ss)
        };
        let (mut last_out, mut last_in): (Value, Value) = (
            initv.elements()[o as usize].clone(),
            initv.elements()[o as usize].clone(),
        );
        for k in 0..n {
            let input = src.elements()[at(k, &mut idx)].clone();
            let output = match (k, inclusive) {
                (0, true) => input.clone(),
                (0, false) => initv.elements()[o as usize].clone(),
                (_, true) => combine(kind, &last_out, &input)?,
                (_, false) => combine(kind, &last_out, &last_in)?,
            };
            out[at(k, &mut idx)] = output.clone();
            last_out = output;
            last_in = input;
        }
        accs.push(last_out);
    }
    let acc = if other.is_empty() {
        accs.pop().ok_or("empty scan")?
    } else {
        make(other, accs)?
    };
    Ok(vec![make(shape.to_vec(), out)?, acc])
}

/// Promotes a contraction operand element to the accumulator's type
/// (sign-extension for integers, as the lowering's `arith.extsi`).
fn promote(v: &Value, acc: ScalarType) -> VResult<Value> {
    let same = match v {
        Value::Scalar(s) => s.ty() == acc,
        Value::I128 { width, .. } => ScalarType::Int(*width) == acc,
        _ => true,
    };
    if same {
        return Ok(v.clone());
    }
    let op = if matches!(acc, ScalarType::Float(_)) {
        CastOp::ExtF
    } else {
        CastOp::ExtSI
    };
    value::cast(op, v, acc).map_err(verr)
}

fn contract(spec: &VecSpec, lhs: &Value, rhs: &Value, acc: &Value) -> VResult<Value> {
    let VecSpec::Contract {
        kind,
        maps,
        iters,
        reduction: _,
        acc: acc_ty,
    } = spec
    else {
        return Err("internal: not a contraction".into());
    };
    let (a, b, c) = (as_vec(lhs), as_vec(rhs), as_vec(acc));
    let (sa, sb, sc) = (strides(a.shape()), strides(b.shape()), strides(c.shape()));
    let pick = |map: &[usize], it: &[u64]| -> Vec<u64> { map.iter().map(|&d| it[d]).collect() };
    // Upstream's "dot" lowering folds a scalar result's products into the
    // accumulator one by one, but sums a vector result's products first
    // (from the first one) and adds the accumulator last.
    let scalar = !matches!(acc, Value::Vector(_));
    let mut sums: Vec<Option<Value>> = if scalar {
        c.elements().iter().cloned().map(Some).collect()
    } else {
        vec![None; c.elements().len()]
    };
    let total: u64 = iters.iter().product();
    // Row-major over the iteration space puts the reduction dims of each
    // output element in increasing order, as the sequential lowering does.
    for i in 0..total {
        let it = unflatten(i, iters);
        let x = promote(&a.elements()[flatten(&pick(&maps[0], &it), &sa)], *acc_ty)?;
        let y = promote(&b.elements()[flatten(&pick(&maps[1], &it), &sb)], *acc_ty)?;
        let at = flatten(&pick(&maps[2], &it), &sc);
        let p = mul(&x, &y)?;
        sums[at] = Some(match sums[at].take() {
            Some(s) => combine(*kind, &s, &p)?,
            None => p,
        });
    }
    let mut out = Vec::with_capacity(sums.len());
    for (s, c0) in sums.into_iter().zip(c.elements()) {
        out.push(match (s, scalar) {
            (Some(s), true) => s,
            (Some(s), false) => combine(*kind, &s, c0)?,
            (None, _) => c0.clone(),
        });
    }
    if scalar {
        return out.pop().ok_or_else(|| "empty contraction".into());
    }
    make(c.shape().to_vec(), out)
}
