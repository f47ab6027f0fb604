//! The interpreter's side of a second tier (the JIT): a
//! function with compiled code runs it instead of the dispatch loop, and
//! compiled code reaches back into the machine through the few methods
//! here. Every one of them is the interpreter's own code path: an
//! instruction the compiled code does not compute natively runs through
//! [`Machine::exec`], a natively computed one reports itself through
//! [`Machine::issue`], and calls and returns go through the same frame
//! handling as the dispatch loop. So values, faults and timing events are
//! the interpreter's by construction.
//!
//! This module names no JIT type: the tier is a table of code pointers
//! and one entry function, so `interp` does not import `jit`.

use super::{Flow, Machine};
use crate::prepare::{RegType, Span};
use crate::runtime::fault::Fault;
use crate::runtime::Slot;
use crate::timing::memory::RawSpace;
use crate::timing::{CoreState, RawTables, TraceSink};
use crate::value::{Scalar, ScalarType, Value};
use rmlir_ir::types::FloatKind;

/// Runs a function's compiled code on the machine, its frame already
/// pushed; returns the entry's results when the frame had no caller.
pub type Enter<S> = for<'m> fn(&mut Machine<'m, S>, usize) -> Result<Option<Vec<Slot>>, Fault>;

/// Compiled code for some functions of the program.
pub struct Tier<S: TraceSink> {
    /// Per function: the address of its compiled code, if any.
    pub code: Vec<Option<usize>>,
    /// Runs compiled code (see [`Enter`]).
    pub enter: Enter<S>,
    /// Keeps the code's memory alive as long as the machine.
    pub keep: Box<dyn std::any::Any>,
}

/// The run's facts compiled code bakes in to issue ops inline.
#[derive(Clone, Debug)]
pub struct TierTiming {
    /// Whether every op also reads and writes scoreboard register 0.
    pub serial: bool,
    /// `--max-cycles`.
    pub max_cycles: Option<u64>,
    /// Ops the core issues per cycle.
    pub issue_width: u32,
    /// Per unit: its initiation interval.
    pub ii: Vec<u64>,
}

/// A scalar load or store's memref, buffer and memory space as compiled
/// code reads them to run the access itself ([`Machine::tier_mem_desc`]):
/// the strided layout's sizes and strides (`rank` pairs of `i64`) follow
/// it in memory. It stays true until compiled code runs an instruction
/// through the runtime that may change a memref register, a buffer or the
/// DMAs in flight, after which compiled code asks again.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct MemDesc {
    /// Compiled code's count of such instructions when it was filled.
    pub gen: u64,
    /// 1 when compiled code may run the access; 0 when the fast path
    /// (`tier_mem`) must.
    pub ok: u64,
    /// The buffer's bytes.
    pub data: *mut u8,
    /// Whole elements the buffer holds.
    pub elems: u64,
    /// The layout's offset, in elements.
    pub offset: i64,
    /// Physical byte address of the buffer's first byte.
    pub base: u64,
    /// The space's core-access state.
    pub space: RawSpace,
    /// How many of `busy` are in use.
    pub nbusy: u64,
    /// Byte ranges `[lo, hi)` of the buffer that transfers in flight use
    /// in a way the access would race with (each transfer's rows as one
    /// hull): an access that overlaps one goes to the fast path, which
    /// checks it exactly.
    pub busy: [[u64; 2]; MEM_DESC_BUSY],
}

/// How many transfers' byte ranges a [`MemDesc`] carries at most.
pub const MEM_DESC_BUSY: usize = 4;

/// Bytes of a [`MemDesc`] before its sizes and strides.
pub const MEM_DESC_SIZE: usize = std::mem::size_of::<MemDesc>();

/// What an instruction run by [`Machine::tier_exec`] asks for next.
pub enum Step {
    /// Go on with the next instruction.
    Next,
    /// Go on at this instruction.
    Jump(u32),
    /// The function returned (its frame is popped); `Some` for the entry.
    Return(Option<Vec<Slot>>),
}

impl<S: TraceSink> Machine<'_, S> {
    /// Installs compiled code: from now on a function with code runs it.
    pub fn set_tier(&mut self, tier: Tier<S>) {
        self.tier = Some(tier);
    }

    /// The compiled code of function `func`, if it has any.
    #[inline]
    pub(super) fn compiled(&self, func: u32) -> Option<usize> {
        self.tier.as_ref()?.code[func as usize]
    }

    /// Runs the frame just pushed for function `func` through its compiled
    /// code; `None` when it has none.
    pub(super) fn enter_compiled(&mut self, func: u32) -> Option<Result<Option<Vec<Slot>>, Fault>> {
        let code = self.compiled(func)?;
        let enter = self.tier.as_ref()?.enter;
        Some(enter(self, code))
    }

    /// Reports natively computed instruction `pc` of the running frame,
    /// exactly as the dispatch loop does after running it.
    #[inline]
    pub fn tier_issue(&mut self, pc: usize) -> Result<(), Fault> {
        self.at_op(pc);
        self.issue(pc);
        self.after_step(pc)
    }

    /// Runs load or store `pc` of the running frame at index values `idx`
    /// on the interpreter's fast path ([`Self::tier_mem`]), with the
    /// dispatch loop's bookkeeping around it: `Ok(None)` when the general
    /// path must run it (nothing changed).
    pub fn tier_mem_step(
        &mut self,
        pc: usize,
        idx: &[i64],
        store: Option<u64>,
    ) -> Result<Option<u64>, Fault> {
        self.at_op(pc);
        let Some(bits) = self.tier_mem(pc, idx, store) else {
            return Ok(None);
        };
        self.after_step(pc)?;
        Ok(Some(bits))
    }

    /// Counts `n` instructions compiled code ran.
    #[inline]
    pub fn tier_add_steps(&mut self, n: u64) {
        self.steps += n;
    }

    /// The fault of running past the last instruction of the running
    /// function, as the dispatch loop words it.
    pub fn tier_fell_off(&self) -> Fault {
        Fault::new(
            self.func().op.expect("function op"),
            "fell off the end of a function without a return",
        )
    }

    /// Names instruction `pc`'s op to a traced timing model, as the
    /// dispatch loop does before every instruction.
    #[inline]
    fn at_op(&mut self, pc: usize) {
        if S::ENABLED {
            self.timing.at_op(self.func().origin[pc].as_u32());
        }
    }

    /// What the dispatch loop does after every instruction besides
    /// running it: the cycle limit.
    fn after_step(&mut self, pc: usize) -> Result<(), Fault> {
        if self.opts.max_cycles.is_some() {
            self.check_cycles(pc)?;
        }
        Ok(())
    }

    /// Runs instruction `pc` of the running frame with the interpreter's
    /// semantics; a call runs the callee to its return (compiled or not).
    pub fn tier_exec(&mut self, pc: usize) -> Result<Step, Fault> {
        let inst = &self.func().code[pc];
        self.at_op(pc);
        let flow = self.exec(inst, pc)?;
        self.after_step(pc)?;
        match flow {
            Flow::Next => Ok(Step::Next),
            Flow::Jump(to) => Ok(Step::Jump(to)),
            Flow::Call { func, args, rets } => {
                self.pc = pc as u32 + 1;
                self.call(pc, func, args, rets)?;
                let depth = self.frames.len();
                match self.enter_compiled(func) {
                    Some(r) => {
                        r?;
                    }
                    None => {
                        self.dispatch_from(depth)?;
                    }
                }
                Ok(Step::Next)
            }
            Flow::Return(vals) => Ok(Step::Return(self.return_from(pc, vals)?)),
        }
    }

    /// A native register's contents as 64 bits (a float's bit pattern,
    /// the low half of a 65- to 128-bit integer); 0 when it was never
    /// written.
    pub fn tier_get(&self, r: u32) -> u64 {
        match self.frame_regs()[r as usize] {
            Slot::V(Value::Scalar(s)) => match s {
                Scalar::Int { bits, .. } => bits,
                Scalar::Index(i) => i as u64,
                Scalar::F32(f) => f.to_bits() as u64,
                Scalar::F64(f) => f.to_bits(),
                _ => 0,
            },
            Slot::V(Value::I128 { bits, .. }) => bits as u64,
            _ => 0,
        }
    }

    /// A 65- to 128-bit native register's contents (zero-extended, as
    /// `Value::I128` holds them); 0 when it was never written.
    pub fn tier_get_wide(&self, r: u32) -> u128 {
        match self.frame_regs()[r as usize] {
            Slot::V(Value::I128 { bits, .. }) => bits,
            _ => 0,
        }
    }

    /// Writes a 65- to 128-bit native register as the interpreter holds
    /// it: `Value::I128` of its static width, `bits` already zero-extended
    /// to that width by compiled code.
    pub fn tier_put_wide(&mut self, r: u32, bits: u128) {
        let RegType::Scalar(ScalarType::Int(width)) = self.func().reg_types[r as usize] else {
            return;
        };
        if !(65..=128).contains(&width) {
            return;
        }
        self.regs[self.base as usize + r as usize] = Slot::V(Value::I128 { bits, width });
    }

    /// Writes 64 bits to native register `r`, as the value of its static
    /// type (the interpreter's form of it).
    pub fn tier_put(&mut self, r: u32, bits: u64) {
        let s = match self.func().reg_types[r as usize] {
            RegType::Scalar(ScalarType::Int(width)) => Scalar::Int { bits, width },
            RegType::Scalar(ScalarType::Index) => Scalar::Index(bits as i64),
            RegType::Scalar(ScalarType::Float(FloatKind::F32)) => {
                Scalar::F32(f32::from_bits(bits as u32))
            }
            RegType::Scalar(ScalarType::Float(FloatKind::F64)) => Scalar::F64(f64::from_bits(bits)),
            _ => return,
        };
        let slot = &mut self.regs[self.base as usize + r as usize];
        match slot {
            Slot::V(Value::Scalar(v)) => *v = s,
            _ => *slot = Slot::V(Value::Scalar(s)),
        }
    }

    /// What compiled code needs to issue ops inline as the timing model
    /// would: whether the core serialises ops (`blocking`), the run's cycle
    /// limit, the issue width and each unit's initiation interval.
    pub fn tier_timing(&self) -> TierTiming {
        let cfg = self.timing.config();
        TierTiming {
            serial: self.blocking,
            max_cycles: self.opts.max_cycles,
            issue_width: cfg.issue_width,
            ii: cfg.units.iter().map(|u| u.ii as u64).collect(),
        }
    }

    /// The timing model's scalar issue state (see [`CoreState`]).
    #[inline]
    pub fn tier_core(&self) -> CoreState {
        self.timing.core_state()
    }

    /// Hands the scalar issue state compiled code carried on back to the
    /// timing model.
    #[inline]
    pub fn tier_set_core(&mut self, c: &CoreState) {
        self.timing.set_core_state(c);
    }

    /// The timing model's tables for the running frame (see [`RawTables`]).
    #[inline]
    pub fn tier_tables(&mut self) -> RawTables {
        let n = self.func().num_regs;
        self.timing.raw_tables(self.base, n)
    }

    /// The timing model and the running frame's first scoreboard
    /// register, for compiled code's loop memo (`jit::loops`), which runs
    /// the model's own `issue` and `mem_access` on a loop's iterations.
    #[inline]
    pub fn tier_model(&mut self) -> (&mut crate::timing::TimingModel<S>, u32) {
        (&mut self.timing, self.base)
    }

    /// The fault of instruction `pc` having run past `--max-cycles`.
    pub fn tier_cycles_exceeded(&self, pc: usize) -> Fault {
        self.cycles_exceeded(pc)
    }

    /// Runs an interpreted callee's frame (at depth `depth`) to its return.
    fn dispatch_from(&mut self, depth: usize) -> Result<(), Fault> {
        self.dispatch_to(depth).map(|_| ())
    }

    /// The registers of span `s` of the running function.
    pub fn tier_span(&self, s: Span) -> &[u32] {
        self.func().regs(s)
    }
}
