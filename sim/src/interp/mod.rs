//! The interpreter: runs a [`Program`] with exact values, feeding every
//! event (issue, memory access, DMA start/wait, allocation) to the shared
//! [`TimingModel`], which alone decides cycles. A JIT must feed the same
//! events in the same order to get the same cycles.
//!
//! State lives in one flat register file: a frame is a window of it that
//! starts at the frame's `base`, which is also where the frame's registers
//! start in the timing model's scoreboard. Calls push frames on an explicit
//! stack, so deep recursion in the kernel cannot overflow the host's stack.
//! The running frame's function, base and program counter are kept in the
//! machine itself, so the dispatch loop reaches them without a lookup.

mod exec;
mod fast;
mod memo;
mod memo_run;
mod memo_spec;
mod memops;
mod tier;
mod vecops;
mod vmem;
mod vshape;
mod word_ops;

use crate::executor::{ExecOutput, Executor};
use crate::prepare::{Func, Inst, Program, Span};
use crate::runtime::dma::DmaState;
use crate::runtime::fault::Fault;
use crate::runtime::memory::{MemRef, Memory};
use crate::runtime::profile;
use crate::runtime::vtrace::ValueTrace;
use crate::runtime::{Progress, RunOptions, Runtime, Slot, STREAM_CHUNK};
use crate::timing::TimingModel;
use crate::timing::TraceSink;
use rmlir_ir::{Context, Diagnostic, OpId};
use rmlir_targets::{IssueModel, Target};
use std::collections::HashSet;
use std::rc::Rc;
pub use tier::{
    lane_code, lane_sources, Enter, LaneOp, MemDesc, Step, Tier, TierTiming, MEM_DESC_BUSY,
    MEM_DESC_SIZE,
};

/// The simulated call stack's depth limit: a call that would make more
/// frames than this faults (documented in `docs/timing.md`). Real kernels
/// nest a handful of calls; the bound stops unbounded recursion before it
/// exhausts the host's memory.
pub const MAX_CALL_DEPTH: usize = 100_000;

/// A scoreboard register no SSA value uses (frames start at 1): under
/// `compute.issue = "blocking"` every op reads it and writes it, so each
/// op waits until the previous one has finished.
const PREVIOUS_DONE: crate::timing::Reg = crate::timing::Reg(0);

/// A frame of the call stack. For the running frame, `pc` is stale: the
/// machine's own `pc` is the truth until the frame calls.
struct Frame {
    func: u32,
    pc: u32,
    rets: Span,
    base: u32,
    /// Buffers of this call's `memref.alloca`s, freed when it returns.
    stack_bufs: Vec<u32>,
}

/// What the hot path (`fast`) did with an instruction.
pub(crate) enum Hot {
    /// Done; go on with the next instruction.
    Next,
    /// Done; go on at this instruction.
    Jump(u32),
    /// Not handled: run the general path (`exec`), which also reports
    /// any fault.
    Slow,
}

/// What an instruction asks the dispatch loop to do next.
pub(crate) enum Flow {
    Next,
    Jump(u32),
    Call {
        func: u32,
        args: Vec<Slot>,
        rets: Span,
    },
    Return(Vec<Slot>),
}

/// An interpreter bound to a program, a target and a timing model.
pub struct Machine<'a, S: TraceSink> {
    prog: &'a Program,
    ctx: &'a Context,
    target: &'a Target,
    /// The timing model.
    timing: TimingModel<S>,
    mem: Memory,
    dma: DmaState,
    globals: Vec<Option<Rc<MemRef>>>,
    /// What the program printed.
    out: String,
    /// Warnings raised (races in `warn` mode, transfers never waited for).
    warnings: Vec<Diagnostic>,
    frames: Vec<Frame>,
    /// Every frame's registers; slot 0 is unused, like scoreboard register 0.
    regs: Vec<Slot>,
    /// The running frame's function (its index and itself), base and
    /// program counter.
    cur: u32,
    fun: &'a Func,
    base: u32,
    pc: u32,
    /// A reusable list of scoreboard registers (a `dma_start`'s operands).
    scratch: Vec<crate::timing::Reg>,
    opts: RunOptions,
    /// Instructions executed.
    steps: u64,
    /// Races already reported in `warn` mode: (op, the DMA's op).
    races_warned: HashSet<(OpId, Option<OpId>)>,
    /// Whether the target issues in `blocking` mode.
    blocking: bool,
    /// Bit `s` set when the core may load and store space `s` (the first
    /// 64 spaces), for the fast paths.
    core_spaces: u64,
    vtrace: Option<ValueTrace>,
    progress: Option<Progress>,
    profiler: Option<profile::Profiler>,
    /// Compiled code for some functions (`tier`).
    tier: Option<Tier<S>>,
    /// The loops the fast paths time through the iteration memo.
    memo: memo::MemoLoops,
}

/// The running function of a machine that has not started (a program
/// without functions never runs one).
static NO_FUNC: Func = Func {
    name: String::new(),
    op: None,
    num_regs: 0,
    params: Vec::new(),
    results: Vec::new(),
    code: Vec::new(),
    origin: Vec::new(),
    timing: Vec::new(),
    pool: Vec::new(),
    sets: Vec::new(),
    plans: Vec::new(),
    reg_types: Vec::new(),
    reg_names: Vec::new(),
    reg_widths: Vec::new(),
    external: false,
    frame_bytes: 0,
};

/// [`Machine::count_steps`] on the parts of the machine it uses, for a
/// caller that holds others borrowed: counts `n` instructions into
/// `steps`, calling the progress callback with the count at the
/// instruction where [`Machine::count_step`] would have.
#[inline(always)]
fn count_steps<S: TraceSink>(
    steps: &mut u64,
    n: usize,
    progress: &Option<Progress>,
    timing: &TimingModel<S>,
) {
    let old = *steps;
    *steps += n as u64;
    if (old & PROGRESS_EVERY) + n as u64 > PROGRESS_EVERY {
        report_progress(progress, (old | PROGRESS_EVERY) + 1, timing);
    }
}

/// Calls the progress callback, if any, with `steps` and the cycle.
#[cold]
fn report_progress<S: TraceSink>(progress: &Option<Progress>, steps: u64, timing: &TimingModel<S>) {
    if let Some(p) = progress {
        (p.0)(steps, timing.now());
    }
}

/// Instructions between two [`Progress`] calls, minus one (a mask).
const PROGRESS_EVERY: u64 = (1 << 20) - 1;

impl<'a, S: TraceSink> Machine<'a, S> {
    /// A machine ready to run `prog`.
    pub fn new(
        prog: &'a Program,
        ctx: &'a Context,
        target: &'a Target,
        timing: TimingModel<S>,
        opts: RunOptions,
    ) -> Self {
        Machine {
            prog,
            ctx,
            target,
            timing,
            mem: Memory::with_budget(target, prog.host.clone()),
            dma: DmaState::default(),
            globals: vec![None; prog.globals.len()],
            out: String::new(),
            warnings: Vec::new(),
            frames: Vec::new(),
            regs: vec![Slot::Empty],
            cur: 0,
            fun: prog.funcs.first().unwrap_or(&NO_FUNC),
            base: 1,
            pc: 0,
            scratch: Vec::new(),
            opts,
            steps: 0,
            races_warned: HashSet::new(),
            blocking: target.compute().issue == IssueModel::Blocking,
            core_spaces: core_spaces(target),
            vtrace: None,
            progress: None,
            profiler: None,
            tier: None,
            memo: memo::MemoLoops::find::<S>(prog, ctx),
        }
    }

    /// Prints, when the machine is finished, what each loop that ran
    /// through the iteration memo did (`--explain-engine`).
    pub fn explain_memo(&mut self) {
        self.memo.explain(self.ctx, self.prog);
    }

    /// Charges every executed instruction its cycles, ops and stalls
    /// (`--profile`); read them with [`Self::profile`].
    pub fn enable_profile(&mut self) {
        self.profiler = Some(profile::Profiler::new(self.prog));
    }

    /// The profile so far, per source line and function, when enabled.
    pub fn profile(&self) -> Option<profile::Profile> {
        (self.profiler.as_ref()).map(|p| p.finish(self.ctx, self.prog))
    }

    /// Runs function `entry` with `args`; returns its results.
    pub fn run(&mut self, entry: u32, args: Vec<Slot>) -> Result<Vec<Slot>, Diagnostic> {
        let f = &self.prog.funcs[entry as usize];
        if f.external {
            return Err(Diagnostic::error(
                None,
                format!("@{} is only declared; it has no body to run", f.name),
            ));
        }
        if let Err(m) = self.take_frame(entry) {
            let op = f.op.expect("a function with a body has its op");
            return Err(self.locate(&Fault::new(op, m)));
        }
        self.push_frame(entry, args, Span::default());
        let r = match self.enter_compiled(entry) {
            Some(r) => r,
            None => self.dispatch_to(1),
        };
        match r.map(Option::unwrap_or_default) {
            Ok(v) => {
                self.report_leftover_dmas();
                Ok(v)
            }
            Err(fault) => {
                // What the program printed before the fault is output too.
                if let Some(p) = &self.opts.print {
                    (p.0)(&std::mem::take(&mut self.out));
                }
                Err(self.locate(&fault))
            }
        }
    }

    /// Traces every integer and `index` SSA value of function `func` as a
    /// waveform of its width in the sink (`--trace-values`).
    pub fn trace_values(&mut self, func: u32) {
        let f = &self.prog.funcs[func as usize];
        self.vtrace = Some(ValueTrace::declare(func, f, self.timing.sink_mut()));
    }

    /// Notes a write of register `r` in the running frame (for the value
    /// trace).
    #[inline]
    pub(super) fn note_write(&mut self, r: u32) {
        if let Some(vt) = &mut self.vtrace {
            vt.note(self.cur, r);
        }
    }

    /// Emits the noted writes as changes at `cycle`.
    pub(super) fn flush_writes(&mut self, cycle: u64) {
        if let Some(vt) = &mut self.vtrace {
            let regs = &self.regs[self.base as usize..];
            vt.flush(regs, cycle, self.timing.sink_mut());
        }
    }

    /// Hands the program output gathered so far to the [`Printer`], once
    /// there is a chunk of it.
    fn stream_out(&mut self) {
        if self.out.len() >= STREAM_CHUNK {
            if let Some(p) = &self.opts.print {
                (p.0)(&self.out);
                self.out.clear();
            }
        }
    }

    fn push_frame(&mut self, func: u32, args: Vec<Slot>, rets: Span) {
        let base = self.open_frame(func, rets, true) as usize;
        let f = &self.prog.funcs[func as usize];
        for (&p, a) in f.params.iter().zip(args) {
            self.regs[base + p as usize] = a;
        }
        if self.vtrace.is_some() {
            let params = f.params.clone();
            params.into_iter().for_each(|p| self.note_write(p));
            self.flush_writes(self.timing.now());
        }
    }

    /// Pushes a frame for `func` (results to `rets` of the caller) and
    /// makes it the running one; returns its base. The frame's registers
    /// follow the running frame's; with `window` the register file grows
    /// to hold them, else they are left out of it (a compiled callee that
    /// never reads or writes them, `jit::calls`; the register file then
    /// ends before the frame's base, and a frame pushed above it grows it
    /// over the gap).
    #[inline(always)]
    fn open_frame(&mut self, func: u32, rets: Span, window: bool) -> u32 {
        let f = &self.prog.funcs[func as usize];
        let base = match self.frames.last_mut() {
            Some(caller) => {
                caller.pc = self.pc;
                self.base + self.fun.num_regs
            }
            None => self.regs.len() as u32,
        };
        if window {
            debug_assert!(self.regs.len() <= base as usize);
            self.regs
                .resize(base as usize + f.num_regs as usize, Slot::Empty);
        }
        self.frames.push(Frame {
            func,
            pc: 0,
            rets,
            base,
            stack_bufs: Vec::new(),
        });
        (self.cur, self.base, self.pc) = (func, base, 0);
        self.fun = f;
        base
    }

    /// Pops the running frame and resumes its caller, if any.
    #[inline(always)]
    fn pop_frame(&mut self) -> Option<Frame> {
        let done = self.frames.pop().expect("frame");
        (self.mem.host).give(self.prog.funcs[done.func as usize].frame_bytes);
        // A frame with no registers in the file (`open_frame`) leaves
        // nothing to drop.
        if self.regs.len() > done.base as usize {
            self.regs.truncate(done.base as usize);
        }
        let caller = self.frames.last()?;
        (self.cur, self.base, self.pc) = (caller.func, caller.base, caller.pc);
        self.fun = &self.prog.funcs[caller.func as usize];
        Some(done)
    }

    /// Runs the running frame, at call depth `floor`, until it returns:
    /// its results when it was the entry (`None` when it had a caller).
    fn dispatch_to(&mut self, floor: usize) -> Result<Option<Vec<Slot>>, Fault> {
        // A run without `--max-cycles` never stops for cycles.
        let max_cycles = self.opts.max_cycles.unwrap_or(u64::MAX);
        // The common case: no per-instruction hooks. Fixed for the run.
        let plain = self.profiler.is_none() && self.vtrace.is_none();
        loop {
            let (inst, pc) = match plain {
                true => self.run_hot(max_cycles)?,
                false => self.next_inst()?,
            };
            let flow = if plain {
                let flow = self.exec(inst, pc)?;
                if self.timing.now() > max_cycles {
                    return Err(self.cycles_exceeded(pc));
                }
                flow
            } else {
                self.exec_observed(inst, pc)?
            };
            match flow {
                Flow::Next => self.pc += 1,
                Flow::Jump(to) => self.pc = to,
                Flow::Call { func, args, rets } => {
                    self.pc += 1;
                    self.call(pc, func, args, rets)?;
                    if let Some(r) = self.enter_compiled(func) {
                        r?;
                    }
                }
                Flow::Return(vals) => {
                    let entry = self.return_from(pc, vals)?;
                    if entry.is_some() || self.frames.len() < floor {
                        return Ok(entry);
                    }
                }
            }
        }
    }

    /// Runs the hot instructions ([`Self::exec_hot`]) of the running frame
    /// from its `pc` on, with no per-instruction hooks, until one needs the
    /// general path: that one, counted but not run, and its `pc`. The
    /// running function's code and the program counter stay in locals.
    #[inline(always)]
    fn run_hot(&mut self, max_cycles: u64) -> Result<(&'a Inst, usize), Fault> {
        let code = &self.fun.code[..];
        let mut pc = self.pc as usize;
        loop {
            let Some(mut inst) = code.get(pc) else {
                self.pc = pc as u32;
                return Err(self.fell_off());
            };
            if let Inst::ForHead { .. } = inst {
                if let Some(l) = self.memo.at(self.cur, pc) {
                    pc = self.run_memo(l, pc, max_cycles);
                    inst = &code[pc];
                }
            }
            self.count_step(pc);
            let next = match self.exec_hot(inst, pc) {
                Hot::Next => pc + 1,
                Hot::Jump(to) => to as usize,
                Hot::Slow => {
                    self.pc = pc as u32;
                    return Ok((inst, pc));
                }
            };
            if self.timing.now() > max_cycles {
                self.pc = pc as u32;
                return Err(self.cycles_exceeded(pc));
            }
            pc = next;
        }
    }

    /// The running frame's next instruction and its `pc`, counted.
    #[inline]
    fn next_inst(&mut self) -> Result<(&'a Inst, usize), Fault> {
        let pc = self.pc as usize;
        let Some(inst) = self.fun.code.get(pc) else {
            return Err(self.fell_off());
        };
        self.count_step(pc);
        Ok((inst, pc))
    }

    /// Counts an instruction about to run: the step count, the traced
    /// model's current op, and every so often the progress callback.
    #[inline(always)]
    fn count_step(&mut self, pc: usize) {
        self.steps += 1;
        if S::ENABLED {
            self.timing.at_op(self.fun.origin[pc].as_u32());
        }
        if self.steps & PROGRESS_EVERY == 0 {
            self.report_progress();
        }
    }

    /// Counts `n` instructions run one after the other with no
    /// per-instruction hook and no model change between them (an
    /// iteration of a memo'd loop), calling the progress callback where
    /// [`Self::count_step`] would have.
    #[inline(always)]
    fn count_steps(&mut self, n: usize) {
        count_steps(&mut self.steps, n, &self.progress, &self.timing);
    }

    #[cold]
    fn report_progress(&self) {
        report_progress(&self.progress, self.steps, &self.timing);
    }

    /// The fault of running past the running function's last instruction.
    #[cold]
    fn fell_off(&self) -> Fault {
        Fault::new(
            self.fun.op.expect("function op"),
            "fell off the end of a function without a return",
        )
    }

    /// Pushes the frame of a call made by instruction `pc` (the caller's
    /// `pc` already points past it).
    fn call(&mut self, pc: usize, func: u32, args: Vec<Slot>, rets: Span) -> Result<(), Fault> {
        self.check_call(pc, func)?;
        self.push_frame(func, args, rets);
        Ok(())
    }

    /// The checks of a call made by instruction `pc` to `func` before its
    /// frame is pushed: a callee with a body, and the depth limit.
    /// The frame's host memory is taken here, given back by
    /// [`Self::pop_frame`].
    #[inline(always)]
    fn check_call(&mut self, pc: usize, func: u32) -> Result<(), Fault> {
        let f = &self.prog.funcs[func as usize];
        if f.external {
            return Err(Fault::new(
                self.origin(pc),
                format!("call to @{}, which is only declared", f.name),
            ));
        }
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(self.stack_overflow(pc));
        }
        self.take_frame(func)
            .map_err(|m| Fault::new(self.origin(pc), m))
    }

    /// Takes the host memory of a frame of `func` from the run's budget.
    #[inline(always)]
    fn take_frame(&mut self, func: u32) -> Result<(), String> {
        let f = &self.prog.funcs[func as usize];
        match self.mem.host.used.checked_add(f.frame_bytes) {
            Some(n) if n <= self.mem.host.max => {
                self.mem.host.used = n;
                Ok(())
            }
            _ => Err(self.frame_refusal(func)),
        }
    }

    #[cold]
    fn frame_refusal(&mut self, func: u32) -> String {
        let f = &self.prog.funcs[func as usize];
        let what = format!("a frame of @{} (its registers' values)", f.name);
        let e = self.mem.host.take(f.frame_bytes, &what);
        e.expect_err("the frame did not fit")
    }

    /// Returns `vals` from the running frame (instruction `pc`): writes
    /// them to the caller's registers, or hands them back when the frame
    /// was the entry.
    fn return_from(&mut self, pc: usize, vals: Vec<Slot>) -> Result<Option<Vec<Slot>>, Fault> {
        let Some(done) = self.end_frame(pc)? else {
            return Ok(Some(vals));
        };
        let base = self.base as usize;
        for (&r, v) in self.func().regs(done.rets).iter().zip(vals) {
            self.regs[base + r as usize] = v;
        }
        Ok(None)
    }

    /// Ends the running frame at its return `pc`: frees its stack
    /// buffers, then pops it; the popped frame when it had a caller.
    #[inline(always)]
    fn end_frame(&mut self, pc: usize) -> Result<Option<Frame>, Fault> {
        self.free_stack_bufs(pc)?;
        Ok(self.pop_frame())
    }

    /// Runs instruction `pc` with the per-instruction hooks (`--profile`,
    /// `--trace-values`) and the cycle limit.
    fn exec_observed(&mut self, inst: &Inst, pc: usize) -> Result<Flow, Fault> {
        let before = self.profiler.is_some().then(|| self.timing.counters());
        let flow = match self.exec_hot(inst, pc) {
            Hot::Next => Flow::Next,
            Hot::Jump(to) => Flow::Jump(to),
            Hot::Slow => self.exec(inst, pc)?,
        };
        if let Some(before) = before {
            let after = self.timing.counters();
            if let Some(p) = &mut self.profiler {
                p.record(self.cur, pc, &before, &after);
            }
        }
        if self.vtrace.is_some() {
            self.flush_writes(self.timing.now());
        }
        if self.opts.max_cycles.is_some() {
            self.check_cycles(pc)?;
        }
        Ok(flow)
    }

    /// The fault of a call that would nest deeper than [`MAX_CALL_DEPTH`].
    fn stack_overflow(&self, pc: usize) -> Fault {
        Fault::new(
            self.origin(pc),
            format!(
                "simulated call stack overflow: more than {MAX_CALL_DEPTH} nested calls (unbounded recursion?)"
            ),
        )
    }

    /// Frees the `memref.alloca` buffers of the running frame as it
    /// returns (instruction `pc`), so later uses of them fault.
    fn free_stack_bufs(&mut self, pc: usize) -> Result<(), Fault> {
        let bufs = match self.frames.last_mut() {
            Some(f) if !f.stack_bufs.is_empty() => std::mem::take(&mut f.stack_bufs),
            _ => return Ok(()),
        };
        let op = self.origin(pc);
        for b in bufs {
            let (space, bytes) = self.mem.release(b, op)?;
            self.timing.free(crate::timing::SpaceId(space.0), bytes);
        }
        Ok(())
    }

    /// Records a `memref.alloca` buffer in the running frame.
    fn push_stack_buf(&mut self, buf: u32) {
        self.mem.mark_stack(buf);
        if let Some(f) = self.frames.last_mut() {
            f.stack_bufs.push(buf);
        }
    }

    fn check_cycles(&self, pc: usize) -> Result<(), Fault> {
        match self.opts.max_cycles {
            Some(max) if self.timing.now() > max => Err(self.cycles_exceeded(pc)),
            _ => Ok(()),
        }
    }

    /// The fault of instruction `pc` having run past `--max-cycles`.
    #[cold]
    fn cycles_exceeded(&self, pc: usize) -> Fault {
        let msg = match self.opts.max_cycles {
            Some(max) if max < crate::timing::CYCLE_LIMIT => format!(
                "the run exceeded --max-cycles={max} (now at cycle {})",
                self.timing.now()
            ),
            _ => format!(
                "the run passed {} cycles (2^62), the most rmlir-sim counts",
                crate::timing::CYCLE_LIMIT
            ),
        };
        Fault::new(self.origin(pc), msg)
    }

    /// The op of instruction `pc` of the running function.
    fn origin(&self, pc: usize) -> OpId {
        self.func().origin[pc]
    }

    /// Turns a fault into a diagnostic with the call stack.
    fn locate(&self, fault: &Fault) -> Diagnostic {
        let mut calls = Vec::new();
        for (i, fr) in self.frames.iter().enumerate().rev().skip(1) {
            let f = &self.prog.funcs[fr.func as usize];
            let callee = &self.prog.funcs[self.frames[i + 1].func as usize].name;
            let _ = callee;
            let pc = fr.pc.saturating_sub(1) as usize;
            calls.push((f.origin[pc], f.name.clone()));
        }
        fault.to_diagnostic(self.ctx, &calls)
    }

    fn report_leftover_dmas(&mut self) {
        let ops: Vec<OpId> = self.dma.leftovers().map(|p| p.op).collect();
        for op in ops {
            self.warnings.push(
                Diagnostic::error_at(
                    self.ctx,
                    self.ctx.ops[op].loc,
                    "this DMA was never waited for: its data never lands",
                )
                .into_warning(),
            );
        }
    }
}

/// The bit set of the spaces the core may access (`Machine::core_spaces`).
fn core_spaces(target: &Target) -> u64 {
    let spaces = target.memory_spaces().iter().take(64).enumerate();
    spaces.fold(0, |bits, (i, s)| bits | (s.core_access as u64) << i)
}

trait IntoWarning {
    fn into_warning(self) -> Self;
}

impl IntoWarning for Diagnostic {
    fn into_warning(mut self) -> Self {
        self.severity = rmlir_ir::diag::Severity::Warning;
        self
    }
}

impl<S: TraceSink> Executor<S> for Machine<'_, S> {
    fn runtime(&mut self) -> Runtime<'_, S> {
        Runtime {
            ctx: self.ctx,
            target: self.target,
            mem: &mut self.mem,
            timing: &mut self.timing,
        }
    }

    fn on_progress(&mut self, p: Progress) {
        self.progress = Some(p);
    }

    fn trace_values(&mut self, func: u32) {
        Machine::trace_values(self, func);
    }

    fn run(&mut self, entry: u32, args: Vec<Slot>) -> Result<Vec<Slot>, Diagnostic> {
        Machine::run(self, entry, args)
    }

    fn timing(&mut self) -> &mut TimingModel<S> {
        &mut self.timing
    }

    fn enable_profile(&mut self) {
        Machine::enable_profile(self);
    }
    fn profile(&self) -> Option<profile::Profile> {
        Machine::profile(self)
    }
    fn finish(self: Box<Self>) -> (ExecOutput, TimingModel<S>) {
        let out = ExecOutput {
            stdout: self.out,
            warnings: self.warnings,
            steps: self.steps,
        };
        (out, self.timing)
    }
}
