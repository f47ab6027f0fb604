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
use crate::prepare::VecSpec;
use crate::prepare::{Inst, RegType, Span};
use crate::runtime::fault::Fault;
use crate::runtime::Slot;
use crate::timing::memory::RawSpace;
use crate::timing::{CoreState, RawTables, TraceSink};
use crate::value::{Scalar, ScalarType, Value, VectorValue};
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
    /// Per function: whether a direct call to it ([`Machine::tier_call`])
    /// gives it registers in the register file; a compiled function whose
    /// code reads and writes none there (when called directly) needs none.
    pub window: Vec<bool>,
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
        match self.func().code[pc] {
            Inst::Move { dst, src } => self.copy_ready(dst, src),
            _ => self.issue(pc),
        }
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

    /// Pushes the frame of call `pc` of the running frame to `func`,
    /// whose compiled code takes its native arguments from its compiled
    /// caller (`jit::calls`): the dispatch loop's `call`, its
    /// checks and the frame pushed, with no argument written to the
    /// register file (compiled code writes a native register there itself
    /// before anything reads it), and no registers there at all for a
    /// function [`Tier::window`] says needs none. It tells the timing
    /// model nothing: direct calls run with no value trace.
    pub fn tier_call(&mut self, pc: usize, func: u32) -> Result<(), Fault> {
        debug_assert!(self.vtrace.is_none(), "direct calls run untraced");
        self.check_call(pc, func)?;
        self.pc = pc as u32 + 1;
        let window = self.tier.as_ref().is_none_or(|t| t.window[func as usize]);
        self.open_frame(func, Span::default(), window);
        Ok(())
    }

    /// Ends the running frame at its return `pc` for compiled code that
    /// hands its results to its compiled caller itself: the dispatch
    /// loop's `return_from` without the results.
    pub fn tier_return(&mut self, pc: usize) -> Result<(), Fault> {
        self.end_frame(pc).map(|_| ())
    }

    /// A native register's contents as 64 bits (a float's bit pattern,
    /// the low half of a 65- to 128-bit integer); 0 when it was never
    /// written.
    pub fn tier_get(&self, r: u32) -> u64 {
        match self.frame_regs()[r as usize] {
            Slot::V(Value::Scalar(s)) => scalar_bits(s),
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
        let RegType::Scalar(t) = self.func().reg_types[r as usize] else {
            return;
        };
        let Some(s) = scalar_from_bits(t, bits) else {
            return;
        };
        let slot = &mut self.regs[self.base as usize + r as usize];
        match slot {
            Slot::V(Value::Scalar(v)) => *v = s,
            _ => *slot = Slot::V(Value::Scalar(s)),
        }
    }

    /// Writes a vector register compiled code holds lane by lane, as the
    /// interpreter's `Value::Vector`: `words` is its lane type's
    /// [`lane_code`], its rank, its sizes, then each lane's 64-bit pattern
    /// in row-major order (as [`Self::tier_put`] takes a scalar's). Words
    /// that do not describe a whole vector write nothing.
    pub fn tier_put_vector(&mut self, r: u32, words: &[u64]) {
        let Some(v) = vector_from_words(words) else {
            return;
        };
        self.regs[self.base as usize + r as usize] = Slot::V(Value::Vector(v));
    }

    /// Reads vector register `r` into `out`, one lane's 64-bit pattern
    /// per word in row-major order (as [`Self::tier_get`] gives a
    /// scalar's); all 0 when it does not hold a vector of that many lanes.
    pub fn tier_get_vector(&self, r: u32, out: &mut [u64]) {
        out.fill(0);
        if let Slot::V(Value::Vector(v)) = &self.frame_regs()[r as usize] {
            if v.elements().len() == out.len() {
                for (o, e) in out.iter_mut().zip(v.elements()) {
                    if let Value::Scalar(s) = e {
                        *o = scalar_bits(*s);
                    }
                }
            }
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

    /// The memref register, the element type (a scalar's register type,
    /// a vector's lane type) and whether it stores, of load or store
    /// `pc` of the running function: a scalar `memref.load`/`store`, a
    /// `vector.load`/`store`, or a transfer with no mask (the memory
    /// accesses compiled code may run through a [`MemDesc`]).
    pub(super) fn tier_access_of(&self, pc: usize) -> Option<(u32, RegType, bool)> {
        let f = self.func();
        let lane = |r: u32| match f.reg_types[r as usize] {
            RegType::Vector(ty) => match self.ctx.ty(ty) {
                rmlir_ir::TypeData::Vector { elem, .. } => {
                    crate::prepare::scalar_type(self.ctx, *elem).map(RegType::Scalar)
                }
                _ => None,
            },
            _ => None,
        };
        match f.code[pc] {
            Inst::Load { mem, dst, .. } => Some((mem, f.reg_types[dst as usize], false)),
            Inst::Store { mem, val, .. } => Some((mem, f.reg_types[val as usize], true)),
            Inst::VLoad { mem, dst, .. } => Some((mem, lane(dst)?, false)),
            Inst::VStore { mem, val, .. } => Some((mem, lane(val)?, true)),
            Inst::VectorOp { spec, srcs, dsts } => {
                let VecSpec::Transfer(t) = self.prog.vector_ops.get(spec as usize)? else {
                    return None;
                };
                let (srcs, dsts) = (f.regs(srcs), f.regs(dsts));
                match t.read {
                    true => Some((*srcs.first()?, lane(*dsts.first()?)?, false)),
                    false => Some((*srcs.get(1)?, lane(*srcs.first()?)?, true)),
                }
            }
            _ => None,
        }
    }
}

/// The 64-bit pattern compiled code holds for scalar `s`: an integer's
/// zero-extended bits, an `index`'s two's complement, an `f16`'s,
/// `bf16`'s, `f32`'s or `f64`'s bits; 0 for a scalar compiled code does
/// not hold.
fn scalar_bits(s: Scalar) -> u64 {
    match s {
        Scalar::Int { bits, .. } => bits,
        Scalar::Index(i) => i as u64,
        Scalar::F32(f) => f.to_bits() as u64,
        Scalar::F64(f) => f.to_bits(),
        Scalar::F16(f) => u64::from(f.to_bits()),
        Scalar::BF16(f) => u64::from(f.to_bits()),
        _ => 0,
    }
}

/// The interpreter's scalar of type `t` from the 64-bit pattern compiled
/// code holds for it (the inverse of [`scalar_bits`]); `None` for a type
/// compiled code does not hold in 64 bits.
fn scalar_from_bits(t: ScalarType, bits: u64) -> Option<Scalar> {
    Some(match t {
        ScalarType::Int(width) => Scalar::Int { bits, width },
        ScalarType::Index => Scalar::Index(bits as i64),
        ScalarType::Float(FloatKind::F32) => Scalar::F32(f32::from_bits(bits as u32)),
        ScalarType::Float(FloatKind::F64) => Scalar::F64(f64::from_bits(bits)),
        ScalarType::Float(FloatKind::F16) => Scalar::F16(half::f16::from_bits(bits as u16)),
        ScalarType::Float(FloatKind::BF16) => Scalar::BF16(half::bf16::from_bits(bits as u16)),
        _ => return None,
    })
}

/// The code of a vector lane type compiled code holds (an integer of 1
/// to 64 bits, `index`, `f32`, `f64`) in the words
/// [`Machine::tier_put_vector`] reads: the width for an integer, then 65,
/// 66, 67.
pub fn lane_code(t: ScalarType) -> Option<u64> {
    Some(match t {
        ScalarType::Int(w) if (1..=64).contains(&w) => u64::from(w),
        ScalarType::Index => 65,
        ScalarType::Float(FloatKind::F32) => 66,
        ScalarType::Float(FloatKind::F64) => 67,
        _ => return None,
    })
}

/// The lane type of a [`lane_code`].
fn lane_type(code: u64) -> Option<ScalarType> {
    Some(match code {
        1..=64 => ScalarType::Int(code as u32),
        65 => ScalarType::Index,
        66 => ScalarType::Float(FloatKind::F32),
        67 => ScalarType::Float(FloatKind::F64),
        _ => return None,
    })
}

/// The vector [`Machine::tier_put_vector`]'s words describe.
fn vector_from_words(words: &[u64]) -> Option<VectorValue> {
    let (&code, rest) = words.split_first()?;
    let (&rank, rest) = rest.split_first()?;
    let t = lane_type(code)?;
    let rank = usize::try_from(rank).ok()?;
    let shape = rest.get(..rank)?.to_vec();
    let lanes = rest.get(rank..)?;
    let n = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d))?;
    if u64::try_from(lanes.len()).ok()? != n {
        return None;
    }
    let elems = lanes
        .iter()
        .map(|&b| scalar_from_bits(t, b).map(Value::Scalar))
        .collect::<Option<Vec<_>>>()?;
    VectorValue::new(shape, elems).ok()
}

/// An op that only moves lanes, whose static lane map
/// [`lane_sources`] finds.
#[derive(Copy, Clone, Debug)]
pub enum LaneOp<'a> {
    /// `vector.broadcast` to this shape.
    Broadcast(&'a [u64]),
    /// `vector.extract` at these static positions.
    Extract(&'a [i64]),
    /// `vector.insert` of source 0 into source 1 at these static
    /// positions.
    Insert(&'a [i64]),
    /// One of the [`VecSpec`]s that only move lanes (transpose,
    /// shape cast, from/to elements, shuffle, strided slices,
    /// interleave, deinterleave).
    Spec(&'a VecSpec),
}

/// Where each lane of a lane-moving op's results comes from, given its
/// sources' shapes (empty for a scalar): per result, its shape (empty for
/// a scalar) and, per lane, the index of the source lane it copies,
/// counting the sources' lanes one after another. It is found by running
/// the interpreter's own semantics of the op on sources whose lanes hold
/// their own numbers, so the map is the interpreter's by construction.
/// `None` when the op computes rather than moves, or fails on these
/// shapes (the interpreter then reports it at run time).
pub fn lane_sources(op: LaneOp<'_>, srcs: &[&[u64]]) -> Option<Vec<(Vec<u64>, Vec<usize>)>> {
    let mut next = 0i64;
    let mut ins = Vec::with_capacity(srcs.len());
    for shape in srcs {
        let n = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d))?;
        let lanes: Vec<Value> = (0..n)
            .map(|i| Value::Scalar(Scalar::Index(next + i as i64)))
            .collect();
        next += n as i64;
        ins.push(if shape.is_empty() {
            lanes.into_iter().next()?
        } else {
            Value::Vector(VectorValue::new(shape.to_vec(), lanes).ok()?)
        });
    }
    let vec_in = |i: usize| match ins.get(i) {
        Some(Value::Vector(v)) => Some(v),
        _ => None,
    };
    let outs = match op {
        LaneOp::Broadcast(shape) => vec![super::vecops::broadcast(ins.first()?, shape).ok()?],
        LaneOp::Extract(pos) => vec![super::vecops::sub_vector(vec_in(0)?, pos)?],
        LaneOp::Insert(pos) => vec![super::vecops::insert(vec_in(1)?, pos, ins.first()?)?],
        LaneOp::Spec(spec) => {
            let moves = matches!(
                spec,
                VecSpec::Transpose { .. }
                    | VecSpec::Reshape { .. }
                    | VecSpec::FromElements { .. }
                    | VecSpec::ToElements
                    | VecSpec::Shuffle { .. }
                    | VecSpec::ExtractSlice { .. }
                    | VecSpec::InsertSlice { .. }
                    | VecSpec::Interleave { .. }
                    | VecSpec::Deinterleave { .. }
            );
            if !moves {
                return None;
            }
            let refs: Vec<&Value> = ins.iter().collect();
            super::vshape::apply(spec, &refs).ok()?
        }
    };
    let lane = |v: &Value| match v {
        Value::Scalar(Scalar::Index(i)) if (0..next).contains(i) => Some(*i as usize),
        _ => None,
    };
    outs.iter()
        .map(|o| match o {
            Value::Vector(v) => {
                let lanes = v.elements().iter().map(lane).collect::<Option<_>>()?;
                Some((v.shape().to_vec(), lanes))
            }
            s => Some((Vec::new(), vec![lane(s)?])),
        })
        .collect()
}
