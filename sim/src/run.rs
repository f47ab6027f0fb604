//! The simulator's entry point: prepare a verified module against a target,
//! run a function with the interpreter, and collect the program's output,
//! the timing report and the requested traces.

use crate::args::{self, Inputs};
use crate::machine::{Machine, Progress, RunOptions, Slot};
use crate::npy::Array;
use crate::program::prepare;
use crate::target::timing_config;
use crate::timing::report::Report;
use crate::timing::{Cycle, StallCause, TimingModel};
use crate::trace::chrome::ChromeSink;
use crate::trace::vcd::VcdSink;
use crate::trace::DmaSpan;
use crate::trace::{TraceSink, ValueSignal};
use rmlir_ir::{Context, Diagnostic, OpId};
use rmlir_targets::Target;

/// What to run and what to record.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// The function to run.
    pub entry: String,
    /// Cycle limit and race policy.
    pub run: RunOptions,
    /// Record a VCD waveform.
    pub vcd: bool,
    /// Record a Chrome/Perfetto trace.
    pub trace_json: bool,
    /// Trace every integer SSA value of this function as a VCD wire.
    pub trace_values: Option<String>,
    /// Called every 2^20 instructions (for a progress bar).
    pub progress: Option<Progress>,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            entry: "main".into(),
            run: RunOptions::default(),
            vcd: false,
            trace_json: false,
            trace_values: None,
            progress: None,
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
    /// The VCD text, when asked for.
    pub vcd: Option<Vec<u8>>,
    /// The Chrome trace JSON, when asked for.
    pub trace_json: Option<Vec<u8>>,
    /// Instructions the interpreter executed.
    pub steps: u64,
    /// Memref results and requested buffers, by file stem (`RESULT_0`, `A`).
    pub arrays: Vec<(String, Array)>,
}

/// A sink that may be switched off.
struct Maybe<T>(Option<T>);

impl<T: TraceSink> TraceSink for Maybe<T> {
    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        if let Some(s) = &mut self.0 {
            s.unit_busy(unit, start, end)
        }
    }
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        if let Some(s) = &mut self.0 {
            s.stall(start, end, cause)
        }
    }
    fn dma_transfer(&mut self, span: &DmaSpan) {
        if let Some(s) = &mut self.0 {
            s.dma_transfer(span)
        }
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        if let Some(s) = &mut self.0 {
            s.dma_remaining(engine, channel, cycle, bytes)
        }
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        if let Some(s) = &mut self.0 {
            s.space_allocated(space, cycle, bytes)
        }
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        if let Some(s) = &mut self.0 {
            s.space_rate(space, cycle, bytes_per_cycle)
        }
    }
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        match &mut self.0 {
            Some(s) => s.declare_value(name, width),
            None => ValueSignal(0),
        }
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        if let Some(s) = &mut self.0 {
            s.change_value(sig, cycle, bits)
        }
    }
    fn finish(&mut self, end: Cycle) {
        if let Some(s) = &mut self.0 {
            s.finish(end)
        }
    }
}

/// Runs `opts.entry` of `module` on `target` with `args`.
pub fn simulate(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    args: Vec<Slot>,
) -> Result<Outcome, Vec<Diagnostic>> {
    run_entry(ctx, module, target, opts, &mut |_, _, _| {
        Ok((args.clone(), Vec::new()))
    })
}

/// Runs `opts.entry` with arguments from the command line: scalars parsed
/// from text, memrefs allocated in their memory space and filled from
/// arrays. [`Outcome::arrays`] returns every memref result as `RESULT_<i>`
/// and each memref parameter named in `inputs.outputs` under its name.
pub fn simulate_with(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    inputs: &Inputs,
) -> Result<Outcome, Vec<Diagnostic>> {
    run_entry(ctx, module, target, opts, &mut |m, prog, entry| {
        let params = args::signature(ctx, prog, entry, target)?;
        let f = &prog.funcs[entry as usize];
        let op = f.op.expect("a function has its op");
        let slots = args::bind(m, ctx, (&f.name, op), &params, inputs)?;
        let outs = args::output_positions(&params, &inputs.outputs)
            .into_iter()
            .map(|(name, i)| (name, slots[i].clone()))
            .collect();
        Ok((slots, outs))
    })
}

/// Arguments of a run and the buffers to return: `(name, memref)`.
type Bound = (Vec<Slot>, Vec<(String, Slot)>);

/// Builds the arguments once the machine exists.
type Binder<'b> = dyn FnMut(&mut Machine<'_, Sinks>, &crate::program::Program, u32) -> Result<Bound, Diagnostic>
    + 'b;

type Sinks = (Maybe<VcdSink>, Maybe<ChromeSink>);

fn run_entry(
    ctx: &Context,
    module: OpId,
    target: &Target,
    opts: &SimOptions,
    bind: &mut Binder<'_>,
) -> Result<Outcome, Vec<Diagnostic>> {
    let (prog, units) = prepare(ctx, module, target)?;
    let entry = *prog.by_name.get(&opts.entry).ok_or_else(|| {
        vec![Diagnostic::error(
            None,
            format!(
                "no function named @{} to run (use --entry to pick another)",
                opts.entry
            ),
        )]
    })?;
    let cfg = timing_config(target, &units);
    let sink = (
        Maybe(opts.vcd.then(|| VcdSink::new(&cfg))),
        Maybe(opts.trace_json.then(|| ChromeSink::new(&cfg))),
    );
    let timing = TimingModel::with_sink(&cfg, sink).map_err(|e| {
        vec![Diagnostic::error(
            None,
            format!("target '{}' cannot be timed: {e}", target.name()),
        )]
    })?;
    let mut m = Machine::new(&prog, ctx, target, timing, opts.run.clone());
    if let Some(p) = &opts.progress {
        m.on_progress(p.clone());
    }
    if let Some(name) = &opts.trace_values {
        let f = *prog.by_name.get(name).ok_or_else(|| {
            let msg = format!("--trace-values: no function named @{name}");
            vec![Diagnostic::error(None, msg)]
        })?;
        m.trace_values(f);
    }
    let (args, outs) = bind(&mut m, &prog, entry).map_err(|d| vec![d])?;
    let results = m.run(entry, args).map_err(|d| vec![d])?;
    let arrays = collect_arrays(ctx, &mut m, &prog.funcs[entry as usize], &results, outs)?;
    let report = m.timing.finish();
    let (stdout, warnings, steps) = (
        std::mem::take(&mut m.out),
        std::mem::take(&mut m.warnings),
        m.steps,
    );
    let (vcd, chrome) = m.timing.into_sink();
    let write = |f: &mut dyn FnMut(&mut Vec<u8>) -> std::io::Result<()>| {
        let mut buf = Vec::new();
        f(&mut buf).ok().map(|_| buf)
    };
    let vcd = vcd.0.and_then(|mut s| write(&mut |b| s.write_to(&mut *b)));
    let trace_json = chrome
        .0
        .and_then(|mut s| write(&mut |b| s.write_to(&mut *b)));
    Ok(Outcome {
        stdout,
        results,
        report,
        warnings,
        vcd,
        trace_json,
        steps,
        arrays,
    })
}

/// Memref results (`RESULT_<i>`) and the chosen buffers, as arrays.
fn collect_arrays(
    ctx: &Context,
    m: &mut Machine<'_, Sinks>,
    f: &crate::program::Func,
    results: &[Slot],
    outs: Vec<(String, Slot)>,
) -> Result<Vec<(String, Array)>, Vec<Diagnostic>> {
    let named = results
        .iter()
        .enumerate()
        .map(|(i, s)| (format!("RESULT_{i}"), s.clone()))
        .chain(outs);
    let mut arrays = Vec::new();
    for (name, slot) in named {
        if let Slot::M(mr) = slot {
            let a = args::to_array(m.memory(), &mr).map_err(|e| {
                let loc = f.op.map(|op| ctx.ops[op].loc);
                let d = match loc {
                    Some(l) => Diagnostic::error_at(ctx, l, format!("{name}: {e}")),
                    None => Diagnostic::error(None, format!("{name}: {e}")),
                };
                vec![d]
            })?;
            arrays.push((name, a));
        }
    }
    Ok(arrays)
}
