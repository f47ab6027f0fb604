//! Which loads and stores compiled code runs itself, and the frame slot
//! that holds each one's memref descriptor ([`crate::interp::MemDesc`],
//! then the layout's sizes and strides). Both the function's set-up
//! (`super::compile`) and the inline access (`super::memory`) ask, so
//! the answer sits below both.

use crate::interp::MEM_DESC_SIZE;
use crate::prepare::{Func, Inst, RegType};
use crate::value::ScalarType;
use cranelift_codegen::ir::types::{F32, F64};
use cranelift_codegen::ir::{StackSlot, StackSlotData, StackSlotKind};
use rmlir_ir::types::FloatKind;

/// How compiled code moves one element: its bytes and, for a float, its
/// Cranelift type.
#[derive(Copy, Clone, Debug)]
pub(super) struct Elem {
    /// Bytes (1, 2, 4 or 8).
    pub(super) size: u32,
    /// The float type, or `None` for an integer (`index` included).
    pub(super) float: Option<cranelift_codegen::ir::Type>,
    /// The integer's width (64 for `index`).
    pub(super) width: u32,
}

/// The element compiled code moves for a register of type `t`, if it can.
pub(super) fn elem_of(t: RegType) -> Option<Elem> {
    let RegType::Scalar(s) = t else {
        return None;
    };
    let size = rmlir_values::types::scalar_bytes(s);
    let (float, width) = match s {
        ScalarType::Int(w) if (1..=64).contains(&w) => (None, w),
        ScalarType::Index => (None, 64),
        ScalarType::Float(FloatKind::F32) => (Some(F32), 32),
        ScalarType::Float(FloatKind::F64) => (Some(F64), 64),
        _ => return None,
    };
    matches!(size, 1 | 2 | 4 | 8).then_some(Elem {
        size: size as u32,
        float,
        width,
    })
}

/// Per instruction of the function: the frame slot of its descriptor,
/// when it is a load or store compiled code may run itself.
pub(super) fn desc_slots(
    b: &mut cranelift_frontend::FunctionBuilder<'_>,
    f: &Func,
    inline: bool,
) -> Vec<Option<StackSlot>> {
    (f.code.iter())
        .map(|i| {
            let (r, idx) = match *i {
                Inst::Load { dst, idx, .. } => (dst, idx),
                Inst::Store { val, idx, .. } => (val, idx),
                _ => return None,
            };
            (inline && elem_of(f.reg_types[r as usize]).is_some()).then(|| {
                let bytes = MEM_DESC_SIZE as u32 + 16 * idx.len;
                b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, 3))
            })
        })
        .collect()
}
