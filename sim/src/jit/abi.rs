//! The runtime ABI compiled code calls: `extern "C"` entries taking the
//! running call's [`Ctx`], each a thin shim over one interpreter method of
//! `interp::tier`, so every event reaches the runtime and the timing model
//! through the interpreter's own code path.
//!
//! | entry | arguments | returns | does |
//! |---|---|---|---|
//! | `issue` | ctx, pc | 0, or 1 on a fault | reports natively run instruction `pc` through the runtime's port ([`crate::runtime::port::Port::issue`], via `Machine::issue`), then the cycle limit (a traced model; an untraced one is issued inline, `super::issue`) |
//! | `exec` | ctx, pc | 0 next, 1 returned, 2 fault, `3 + to` jump | runs instruction `pc` through the interpreter (memory, DMA, alloc, print, target ops, calls, returns, and anything not computed natively) |
//! | `mem` | ctx, pc, index values, count, value bits, is-store | 0 done (a load's bits in [`Ctx::loaded`]), 1 not done (run `exec`), 2 fault | a scalar `memref.load`/`store` on the interpreter's fast path (`Machine::tier_mem`), its checks and timing included |
//! | `desc` | ctx, pc, descriptor, rank, count | 1 filled for compiled code, 0 not | fills the [`MemDesc`] (then `rank` size and stride pairs, then a word: 1 when every access with its indices within their sizes needs no other check of the descriptor's, 2 when it needs only the transfers' ranges checked, `super::desc::covered`) through which compiled code runs scalar load or store `pc` itself (`Machine::tier_mem_desc`; a vector load or store too, `super::vmem`), marked with the count [`Ctx::gen`] it is valid for |
//! | `get` | ctx, reg | 64 bits | reads a native register from the frame's register file (the low 64 bits of a 65- to 128-bit one) |
//! | `get_hi` | ctx, reg | 64 bits | bits 64 to 127 of a 65- to 128-bit native register (with `get`, its whole value) |
//! | `put` | ctx, reg, bits | — | writes a native register of at most 64 bits to the frame's register file |
//! | `put_wide` | ctx, reg, low, high | — | writes a 65- to 128-bit native register (its low and high 64 bits) to the frame's register file, as the interpreter's `Value::I128` |
//! | `put_vec` | ctx, reg, words, count | — | writes a native vector register (`jit::vector`) to the frame's register file as the interpreter's `Value::Vector`: `words` points to `count` words, its lane type's code ([`crate::interp::lane_code`]), its rank, its sizes, then each lane's 64 bits in row-major order (as `put` takes a scalar's) |
//! | `get_vec` | ctx, reg, words, count | — | reads a native vector register's `count` lanes from the frame's register file into `words`, each as `get` reads a scalar |
//! | `wide_div` | 4 words (two 128-bit operands, each low word first), op, width | 0 done (the result in the first two words), 1 it would fault (run `exec`) | a 65- to 128-bit division or remainder, by the value library's own `mid::binop` (`super::wide`, which calls it by its address: it needs no machine; Cranelift's x64 backend has no 128-bit division) |
//! | `wide_cvt` | 2 words (a 65- to 128-bit integer, low word first, or a float's bits), op and float kind, width | 0 done (the result in the two words) | `sitofp`/`uitofp` to, or `fptosi`/`fptoui` from, `f32`/`f64` at 65 to 128 bits, by the value library's own `cast` (`super::wide`, called by its address, as `wide_div`; Cranelift's x64 backend converts only from and to 64 bits) |
//! | `math_unary` | 1 word (an `f32`'s or `f64`'s bits), op, 1 for `f64` | 0 done (the result's bits, an `i1` as 0 or 1, in the word) | a `math` float function or class (`sqrt`, `exp`, `isnan`, …) by the value library's own `unary` (`super::math`, called by its address, as `wide_cvt`); every op it is given answers, so compiled code has no side path |
//! | `fell` | ctx | 1 | the fault of running off a function's end |
//! | `over` | ctx, pc | 1 | the fault of running past `--max-cycles` (inline issue) |
//! | `memo` | ctx, loop, what, k | 1 go on in the values-only copy, 0 not | a memo'd loop ([`super::loops`]): `what` is [`MEMO_ENTER`] (start a run; the model takes the context's issue state), [`MEMO_STEP`] (one iteration compiled code did not find recorded, its accesses in [`Ctx::memo`], or one that left a fast-forward plan (a record that differs, its budget spent), whose counted iterations are folded in first; the run is then published to compiled code again, with a new plan when one is found; 0 when the run ended after it: the next iteration might pass `--max-cycles`, or the loop gave the memo up), [`MEMO_LEAVE`] (end the run at an iteration's head) or [`MEMO_ABORT`] (end it where the iteration's `k`-th access declined); after any but a step the context's issue state and tables are the model's again |
//! | `affine` | the words of the proof's input and their count, the output's words, the accesses | 1 proven, 0 not | the proof at a memo'd loop's entry that its affine accesses keep their indices within their sizes in every iteration left, with each one's first byte offset and byte stride per iteration ([`super::affine::prove`]) |
//! | `call` | ctx, pc, callee | 0 pushed, 1 fault | a direct call ([`super::calls`]): the dispatch loop's checks of call `pc` (an only-declared callee, the depth limit) and the callee's frame pushed with no argument in its register file (`Machine::tier_call`); the context's tables then the callee frame's |
//! | `ret` | ctx, pc | 0 popped, 1 fault | a direct return: return `pc` of the running frame frees its stack buffers and pops it, its results going back natively (`Machine::tier_return`); the context's tables then the caller frame's |
//!
//! A compiled function itself is `(ctx, direct) -> u32` (0 returned, 1
//! fault): `direct` is 0 from [`enter`] and 1 from a direct call by
//! another compiled function ([`super::calls`]), which passes the
//! arguments, and takes the results back, in [`Ctx::args`] and shares
//! the caller's context (its held words written back to it around the
//! call).
//!
//! A fault is left in [`Ctx::fault`] and the compiled function returns 1;
//! its return values, when it was the entry, are left in [`Ctx::ret`].

use super::loops::{self, LoopInfo, Words};
use crate::interp::{Machine, MemDesc, Step, MEM_DESC_SIZE};
use crate::runtime::fault::Fault;
use crate::runtime::Slot;
use crate::timing::{CoreState, RawTables, TraceSink};
use std::ffi::c_void;
use std::mem::offset_of;

/// The state of one call of compiled code. Compiled code passes its
/// address to every entry and bumps `steps`; when it issues inline (an
/// untraced model) it also keeps the model's scalar issue state in `core`
/// and updates the model's tables through `tables`. An entry that reaches
/// the timing model hands `core` to the model first and refreshes `core`
/// (and `tables`, which move when the scoreboard grows) from it last
/// (`Synced`), so the model sees every event in order either way.
#[repr(C)]
pub struct Ctx {
    /// The machine (`Machine<'_, S>`), type-erased.
    pub m: *mut c_void,
    /// Instructions the compiled code ran.
    pub steps: u64,
    /// The scalar issue state (inline issue only).
    pub core: CoreState,
    /// The model's tables for the running frame (inline issue only).
    pub tables: RawTables,
    /// The fault that stopped the call.
    pub fault: Option<Fault>,
    /// The results, when the function was the run's entry.
    pub ret: Option<Vec<Slot>>,
    /// What `mem` loaded.
    pub loaded: u64,
    /// How many instructions that may change a memref register, a buffer
    /// or the DMAs in flight the call has run through the runtime, plus
    /// one; a [`MemDesc`] filled at another count is stale.
    pub gen: u64,
    /// What compiled code and the runtime share of a memo'd loop's run
    /// ([`super::loops`]).
    pub memo: Words,
    /// A direct call's arguments, then its results ([`super::calls`]).
    pub args: [u64; ARGS_WORDS],
}

/// Byte offset of [`Ctx::args`].
pub const ARGS_OFFSET: i32 = offset_of!(Ctx, args) as i32;

/// How many 64-bit words of arguments (and of results) a direct call
/// passes at most: the size of [`Ctx::args`].
pub const ARGS_WORDS: usize = 16;

/// The run's plan of direct calls ([`super::calls`]).
pub struct Calls {
    /// Per function: the address of its compiled code, filled once the
    /// code is finished; direct calls read it at run time.
    pub table: Box<[usize]>,
    /// Per function: whether some compiled caller calls it directly (it
    /// then takes the `direct` parameter into account).
    pub callee: Vec<bool>,
    /// Per function: its call instructions that go direct.
    pub sites: Vec<Vec<bool>>,
}

impl Calls {
    /// No direct calls (a traced model, `--trace-values`, `--profile`).
    pub fn none(n: usize) -> Calls {
        Calls {
            table: vec![0; n].into_boxed_slice(),
            callee: vec![false; n],
            sites: vec![Vec::new(); n],
        }
    }

    /// Whether call instruction `pc` of function `func` goes direct.
    pub fn direct(&self, func: usize, pc: usize) -> bool {
        self.sites[func].get(pc).copied().unwrap_or(false)
    }
}

/// Byte offset of [`Ctx::memo`].
pub const MEMO_OFFSET: i32 = offset_of!(Ctx, memo) as i32;

/// `memo`'s `what`: start a loop's run.
pub const MEMO_ENTER: u32 = 0;
/// `memo`'s `what`: one iteration.
pub const MEMO_STEP: u32 = 1;
/// `memo`'s `what`: end the run at an iteration's head.
pub const MEMO_LEAVE: u32 = 2;
/// `memo`'s `what`: end the run where an access declined.
pub const MEMO_ABORT: u32 = 3;

/// Byte offset of [`Ctx::steps`].
pub const STEPS_OFFSET: i32 = offset_of!(Ctx, steps) as i32;
/// Byte offset of [`Ctx::loaded`].
pub const LOADED_OFFSET: i32 = offset_of!(Ctx, loaded) as i32;
/// Byte offset of [`Ctx::gen`].
pub const GEN_OFFSET: i32 = offset_of!(Ctx, gen) as i32;
/// Byte offset of [`Ctx::core`].
pub const CORE_OFFSET: i32 = offset_of!(Ctx, core) as i32;
/// Byte offset of [`Ctx::tables`].
pub const TABLES_OFFSET: i32 = offset_of!(Ctx, tables) as i32;

/// Status of `exec`: go on with the next instruction.
pub const NEXT: u32 = 0;
/// Status of `exec`: the function returned.
pub const RETURNED: u32 = 1;
/// Status of `exec` (and `issue` returns 1): a fault.
pub const FAULT: u32 = 2;
/// Status of `exec` for a jump to `to`: `JUMP + to`.
pub const JUMP: u32 = 3;

/// The machine behind a context.
///
/// # Safety
/// `ctx` comes from [`enter`], whose machine outlives the call.
unsafe fn machine<'c, S: TraceSink>(ctx: *mut Ctx) -> (&'c mut Ctx, &'c mut Machine<'c, S>) {
    let c = &mut *ctx;
    let m = &mut *(c.m as *mut Machine<'c, S>);
    (c, m)
}

/// Whether compiled code for sink `S` issues compute ops inline: only
/// when the model is untraced, since a traced model also tells its sink
/// of every issue.
pub const fn inline_issue<S: TraceSink>() -> bool {
    !S::ENABLED
}

/// An entry's view of the machine with the issue state compiled code
/// carried handed back to the model; dropping it refreshes the context
/// from the model.
struct Synced<'c, S: TraceSink> {
    c: &'c mut Ctx,
    m: &'c mut Machine<'c, S>,
    /// Whether the entry may have grown the scoreboard (moving its table).
    tables: bool,
}

impl<'c, S: TraceSink> Synced<'c, S> {
    /// # Safety
    /// As for [`machine`].
    unsafe fn new(ctx: *mut Ctx) -> Self {
        Self::with_tables(ctx, true)
    }

    /// [`Self::new`] for an entry that issues only in the running frame,
    /// whose scoreboard registers [`Machine::tier_tables`] has already
    /// made room for, so the tables stay where they are.
    ///
    /// # Safety
    /// As for [`machine`].
    unsafe fn in_frame(ctx: *mut Ctx) -> Self {
        Self::with_tables(ctx, false)
    }

    unsafe fn with_tables(ctx: *mut Ctx, tables: bool) -> Self {
        let (c, m) = machine::<S>(ctx);
        if inline_issue::<S>() {
            m.tier_set_core(&c.core);
        }
        Synced { c, m, tables }
    }
}

impl<S: TraceSink> Drop for Synced<'_, S> {
    fn drop(&mut self) {
        if inline_issue::<S>() {
            self.c.core = self.m.tier_core();
            if self.tables {
                self.c.tables = self.m.tier_tables();
            }
        }
    }
}

/// `over`: the fault of instruction `pc` having run past `--max-cycles`,
/// found by compiled code that issues inline; returns 1.
extern "C" fn over<S: TraceSink>(ctx: *mut Ctx, pc: u32) -> u32 {
    // SAFETY: called by compiled code with the context `enter` made.
    let s = unsafe { Synced::<S>::new(ctx) };
    s.c.fault = Some(s.m.tier_cycles_exceeded(pc as usize));
    1
}

/// Status of `mem`: done.
pub const MEM_DONE: u32 = 0;
/// Status of `mem`: nothing done; the general path (`exec`) must run it.
pub const MEM_SLOW: u32 = 1;

/// `mem`: see the module table.
extern "C" fn mem<S: TraceSink>(
    ctx: *mut Ctx,
    pc: u32,
    idx: *const i64,
    n: u32,
    val: u64,
    store: u32,
) -> u32 {
    // SAFETY: as for `issue`; `idx` points to `n` index values on the
    // compiled code's stack.
    let (s, idx) = unsafe {
        (
            Synced::<S>::in_frame(ctx),
            std::slice::from_raw_parts(idx, n as usize),
        )
    };
    let (c, m) = (&mut *s.c, &mut *s.m);
    match m.tier_mem_step(pc as usize, idx, (store != 0).then_some(val)) {
        Ok(Some(bits)) => {
            c.loaded = bits;
            MEM_DONE
        }
        Ok(None) => MEM_SLOW,
        Err(f) => {
            c.fault = Some(f);
            FAULT
        }
    }
}

/// `desc`: see the module table.
extern "C" fn desc<S: TraceSink>(
    ctx: *mut Ctx,
    pc: u32,
    d: *mut MemDesc,
    rank: u32,
    gen: u64,
) -> u32 {
    // SAFETY: as for `issue`; `d` points to a descriptor followed by
    // `rank` pairs of `i64` and one more `i64` in the compiled code's
    // frame. Filling it reads
    // the machine and hands out addresses, issuing nothing.
    let (m, d, dims, covered) = unsafe {
        let (_, m) = machine::<S>(ctx);
        let dims = (d as *mut u8).add(MEM_DESC_SIZE) as *mut i64;
        (
            m,
            &mut *d,
            std::slice::from_raw_parts_mut(dims, 2 * rank as usize),
            &mut *dims.add(2 * rank as usize),
        )
    };
    d.gen = gen;
    let ok = m.tier_mem_desc(pc as usize, d, dims);
    *covered = super::desc::covered(d, dims);
    ok as u32
}

/// `affine`: see the module table.
extern "C" fn affine(input: *const i64, words: u32, out: *mut i64, accesses: u32) -> u32 {
    // SAFETY: compiled code passes two slots of its frame, of `words`
    // and `2 · accesses` words.
    let (input, out) = unsafe {
        (
            std::slice::from_raw_parts(input, words as usize),
            std::slice::from_raw_parts_mut(out, 2 * accesses as usize),
        )
    };
    super::affine::prove(input, out) as u32
}

/// `issue`: see the module table.
extern "C" fn issue<S: TraceSink>(ctx: *mut Ctx, pc: u32) -> u32 {
    // SAFETY: called by compiled code with the context `enter` made.
    let s = unsafe { Synced::<S>::new(ctx) };
    let (c, m) = (&mut *s.c, &mut *s.m);
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
    let s = unsafe { Synced::<S>::new(ctx) };
    let (c, m) = (&mut *s.c, &mut *s.m);
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

/// `memo`: see the module table.
extern "C" fn memo<S: TraceSink>(ctx: *mut Ctx, info: *const LoopInfo, what: u32, k: u32) -> u32 {
    // SAFETY: as for `issue`; `info` is a loop of the compiled code, kept
    // alive with it.
    let ((c, m), info) = unsafe { (machine::<S>(ctx), &*info) };
    let w = &mut c.memo;
    let go_on = match what {
        MEMO_ENTER => {
            m.tier_set_core(&c.core);
            return loops::enter(info, m.tier_model().0, w) as u32;
        }
        MEMO_STEP => {
            let (model, base) = m.tier_model();
            if loops::step(info, model, base, w) {
                return 1;
            }
            0
        }
        MEMO_LEAVE => {
            loops::leave(info, m.tier_model().0, w);
            0
        }
        _ => {
            let (model, base) = m.tier_model();
            loops::abort(info, model, base, (k as usize, w));
            0
        }
    };
    // The memo may have grown the scoreboard (its table moved).
    c.core = m.tier_core();
    c.tables = m.tier_tables();
    go_on
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

/// `get_hi`: see the module table.
extern "C" fn get_hi<S: TraceSink>(ctx: *mut Ctx, reg: u32) -> u64 {
    // SAFETY: as for `issue`.
    let (_, m) = unsafe { machine::<S>(ctx) };
    (m.tier_get_wide(reg) >> 64) as u64
}

/// `put_wide`: see the module table.
extern "C" fn put_wide<S: TraceSink>(ctx: *mut Ctx, reg: u32, lo: u64, hi: u64) {
    // SAFETY: as for `issue`.
    let (_, m) = unsafe { machine::<S>(ctx) };
    m.tier_put_wide(reg, (u128::from(hi) << 64) | u128::from(lo));
}

/// `put_vec`: see the module table.
extern "C" fn put_vec<S: TraceSink>(ctx: *mut Ctx, reg: u32, words: *const u64, n: u32) {
    // SAFETY: as for `issue`; `words` points to `n` words on the compiled
    // code's stack.
    let ((_, m), words) = unsafe {
        (
            machine::<S>(ctx),
            std::slice::from_raw_parts(words, n as usize),
        )
    };
    m.tier_put_vector(reg, words);
}

/// `get_vec`: see the module table.
extern "C" fn get_vec<S: TraceSink>(ctx: *mut Ctx, reg: u32, words: *mut u64, n: u32) {
    // SAFETY: as for `put_vec`.
    let ((_, m), out) = unsafe {
        (
            machine::<S>(ctx),
            std::slice::from_raw_parts_mut(words, n as usize),
        )
    };
    m.tier_get_vector(reg, out);
}

/// `fell`: see the module table.
extern "C" fn fell<S: TraceSink>(ctx: *mut Ctx) -> u32 {
    // SAFETY: as for `issue`.
    let s = unsafe { Synced::<S>::new(ctx) };
    s.c.fault = Some(s.m.tier_fell_off());
    1
}

/// `call`: see the module table.
extern "C" fn call<S: TraceSink>(ctx: *mut Ctx, pc: u32, func: u32) -> u32 {
    // SAFETY: as for `issue`.
    let (c, m) = unsafe { machine::<S>(ctx) };
    let done = m.tier_call(pc as usize, func);
    frame_changed(c, m, done)
}

/// `ret`: see the module table.
extern "C" fn ret<S: TraceSink>(ctx: *mut Ctx, pc: u32) -> u32 {
    // SAFETY: as for `issue`.
    let (c, m) = unsafe { machine::<S>(ctx) };
    let done = m.tier_return(pc as usize);
    frame_changed(c, m, done)
}

/// After `call` or `ret`: the running frame's tables in the context (the
/// scoreboard may have grown), or the fault; the status. Neither touches
/// the model's issue state, which compiled code keeps.
fn frame_changed<S: TraceSink>(
    c: &mut Ctx,
    m: &mut Machine<'_, S>,
    done: Result<(), Fault>,
) -> u32 {
    match done {
        Ok(()) => {
            c.tables = m.tier_tables();
            0
        }
        Err(f) => {
            c.fault = Some(f);
            1
        }
    }
}

/// A compiled function: `extern "C" fn(*mut Ctx, direct) -> u32` (0
/// returned, 1 fault).
type Code = extern "C" fn(*mut Ctx, u32) -> u32;

/// Runs compiled code `code` for the frame just pushed; the interpreter's
/// [`crate::interp::Enter`].
pub fn enter<S: TraceSink>(
    m: &mut Machine<'_, S>,
    code: usize,
) -> Result<Option<Vec<Slot>>, Fault> {
    let mut ctx = Ctx {
        m: m as *mut Machine<'_, S> as *mut c_void,
        steps: 0,
        core: m.tier_core(),
        tables: m.tier_tables(),
        fault: None,
        ret: None,
        loaded: 0,
        gen: 1,
        memo: Words::default(),
        args: [0; ARGS_WORDS],
    };
    // SAFETY: `code` is the address of a finished function of the
    // signature `Code`, kept alive by the tier that holds it.
    let f: Code = unsafe { std::mem::transmute::<usize, Code>(code) };
    let status = f(&mut ctx, 0);
    if inline_issue::<S>() {
        // Compiled code stored its state back before it returned.
        m.tier_set_core(&ctx.core);
    }
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
    /// `get_hi`.
    pub get_hi: usize,
    /// `put_wide`.
    pub put_wide: usize,
    /// `put_vec`.
    pub put_vec: usize,
    /// `get_vec`.
    pub get_vec: usize,
    /// `fell`.
    pub fell: usize,
    /// `over`.
    pub over: usize,
    /// `mem`.
    pub mem: usize,
    /// `desc`.
    pub desc: usize,
    /// `memo`.
    pub memo: usize,
    /// `affine`.
    pub affine: usize,
    /// `call`.
    pub call: usize,
    /// `ret`.
    pub ret: usize,
    /// Whether compute ops issue inline ([`inline_issue`]).
    pub inline: bool,
}

impl Entries {
    /// The entries monomorphised for `S`.
    pub fn of<S: TraceSink>() -> Entries {
        Entries {
            issue: issue::<S> as *const () as usize,
            exec: exec::<S> as *const () as usize,
            get: get::<S> as *const () as usize,
            put: put::<S> as *const () as usize,
            get_hi: get_hi::<S> as *const () as usize,
            put_wide: put_wide::<S> as *const () as usize,
            put_vec: put_vec::<S> as *const () as usize,
            get_vec: get_vec::<S> as *const () as usize,
            fell: fell::<S> as *const () as usize,
            over: over::<S> as *const () as usize,
            mem: mem::<S> as *const () as usize,
            desc: desc::<S> as *const () as usize,
            memo: memo::<S> as *const () as usize,
            affine: affine as *const () as usize,
            call: call::<S> as *const () as usize,
            ret: ret::<S> as *const () as usize,
            inline: inline_issue::<S>(),
        }
    }
}
