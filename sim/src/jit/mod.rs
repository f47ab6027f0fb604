//! The second tier: compiles prepared functions to host code with
//! Cranelift and runs them inside the interpreter's machine, with the
//! interpreter's values and cycles by construction.
//!
//! # Design
//! A compiled function keeps its integer (1 to 128 bits, `index`; above
//! 64 bits in I128s, `wide`), `f32`/`f64` and `f16`/`bf16` (their bits,
//! `half`) registers in Cranelift variables and computes the common
//! scalar instructions (constants, moves, integer arithmetic, compares,
//! integer casts, selects, float `+ - * /`, branches and loops)
//! natively; a vector register of at most 16 lanes of such scalars (up
//! to 64 bits) is held unrolled, one variable per lane, and its
//! element-wise ops, reductions and lane moves are native too
//! (`vector`). Each one the interpreter reports to the timing model is
//! reported here too, from the same prepared `InstTiming` (unit, latency,
//! read and write sets) and at the same point in the event order:
//! - with an untraced model (no VCD or Chrome trace: the common case), by
//!   the model's own issue steps emitted inline ([`issue`]), on the
//!   model's scoreboard, unit and stall tables in place, with its scalar
//!   state (`now`, issue slots, horizon, ops issued) in the call's
//!   context, handed back to the model before any other event reaches it;
//!   these words stay in Cranelift variables across the whole function
//!   and are written back only around runtime entries ([`cache`]);
//! - with a traced model, which also tells its sink of each issue, with
//!   one call of the runtime's `issue` entry, which reports through the
//!   runtime's port ([`crate::runtime::port::Port::issue`]), as the
//!   interpreter does.
//!
//! Scalar loads and stores run inline with an untraced model ([`memory`]):
//! strided address, bounds, element bytes and the model's memory-access
//! steps, through a descriptor of the memref the runtime fills and
//! compiled code keeps until an instruction run through the runtime may
//! change it; what that path declines (a traced model, an access that
//! overlaps a DMA in flight, an index out of bounds, another layout)
//! passes its native index
//! values to the runtime's `mem` entry, which runs the interpreter's fast
//! path for it (strided address, bounds, DMA race check, and the port's
//! `issue_mem`).
//! A call to a compiled function with native scalar arguments and
//! results goes direct, compiled code to compiled code, with the frame
//! bookkeeping of the interpreter's calls done by two small entries
//! ([`calls`]).
//! Every other instruction (memory the fast path declines, DMA,
//! allocation, `vector.print`, target ops, other calls, returns, vector loads
//! and stores and other vectors, integers wider than 128 bits, faulting divisions, failing asserts) runs through the
//! runtime's `exec` entry, which is the interpreter's `exec` for that one
//! instruction; faults are therefore built by the interpreter, with its
//! messages and locations. The runtime ABI is in [`abi`].
//!
//! Before a translated function is compiled, the masks that keep a
//! narrow integer zero-extended are dropped where no reader of their
//! result looks at a bit they clear (inside a chain of `+ - *` at one
//! odd width), by a demanded-bits pass over the Cranelift IR (`demand`).
//!
//! # Timing per iteration
//! The inline steps cost 15–20 host instructions per simulated op.
//! [`crate::timing::memo`] gives the model's exact cycles at one look-up
//! per loop iteration (the model is translation-invariant, so an
//! iteration's effect depends only on its state relative to `now` and the
//! banks its accesses touch). An innermost counted loop whose head, body
//! and step compute natively, with inline scalar accesses only, gets a
//! values-only copy, which reads its accesses' descriptors once at its
//! entry (nothing it runs can change them: its instructions are native,
//! its accesses inline, and its only runtime calls the memo's), checks
//! each access (only its indices, in a second copy entered when every
//! descriptor covers them, [`memory`]; nothing, for the accesses whose
//! indices are affine in the loop's variable, in a third copy entered
//! when the entry proves them within bounds and clear of every transfer
//! in flight on their buffers for every iteration left, where each moves
//! a pointer by a fixed stride instead, [`affine`]),
//! looks each iteration's step up in
//! the memo's tables itself and applies it, and hands what it does not find to the
//! runtime's `memo` entry ([`loops`]; the copy and the look-up are
//! emitted in `memo_loop`). The cycles are the same by construction: a step the
//! memo has not recorded runs the body's prepared issue facts through the
//! model's own `issue` and `mem_access`, the model is made whole before
//! anything else reaches it, and every way out of the copy (the loop's
//! exit, an access that declines part-way, an iteration that might pass
//! `--max-cycles`) goes on in the timed code exactly where the
//! interpreter would be.
//!
//! Where the accesses move by a fixed stride, the runtime also predicts
//! the iterations ahead ([`crate::timing::ff`]): the bank record each will have and the
//! memo step it takes, until a state repeats one period of the records
//! later. It arms that plan in the context, and compiled code then only
//! compares each iteration's records with the plan's row and counts it;
//! the runtime folds the count into the run in closed form (whole
//! periods times the period's sums) the next time it is entered. A
//! record that differs from the plan's goes to the runtime like a step
//! not found, so the plan is checked, never trusted, except where the
//! check is implied: a proven access's address is exactly its first
//! address plus the iterations times its proven stride, so when that is
//! the stride the plan was predicted with, its records are the plan's for
//! the budget the runtime gives such a plan, and compiled code compares
//! only the other accesses' records (`loops::free_budget`).
//!
//! # Which functions compile
//! Under `auto` and `jit`, every function with a body compiles, except:
//! a function on a cycle of the call graph (recursion; indirect calls may
//! reach every function a `func.constant` names), which the interpreter
//! runs so that deep recursion stays on its explicit stack; the function
//! traced by `--trace-values`; and all of them under `--profile` (both
//! observe every instruction in the interpreter's loop). Compiled and
//! interpreted functions call each other freely. `jit` refuses a run in
//! which a function cannot compile; `auto` runs it in the interpreter.

pub mod abi;
pub mod affine;
pub mod cache;
pub mod calls;
mod casts;
mod compile;
mod demand;
mod desc;
mod floats;
mod forward;
mod half;
mod ints;
pub mod issue;
pub mod loops;
mod maps;
mod math;
mod memo_loop;
pub mod memory;
mod operands;
mod quick;
mod tight;
mod vector;
mod vmem;
mod wide;
mod widths;
mod words;

use crate::interp::{Machine, Tier, TierTiming};
use crate::prepare::{Inst, Program};
use crate::timing::TraceSink;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module};
use rmlir_ir::{Context, Diagnostic};
use std::rc::Rc;
use std::time::Instant;

/// Which engine runs the program's functions.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// Compile every function that can be, interpret the rest.
    #[default]
    Auto,
    /// Compile every function; a run with one that cannot be is refused.
    Jit,
    /// Interpret everything.
    Interp,
}

impl std::str::FromStr for Engine {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "auto" => Ok(Engine::Auto),
            "jit" => Ok(Engine::Jit),
            "interp" => Ok(Engine::Interp),
            _ => Err(format!(
                "unknown engine '{s}' (expected auto, jit or interp)"
            )),
        }
    }
}

/// What the engine choice did with one function.
#[derive(Clone, Debug)]
pub enum Choice {
    /// Compiled.
    Compiled {
        /// Compile latency, in microseconds.
        micros: u64,
        /// Compiled for speed of compiling, since it runs few
        /// instructions (the rule is in `docs/timing.md`, § JIT).
        quick: bool,
        /// Instructions computed natively.
        native: u32,
        /// Instructions run through the runtime.
        runtime: u32,
        /// The first of those, as `op name at file:line`.
        first_runtime: Option<String>,
        /// How many of those each op runs, by op name, most first (ties
        /// by name), so a user sees at once what keeps code out of the
        /// compiled path.
        runtime_ops: Vec<(String, u32)>,
    },
    /// Interpreted, and why.
    Interpreted(String),
}

/// Per function (by index): what ran it.
pub type Explanation = Vec<(String, Choice)>;

/// Renders an [`Explanation`], one line per function.
pub fn explain_text(e: &Explanation) -> String {
    let mut out = String::new();
    for (name, c) in e {
        let line = match c {
            Choice::Compiled {
                micros,
                quick,
                native,
                runtime,
                first_runtime,
                runtime_ops,
            } => {
                let first = first_runtime
                    .as_ref()
                    .map(|s| format!(", first: {s}"))
                    .unwrap_or_default();
                let ops = tally_text(runtime_ops);
                let how = if *quick { " quick" } else { "" };
                format!(
                    "@{name}: jit, compiled{how} in {}.{:03} ms; {native} instructions native, {runtime} through the runtime{first}{ops}",
                    micros / 1000,
                    micros % 1000
                )
            }
            Choice::Interpreted(why) => format!("@{name}: interp ({why})"),
        };
        out.push_str("engine: ");
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// What stops a function from compiling, by function index.
fn obstacles(prog: &Program, traced: Option<u32>, profile: bool) -> Vec<Option<String>> {
    let recursive = recursive_funcs(prog);
    (0..prog.funcs.len())
        .map(|i| {
            if profile {
                Some("--profile counts every instruction in the interpreter".into())
            } else if traced == Some(i as u32) {
                Some("--trace-values traces it in the interpreter".into())
            } else if recursive[i] {
                Some("recursive: on a cycle of the call graph".into())
            } else {
                too_large(&prog.funcs[i], prog)
            }
        })
        .collect()
}

/// The most `instructions x (registers + branches)` a function may have
/// to compile: every exit of compiled code flushes the timing state of
/// each register written before it, so code and Cranelift's memory grow
/// with `instructions x registers` (1,000 chained `arith.addi` in one
/// block took 180 MB and 3 s to compile, 4,000 took 2.5 GB and 33 s,
/// 100,000 exhausted the host), and the single-pass register allocator
/// visits every live value at every block, so its time grows with
/// `instructions x branches` (a chain of 1,000 `cf.br` took 7.1 G host
/// instructions to compile, 2,000 took four times that, 10,000 nested
/// `scf.if` over five minutes). Past it the function is interpreted,
/// which takes linear time and memory.
const COMPILE_BUDGET: u64 = 1 << 22;

/// Why function `f` is too large to compile, if it is ([`COMPILE_BUDGET`]).
fn too_large(f: &crate::prepare::Func, prog: &Program) -> Option<String> {
    let branches = (f.code.iter())
        .filter(|i| !cache::jump_targets(i, prog).is_empty())
        .count() as u64;
    let width = u64::from(f.num_regs).saturating_add(branches);
    let size = (f.code.len() as u64).saturating_mul(width);
    (size > COMPILE_BUDGET).then(|| {
        format!(
            "too large to compile: {} instructions x ({} registers + {branches} branches) exceed {COMPILE_BUDGET}",
            f.code.len(),
            f.num_regs
        )
    })
}

/// The functions on a cycle of the call graph; an indirect call may reach
/// any function a `func.constant` names.
fn recursive_funcs(prog: &Program) -> Vec<bool> {
    let n = prog.funcs.len();
    let named: Vec<u32> = (prog.funcs.iter())
        .flat_map(|f| f.code.iter())
        .filter_map(|i| match *i {
            Inst::FuncRef { func, .. } => Some(func),
            _ => None,
        })
        .collect();
    let callees: Vec<Vec<u32>> = (prog.funcs.iter())
        .map(|f| {
            let mut out = Vec::new();
            for i in &f.code {
                match *i {
                    Inst::Call { func, .. } => out.push(func),
                    Inst::CallIndirect { .. } => out.extend(&named),
                    _ => {}
                }
            }
            out
        })
        .collect();
    // A function is recursive when it reaches itself.
    (0..n)
        .map(|start| {
            let mut seen = vec![false; n];
            let mut stack: Vec<u32> = callees[start].clone();
            while let Some(g) = stack.pop() {
                if g as usize == start {
                    return true;
                }
                if !std::mem::replace(&mut seen[g as usize], true) {
                    stack.extend(&callees[g as usize]);
                }
            }
            false
        })
        .collect()
}

/// Compiles the program's functions as `engine` asks and installs the
/// code in `m`; returns what ran where. `traced`, `profile` and
/// `explain` are the run's `--trace-values` function, `--profile` and
/// `--explain-engine` (which also prints, on standard error when the run
/// ends, what each memo'd loop did: [`loops::explain_loops`]).
pub fn attach<S: TraceSink>(
    m: &mut Machine<'_, S>,
    (ctx, prog): (&Context, &Program),
    engine: Engine,
    (traced, profile, explain): (Option<u32>, bool, bool),
) -> Result<Explanation, Diagnostic> {
    let why = obstacles(prog, traced, profile);
    if engine == Engine::Jit {
        let bad = (prog.funcs.iter().zip(&why)).find(|(f, w)| !f.external && w.is_some());
        if let Some((f, Some(w))) = bad {
            let msg = format!(
                "--engine jit cannot compile @{}: {w}; use --engine auto",
                f.name
            );
            return Err(match f.op {
                Some(op) => Diagnostic::error_at(ctx, ctx.ops[op].loc, msg),
                None => Diagnostic::error(None, msg),
            });
        }
    }
    let mut explanation = Vec::new();
    let timing = m.tier_timing();
    let mut calls = plan_calls::<S>((ctx, prog), engine, &why, &timing, (traced, profile));
    let mut jit = Jit::new().map_err(|e| Diagnostic::error(None, e))?;
    let hot = quick::hot_funcs(prog);
    let mut ids = Vec::new();
    let mut memo_loops = Vec::new();
    for (i, f) in prog.funcs.iter().enumerate() {
        if f.external {
            continue;
        }
        let choice = match (engine, &why[i]) {
            (Engine::Interp, _) => Choice::Interpreted("--engine interp".into()),
            (_, Some(w)) => Choice::Interpreted(w.clone()),
            (_, None) => {
                let t0 = Instant::now();
                let (id, stats, loops) =
                    (jit.compile::<S>((ctx, prog), (i, hot[i]), (&timing, &calls))).map_err(
                        |e| Diagnostic::error(None, format!("could not compile @{}: {e}", f.name)),
                    )?;
                ids.push((i, id, hot[i], stats.window));
                for mut l in loops {
                    let place = where_is(ctx, prog, i, l.head);
                    Rc::get_mut(&mut l).expect("not shared yet").place = place;
                    memo_loops.push(l);
                }
                Choice::Compiled {
                    micros: t0.elapsed().as_micros() as u64,
                    quick: !hot[i],
                    native: stats.native,
                    runtime: stats.runtime,
                    first_runtime: (stats.runtime_pcs.first())
                        .map(|&pc| where_is(ctx, prog, i, pc)),
                    runtime_ops: runtime_tally(ctx, prog, i, &stats.runtime_pcs),
                }
            }
        };
        explanation.push((f.name.clone(), choice));
    }
    if ids.is_empty() {
        return Ok(explanation);
    }
    for module in [&mut jit.hot, &mut jit.quick] {
        module
            .finalize_definitions()
            .map_err(|e| Diagnostic::error(None, format!("could not finish compiled code: {e}")))?;
    }
    let mut code = vec![None; prog.funcs.len()];
    for (i, id, hot, _) in &ids {
        let (i, id, hot) = (*i, *id, *hot);
        let module = if hot { &jit.hot } else { &jit.quick };
        let addr = module.get_finalized_function(id) as usize;
        (code[i], calls.table[i]) = (Some(addr), addr);
    }
    m.set_tier(Tier {
        code,
        enter: abi::enter::<S>,
        window: window_of(prog, &ids),
        keep: Box::new(Kept {
            _modules: [jit.hot, jit.quick],
            _calls: calls,
            loops: memo_loops,
            explain,
        }),
    });
    Ok(explanation)
}

/// What the machine keeps of the compiled code: the code's memory and
/// the memo'd loops its code points to.
struct Kept {
    _modules: [JITModule; 2],
    /// The code table direct calls go through.
    _calls: abi::Calls,
    loops: Vec<Rc<loops::LoopInfo>>,
    /// Whether `--explain-engine` asked what the loops did.
    explain: bool,
}

impl Drop for Kept {
    /// The run is over: `--explain-engine`'s lines on the memo'd loops.
    fn drop(&mut self) {
        if self.explain {
            eprint!("{}", loops::explain_loops(&self.loops));
        }
    }
}

/// Per function: whether a direct call gives it registers in the register
/// file (every one but a compiled function whose code reads and writes
/// none there, [`compile::Stats::window`]).
fn window_of(prog: &Program, compiled: &[(usize, FuncId, bool, bool)]) -> Vec<bool> {
    let mut window = vec![true; prog.funcs.len()];
    for &(i, _, _, w) in compiled {
        window[i] = w;
    }
    window
}

/// The direct calls between the functions that compile (none with a
/// traced model, `--trace-values` or `--profile`: [`calls`]).
fn plan_calls<S: TraceSink>(
    (ctx, prog): (&Context, &Program),
    engine: Engine,
    why: &[Option<String>],
    timing: &TierTiming,
    (traced, profile): (Option<u32>, bool),
) -> abi::Calls {
    let compiled: Vec<bool> = (prog.funcs.iter().zip(why))
        .map(|(f, w)| engine != Engine::Interp && !f.external && w.is_none())
        .collect();
    match abi::inline_issue::<S>() && traced.is_none() && !profile {
        true => calls::plan((ctx, prog), &compiled, timing),
        false => abi::Calls::none(prog.funcs.len()),
    }
}

/// How many of the instructions at `pcs` of function `func` each op
/// accounts for, most first, ties by op name.
fn runtime_tally(ctx: &Context, prog: &Program, func: usize, pcs: &[usize]) -> Vec<(String, u32)> {
    let mut counts = std::collections::BTreeMap::<String, u32>::new();
    for &pc in pcs {
        let op = prog.funcs[func].origin[pc];
        *counts.entry(ctx.ops[op].name.to_string()).or_default() += 1;
    }
    let mut tally: Vec<(String, u32)> = counts.into_iter().collect();
    tally.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    tally
}

/// `; by op: name count, ...`, or nothing when no instruction ran
/// through the runtime.
fn tally_text(tally: &[(String, u32)]) -> String {
    if tally.is_empty() {
        return String::new();
    }
    let items: Vec<String> = tally
        .iter()
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    format!("; by op: {}", items.join(", "))
}

/// `op name at file:line` of instruction `pc` of function `func`.
fn where_is(ctx: &Context, prog: &Program, func: usize, pc: usize) -> String {
    let op = prog.funcs[func].origin[pc];
    let name = ctx.ops[op].name.to_string();
    match rmlir_ir::diag::source_pos(ctx, ctx.ops[op].loc) {
        Some(p) => format!("{name} at {}:{}", p.file, p.line),
        None => name,
    }
}

/// The Cranelift modules the functions compile into: one for speed of
/// the code, one for speed of compiling ([`quick`]).
struct Jit {
    hot: JITModule,
    quick: JITModule,
    fctx: FunctionBuilderContext,
}

impl Jit {
    fn new() -> Result<Jit, String> {
        Ok(Jit {
            hot: Jit::module(true)?,
            quick: Jit::module(false)?,
            fctx: FunctionBuilderContext::new(),
        })
    }

    /// A module whose code is optimised and carefully allocated when
    /// `hot`, else made as fast as Cranelift can.
    fn module(hot: bool) -> Result<JITModule, String> {
        let mut flags = settings::builder();
        let set = |f: &mut settings::Builder, k: &str, v: &str| {
            f.set(k, v)
                .map_err(|e| format!("Cranelift setting {k}: {e}"))
        };
        let (opt, regalloc) = if hot {
            ("speed", "backtracking")
        } else {
            ("none", "single_pass")
        };
        set(&mut flags, "opt_level", opt)?;
        set(&mut flags, "regalloc_algorithm", regalloc)?;
        set(&mut flags, "is_pic", "false")?;
        // The IR verifier costs compile latency on every function; debug
        // builds (every test) keep it, so the translation is checked over
        // the whole corpus.
        let verify = if cfg!(debug_assertions) {
            "true"
        } else {
            "false"
        };
        set(&mut flags, "enable_verifier", verify)?;
        let isa = cranelift_native::builder()
            .map_err(|e| format!("this host has no Cranelift backend: {e}"))?
            .finish(settings::Flags::new(flags))
            .map_err(|e| format!("Cranelift: {e}"))?;
        let builder = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
        Ok(JITModule::new(builder))
    }

    /// Compiles function `i`.
    fn compile<S: TraceSink>(
        &mut self,
        (ctx, prog): (&Context, &Program),
        (i, hot): (usize, bool),
        (timing, calls): (&TierTiming, &abi::Calls),
    ) -> Result<
        (
            cranelift_module::FuncId,
            compile::Stats,
            Vec<Rc<loops::LoopInfo>>,
        ),
        String,
    > {
        let module = if hot { &mut self.hot } else { &mut self.quick };
        let isa = module.isa();
        let (cc, ptr) = (isa.default_call_conv(), isa.pointer_type());
        let config = isa.frontend_config();
        let mut cx = module.make_context();
        cx.func.signature = compile::code_signature(cc, ptr);
        let b = FunctionBuilder::new(&mut cx.func, &mut self.fctx);
        let f = &prog.funcs[i];
        let layouts = vector::layouts(ctx, f);
        let (b, stats, loops) = compile::Gen::translate(
            b,
            (f, prog, layouts),
            (abi::Entries::of::<S>(), timing),
            (calls, i),
            (cc, ptr),
        );
        b.finalize(config);
        demand::drop_unread_masks(&mut cx.func);
        let name = format!("rmlir_f{i}");
        let id = module
            .declare_function(&name, Linkage::Local, &cx.func.signature)
            .map_err(|e| e.to_string())?;
        // A debugging aid, not an interface: with `RMLIR_JIT_DUMP` set in
        // the environment, each function's Cranelift IR and then its
        // machine code (the register allocator's output, before branch
        // simplification) go to stderr, to read what a loop compiled to.
        let dump = std::env::var_os("RMLIR_JIT_DUMP").is_some();
        if dump {
            cx.set_disasm(true);
            eprintln!("{}", cx.func.display());
        }
        module
            .define_function(id, &mut cx)
            .map_err(|e| format!("{e:?}"))?;
        if dump {
            if let Some(v) = cx.compiled_code().and_then(|c| c.vcode.as_ref()) {
                eprintln!("{v}");
            }
        }
        module.clear_context(&mut cx);
        Ok((id, stats, loops))
    }
}
