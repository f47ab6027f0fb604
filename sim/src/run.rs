//! The simulator's entry point: prepare a verified module against a target,
//! choose the executor and run a function with it, and collect the program's output and
//! the timing report while the requested traces stream to their writers.

use crate::args::{self, Inputs};
use crate::executor::{ExecOutput, Executor};
use crate::interp::Machine;
use crate::npy::Array;
use crate::prepare::prepare_within;
use crate::prepare::target::{energy_table, timing_config};
use crate::runtime::{Progress, RunOptions, Slot};
use crate::timing::report::Report;
use crate::timing::sinks::chrome::ChromeSink;
use crate::timing::sinks::vcd::VcdSink;
use crate::timing::sinks::Threaded;
use crate::timing::TimingModel;
use crate::timing::CYCLE_LIMIT;
use crate::timing::{NullSink, TraceSink};
use rmlir_ir::{Context, Diagnostic, OpId};
use rmlir_targets::Target;
use std::io::Write;

/// What to run and what to record.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// The function to run.
    pub entry: String,
    /// Cycle limit and race policy.
    pub run: RunOptions,
    /// Trace every integer SSA value of this function as a VCD wire (with
    /// a VCD destination in [`Traces`]).
    pub trace_values: Option<String>,
    /// Called every 2^20 instructions (for a progress bar).
    pub progress: Option<Progress>,
    /// Charge cycles, ops and stalls to source lines and functions
    /// ([`Outcome::profile`]).
    pub profile: bool,
    /// Which engine runs the functions (`--engine`).
    pub engine: crate::jit::Engine,
    /// Write which engine ran each function, and why, to stderr
    /// (`--explain-engine`).
    pub explain_engine: bool,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            entry: "main".into(),
            run: RunOptions::default(),
            trace_values: None,
            progress: None,
            profile: false,
            engine: crate::jit::Engine::default(),
            explain_engine: false,
        }
    }
}

/// Everything a run produced.
#[derive(Debug)]
pub struct Outcome {
    /// What the program printed (`vector.print`).
    pub stdout: String,
    /// The entry function's results.
    pub results: Vec<Slot>,
    /// Cycles and where they went.
    pub report: Report,
    /// Warnings (races in warn mode, DMAs never waited for).
    pub warnings: Vec<Diagnostic>,
    /// Instructions the interpreter executed.
    pub steps: u64,
    /// Memref results and requested buffers, by file stem (`RESULT_0`, `A`).
    pub arrays: Vec<(String, Array)>,
    /// Where the cycles went, when [`SimOptions::profile`] asked.
    pub profile: Option<crate::runtime::profile::Profile>,
}

/// A run that did not finish: its diagnostics and, when the program
/// started running, the evidence up to the fault.
#[derive(Debug)]
pub struct Failure {
    /// What went wrong (the first is the error).
    pub diagnostics: Vec<Diagnostic>,
    /// The timing report of the cycles run before the fault, with the
    /// traces complete up to it; `None` when the fault came before the
    /// program started (bad module, entry, target or arguments).
    pub report: Option<Box<Report>>,
    /// The cycle the fault happened at (0 without a report).
    pub cycle: u64,
}

impl Failure {
    fn before_start(diagnostics: Vec<Diagnostic>) -> Failure {
        Failure {
            diagnostics,
            report: None,
            cycle: 0,
        }
    }
}

/// Where the traces go. Each is written while the run goes, with bounded
/// memory. When the program faults, the traces are still finished up to
/// the fault (see [`simulate_traced`]); the command line writes them to
/// temporary files it renames into place once they are whole.
#[derive(Default)]
pub struct Traces<'a> {
    /// The VCD waveform's destination.
    pub vcd: Option<&'a mut (dyn Write + Send)>,
    /// The Chrome/Perfetto trace JSON's destination.
    pub json: Option<&'a mut (dyn Write + Send)>,
}

impl std::fmt::Debug for Traces<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Traces")
            .field("vcd", &self.vcd.is_some())
            .field("json", &self.json.is_some())
            .finish()
    }
}

/// Runs `opts.entry` of `module` on `target` with `args`, untraced.
pub fn simulate(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    args: Vec<Slot>,
) -> Result<Outcome, Vec<Diagnostic>> {
    let src = ArgSource::Slots(args);
    run_entry(ctx, module, target, opts, &src, Traces::default()).map_err(|f| f.diagnostics)
}

/// Runs `opts.entry` with arguments from the command line: scalars parsed
/// from text, memrefs allocated in their memory space and filled from
/// arrays. [`Outcome::arrays`] returns every memref result as `RESULT_<i>`
/// and each memref parameter named in `inputs.outputs` under its name.
/// The traces stream to `traces`.
pub fn simulate_with(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    inputs: &Inputs,
    traces: Traces<'_>,
) -> Result<Outcome, Vec<Diagnostic>> {
    simulate_traced(ctx, module, target, opts, inputs, traces).map_err(|f| f.diagnostics)
}

/// [`simulate_with`], keeping the evidence of a failed run: when the
/// program faults (race, deadlock, capacity, out of bounds, cycle limit…)
/// the timing model is finished at that point, every trace is written
/// whole up to it, and the [`Failure`] carries the report.
pub fn simulate_traced(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    inputs: &Inputs,
    traces: Traces<'_>,
) -> Result<Outcome, Failure> {
    run_entry(
        ctx,
        module,
        target,
        opts,
        &ArgSource::Inputs(inputs),
        traces,
    )
}

/// Where a run's arguments come from.
enum ArgSource<'a> {
    /// Ready-made register contents.
    Slots(Vec<Slot>),
    /// Command-line text and arrays, bound once the machine exists.
    Inputs(&'a Inputs),
}

/// Arguments of a run and the buffers to return: `(name, memref)`.
type Bound = (Vec<Slot>, Vec<(String, Slot)>);

/// Builds the arguments once the executor exists.
fn bind<S: TraceSink>(
    src: &ArgSource<'_>,
    m: &mut dyn Executor<S>,
    (ctx, target): (&Context, &Target),
    prog: &crate::prepare::Program,
    entry: u32,
) -> Result<Bound, Diagnostic> {
    let inputs = match src {
        ArgSource::Slots(args) => return Ok((args.clone(), Vec::new())),
        ArgSource::Inputs(inputs) => inputs,
    };
    let params = args::signature(ctx, prog, entry, target)?;
    let f = &prog.funcs[entry as usize];
    let op = f.op.expect("a function has its op");
    let slots = args::bind(&mut m.runtime(), (&f.name, op), &params, inputs)?;
    let outs = args::output_positions(&params, &inputs.outputs)
        .into_iter()
        .map(|(name, i)| (name, slots[i].clone()))
        .collect();
    Ok((slots, outs))
}

/// Runs the entry with the target's NaN in force for everything the run
/// computes, prepared constants and compiled code included (`value::nan`).
fn run_entry(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    src: &ArgSource<'_>,
    traces: Traces<'_>,
) -> Result<Outcome, Failure> {
    let nan = match target.compute().default_nan.unwrap_or_default() {
        rmlir_targets::DefaultNan::Positive => crate::value::DefaultNan::Positive,
        rmlir_targets::DefaultNan::Negative => crate::value::DefaultNan::Negative,
    };
    crate::value::with_default_nan(nan, || {
        run_entry_under_nan(ctx, module, target, opts, src, traces)
    })
}

fn run_entry_under_nan(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    src: &ArgSource<'_>,
    traces: Traces<'_>,
) -> Result<Outcome, Failure> {
    let max_memory = opts.run.max_memory;
    let (prog, units) =
        prepare_within(ctx, module, target, max_memory).map_err(Failure::before_start)?;
    let entry = *prog.by_name.get(&opts.entry).ok_or_else(|| {
        let what = format!("no function named @{} to run", opts.entry);
        Failure::before_start(vec![no_function(ctx, &prog, &what, "--entry")])
    })?;
    let cfg = timing_config(target, &units);
    let model = |e: crate::timing::config::ConfigError| {
        let msg = format!("target '{}' cannot be timed: {e}", target.name());
        Failure::before_start(vec![Diagnostic::error(None, msg)])
    };
    let run = Run {
        ctx,
        target,
        opts,
        src,
        prog: &prog,
        entry,
        energy: energy_table(target, &units),
    };
    if traces.vcd.is_none() && traces.json.is_none() {
        let timing = TimingModel::with_sink(&cfg, NullSink).map_err(model)?;
        return run
            .drive(timing)
            .map(|(outcome, _)| outcome)
            .map_err(|(f, _)| f);
    }
    let failed = |what: &str, e: std::io::Error| {
        let msg = format!("could not write the {what}: {e}");
        Failure::before_start(vec![Diagnostic::error(None, msg)])
    };
    // The traces are formatted and written on a thread of their own, so
    // the run waits for them only when they fall behind (`Threaded`).
    let sink = (
        traces.vcd.map(|w| VcdSink::to_writer(&cfg, w)),
        (traces.json).map(|w| ChromeSink::to_writer(&cfg, w).with_sites(op_sites(ctx, &prog))),
    );
    std::thread::scope(|scope| {
        let sink = Threaded::spawn(scope, sink).map_err(|e| {
            let msg = format!("could not start the trace writer thread: {e}");
            Failure::before_start(vec![Diagnostic::error(None, msg)])
        })?;
        let timing = TimingModel::with_sink(&cfg, sink).map_err(model)?;
        // A faulted run's sink is finished too: its traces are evidence.
        let (result, sink) = match run.drive(timing) {
            Ok((outcome, sink)) => (Ok(outcome), Some(sink)),
            Err((failure, sink)) => (Err(failure), sink),
        };
        if let Some(sink) = sink {
            let (vcd, chrome) = sink.join();
            if let Some(s) = vcd {
                s.into_inner().map_err(|e| failed("VCD trace", e))?;
            }
            if let Some(s) = chrome {
                s.into_inner().map_err(|e| failed("JSON trace", e))?;
            }
        }
        result
    })
}

/// The `file:line` of every op an instruction came from, by `OpId`: the
/// sites the interpreter names to the timing model, for the Chrome trace.
fn op_sites(ctx: &Context, prog: &crate::prepare::Program) -> Vec<Option<String>> {
    let mut sites = vec![None; ctx.ops.len()];
    for &op in prog.funcs.iter().flat_map(|f| &f.origin) {
        let site = &mut sites[op.as_u32() as usize];
        if site.is_none() {
            let pos = rmlir_ir::diag::source_pos(ctx, ctx.ops[op].loc);
            *site = pos.map(|p| format!("{}:{}", p.file, p.line));
        }
    }
    sites
}

/// The error for a function named on the command line (by `flag`) that the
/// module does not define: `what`, then the ones it does define, located
/// at the first of them (the name itself has no place in the file).
fn no_function(
    ctx: &Context,
    prog: &crate::prepare::Program,
    what: &str,
    flag: &str,
) -> Diagnostic {
    let mut names: Vec<&str> = prog
        .funcs
        .iter()
        .filter(|f| !f.external)
        .map(|f| f.name.as_str())
        .collect();
    names.sort_unstable();
    let have = match names.as_slice() {
        [] => "the module defines no function with a body".to_string(),
        some => format!(
            "the module defines {}",
            some.iter()
                .map(|n| format!("@{n}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let msg = format!("{what} ({have}; use {flag} to pick one)");
    let first = prog.funcs.iter().filter(|f| !f.external).find_map(|f| f.op);
    match first {
        Some(op) => Diagnostic::error_at(ctx, ctx.ops[op].loc, msg),
        None => Diagnostic::error(None, msg),
    }
}

/// The executor for a run: the interpreter's machine, with the functions
/// the engine choice compiles installed as its second tier (`jit`).
fn executor<'a, S: TraceSink + 'a>(
    (prog, ctx, target): (&'a crate::prepare::Program, &'a Context, &'a Target),
    timing: TimingModel<S>,
    opts: &SimOptions,
    traced: Option<u32>,
) -> Result<Box<dyn Executor<S> + 'a>, Diagnostic> {
    let mut run = opts.run.clone();
    // Every run is bounded, `--max-cycles 0` too, so no cycle count wraps.
    let bound = run.max_cycles.map_or(CYCLE_LIMIT, |m| m.min(CYCLE_LIMIT));
    run.max_cycles = Some(bound);
    let mut m = Machine::new(prog, ctx, target, timing, run);
    if opts.explain_engine {
        m.explain_memo();
    }
    let why = crate::jit::attach(
        &mut m,
        (ctx, prog),
        opts.engine,
        (traced, opts.profile, opts.explain_engine),
    )?;
    if opts.explain_engine {
        eprint!("{}", crate::jit::explain_text(&why));
    }
    Ok(Box::new(m))
}

/// One prepared run, ready to drive any timing model.
struct Run<'a> {
    ctx: &'a Context,
    target: &'a Target,
    opts: &'a SimOptions,
    src: &'a ArgSource<'a>,
    prog: &'a crate::prepare::Program,
    entry: u32,
    /// The target's energy per event, if it gives any.
    energy: Option<crate::timing::energy::EnergyTable>,
}

/// A failed drive: the failure, and the sink when the program started
/// (finished up to the fault, for the caller to write out).
type Failed<S> = (Failure, Option<S>);

impl Run<'_> {
    /// `report` with the run's energy, when the target gives energy keys.
    fn with_energy(&self, mut report: Report) -> Report {
        if let Some(t) = &self.energy {
            report.add_energy(t);
        }
        report
    }

    /// Runs the entry function on `timing`; returns the outcome (without
    /// traces) and the sink, for the caller to render. A fault in the
    /// program finishes the timing model where it stopped.
    fn drive<S: TraceSink>(&self, timing: TimingModel<S>) -> Result<(Outcome, S), Failed<S>> {
        let (ctx, target, opts, prog, entry) =
            (self.ctx, self.target, self.opts, self.prog, self.entry);
        let traced = match &opts.trace_values {
            Some(name) => Some(*prog.by_name.get(name).ok_or_else(|| {
                let what = format!("no function named @{name} to trace");
                let d = no_function(ctx, prog, &what, "--trace-values");
                (Failure::before_start(vec![d]), None)
            })?),
            None => None,
        };
        let mut m = executor((prog, ctx, target), timing, opts, traced)
            .map_err(|d| (Failure::before_start(vec![d]), None))?;
        if let Some(p) = &opts.progress {
            m.on_progress(p.clone());
        }
        if opts.profile {
            m.enable_profile();
        }
        if let Some(f) = traced {
            m.trace_values(f);
        }
        let (args, outs) = bind(self.src, &mut *m, (ctx, target), prog, entry)
            .map_err(|d| (Failure::before_start(vec![d]), None))?;
        let run = m.run(entry, args).map_err(|d| vec![d]).and_then(|results| {
            let f = &prog.funcs[entry as usize];
            let arrays = collect_arrays(ctx, &mut *m, f, &results, outs)?;
            Ok((results, arrays))
        });
        let (results, arrays) = match run {
            Ok(r) => r,
            Err(diagnostics) => {
                let cycle = m.timing().now();
                let report = self.with_energy(m.timing().finish());
                let failure = Failure {
                    diagnostics,
                    report: Some(Box::new(report)),
                    cycle,
                };
                let (_, timing) = m.finish();
                return Err((failure, Some(timing.into_sink())));
            }
        };
        let report = self.with_energy(m.timing().finish());
        let profile = m.profile();
        let (
            ExecOutput {
                stdout,
                warnings,
                steps,
            },
            timing,
        ) = m.finish();
        let outcome = Outcome {
            stdout,
            results,
            report,
            warnings,
            steps,
            arrays,
            profile,
        };
        Ok((outcome, timing.into_sink()))
    }
}

/// Memref results (`RESULT_<i>`) and the chosen buffers, as arrays.
fn collect_arrays<S: TraceSink>(
    ctx: &Context,
    m: &mut dyn Executor<S>,
    f: &crate::prepare::Func,
    results: &[Slot],
    outs: Vec<(String, Slot)>,
) -> Result<Vec<(String, Array)>, Vec<Diagnostic>> {
    let named = results
        .iter()
        .enumerate()
        .map(|(i, s)| (format!("RESULT_{i}"), s.clone()))
        .chain(outs);
    let mut arrays: Vec<(String, Array)> = Vec::new();
    let mut copied = 0u64;
    for (name, slot) in named {
        if let Slot::M(mr) = slot {
            let a = args::to_array(m.runtime().mem, &mr, copied).map_err(|e| {
                let loc = f.op.map(|op| ctx.ops[op].loc);
                let d = match loc {
                    Some(l) => Diagnostic::error_at(ctx, l, format!("{name}: {e}")),
                    None => Diagnostic::error(None, format!("{name}: {e}")),
                };
                vec![d]
            })?;
            copied = copied.saturating_add(a.data.len() as u64);
            arrays.push((name, a));
        }
    }
    Ok(arrays)
}
