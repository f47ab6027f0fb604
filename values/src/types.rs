//! The conversion of IR types (Builtin dialect, "Builtin types":
//! <https://mlir.llvm.org/docs/Dialects/Builtin/#types>) into the scalar
//! types [`crate::value`] computes on, and their size in memory.

use crate::value::ScalarType;
use rmlir_ir::{Context, TypeData, TypeId};

/// The scalar type of an integer, index or float type.
pub fn scalar_type(ctx: &Context, ty: TypeId) -> Option<ScalarType> {
    match ctx.ty(ty) {
        TypeData::Integer { width, .. } => Some(ScalarType::Int(*width)),
        TypeData::Index => Some(ScalarType::Index),
        TypeData::Float(k) => Some(ScalarType::Float(*k)),
        _ => None,
    }
}

/// The element scalar type of a scalar or vector type.
pub fn element_scalar(ctx: &Context, ty: TypeId) -> Option<ScalarType> {
    match ctx.ty(ty) {
        TypeData::Vector { elem, .. } => scalar_type(ctx, *elem),
        _ => scalar_type(ctx, ty),
    }
}

/// Bytes one scalar occupies in memory (LLVM's allocation size: the store
/// size rounded up to a power of two, so `i65` takes 16 bytes).
pub fn scalar_bytes(s: ScalarType) -> u32 {
    scalar_bits(s).div_ceil(8).max(1).next_power_of_two()
}

/// Bits of a scalar's value (64 for `index`, as the runner lowers it).
pub fn scalar_bits(s: ScalarType) -> u32 {
    match s {
        ScalarType::Int(w) => w,
        ScalarType::Index => 64,
        ScalarType::Float(k) => k.width(),
    }
}
