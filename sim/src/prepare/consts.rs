//! Conversion of IR attributes and types into the simulator's values and
//! buffer descriptions: constants (`arith.constant`, dense vectors, global
//! initialisers), scalar types, memref types with their layout and memory
//! space.

use super::budget::{HostBudget, SLOT_BYTES};
use super::{err, ElemType, Global, MemRefType};
use crate::value::{Scalar, ScalarType, Value, VectorValue};
use rmlir_ir::attrs::DenseData;
use rmlir_ir::{AttrData, AttrId, Context, Diagnostic, OpId, TypeData, TypeId};
use rmlir_targets::Target;

pub use rmlir_values::types::{element_scalar, scalar_bytes, scalar_type};

/// The element type of a memref, scalars and vectors of scalars.
///
/// A vector element takes LLVM's allocation size, as the runner lowers it:
/// each innermost row takes its store size (its lanes' bits rounded up to
/// bytes) padded to its natural alignment (the next power of two of those
/// bytes), and outer dimensions are arrays of rows. Lanes that are not a
/// power-of-two number of whole bytes sit bit by bit within a row, as LLVM
/// packs them (`vector<5xi1>` takes one byte, `vector<3xi4>` two).
pub fn elem_type(ctx: &Context, ty: TypeId) -> Result<ElemType, String> {
    match ctx.ty(ty) {
        TypeData::Vector { shape, elem, .. } => {
            let scalar = scalar_type(ctx, *elem).ok_or("cannot simulate this element type")?;
            // A whole lane's allocation size is its bits, so lanes follow
            // each other at their bit width in every case.
            let bits = u64::from(rmlir_values::types::scalar_bits(scalar));
            let too_big = || "vector element too large".to_string();
            // A 0-d vector lowers to one lane, as vector<1xT>.
            let (&inner, outer) = shape.split_last().unwrap_or((&1, &[]));
            let row = u64::try_from(inner)
                .ok()
                .and_then(|n| n.checked_mul(bits))
                .map(|b| b.div_ceil(8))
                .and_then(u64::checked_next_power_of_two)
                .and_then(|b| u32::try_from(b).ok())
                .ok_or_else(too_big)?;
            let size = outer
                .iter()
                .try_fold(row, |acc, &d| acc.checked_mul(u32::try_from(d).ok()?))
                .ok_or_else(too_big)?;
            Ok(ElemType {
                scalar,
                shape: shape.iter().map(|&d| d as u64).collect(),
                vector: true,
                size,
            })
        }
        _ => {
            let scalar = scalar_type(ctx, ty).ok_or("cannot simulate this element type")?;
            Ok(ElemType {
                scalar,
                shape: Vec::new(),
                vector: false,
                size: scalar_bytes(scalar),
            })
        }
    }
}

/// The text of a memory-space attribute as target files name it.
pub fn space_text(ctx: &Context, a: AttrId) -> String {
    match ctx.attr(a) {
        AttrData::Integer { value, .. } => value.to_string(),
        AttrData::String { value, .. } => format!("\"{}\"", String::from_utf8_lossy(value)),
        AttrData::Dialect { text } => format!("#{text}"),
        other => format!("{other:?}"),
    }
}

/// The simulator's view of a memref type.
pub fn memref_type(
    ctx: &Context,
    op: OpId,
    ty: TypeId,
    target: &Target,
) -> Result<MemRefType, Diagnostic> {
    let (shape, elem, layout, space) = match ctx.ty(ty) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => (shape.clone(), *elem, *layout, *memory_space),
        TypeData::UnrankedMemRef { elem, memory_space } => (Vec::new(), *elem, None, *memory_space),
        _ => return Err(err(ctx, op, "expected a memref type")),
    };
    let elem = elem_type(ctx, elem).map_err(|why| err(ctx, op, why))?;
    let text = space.map(|a| space_text(ctx, a));
    let space = target
        .space_for_memref_attr(text.as_deref())
        .ok_or_else(|| {
            err(
                ctx,
                op,
                format!(
                    "memory space {} is not defined by target '{}'",
                    text.as_deref().unwrap_or("(default)"),
                    target.name()
                ),
            )
        })?;
    let (map, strided) = match layout.map(|l| ctx.attr(l)) {
        Some(AttrData::AffineMap(m)) => (Some(m.clone()), None),
        Some(AttrData::Strided { strides, offset }) => {
            let dynamic = |x: i64| (x != rmlir_ir::types::DYNAMIC).then_some(x);
            (
                None,
                Some((
                    dynamic(*offset),
                    strides.iter().map(|&s| dynamic(s)).collect(),
                )),
            )
        }
        _ => (None, None),
    };
    Ok(MemRefType {
        shape,
        elem,
        map,
        strided,
        space,
    })
}

/// The memory-space id that orders a DMA's two sides (upstream: a lower id
/// is a slower memory). An integer space is its own id; a memref without a
/// space has id 0, as upstream; a named space (`#tpu.memory_space<vmem>`)
/// takes the smallest integer id its target space lists, else the space's
/// position in the target file.
pub fn space_order(ctx: &Context, ty: TypeId, target: &Target) -> i64 {
    let space = match ctx.ty(ty) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    };
    let Some(a) = space else { return 0 };
    if let Some(v) = ctx.attr(a).as_i64() {
        return v;
    }
    let text = space_text(ctx, a);
    (target.space_for_memref_attr(Some(&text))).map_or(0, |id| target.space_number(id))
}

/// A scalar constant from an integer, float or bool attribute of type `ty`.
pub fn scalar_const(ctx: &Context, a: AttrId, ty: TypeId) -> Option<Value> {
    let st = scalar_type(ctx, ty)?;
    match (ctx.attr(a), st) {
        (AttrData::Integer { value, .. }, ScalarType::Int(w)) => Some(Value::from_bigint(w, value)),
        (AttrData::Integer { value, .. }, ScalarType::Index) => {
            Some(Scalar::Index(i64::try_from(value).ok()?).into())
        }
        (AttrData::Bool(b), ScalarType::Int(1)) => Some(Scalar::bool(*b).into()),
        (AttrData::Float { bits, .. }, ScalarType::Float(k)) => {
            Value::float_from_bits(k, *bits).ok()
        }
        _ => None,
    }
}

/// The elements of a dense attribute, expanded to `count` row-major values
/// of element type `elem`.
pub fn dense_elements(ctx: &Context, a: AttrId, elem: TypeId, count: usize) -> Option<Vec<Value>> {
    match ctx.attr(a) {
        AttrData::DenseElements {
            data: DenseData::Splat(s),
            ..
        } => Some(vec![scalar_const(ctx, *s, elem)?; count]),
        AttrData::DenseElements {
            data: DenseData::Elements(es),
            ..
        } => {
            let v: Option<Vec<Value>> = es.iter().map(|&e| scalar_const(ctx, e, elem)).collect();
            v.filter(|v| v.len() == count)
        }
        AttrData::DenseElements {
            data: DenseData::Hex(bytes),
            ..
        } => hex_elements(bytes, scalar_type(ctx, elem)?, count),
        _ => scalar_const(ctx, a, elem).map(|v| vec![v; count]),
    }
}

/// The elements of `dense<"0x…">`, upstream's raw form, which `mlir-opt`
/// prints for large constants: little-endian elements of whole bytes
/// each, except `i1`, packed eight to a byte from bit 0. A buffer of one
/// element is a splat (for `i1`, the byte `0x00` or `0xFF`). `None` when
/// the size fits neither form or the elements are wider than 128 bits.
fn hex_elements(bytes: &[u8], st: ScalarType, count: usize) -> Option<Vec<Value>> {
    let width = st.bit_width();
    if width > 128 {
        return None;
    }
    if width == 1 {
        if let [b @ (0x00 | 0xFF)] = bytes {
            return Some(vec![
                Value::from_raw_bits(st, u128::from(*b & 1)).ok()?;
                count
            ]);
        }
        if bytes.len() != count.div_ceil(8) {
            return None;
        }
        let bit = |i: usize| u128::from(bytes[i / 8] >> (i % 8) & 1);
        return (0..count)
            .map(|i| Value::from_raw_bits(st, bit(i)).ok())
            .collect();
    }
    let size = width.div_ceil(8) as usize;
    let element = |chunk: &[u8]| {
        let bits = chunk
            .iter()
            .rev()
            .fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
        Value::from_raw_bits(st, bits).ok()
    };
    if bytes.len() == size {
        return Some(vec![element(bytes)?; count]);
    }
    if bytes.len() != size.checked_mul(count)? {
        return None;
    }
    bytes.chunks(size).map(element).collect()
}

/// A constant of type `ty` (scalar, vector, or static tensor: the seed's
/// tensors are simulated as immutable shaped values, like vectors).
pub fn constant(ctx: &Context, a: AttrId, ty: TypeId) -> Option<Value> {
    match ctx.ty(ty) {
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            let elems = dense_elements(ctx, a, *elem, n as usize)?;
            let shape = shape.iter().map(|&d| d as u64).collect();
            VectorValue::new(shape, elems).ok().map(Value::Vector)
        }
        _ => scalar_const(ctx, a, ty),
    }
}

/// The all-zero-bits value of a scalar or vector type (`None` for others).
pub fn zero_of(ctx: &Context, ty: TypeId) -> Option<Value> {
    let zero = Value::from_raw_bits(element_scalar(ctx, ty)?, 0).ok()?;
    match ctx.ty(ty) {
        TypeData::Vector { shape, .. } => {
            let n = shape
                .iter()
                .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
            let shape = shape.iter().map(|&d| d as u64).collect();
            VectorValue::new(shape, vec![zero; n])
                .ok()
                .map(Value::Vector)
        }
        _ if scalar_type(ctx, ty).is_some() => Some(zero),
        _ => None,
    }
}

/// A `memref.global`'s definition.
pub fn global(
    ctx: &Context,
    op: OpId,
    target: &Target,
    host: &mut HostBudget,
) -> Result<Global, Diagnostic> {
    let decl = rmlir_ir::dialects::views::global_decl(ctx, op);
    let name = decl.name.unwrap_or_default().to_string();
    let ty = decl
        .ty
        .ok_or_else(|| err(ctx, op, "'memref.global' without a type"))?;
    let mty = memref_type(ctx, op, ty, target)?;
    let count = (mty.shape.iter())
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| {
            err(
                ctx,
                op,
                "the element count of this global overflows 64 bits",
            )
        })?;
    let elem_ty = ctx
        .ty(ty)
        .element_type()
        .ok_or_else(|| err(ctx, op, "bad global type"))?;
    let init = match decl.init {
        Some(_) if count as u64 > MAX_GLOBAL_ELEMENTS => {
            let msg = format!("an initial value of {count} elements is too large to simulate (at most {MAX_GLOBAL_ELEMENTS})");
            return Err(err(ctx, op, msg));
        }
        Some(a) if !matches!(ctx.attr(a), AttrData::Unit) => {
            let each = elem_host_bytes(ctx, elem_ty);
            let what = format!("the initial value of {count} elements");
            (host.take((count as u64).saturating_mul(each), &what)).map_err(|m| err(ctx, op, m))?;
            dense_elements(ctx, a, elem_ty, count as usize)
                .ok_or_else(|| err(ctx, op, "cannot simulate this global's initial value"))?
        }
        _ => Vec::new(),
    };
    Ok(Global {
        name,
        ty: mty,
        init,
        op,
    })
}

/// The most elements a vector (or a seed tensor value) may have: every
/// element is a host value, so a `vector<1099511627776xf32>` would need
/// terabytes. Real vectors have at most thousands of elements.
pub const MAX_VECTOR_ELEMENTS: u64 = 1 << 22;

/// The host bytes a value of type `ty` holds beyond its register's slot:
/// a vector's (or tensor's) elements, each a host [`Value`] and the limbs
/// of a wide integer, and a wide integer's own limbs. Saturates.
pub fn value_host_bytes(ctx: &Context, ty: TypeId) -> u64 {
    match ctx.ty(ty) {
        TypeData::Integer { width, .. } if *width > 128 => u64::from(width.div_ceil(64)) * 8,
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            let n = (shape.iter().filter(|&&d| d >= 0))
                .fold(1u64, |acc, &d| acc.saturating_mul(d as u64));
            n.saturating_mul(elem_host_bytes(ctx, *elem))
        }
        _ => 0,
    }
}

/// The host bytes one element of type `ty` holds in a vector or a
/// global's initial value: its [`Value`] and a wide integer's limbs.
fn elem_host_bytes(ctx: &Context, ty: TypeId) -> u64 {
    (std::mem::size_of::<Value>() as u64).saturating_add(value_host_bytes(ctx, ty))
}

/// Takes the host memory of a constant of type `ty` (`op`'s) from the
/// program's budget, before it is built.
pub fn charge_constant(
    ctx: &Context,
    op: OpId,
    ty: TypeId,
    host: &mut HostBudget,
) -> Result<(), Diagnostic> {
    let what = "this constant";
    (host.take(elem_host_bytes(ctx, ty), what)).map_err(|m| err(ctx, op, m))
}

/// The host bytes the registers of `f`'s frame can hold at once: a slot
/// per register and the largest value of each register's type.
pub fn frame_host_bytes(ctx: &Context, f: &super::Func) -> u64 {
    let slot = SLOT_BYTES;
    let values = (f.reg_types.iter()).fold(0u64, |acc, t| {
        let bytes = match *t {
            super::RegType::Vector(ty) | super::RegType::Other(ty) => value_host_bytes(ctx, ty),
            super::RegType::Scalar(ScalarType::Int(w)) if w > 128 => u64::from(w.div_ceil(64)) * 8,
            super::RegType::Scalar(_) | super::RegType::MemRef(_) | super::RegType::Func(_) => 0,
        };
        acc.saturating_add(bytes)
    });
    u64::from(f.num_regs)
        .saturating_mul(slot)
        .saturating_add(values)
}

/// The most elements an initialised `memref.global` may have: its initial
/// value is expanded into host values before the run.
pub const MAX_GLOBAL_ELEMENTS: u64 = 1 << 24;

/// Why type `ty` is too large to simulate, if it is: a vector or tensor
/// (alone, or as a memref's element) with more than
/// [`MAX_VECTOR_ELEMENTS`] elements, or whose element count overflows.
/// Also: a float type the simulator has no values for (`f80`, `f128`,
/// `tf32`, the 4-, 6- and 8-bit formats…),
/// so that memory of that type is refused up front rather than read back
/// as NaN.
pub fn oversized(ctx: &Context, ty: TypeId) -> Option<String> {
    match ctx.ty(ty) {
        TypeData::Float(k) if crate::value::Value::float_from_bits(*k, 0).is_err() => {
            let name = rmlir_ir::printer::type_to_string(ctx, ty);
            Some(format!(
                "{name} values cannot be simulated: rmlir-sim computes on f16, bf16, f32, f64 \
                 and the 4-, 6- and 8-bit floats only"
            ))
        }
        TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
            if let Some(why) = oversized(ctx, *elem) {
                return Some(why);
            }
            let mut dims = shape.iter().filter(|&&d| d >= 0);
            let n = dims.try_fold(1u64, |acc, &d| acc.checked_mul(d as u64));
            match n {
                Some(n) if n <= MAX_VECTOR_ELEMENTS => None,
                Some(n) => Some(format!(
                    "a value of {n} elements is too large to simulate (at most {MAX_VECTOR_ELEMENTS})"
                )),
                None => Some("the element count of this shape overflows 64 bits".into()),
            }
        }
        TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => {
            oversized(ctx, *elem)
        }
        _ => None,
    }
}
