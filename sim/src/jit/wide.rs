//! Native integers of 65 to 128 bits: registers held in Cranelift `I128`
//! variables, zero-extended to their width exactly as the interpreter's
//! `Value::I128` holds them, so a register moves between compiled code
//! and the register file unchanged (the runtime's `get`/`get_hi` and
//! `put_wide` entries, [`super::abi`]).
//!
//! [`super::ints`] emits their arithmetic with the same code as for 1 to
//! 64 bits, as the value library's `mid` module computes it; what differs
//! is here:
//!
//! - constants, built from two 64-bit halves ([`Gen::wide_const`]);
//! - the mask to an odd width (i65, i96, i127) and the sign extension
//!   from it, which touch only the high half ([`Gen::wide_mask`],
//!   [`Gen::wide_sext`]);
//! - selects, which pick each half ([`Gen::pick`]);
//! - divisions and remainders (all seven, the ceiling and floor ones
//!   included), which Cranelift's x64 backend does not lower on I128:
//!   they call [`wide_div`], a plain function (no machine, no timing)
//!   that runs the value library's own `mid::binop` on the operands in a
//!   stack slot, so quotients and the fault rule are the interpreter's by
//!   construction. When it reports a fault (a zero divisor, the most
//!   negative number over -1), the instruction takes the interpreter's
//!   path, which reports it; a divisor that is a constant register which
//!   cannot fault has no such path, as at 64 bits and below.
//!
//! - conversions between them and `f32`/`f64` (`sitofp`, `uitofp`,
//!   `fptosi`, `fptoui`), which the x64 backend lowers only from and to
//!   at most 64 bits: they call [`wide_cvt`], a plain function that runs
//!   the value library's own `cast` (the interpreter's `exec` calls the
//!   same), so the rounding of a magnitude past 2^64 to `f32`/`f64`, and
//!   the saturation of a float out of range (NaN to 0), are the
//!   interpreter's by construction. These cannot fault, so they have no
//!   side path and leave a loop memo-eligible.
//!
//! Loads and stores of 65- to 128-bit elements run inline
//! (`super::memory`), the element's 16 bytes as two 64-bit halves; the
//! runtime's `mem` entry moves 64 bits, so one the inline path declines
//! runs through `exec`.

use super::compile::Gen;
use crate::value::fixed::mid;
use crate::value::{Scalar, ScalarType, Value};
use cranelift_codegen::ir::types::{F32, F64, I128, I32, I64};
use cranelift_codegen::ir::{
    InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Type, Value as CValue,
};
use rmlir_ir::registry::{CastOp, IntBinOp};
use rmlir_ir::types::FloatKind;

/// The divisions [`wide_div`] computes, by the index compiled code
/// passes.
const DIVISIONS: [IntBinOp; 7] = [
    IntBinOp::DivU,
    IntBinOp::RemU,
    IntBinOp::DivS,
    IntBinOp::RemS,
    IntBinOp::CeilDivU,
    IntBinOp::CeilDivS,
    IntBinOp::FloorDivS,
];

/// The runtime's `wide_div` entry (a plain function, so compiled code
/// calls it by its address, with no machine to monomorphise it for):
/// `io` holds two 128-bit operands (each
/// low word first); division `DIVISIONS[op]` of them at `width` bits, by
/// the value library's `mid::binop`, goes into the first two words.
/// Returns 0 done, 1 when the division faults (nothing written) or the
/// arguments are not a division and a width of 65 to 128 bits.
extern "C" fn wide_div(io: *mut u64, op: u32, width: u32) -> u32 {
    // SAFETY: compiled code passes a stack slot of four words.
    let io = unsafe { std::slice::from_raw_parts_mut(io, 4) };
    let word = |k: usize| (u128::from(io[k + 1]) << 64) | u128::from(io[k]);
    let (a, b) = (word(0), word(2));
    let Some(&op) = DIVISIONS.get(op as usize) else {
        return 1;
    };
    if !(65..=128).contains(&width) {
        return 1;
    }
    match mid::binop(op, a, b, width) {
        Ok(r) => {
            io[0] = r as u64;
            io[1] = (r >> 64) as u64;
            0
        }
        Err(_) => 1,
    }
}

/// The conversions [`wide_cvt`] computes, by the index compiled code
/// passes divided by 2 (its remainder picks `f32` or `f64`,
/// [`CONVERSION_FLOATS`]).
const CONVERSIONS: [CastOp; 4] = [
    CastOp::SIToFP,
    CastOp::UIToFP,
    CastOp::FPToSI,
    CastOp::FPToUI,
];

/// The float kinds of [`wide_cvt`], by the index's remainder mod 2.
const CONVERSION_FLOATS: [FloatKind; 2] = [FloatKind::F32, FloatKind::F64];

/// The runtime's `wide_cvt` entry (a plain function, as [`wide_div`]):
/// `io` holds two words, a `width`-bit integer (65 to 128; low word
/// first, zero-extended) or a float's bits (in the first word,
/// zero-extended); conversion `CONVERSIONS[op / 2]` to or from float
/// kind `CONVERSION_FLOATS[op % 2]`, by the value library's `cast`, goes
/// into both words the same way. Returns 0 done, 1 (nothing written)
/// when the arguments are not such a conversion, which compiled code
/// never passes ([`Gen::wide_convert`] builds them from a cast
/// `super::casts` accepted, for which `cast` cannot fail).
extern "C" fn wide_cvt(io: *mut u64, op: u32, width: u32) -> u32 {
    // SAFETY: compiled code passes a stack slot of two words.
    let io = unsafe { std::slice::from_raw_parts_mut(io, 2) };
    match convert_wide(op, width, (u128::from(io[1]) << 64) | u128::from(io[0])) {
        Some(r) => {
            io[0] = r as u64;
            io[1] = (r >> 64) as u64;
            0
        }
        None => 1,
    }
}

/// [`wide_cvt`]'s conversion of `x` (bits as there), `None` when the
/// arguments are not one.
fn convert_wide(op: u32, width: u32, x: u128) -> Option<u128> {
    let conv = *CONVERSIONS.get(op as usize / 2)?;
    let kind = CONVERSION_FLOATS[op as usize % 2];
    if !(65..=128).contains(&width) {
        return None;
    }
    let (a, to) = match conv {
        CastOp::SIToFP | CastOp::UIToFP => (Value::int(width, x, false), ScalarType::Float(kind)),
        _ => {
            let f = match kind {
                FloatKind::F32 => Scalar::F32(f32::from_bits(x as u32)),
                _ => Scalar::F64(f64::from_bits(x as u64)),
            };
            (Value::Scalar(f), ScalarType::Int(width))
        }
    };
    match crate::value::cast(conv, &a, to).ok()? {
        Value::Scalar(Scalar::F32(f)) => Some(u128::from(f.to_bits())),
        Value::Scalar(Scalar::F64(f)) => Some(u128::from(f.to_bits())),
        Value::I128 { bits, .. } => Some(bits),
        _ => None,
    }
}

impl Gen<'_, '_> {
    /// `op` (`sitofp`, `uitofp`, `fptosi` or `fptoui`) of `x` between a
    /// `w`-bit integer (65 to 128) and float type `ty` (`F32` or `F64`),
    /// through [`wide_cvt`]; no side path (it cannot fail).
    pub(super) fn wide_convert(&mut self, op: CastOp, (w, ty): (u32, Type), x: CValue) -> CValue {
        // Only these conversions come here; anything else would make
        // `wide_cvt` refuse.
        let k = (CONVERSIONS.iter().position(|&c| c == op)).unwrap_or(CONVERSIONS.len());
        let k = 2 * k + usize::from(ty == F64);
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 4));
        let from_float = matches!(op, CastOp::FPToSI | CastOp::FPToUI);
        let bits = match (from_float, ty) {
            (false, _) => x,
            (true, F32) => {
                let i = self.b.ins().bitcast(I32, MemFlagsData::new(), x);
                self.b.ins().uextend(I128, i)
            }
            (true, _) => {
                let i = self.b.ins().bitcast(I64, MemFlagsData::new(), x);
                self.b.ins().uextend(I128, i)
            }
        };
        self.b.ins().stack_store(I64, bits, slot, 0);
        let at = self.b.ins().stack_addr(I64, slot, 0);
        let (opv, wv) = (
            self.b.ins().iconst(I32, k as i64),
            self.b.ins().iconst(I32, i64::from(w)),
        );
        let entry = wide_cvt as *const () as usize;
        self.rt_call(entry, self.sigs.wide_div, &[at, opv, wv]);
        if from_float {
            return self.b.ins().stack_load(I64, I128, slot, 0);
        }
        let bits = self.b.ins().stack_load(I64, I64, slot, 0);
        match ty {
            F32 => {
                let i = self.b.ins().ireduce(I32, bits);
                self.b.ins().bitcast(F32, MemFlagsData::new(), i)
            }
            _ => self.b.ins().bitcast(F64, MemFlagsData::new(), bits),
        }
    }

    /// A 128-bit constant.
    pub(super) fn wide_const(&mut self, bits: u128) -> CValue {
        let lo = self.b.ins().iconst(I64, bits as u64 as i64);
        let hi = self.b.ins().iconst(I64, (bits >> 64) as u64 as i64);
        self.b.ins().iconcat(lo, hi)
    }

    /// Constant `bits` in the type of a `w`-bit integer register.
    pub(super) fn int_const(&mut self, bits: u128, w: u32) -> CValue {
        if w > 64 {
            return self.wide_const(bits);
        }
        self.b.ins().iconst(I64, bits as u64 as i64)
    }

    /// I128 `x` masked to `w` bits, `64 < w < 128`: the high half's
    /// `w - 64` low bits.
    pub(super) fn wide_mask(&mut self, x: CValue, w: u32) -> CValue {
        let (lo, hi) = self.b.ins().isplit(x);
        let hi = self.b.ins().band_imm_u(hi, ((1u64 << (w - 64)) - 1) as i64);
        self.b.ins().iconcat(lo, hi)
    }

    /// I128 `x` (zero-extended `w` bits, `64 < w < 128`) sign-extended to
    /// 128 bits: the high half's `w - 64` bits sign-extended to 64.
    pub(super) fn wide_sext(&mut self, x: CValue, w: u32) -> CValue {
        let (lo, hi) = self.b.ins().isplit(x);
        let sh = i64::from(128 - w);
        let hi = self.b.ins().ishl_imm_u(hi, sh);
        let hi = self.b.ins().sshr_imm_u(hi, sh);
        self.b.ins().iconcat(lo, hi)
    }

    /// `c ? x : y`, for values of any type. On I128 it selects
    /// each half: Cranelift's mid-end rewrites an I128 `select` of a
    /// compare's own operands to `umax`/`smin` and the like, which its
    /// x64 backend does not lower at 128 bits.
    pub(super) fn pick(&mut self, c: CValue, x: CValue, y: CValue) -> CValue {
        if self.b.func.dfg.value_type(x) != I128 {
            return self.b.ins().select(c, x, y);
        }
        let ((xl, xh), (yl, yh)) = (self.b.ins().isplit(x), self.b.ins().isplit(y));
        let lo = self.b.ins().select(c, xl, yl);
        let hi = self.b.ins().select(c, xh, yh);
        self.b.ins().iconcat(lo, hi)
    }

    /// `x` of width `from` as a value of a `to`-bit register's type
    /// (sign-extended when `signed`), before the mask to `to` bits: a
    /// cast between an I64 and an I128 register.
    pub(super) fn retype(&mut self, x: CValue, (from, to): (u32, u32), signed: bool) -> CValue {
        match (from > 64, to > 64) {
            (false, true) if signed => self.b.ins().sextend(I128, x),
            (false, true) => self.b.ins().uextend(I128, x),
            (true, false) => self.b.ins().ireduce(I64, x),
            _ => x,
        }
    }

    /// Division `op` of `w`-bit (65 to 128) operands `x` and `y` at `pc`,
    /// through [`wide_div`]; unless the divisor is known `safe`, a fault
    /// takes the interpreter's path (a side path), which reports it.
    pub(super) fn wide_divide(
        &mut self,
        pc: usize,
        op: IntBinOp,
        (x, y): (CValue, CValue),
        (w, safe): (u32, bool),
    ) -> CValue {
        // Only divisions come here; anything else would make `wide_div` refuse.
        let k = DIVISIONS
            .iter()
            .position(|&d| d == op)
            .unwrap_or(DIVISIONS.len());
        let data = StackSlotData::new(StackSlotKind::ExplicitSlot, 32, 4);
        let slot = self.b.create_sized_stack_slot(data);
        self.b.ins().stack_store(I64, x, slot, 0);
        self.b.ins().stack_store(I64, y, slot, 16);
        let at = self.b.ins().stack_addr(I64, slot, 0);
        let (opv, wv) = (
            self.b
                .ins()
                .iconst(cranelift_codegen::ir::types::I32, k as i64),
            self.b
                .ins()
                .iconst(cranelift_codegen::ir::types::I32, i64::from(w)),
        );
        let entry = wide_div as *const () as usize;
        let st = self.rt_call(entry, self.sigs.wide_div, &[at, opv, wv]);
        if !safe {
            self.side_path_if(pc, st);
        }
        self.b.ins().stack_load(I64, I128, slot, 0)
    }
}
