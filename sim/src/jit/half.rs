//! Native `f16` and `bf16` registers, bit for bit as the value library
//! computes them (`values/src/value/float.rs`, `ops.rs`, `convert.rs`).
//!
//! # Representation
//! A half register holds its 16 bits zero-extended in an I64, exactly as
//! an `i16` is held ([`super::compile::Kind::Half`]). Loads and stores
//! are then the 2-byte integer moves (`super::memory`), the register
//! file's `get`/`put` pass the bits unchanged, and a memo'd loop's copy
//! and a direct call move it as any integer word; only arithmetic and
//! conversions look inside. (Held as an `f32` instead, every load would
//! widen and every store narrow, and a spill would need the bits back.)
//!
//! # Arithmetic
//! The value library computes `+ - * /` on halves in `f64` and rounds the
//! `f64` result once more, through `f32` rounded to odd and then to the
//! half format to nearest even (`f16_binop`, `bf16_binop`). Rounding to
//! odd at 24 bits and then to nearest at `p <= 22` bits is the correct
//! rounding to nearest of the `f64` value (Boldo and Melquiond; `f32`'s
//! subnormal quantum 2^-149 is finer than `bf16`'s 2^-133, so it holds
//! there too, and a value past `f32`'s range overflows to infinity in
//! both). So compiled code widens both operands to `f64` (exact), runs
//! the host's `f64` operation (as the value library does: the same `f64`),
//! and rounds the result to the half format to nearest even directly
//! ([`narrow`]): the same bits, with no double rounding to argue.
//!
//! A result that is a NaN (an operand's, or one the operation made) goes,
//! in a cold block, to [`half_slow`], a plain function that runs the value
//! library's own `float_binop` on the operands' bits, so which NaN comes
//! out (an operand's payload quieted, or the quiet NaN in force) is the
//! interpreter's by construction. `extf` of a NaN and `truncf` of a NaN
//! take the same way, through the value library's `cast`.
//!
//! # Conversions and the rest
//! - [`widen`]: a half to the `f64` of the same value (exact; a NaN stays
//!   a NaN, whose payload only [`half_slow`] looks at);
//! - [`narrow`]: an `f64` (not a NaN) to the nearest half, ties to even,
//!   subnormals kept, past the greatest finite to infinity: the normal
//!   range by integer rounding of the bits, the subnormal range by one
//!   `f64` addition of a power of two whose ulp is the half's subnormal
//!   quantum (the host's addition rounds to nearest even);
//! - `cmpf`: the value library compares the operands as `f64`s, which
//!   [`widen`] gives exactly;
//! - `negf`, `absf`: the sign bit flipped or cleared (`sign_op`);
//! - `extf` to `f32`/`f64`: [`widen`] (then the exact `f64 -> f32`);
//!   `truncf` from `f32`/`f64`: [`narrow`] (the value library widens to
//!   `f64` and rounds once, `f64_to_f16`);
//! - `sitofp`/`uitofp` to a half: the value library rounds the integer
//!   once to nearest even; the integer in `f64` is exact up to 53 bits,
//!   so [`narrow`] of it is that rounding. For `f16` any 64-bit integer
//!   goes this way: one of magnitude at least 2^53 rounds, in `f64`, to
//!   at least 2^53, and the nearest `f16` of it and of the integer are
//!   both infinity. `bf16` from more than 53 bits runs through the
//!   runtime;
//! - `fptosi`/`fptoui` from a half: [`widen`], then the `f64` conversion
//!   (`super::casts`: truncation, saturation, NaN to 0, as the value
//!   library's on the same `f64`);
//! - `bitcast` to and from `i16` and between the two formats: the bits.
//!
//! `math.fma` on halves, the `math` functions, `maximumf` and the other
//! ops run through the runtime, as do vectors of halves.

use super::compile::{Gen, Half, Kind};
use crate::prepare::Reg;
use crate::value::{FloatPredicate, ScalarType, Value};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types::{F32, F64, I32, I64};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, SigRef, Type, Value as CValue};
use cranelift_frontend::FunctionBuilder;
use rmlir_ir::registry::{CastOp, FloatBinOp, UnaryOp};
use rmlir_ir::types::FloatKind;

/// The float kinds [`half_slow`] knows, by the code compiled code passes.
const KINDS: [FloatKind; 4] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
];

/// The binary ops compiled code computes on halves, by the index it
/// passes to [`half_slow`]; the next two indices are `extf` and `truncf`.
const BINOPS: [FloatBinOp; 4] = [
    FloatBinOp::Add,
    FloatBinOp::Sub,
    FloatBinOp::Mul,
    FloatBinOp::Div,
];

/// [`half_slow`]'s index of `extf`.
const EXT: u32 = BINOPS.len() as u32;
/// [`half_slow`]'s index of `truncf`.
const TRUNC: u32 = EXT + 1;

/// The code [`half_slow`] takes: what (an index of [`BINOPS`], [`EXT`] or
/// [`TRUNC`]), and the operands' and the result's kinds.
fn slow_code(what: u32, from: FloatKind, to: FloatKind) -> i64 {
    let k = |f: FloatKind| KINDS.iter().position(|&x| x == f).unwrap_or(KINDS.len()) as u32;
    i64::from(what | k(from) << 8 | k(to) << 12)
}

/// The way compiled code computes an op on halves whose result is a NaN
/// (a plain function, called by its address, as `super::wide`'s): op
/// `code` ([`slow_code`]) on the operands' bits `a` and `b` (`b` unused
/// by a cast), by the value library's `float_binop` or `cast`; the
/// result's bits. 0 for a code compiled code never passes.
extern "C" fn half_slow(code: u32, a: u64, b: u64) -> u64 {
    slow(code, a, b).unwrap_or(0)
}

/// [`half_slow`]'s answer, `None` for a code it does not know.
fn slow(code: u32, a: u64, b: u64) -> Option<u64> {
    let (what, from, to) = (code & 0xff, (code >> 8) & 15, (code >> 12) & 15);
    let (from, to) = (*KINDS.get(from as usize)?, *KINDS.get(to as usize)?);
    let x = Value::float_from_bits(from, u128::from(a)).ok()?;
    let r = match (BINOPS.get(what as usize), what) {
        (Some(&op), _) => {
            let y = Value::float_from_bits(from, u128::from(b)).ok()?;
            crate::value::float_binop(op, &x, &y)
        }
        (None, EXT) => crate::value::cast(CastOp::ExtF, &x, ScalarType::Float(to)),
        (None, TRUNC) => crate::value::cast(CastOp::TruncF, &x, ScalarType::Float(to)),
        _ => return None,
    };
    match r.ok()? {
        Value::Scalar(s) => s.float_bits().map(|b| b as u64),
        _ => None,
    }
}

/// The `f64` of half `x` (its bits in an I64): exact, a NaN staying a NaN.
pub(super) fn widen(b: &mut FunctionBuilder<'_>, h: Half, x: CValue) -> CValue {
    let flags = MemFlagsData::new();
    if h == Half::BF16 {
        // A `bf16` is the upper half of the `f32` of the same value.
        let s = b.ins().ishl_imm_s(x, 16);
        let i = b.ins().ireduce(I32, s);
        let f = b.ins().bitcast(F32, flags, i);
        return b.ins().fpromote(F64, f);
    }
    // The magnitude's bits moved to the top of an `f64`'s fraction read as
    // 2^-1008 times the value (a subnormal `f16` as a subnormal `f64`),
    // which one exact multiplication scales; infinity and NaN keep their
    // fraction under `f64`'s all-ones exponent.
    let m = b.ins().band_imm_s(x, 0x7fff);
    let top = b.ins().ishl_imm_s(m, 42);
    let f = b.ins().bitcast(F64, flags, top);
    let scale = b.ins().f64const(f64::from_bits((1023 + 1008) << 52));
    let v = b.ins().fmul(f, scale);
    let v = b.ins().bitcast(I64, flags, v);
    let special = b.ins().bor_imm_s(top, 0x7ff0_0000_0000_0000);
    let is_special = b
        .ins()
        .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, m, 0x7c00);
    let mag = b.ins().select(is_special, special, v);
    let sign = b.ins().band_imm_s(x, 0x8000);
    let sign = b.ins().ishl_imm_s(sign, 48);
    let r = b.ins().bor(mag, sign);
    b.ins().bitcast(F64, flags, r)
}

/// The half nearest to `f64` `x` (not a NaN), ties to even, as its bits
/// in an I64 (see the module doc).
pub(super) fn narrow(b: &mut FunctionBuilder<'_>, h: Half, x: CValue) -> CValue {
    let flags = MemFlagsData::new();
    let (frac, bias) = (h.frac(), h.bias());
    let shift = 52 - frac;
    let u = b.ins().bitcast(I64, flags, x);
    let a = b.ins().band_imm_s(u, i64::MAX);
    // Below the least normal half: the sum with 2^(53 - bias - frac), the
    // power of two whose ulp is the subnormal quantum 2^(1 - bias - frac),
    // rounds `a` to that quantum; its bits past the power's count quanta
    // (the least normal half's bits when it rounds up to it).
    let magic_bits = (1023 + 1 - bias - i64::from(frac) + 52) << 52;
    let af = b.ins().bitcast(F64, flags, a);
    let magic = b.ins().f64const(f64::from_bits(magic_bits as u64));
    let s = b.ins().fadd(af, magic);
    let s = b.ins().bitcast(I64, flags, s);
    let sub = b.ins().iadd_imm_s(s, -magic_bits);
    // A normal half: the exponent rebiased and the fraction rounded to
    // nearest even by adding just under half an ulp plus the kept bit's
    // parity (a carry into the exponent is right, up to infinity).
    let kept = b.ins().ushr_imm_s(a, i64::from(shift));
    let odd = b.ins().band_imm_s(kept, 1);
    let t = b
        .ins()
        .iadd_imm_s(a, -((1023 - bias) << 52) + (1i64 << (shift - 1)) - 1);
    let t = b.ins().iadd(t, odd);
    let norm = b.ins().ushr_imm_s(t, i64::from(shift));
    let least_normal = (1023 + 1 - bias) << 52;
    let is_sub = b.ins().icmp_imm_s(IntCC::UnsignedLessThan, a, least_normal);
    let r = b.ins().select(is_sub, sub, norm);
    // 2^(bias + 1) and above overflow whatever the rounding.
    let over = b.ins().icmp_imm_s(
        IntCC::UnsignedGreaterThanOrEqual,
        a,
        (1023 + bias + 1) << 52,
    );
    let inf = b.ins().iconst(I64, h.inf());
    let r = b.ins().select(over, inf, r);
    let sign = b.ins().ushr_imm_s(u, 63);
    let sign = b.ins().ishl_imm_s(sign, 15);
    b.ins().bor(r, sign)
}

/// `fast` (of type I64, F32 or F64), unless `nan_of` (an `f64`) is a NaN:
/// then, in a cold block, the value library's answer through
/// [`half_slow`] for `code` on bits `a` and `b`, of `fast`'s type.
fn unless_nan(
    b: &mut FunctionBuilder<'_>,
    sig: SigRef,
    (nan_of, fast): (CValue, CValue),
    (code, x, y): (i64, CValue, CValue),
) -> CValue {
    let is_nan = b.ins().fcmp(FloatCC::Unordered, nan_of, nan_of);
    let (slow, join) = (b.create_block(), b.create_block());
    b.set_cold_block(slow);
    let ty = b.func.dfg.value_type(fast);
    let out = b.append_block_param(join, ty);
    b.ins().brif(is_nan, slow, &[], join, &[fast.into()]);
    b.seal_block(slow);
    b.switch_to_block(slow);
    let code = b.ins().iconst(I32, code);
    let callee = b.ins().iconst(I64, half_slow as *const () as usize as i64);
    let call = b.ins().call_indirect(sig, callee, &[code, x, y]);
    let bits = b.inst_results(call)[0];
    let flags = MemFlagsData::new();
    let r = match ty {
        F32 => {
            let i = b.ins().ireduce(I32, bits);
            b.ins().bitcast(F32, flags, i)
        }
        F64 => b.ins().bitcast(F64, flags, bits),
        _ => bits,
    };
    b.ins().jump(join, &[r.into()]);
    b.seal_block(join);
    b.switch_to_block(join);
    out
}

/// `x op y` on two halves of format `h` (bits in I64s), `op` the index of
/// one of [`BINOPS`]: the `f64` operation rounded once ([`narrow`]), a
/// NaN through [`half_slow`].
pub(super) fn binop(
    b: &mut FunctionBuilder<'_>,
    sig: SigRef,
    (h, op): (Half, usize),
    x: CValue,
    y: CValue,
) -> CValue {
    let (fx, fy) = (widen(b, h, x), widen(b, h, y));
    let r = match BINOPS[op] {
        FloatBinOp::Add => b.ins().fadd(fx, fy),
        FloatBinOp::Sub => b.ins().fsub(fx, fy),
        FloatBinOp::Mul => b.ins().fmul(fx, fy),
        _ => b.ins().fdiv(fx, fy),
    };
    let fast = narrow(b, h, r);
    let k = h.float_kind();
    let code = slow_code(op as u32, k, k);
    unless_nan(b, sig, (r, fast), (code, x, y))
}

/// `extf` of half `x` to `to` (`F32` or `F64`).
pub(super) fn extend(
    b: &mut FunctionBuilder<'_>,
    sig: SigRef,
    h: Half,
    to: Type,
    x: CValue,
) -> CValue {
    let w = widen(b, h, x);
    let (fast, kind) = match to {
        F32 => (b.ins().fdemote(F32, w), FloatKind::F32),
        _ => (w, FloatKind::F64),
    };
    let code = slow_code(EXT, h.float_kind(), kind);
    unless_nan(b, sig, (w, fast), (code, x, x))
}

/// `truncf` of `x` (an `F32` or `F64`) to half format `h`.
pub(super) fn truncate(b: &mut FunctionBuilder<'_>, sig: SigRef, h: Half, x: CValue) -> CValue {
    let flags = MemFlagsData::new();
    let (w, bits, kind) = match b.func.dfg.value_type(x) {
        F32 => {
            let i = b.ins().bitcast(I32, flags, x);
            let bits = b.ins().uextend(I64, i);
            (b.ins().fpromote(F64, x), bits, FloatKind::F32)
        }
        _ => (x, b.ins().bitcast(I64, flags, x), FloatKind::F64),
    };
    let fast = narrow(b, h, w);
    let code = slow_code(TRUNC, kind, h.float_kind());
    unless_nan(b, sig, (w, fast), (code, bits, bits))
}

/// `negf x` or `absf x` on a half's bits; `None` for another op.
pub(super) fn sign(b: &mut FunctionBuilder<'_>, op: UnaryOp, x: CValue) -> Option<CValue> {
    match op {
        UnaryOp::NegF => Some(b.ins().bxor_imm_s(x, 0x8000)),
        UnaryOp::AbsF => Some(b.ins().band_imm_s(x, 0x7fff)),
        _ => None,
    }
}

impl Gen<'_, '_> {
    /// The common half format of registers `rs`, all native.
    fn half_kind(&self, rs: &[Reg]) -> Option<Half> {
        let Some(Kind::Half(h)) = self.native(*rs.first()?) else {
            return None;
        };
        rs.iter()
            .all(|&r| self.native(r) == Some(Kind::Half(h)))
            .then_some(h)
    }

    /// `dst = a op b` on halves of one format, natively for `+ - * /`;
    /// `false` (having emitted nothing) otherwise.
    pub(super) fn half_bin(
        &mut self,
        pc: usize,
        op: FloatBinOp,
        (dst, a, b): (Reg, Reg, Reg),
    ) -> bool {
        let (Some(h), Some(i)) = (
            self.half_kind(&[dst, a, b]),
            BINOPS.iter().position(|&o| o == op),
        ) else {
            return false;
        };
        let (x, y) = (self.get(a), self.get(b));
        let r = binop(&mut self.b, self.sigs.half, (h, i), x, y);
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// `dst = cmpf pred, a, b` on halves of one format, compared as the
    /// `f64`s of their values.
    pub(super) fn half_cmpf(
        &mut self,
        pc: usize,
        pred: FloatPredicate,
        (dst, a, b): (Reg, Reg, Reg),
    ) -> bool {
        let Some(h) = self.half_kind(&[a, b]) else {
            return false;
        };
        if self.native(dst) != Some(Kind::Int(1)) {
            return false;
        }
        let (x, y) = (self.get(a), self.get(b));
        let (x, y) = (widen(&mut self.b, h, x), widen(&mut self.b, h, y));
        let r = self.cmpf_lane(pred, x, y);
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }

    /// `dst = negf a` or `absf a` on a half; `false` for another op.
    pub(super) fn half_sign(&mut self, pc: usize, op: UnaryOp, dst: Reg, a: Reg) -> bool {
        if self.half_kind(&[dst, a]).is_none() {
            return false;
        }
        let x = self.get(a);
        let Some(r) = sign(&mut self.b, op, x) else {
            return false;
        };
        self.set(dst, r);
        self.issue_then(pc, self.blocks[pc + 1]);
        true
    }
}

#[cfg(test)]
mod tests {
    //! The emitters compiled alone, each into a function of two 64-bit
    //! words, against the value library on every half (unary) and on
    //! every pair of a set of hard operands plus a large random sample
    //! (binary).

    use super::*;
    use crate::value::{FloatPredicate, Scalar};
    use cranelift_codegen::ir::AbiParam;
    use cranelift_codegen::settings::{self, Configurable};
    use cranelift_frontend::FunctionBuilderContext;
    use cranelift_jit::{JITBuilder, JITModule};
    use cranelift_module::{Linkage, Module};

    type Code = extern "C" fn(u64, u64) -> u64;

    /// Compiles `body` (two I64 arguments to an I64 result).
    fn compile(
        body: impl FnOnce(&mut FunctionBuilder<'_>, SigRef, CValue, CValue) -> CValue,
    ) -> Code {
        let mut flags = settings::builder();
        flags.set("opt_level", "speed").expect("a setting");
        flags.set("is_pic", "false").expect("a setting");
        let isa = (cranelift_native::builder().expect("a host backend"))
            .finish(settings::Flags::new(flags))
            .expect("an isa");
        let (cc, config) = (isa.default_call_conv(), isa.frontend_config());
        let mut module = JITModule::new(JITBuilder::with_isa(
            isa,
            cranelift_module::default_libcall_names(),
        ));
        let mut cx = module.make_context();
        let sig = &mut cx.func.signature;
        sig.params.extend([AbiParam::new(I64), AbiParam::new(I64)]);
        sig.returns.push(AbiParam::new(I64));
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut cx.func, &mut fctx);
        let slow = b.import_signature(crate::jit::compile::half_signature(cc));
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        b.seal_block(entry);
        let (x, y) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let r = body(&mut b, slow, x, y);
        b.ins().return_(&[r]);
        b.finalize(config);
        let id =
            (module.declare_function("t", Linkage::Local, &cx.func.signature)).expect("declared");
        module.define_function(id, &mut cx).expect("compiled");
        module.finalize_definitions().expect("finalized");
        let code = module.get_finalized_function(id);
        // The code lives as long as the module: for the whole test run.
        std::mem::forget(module);
        // SAFETY: `code` is a function of the signature built above.
        unsafe { std::mem::transmute::<*const u8, Code>(code) }
    }

    /// A float's bits as an I64, for a result of type F32 or F64.
    fn to_bits(b: &mut FunctionBuilder<'_>, x: CValue) -> CValue {
        let flags = MemFlagsData::new();
        match b.func.dfg.value_type(x) {
            F32 => {
                let i = b.ins().bitcast(I32, flags, x);
                b.ins().uextend(I64, i)
            }
            F64 => b.ins().bitcast(I64, flags, x),
            _ => x,
        }
    }

    /// A float of `kind` from its bits, as a value.
    fn val(kind: FloatKind, bits: u64) -> Value {
        Value::float_from_bits(kind, u128::from(bits)).expect("a float kind")
    }

    /// A scalar value's bits.
    fn bits(v: Value) -> u64 {
        match v {
            Value::Scalar(s) => s.float_bits().expect("a float") as u64,
            _ => panic!("not a scalar: {v:?}"),
        }
    }

    const FORMATS: [Half; 2] = [Half::F16, Half::BF16];

    /// Operands that reach every path of the rounding: zeros, the least
    /// and greatest subnormals, the least normal, one and its neighbours,
    /// the greatest finite, infinities, quiet and signalling NaNs with
    /// payloads, each with both signs.
    fn hard(h: Half) -> Vec<u64> {
        let (frac, inf) = (h.frac(), h.inf() as u64);
        let one = (h.bias() as u64) << frac;
        let mut v = vec![
            0,
            1,
            2,
            3,
            (1 << frac) - 1,
            1 << frac,
            (1 << frac) + 1,
            one - 1,
            one,
            one + 1,
            one + (1 << (frac - 1)),
            inf - 1,
            inf - 2,
            inf,
            inf + 1,
            inf | 1 << (frac - 1),
            inf | 1 << (frac - 1) | 5,
            0x3555 & (inf | (inf - 1)),
        ];
        let neg: Vec<u64> = v.iter().map(|x| x | 0x8000).collect();
        v.extend(neg);
        v
    }

    /// A xorshift generator of operands, a third of them hard ones.
    fn sample(h: Half, n: usize) -> Vec<(u64, u64)> {
        let (mut r, hard) = (0x9e37_79b9_7f4a_7c15u64, hard(h));
        let mut next = move || {
            r ^= r << 13;
            r ^= r >> 7;
            r ^= r << 17;
            r
        };
        let one = move |r: u64| match r % 3 {
            0 => hard[(r >> 8) as usize % hard.len()],
            _ => (r >> 16) & 0xffff,
        };
        (0..n).map(|_| (one(next()), one(next()))).collect()
    }

    #[test]
    fn arithmetic_equals_the_value_library_on_hard_and_random_operands() {
        for h in FORMATS {
            let k = h.float_kind();
            let mut pairs = sample(h, 500_000);
            let hard = hard(h);
            pairs.extend(hard.iter().flat_map(|&x| hard.iter().map(move |&y| (x, y))));
            for (i, &op) in BINOPS.iter().enumerate() {
                let code = compile(|b, sig, x, y| binop(b, sig, (h, i), x, y));
                for &(x, y) in &pairs {
                    let want =
                        bits(crate::value::float_binop(op, &val(k, x), &val(k, y)).expect("op"));
                    assert_eq!(code(x, y), want, "{h:?} {op:?} {x:#06x} {y:#06x}");
                }
            }
        }
    }

    #[test]
    fn every_half_widens_extends_and_flips_its_sign_as_the_value_library_does() {
        for h in FORMATS {
            let k = h.float_kind();
            let wide = compile(|b, _, x, _| {
                let w = widen(b, h, x);
                to_bits(b, w)
            });
            let ext32 = compile(|b, sig, x, _| {
                let r = extend(b, sig, h, F32, x);
                to_bits(b, r)
            });
            let ext64 = compile(|b, sig, x, _| {
                let r = extend(b, sig, h, F64, x);
                to_bits(b, r)
            });
            let neg = compile(|b, _, x, _| sign(b, UnaryOp::NegF, x).expect("negf"));
            let abs = compile(|b, _, x, _| sign(b, UnaryOp::AbsF, x).expect("absf"));
            for x in 0..=0xffffu64 {
                let v = val(k, x);
                let Value::Scalar(s) = v else { unreachable!() };
                let f = s.as_f64().expect("a float");
                let w = f64::from_bits(wide(x, 0));
                assert!(
                    w == f && w.is_sign_negative() == f.is_sign_negative()
                        || w.is_nan() && f.is_nan(),
                    "{h:?} {x:#06x}"
                );
                for (code, to) in [(ext32, FloatKind::F32), (ext64, FloatKind::F64)] {
                    let want = bits(
                        crate::value::cast(CastOp::ExtF, &v, ScalarType::Float(to)).expect("extf"),
                    );
                    assert_eq!(code(x, 0), want, "{h:?} extf {x:#06x} to {to:?}");
                }
                for (code, op) in [(neg, UnaryOp::NegF), (abs, UnaryOp::AbsF)] {
                    let want = bits(crate::value::unary(op, &v).expect("sign op"));
                    assert_eq!(code(x, 0), want, "{h:?} {op:?} {x:#06x}");
                }
            }
        }
    }

    #[test]
    fn truncation_rounds_ties_and_their_neighbours_as_the_value_library_does() {
        for h in FORMATS {
            let k = h.float_kind();
            let t64 = compile(|b, sig, x, _| {
                let flags = MemFlagsData::new();
                let f = b.ins().bitcast(F64, flags, x);
                truncate(b, sig, h, f)
            });
            let t32 = compile(|b, sig, x, _| {
                let flags = MemFlagsData::new();
                let i = b.ins().ireduce(I32, x);
                let f = b.ins().bitcast(F32, flags, i);
                truncate(b, sig, h, f)
            });
            let value = |x: u64| match val(k, x) {
                Value::Scalar(s) => s.as_f64().expect("a float"),
                _ => unreachable!(),
            };
            // Every finite half, the midpoints to its successor and the
            // `f64`s and `f32`s either side of each, and NaNs.
            let mut xs: Vec<f64> = vec![
                f64::NAN,
                -f64::NAN,
                f64::from_bits(0x7ff0_0000_0000_0001),
                1e300,
                -1e-300,
                5e-324,
            ];
            for x in 0..0x7fffu64 {
                let (a, c) = (value(x), value(x + 1));
                if !a.is_finite() || c.is_nan() {
                    continue;
                }
                let m = if c.is_infinite() {
                    a + (a - value(x - 1)) / 2.0
                } else {
                    (a + c) / 2.0
                };
                for y in [
                    a,
                    m,
                    m.next_up(),
                    m.next_down(),
                    (m as f32).next_up() as f64,
                    (m as f32).next_down() as f64,
                ] {
                    xs.extend([y, -y]);
                }
            }
            for y in xs {
                let want = bits(
                    crate::value::cast(
                        CastOp::TruncF,
                        &Scalar::F64(y).into(),
                        ScalarType::Float(k),
                    )
                    .expect("truncf"),
                );
                assert_eq!(
                    t64(y.to_bits(), 0),
                    want,
                    "{h:?} truncf {y:e} ({:#x})",
                    y.to_bits()
                );
                let z = y as f32;
                let want = bits(
                    crate::value::cast(
                        CastOp::TruncF,
                        &Scalar::F32(z).into(),
                        ScalarType::Float(k),
                    )
                    .expect("truncf"),
                );
                assert_eq!(t32(u64::from(z.to_bits()), 0), want, "{h:?} truncf {z:e}");
            }
        }
    }

    #[test]
    fn comparisons_of_widened_halves_answer_as_the_value_library_does() {
        for h in FORMATS {
            let k = h.float_kind();
            let hard = hard(h);
            let code = compile(|b, _, x, y| {
                let (x, y) = (widen(b, h, x), widen(b, h, y));
                let lt = b.ins().fcmp(FloatCC::LessThan, x, y);
                let eq = b.ins().fcmp(FloatCC::Equal, x, y);
                let uno = b.ins().fcmp(FloatCC::Unordered, x, y);
                let (lt, eq, uno) = (
                    b.ins().uextend(I64, lt),
                    b.ins().uextend(I64, eq),
                    b.ins().uextend(I64, uno),
                );
                let eq = b.ins().ishl_imm_s(eq, 1);
                let uno = b.ins().ishl_imm_s(uno, 2);
                let r = b.ins().bor(lt, eq);
                b.ins().bor(r, uno)
            });
            for &x in &hard {
                for &y in &hard {
                    let p = |pred| {
                        crate::value::float_cmp(pred, &val(k, x), &val(k, y)).expect("cmpf")
                            == Scalar::bool(true).into()
                    };
                    let want = u64::from(p(FloatPredicate::Olt))
                        | u64::from(p(FloatPredicate::Oeq)) << 1
                        | u64::from(p(FloatPredicate::Uno)) << 2;
                    assert_eq!(code(x, y), want, "{h:?} {x:#06x} {y:#06x}");
                }
            }
        }
    }

    #[test]
    fn integers_round_to_the_nearest_half_as_the_value_library_rounds_them() {
        for h in FORMATS {
            let k = h.float_kind();
            let code = compile(|b, _, x, _| {
                let f = b.ins().fcvt_from_sint(F64, x);
                narrow(b, h, f)
            });
            // `f16` from any `i64`; `bf16` from at most 53 bits (`casts`).
            let bits_max = if h == Half::F16 { 64 } else { 53 };
            let mut r = 0x2545_f491_4f6c_dd1du64;
            for n in 0..100_000u64 {
                r ^= r << 13;
                r ^= r >> 7;
                r ^= r << 17;
                let w = 1 + (n % bits_max);
                let x = ((r << (64 - w)) as i64) >> (64 - w);
                let v = Value::int(64, x as u64 as u128, false);
                let want = bits(
                    crate::value::cast(CastOp::SIToFP, &v, ScalarType::Float(k)).expect("sitofp"),
                );
                assert_eq!(code(x as u64, 0), want, "{h:?} sitofp {x}");
            }
        }
    }
}
