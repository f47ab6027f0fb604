//! Which loads and stores compiled code runs itself, and the frame slot
//! that holds each one's memref descriptor ([`crate::interp::MemDesc`],
//! then the layout's sizes and strides). Both the function's set-up
//! (`super::compile`) and the inline access (`super::memory`) ask, so
//! the answer sits below both.

use crate::interp::MEM_DESC_SIZE;
use crate::prepare::{Func, Inst, RegType};
use crate::value::ScalarType;
use cranelift_codegen::ir::types::{F32, F64, I128, I64};
use cranelift_codegen::ir::{StackSlot, StackSlotData, StackSlotKind, Type, Value as CValue};
use rmlir_ir::types::FloatKind;

/// How compiled code moves one element: its bytes and, for a float, its
/// Cranelift type.
#[derive(Copy, Clone, Debug)]
pub(super) struct Elem {
    /// Bytes (1, 2, 4 or 8; 16 for an integer of 65 to 128 bits, as
    /// LLVM's allocation size rounds it up).
    pub(super) size: u32,
    /// The float type, or `None` for an integer (`index` included) and a
    /// half (moved as its bits).
    pub(super) float: Option<Type>,
    /// The integer's width (64 for `index`; 16 for a half, held as its
    /// bits).
    pub(super) width: u32,
}

impl Elem {
    /// The Cranelift type of a register holding the element: the float's,
    /// `I128` for an integer of 65 to 128 bits ([`super::wide`]), else
    /// `I64`.
    pub(super) fn ty(self) -> Type {
        match (self.float, self.width) {
            (Some(t), _) => t,
            (None, 65..) => I128,
            (None, _) => I64,
        }
    }
}

/// The element compiled code moves for a register of type `t`, if it can.
pub(super) fn elem_of(t: RegType) -> Option<Elem> {
    let RegType::Scalar(s) = t else {
        return None;
    };
    let size = rmlir_values::types::scalar_bytes(s);
    let (float, width) = match s {
        ScalarType::Int(w) if (1..=128).contains(&w) => (None, w),
        ScalarType::Index => (None, 64),
        ScalarType::Float(FloatKind::F32) => (Some(F32), 32),
        ScalarType::Float(FloatKind::F64) => (Some(F64), 64),
        // A half moves as its 16 bits, as its register holds it
        // (`super::half`).
        ScalarType::Float(FloatKind::F16 | FloatKind::BF16) => (None, 16),
        _ => return None,
    };
    matches!(size, 1 | 2 | 4 | 8 | 16).then_some(Elem {
        size: size as u32,
        float,
        width,
    })
}

/// Per instruction of the function: the frame slot of its descriptor,
/// when it is a load or store compiled code may run itself: a
/// [`crate::interp::MemDesc`], the layout's size and stride per index,
/// and a word the runtime's `desc` entry sets to [`covered`]'s answer.
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
            (inline && elem_of(f.reg_types[r as usize]).is_some()).then(|| desc_slot(b, idx.len))
        })
        .collect()
}

/// A frame slot for the descriptor of an access of `rank` indices: the
/// [`crate::interp::MemDesc`], the sizes and strides, then the `covered`
/// word.
pub(super) fn desc_slot(b: &mut cranelift_frontend::FunctionBuilder<'_>, rank: u32) -> StackSlot {
    let bytes = MEM_DESC_SIZE as u32 + 16 * rank + 8;
    b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, 3))
}

/// [`covered`]'s answer when every access with its indices within their
/// sizes needs no other check of the descriptor's.
pub(super) const COVERED: i64 = 1;

/// [`covered`]'s answer when such an access needs only the check that it
/// misses the byte ranges of the transfers in flight the descriptor names
/// (which the affine proof makes for a whole loop, `super::affine`).
pub(super) const COVERED_BUT_TRANSFERS: i64 = 2;

/// Whether descriptor `d` (its sizes and strides in `dims`) lets every
/// access with each index within its size run inline with no other check
/// of the descriptor's ([`COVERED`]): it is filled for compiled code
/// (`ok`), names no transfer in flight, and every such index puts the
/// element within the buffer (the layout's least and greatest element
/// offset, in exact arithmetic, lie in `0..elems`). Compiled code then
/// skips those checks, which would all pass (`super::memory`). With
/// transfers in flight and the rest holding, [`COVERED_BUT_TRANSFERS`];
/// else 0.
pub(super) fn covered(d: &crate::interp::MemDesc, dims: &[i64]) -> i64 {
    if d.ok == 0 || !within(d, dims) {
        return 0;
    }
    match d.nbusy {
        0 => COVERED,
        _ => COVERED_BUT_TRANSFERS,
    }
}

/// Whether every index within its size puts the element within `d`'s
/// buffer.
fn within(d: &crate::interp::MemDesc, dims: &[i64]) -> bool {
    let (mut lo, mut hi) = (d.offset as i128, d.offset as i128);
    for ns in dims.chunks_exact(2) {
        let (n, s) = (ns[0], ns[1]);
        if n <= 0 {
            // No index is within its size: the bounds check declines.
            return false;
        }
        let span = (n as i128 - 1) * s as i128;
        let next = if span < 0 {
            lo.checked_add(span).map(|l| (l, hi))
        } else {
            hi.checked_add(span).map(|h| (lo, h))
        };
        let Some(next) = next else {
            return false;
        };
        (lo, hi) = next;
    }
    lo >= 0 && hi < d.elems as i128
}

/// The fields of a filled descriptor compiled code uses, as values.
#[derive(Clone, Debug)]
pub(super) struct DescFields {
    /// The descriptor's address (its transfer ranges are read from it).
    pub(super) d: CValue,
    pub(super) ok: CValue,
    pub(super) offset: CValue,
    /// Per index: its size and stride.
    pub(super) dims: Vec<(CValue, CValue)>,
    pub(super) elems: CValue,
    pub(super) nbusy: CValue,
    pub(super) base: CValue,
    pub(super) data: CValue,
    /// The space's bank shift, id and bank mask.
    pub(super) shift: CValue,
    pub(super) id: CValue,
    pub(super) mask: CValue,
    /// The runtime's [`covered`] answer (not 0: yes).
    pub(super) covered: CValue,
}
