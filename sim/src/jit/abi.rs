//! The runtime ABI compiled code calls: `extern "C"` entries taking the
//! running call's [`Ctx`], each a thin shim over one interpreter method of
//! `interp::tier`, so every event reaches the runtime and the timing model
//! through the interpreter's own code path.
//!
//! | entry | arguments | returns | does |
//! |---|---|---|---|
//! | `issue` | ctx, pc | 0, or 1 on a fault | reports natively run instruction `pc` (`Machine::issue`), then the cycle limit |
//! | `exec` | ctx, pc | 0 next, 1 returned, 2 fault, `3 + to` jump | runs instruction `pc` through the interpreter (memory, DMA, alloc, print, target ops, calls, returns, and anything not computed natively) |
//! | `get` | ctx, reg | 64 bits | reads a native register from the frame's register file |
//! | `put` | ctx, reg, bits | — | writes a native register to the frame's register file |
//! | `fbin` | op, kind, a, b | bits | an `f32`/`f64` binary op through the value library (its NaN rules) |
//! | `fell` | ctx | 1 | the fault of running off a function's end |
//!
//! A fault is left in [`Ctx::fault`] and the compiled function returns 1;
//! its return values, when it was the entry, are left in [`Ctx::ret`].

use crate::interp::{Machine, Step};
use crate::runtime::fault::Fault;
use crate::runtime::Slot;
use crate::timing::TraceSink;
use crate::value::{float_binop_scalar, Scalar};
use rmlir_ir::registry::FloatBinOp;
use std::ffi::c_void;

/// The state of one call of compiled code; compiled code only passes its
/// address along and bumps `steps` (at offset 8).
#[repr(C)]
pub struct Ctx {
    /// The machine (`Machine<'_, S>`), type-erased.
    pub m: *mut c_void,
    /// Instructions the compiled code ran.
    pub steps: u64,
    /// The fault that stopped the call.
    pub fault: Option<Fault>,
    /// The results, when the function was the run's entry.
    pub ret: Option<Vec<Slot>>,
}

/// Byte offset of [`Ctx::steps`].
pub const STEPS_OFFSET: i32 = 8;

/// Status of `exec`: go on with the next instruction.
pub const NEXT: u32 = 0;
/// Status of `exec`: the function returned.
pub const RETURNED: u32 = 1;
/// Status of `exec` (and `issue` returns 1): a fault.
pub const FAULT: u32 = 2;
/// Status of `exec` for a jump to `to`: `JUMP + to`.
pub const JUMP: u32 = 3;

/// The float ops `fbin` takes, by index.
pub const FLOAT_OPS: [FloatBinOp; 4] = [
    FloatBinOp::Add,
    FloatBinOp::Sub,
    FloatBinOp::Mul,
    FloatBinOp::Div,
];

/// The machine behind a context.
///
/// # Safety
/// `ctx` comes from [`enter`], whose machine outlives the call.
unsafe fn machine<'c, S: TraceSink>(ctx: *mut Ctx) -> (&'c mut Ctx, &'c mut Machine<'c, S>) {
    let c = &mut *ctx;
    let m = &mut *(c.m as *mut Machine<'c, S>);
    (c, m)
}

/// `issue`: see the module table.
extern "C" fn issue<S: TraceSink>(ctx: *mut Ctx, pc: u32) -> u32 {
    // SAFETY: called by compiled code with the context `enter` made.
    let (c, m) = unsafe { machine::<S>(ctx) };
    match m.tier_issue(pc as usize) {
        Ok(()) => 0,
        Err(f) => {
            c.fault = Some(f);
            1
        }
    }
}

/// `exec`: see the module table.
extern "C" fn exec<S: TraceSink>(ctx: *mut Ctx, pc: u32) -> u32 {
    // SAFETY: as for `issue`.
    let (c, m) = unsafe { machine::<S>(ctx) };
    match m.tier_exec(pc as usize) {
        Ok(Step::Next) => NEXT,
        Ok(Step::Jump(to)) => JUMP + to,
        Ok(Step::Return(vals)) => {
            c.ret = vals;
            RETURNED
        }
        Err(f) => {
            c.fault = Some(f);
            FAULT
        }
    }
}

/// `get`: see the module table.
extern "C" fn get<S: TraceSink>(ctx: *mut Ctx, reg: u32) -> u64 {
    // SAFETY: as for `issue`.
    let (_, m) = unsafe { machine::<S>(ctx) };
    m.tier_get(reg)
}

/// `put`: see the module table.
extern "C" fn put<S: TraceSink>(ctx: *mut Ctx, reg: u32, bits: u64) {
    // SAFETY: as for `issue`.
    let (_, m) = unsafe { machine::<S>(ctx) };
    m.tier_put(reg, bits);
}

/// `fell`: see the module table.
extern "C" fn fell<S: TraceSink>(ctx: *mut Ctx) -> u32 {
    // SAFETY: as for `issue`.
    let (c, m) = unsafe { machine::<S>(ctx) };
    c.fault = Some(m.tier_fell_off());
    1
}

/// `fbin`: see the module table (`kind` 0 is `f32`, 1 is `f64`).
pub extern "C" fn fbin(op: u32, kind: u32, a: u64, b: u64) -> u64 {
    let op = FLOAT_OPS[op as usize];
    let r = if kind == 0 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        float_binop_scalar(op, Scalar::F32(x), Scalar::F32(y))
    } else {
        float_binop_scalar(
            op,
            Scalar::F64(f64::from_bits(a)),
            Scalar::F64(f64::from_bits(b)),
        )
    };
    match r {
        Ok(Scalar::F32(v)) => v.to_bits() as u64,
        Ok(Scalar::F64(v)) => v.to_bits(),
        _ => 0,
    }
}

/// A compiled function: `extern "C" fn(*mut Ctx) -> u32` (0 returned, 1
/// fault).
type Code = extern "C" fn(*mut Ctx) -> u32;

/// Runs compiled code `code` for the frame just pushed; the interpreter's
/// [`crate::interp::Enter`].
pub fn enter<S: TraceSink>(
    m: &mut Machine<'_, S>,
    code: usize,
) -> Result<Option<Vec<Slot>>, Fault> {
    let mut ctx = Ctx {
        m: m as *mut Machine<'_, S> as *mut c_void,
        steps: 0,
        fault: None,
        ret: None,
    };
    // SAFETY: `code` is the address of a finished function of the
    // signature `Code`, kept alive by the tier that holds it.
    let f: Code = unsafe { std::mem::transmute::<usize, Code>(code) };
    let status = f(&mut ctx);
    m.tier_add_steps(ctx.steps);
    if status == 0 {
        return Ok(ctx.ret);
    }
    Err(ctx.fault.unwrap_or_else(|| m.tier_fell_off()))
}

/// The addresses of the entries for sink type `S`.
#[derive(Copy, Clone, Debug)]
pub struct Entries {
    /// `issue`.
    pub issue: usize,
    /// `exec`.
    pub exec: usize,
    /// `get`.
    pub get: usize,
    /// `put`.
    pub put: usize,
    /// `fell`.
    pub fell: usize,
    /// `fbin`.
    pub fbin: usize,
}

impl Entries {
    /// The entries monomorphised for `S`.
    pub fn of<S: TraceSink>() -> Entries {
        Entries {
            issue: issue::<S> as *const () as usize,
            exec: exec::<S> as *const () as usize,
            get: get::<S> as *const () as usize,
            put: put::<S> as *const () as usize,
            fell: fell::<S> as *const () as usize,
            fbin: fbin as *const () as usize,
        }
    }
}
