//! Native casts between native registers, bit for bit as the value
//! library's `cast` (`values/src/value/ops.rs`, `convert.rs`) computes
//! them:
//!
//! - the integer resizes (`extsi`, `extui`, `trunci`, `index_cast[ui]`)
//!   between any widths of 1 to 128 bits: sign extension (for the signed
//!   ones), then the target's type (I64 or I128, [`super::wide`]) and
//!   mask;
//! - `sitofp`/`uitofp` to `f32`/`f64`: the value library rounds the
//!   magnitude once to nearest even and negates it, which is the host's
//!   correctly rounded signed conversion of the sign-extended value; an
//!   unsigned value narrower than 64 bits is a non-negative `i64`, and a
//!   64-bit one takes the host's unsigned conversion;
//! - `fptosi`/`fptoui`: the value library truncates toward zero, NaN
//!   gives 0 and a value out of range saturates to the target's minimum
//!   or maximum (LLVM's `fpto[su]i.sat`); Cranelift's saturating
//!   conversions do that for 64 bits, and a clamp to the narrower range
//!   (saturation composes) finishes it;
//! - `extf` `f32` to `f64` and `truncf` `f64` to `f32`: the host's
//!   conversions, which the value library's `as` casts compile to (NaNs
//!   keep their sign and payload, quieted, the same way);
//! - `bitcast` between equal widths: the bits unchanged.
//!
//! - the same four conversions between `f32`/`f64` and integers of 65 to
//!   128 bits: through the value library's own `cast`, called by address
//!   (`super::wide`, [`Gen::wide_convert`]).
//!
//! - the same on `f16`/`bf16` (`extf`, `truncf`, `sitofp`, `uitofp`,
//!   `fptosi`, `fptoui`; `bitcast` as above): [`super::half`].
//!
//! Anything else (other float kinds, integers wider than 128 bits) runs
//! through the runtime.

use super::compile::{kind_of, Gen, Half, Kind};
use super::half;
use crate::prepare::{Reg, RegType};
use crate::value::ScalarType;
use cranelift_codegen::ir::types::{F32, F64, I32, I64};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Value as CValue};
use rmlir_ir::registry::CastOp;

impl Gen<'_, '_> {
    /// `dst = op(a)` to scalar type `to`, natively when both registers
    /// are native, `to` is `dst`'s kind and the conversion is one of the
    /// module's; `false` (having emitted nothing) otherwise.
    pub(super) fn cast(
        &mut self,
        pc: usize,
        (op, to): (CastOp, ScalarType),
        dst: Reg,
        a: Reg,
    ) -> bool {
        let (Some(ka), Some(kd)) = (self.native(a), self.native(dst)) else {
            return false;
        };
        if kind_of(RegType::Scalar(to)) != Some(kd) || !convertible(op, ka, kd) {
            return false;
        }
        let x = self.get(a);
        let r = self.convert(op, (ka, kd), x);
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// The conversion [`convertible`] accepted.
    pub(super) fn convert(&mut self, op: CastOp, (ka, kd): (Kind, Kind), x: CValue) -> CValue {
        use CastOp::*;
        match (op, ka, kd) {
            (ExtSI | IndexCast | ExtUI | TruncI | IndexCastUI, ..) => {
                let (w, tw) = (ka.int_width(), kd.int_width());
                let (w, tw) = (w.expect("checked"), tw.expect("checked"));
                let signed = matches!(op, ExtSI | IndexCast);
                let r = if signed { self.sext(x, w) } else { x };
                let r = self.retype(r, (w, tw), signed);
                self.mask(r, tw)
            }
            (SIToFP | UIToFP, Kind::Wide(w), k) | (FPToSI | FPToUI, k, Kind::Wide(w)) => {
                self.wide_convert(op, (w, k.ty()), x)
            }
            (ExtF, Kind::Half(h), _) => half::extend(&mut self.b, self.sigs.half, h, kd.ty(), x),
            (TruncF, _, Kind::Half(h)) => half::truncate(&mut self.b, self.sigs.half, h, x),
            (SIToFP | UIToFP, Kind::Int(w), Kind::Half(h)) => {
                let f = self.int_to_float(op == SIToFP, w, Kind::F64, x);
                half::narrow(&mut self.b, h, f)
            }
            (FPToSI | FPToUI, Kind::Half(h), Kind::Int(tw)) => {
                let f = half::widen(&mut self.b, h, x);
                self.float_to_int(op == FPToSI, tw, f)
            }
            (SIToFP | UIToFP, Kind::Int(w), _) => self.int_to_float(op == SIToFP, w, kd, x),
            (FPToSI | FPToUI, _, Kind::Int(tw)) => self.float_to_int(op == FPToSI, tw, x),
            (ExtF, ..) => self.b.ins().fpromote(F64, x),
            (TruncF, ..) => self.b.ins().fdemote(F32, x),
            (Bitcast, ..) => self.reinterpret(ka, kd, x),
            _ => unreachable!("checked by convertible"),
        }
    }

    /// `sitofp`/`uitofp` of a `w`-bit integer to float kind `kd`.
    fn int_to_float(&mut self, signed: bool, w: u32, kd: Kind, x: CValue) -> CValue {
        let ty = if kd == Kind::F32 { F32 } else { F64 };
        if signed {
            let sx = self.sext(x, w);
            self.b.ins().fcvt_from_sint(ty, sx)
        } else if w < 64 {
            self.b.ins().fcvt_from_sint(ty, x)
        } else {
            self.b.ins().fcvt_from_uint(ty, x)
        }
    }

    /// `fptosi`/`fptoui` to `tw` bits, saturating, NaN to 0.
    fn float_to_int(&mut self, signed: bool, tw: u32, x: CValue) -> CValue {
        if !signed {
            let r = self.b.ins().fcvt_to_uint_sat(I64, x);
            if tw >= 64 {
                return r;
            }
            let max = self.b.ins().iconst(I64, ((1u64 << tw) - 1) as i64);
            return self.b.ins().umin(r, max);
        }
        let r = self.b.ins().fcvt_to_sint_sat(I64, x);
        if tw >= 64 {
            return r;
        }
        let max = (1i64 << (tw - 1)) - 1;
        let (lo, hi) = (
            self.b.ins().iconst(I64, -max - 1),
            self.b.ins().iconst(I64, max),
        );
        let r = self.b.ins().smax(r, lo);
        let r = self.b.ins().smin(r, hi);
        self.mask(r, tw)
    }

    /// `bitcast` between kinds of one width: the bits unchanged.
    fn reinterpret(&mut self, ka: Kind, kd: Kind, x: CValue) -> CValue {
        let flags = MemFlagsData::new();
        match (ka, kd) {
            (Kind::Int(_), Kind::F32) => {
                let i = self.b.ins().ireduce(I32, x);
                self.b.ins().bitcast(F32, flags, i)
            }
            (Kind::Int(_), Kind::F64) => self.b.ins().bitcast(F64, flags, x),
            (Kind::F32, Kind::Int(_)) => {
                let i = self.b.ins().bitcast(I32, flags, x);
                self.b.ins().uextend(I64, i)
            }
            (Kind::F64, Kind::Int(_)) => self.b.ins().bitcast(I64, flags, x),
            _ => x,
        }
    }
}

/// Whether [`Gen::convert`] computes `op` from kind `ka` to kind `kd` as
/// the value library does.
pub(super) fn convertible(op: CastOp, ka: Kind, kd: Kind) -> bool {
    use CastOp::*;
    let float = |k| matches!(k, Kind::F32 | Kind::F64);
    match (op, ka, kd) {
        (ExtSI | ExtUI | TruncI | IndexCast | IndexCastUI, a, b) => {
            a.int_width().is_some() && b.int_width().is_some()
        }
        // A half from an integer exact in an `f64` (any, for `f16`).
        (SIToFP | UIToFP, Kind::Int(w), Kind::Half(h)) => h == Half::F16 || w <= 53,
        (FPToSI | FPToUI, Kind::Half(_), Kind::Int(_)) => true,
        (SIToFP | UIToFP, Kind::Int(_) | Kind::Wide(_), k) => float(k),
        (FPToSI | FPToUI, k, Kind::Int(_) | Kind::Wide(_)) => float(k),
        (ExtF, Kind::F32, Kind::F64) | (TruncF, Kind::F64, Kind::F32) => true,
        (ExtF, Kind::Half(_), k) | (TruncF, k, Kind::Half(_)) => float(k),
        (Bitcast, a, b) => width(a) == width(b),
        _ => false,
    }
}

/// A native kind's bit width.
fn width(k: Kind) -> u32 {
    match k {
        Kind::Int(w) | Kind::Wide(w) => w,
        Kind::Half(_) => 16,
        Kind::F32 => 32,
        Kind::F64 => 64,
    }
}
