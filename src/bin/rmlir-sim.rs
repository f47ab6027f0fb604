//! `rmlir-sim`: run an MLIR kernel with exact values and cycle-approximate
//! timing on a target chip described in TOML.

use clap::{Parser, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rmlir::cli::io::{print_error, print_stderr, print_stdout, AtomicFile};
use rmlir::cli::report::{load_target_source, report_text, RunMeta};
use rmlir::cli::{on_big_stack, parse_args};
use rmlir::cli::{read_input_arrays, render_all, Loaded};
use rmlir_ir::parser::{set_max_nesting, TOOL_MAX_NESTING};
use rmlir_ir::SourceMap;
use rmlir_sim::args::Inputs;
use rmlir_sim::npy;
use rmlir_sim::runtime::DEFAULT_MAX_MEMORY;
use rmlir_sim::runtime::{Printer, Progress, RaceMode, RunOptions, Slot};
use rmlir_sim::value::format::{too_wide_to_print, write_value};
use rmlir_sim::{simulate_traced, Failure, SimOptions, Traces};
use rmlir_targets::Target;
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const EXAMPLES: &str = "\
Examples:
  rmlir-sim examples/double_buffer.mlir
      run @main on the built-in TPU-like target (configs/tpu.toml); program
      output on stdout, a timing summary on stderr
  rmlir-sim examples/single_buffer.mlir --vcd sb.vcd
      write a waveform (GTKWave, Surfer): the core stalls in dma_wait while
      a DMA channel is busy
  rmlir-sim kernel.mlir --arg 16 --arg -1 --input A=a.npy --output A --output-dir out/
      pass scalar parameters in order and memref %A from a NumPy file; scalar
      results print on stdout, memref results go to out/RESULT_0.npy…, and
      %A's final contents to out/A.npy
  rmlir-sim kernel.mlir --vcd v.vcd --trace-values main
      add one wire per integer SSA value of @main, at its own width
  rmlir-sim --target configs/edge.toml kernel.mlir --report out.json --trace-json t.json
      run on another chip; JSON report; Chrome/Perfetto timeline
  rmlir-sim kernel.mlir --set memory.vmem.capacity=\"32 MiB\" --set dma.main.engines=8
      change target values without editing the file (for sweeps)
  rmlir-sim examples/race.mlir --max-cycles 1000000
      stop with a located error on a race (--races=warn|off to relax) or
      past a cycle budget

Output: program output (vector.print), then one line per scalar or vector
result. A progress spinner appears on stderr after 2 s when it is a terminal.

A run that faults (out of bounds, race, deadlock, capacity, --max-cycles…)
still writes every requested trace, complete up to the fault cycle, and the
--report with \"status\": \"error\", the diagnostic and its location.

Exit status: 0 on success, 1 on any error: a bad command line (unknown flag,
missing or malformed value), bad input, a bad target, or a fault in the
simulated program.";

/// The default `--max-cycles`: 10^10 cycles, minutes of host time, far
/// beyond any kernel of the examples and benches (see `docs/limits.md`).
const DEFAULT_MAX_CYCLES: u64 = 10_000_000_000;

/// The default `--max-trace-size`: 16 GiB, hours of a typical kernel's
/// VCD, but a bound on what a runaway run writes to the disk.
const DEFAULT_MAX_TRACE_BYTES: u64 = 16 << 30;

/// Run an MLIR kernel with exact values and cycle-approximate timing.
///
/// The kernel's `vector.print` output goes to stdout, exactly as
/// `mlir-runner` would print it. The timing summary and any diagnostics go to
/// stderr.
#[derive(Parser, Debug)]
#[command(name = "rmlir-sim", version, after_help = EXAMPLES)]
struct Args {
    /// The kernel (`-` reads standard input).
    kernel: String,

    /// Target description (TOML). Default: the built-in TPU-like chip
    /// (configs/tpu.toml).
    #[arg(long, value_name = "FILE")]
    target: Option<String>,

    /// Override one target value, e.g. `--set dma.main.engines=4` or
    /// `--set memory.vmem.capacity="32 MiB"`. Repeatable.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    overrides: Vec<String>,

    /// The function to run.
    #[arg(long, default_value = "main", value_name = "NAME")]
    entry: String,

    /// A scalar argument, in parameter order (memref parameters are
    /// skipped): decimal or 0x hex integers (negative too), `true`/`false`
    /// for i1, floats such as `1.5`, `-2e3`, `inf`, `nan`. Repeatable.
    #[arg(long = "arg", value_name = "VALUE", allow_hyphen_values = true)]
    scalar_args: Vec<String>,

    /// A memref argument from a NumPy file: NAME is the parameter's SSA name
    /// without `%` (`%A` is `A`) or its position (`0`, `1`…). The dtype must
    /// match the element type (bf16 is written as `<V2`, JAX's two-byte void, and read from it or `<u2` raw bits); dynamic dimensions
    /// take the array's sizes. The buffer is allocated in the memory space
    /// the type names, counted against its capacity. Repeatable.
    #[arg(long = "input", value_name = "NAME=FILE.npy")]
    inputs: Vec<String>,

    /// Also write memref parameter NAME's final contents as NAME.npy into
    /// --output-dir. Repeatable.
    #[arg(long = "output", value_name = "NAME")]
    outputs: Vec<String>,

    /// Where memref results (RESULT_0.npy, RESULT_1.npy…) and --output
    /// buffers are written; created when missing.
    #[arg(long = "output-dir", value_name = "DIR", default_value = ".")]
    output_dir: String,

    /// Write a VCD waveform (one timestep per cycle; scopes core, units,
    /// one per DMA engine and channel, one per memory space). It is written
    /// on a second thread while the run goes, and FILE appears only whole:
    /// at the end of the run, or up to the fault when the program faults.
    #[arg(long, value_name = "FILE")]
    vcd: Option<String>,

    /// With --vcd: every integer and index SSA value of function FUNC
    /// becomes a wire of its own bit width under the `values` scope,
    /// changing at the cycle its defining op issues.
    #[arg(long = "trace-values", value_name = "FUNC", requires = "vcd")]
    trace_values: Option<String>,

    /// Write the full timing report as JSON (`-`: standard output, after
    /// the program's output). It has `"status"`: `"ok"`, or `"error"` with
    /// `"error"` (message, file, line, column, notes) and `"fault_cycle"`
    /// when the program faulted.
    #[arg(long, value_name = "FILE")]
    report: Option<String>,

    /// Write the timeline as a Chrome/Perfetto trace (JSON).
    #[arg(long = "trace-json", value_name = "FILE")]
    trace_json: Option<String>,

    /// What to do when the kernel touches a DMA's buffers before waiting.
    #[arg(long, value_enum, default_value_t = Races::Error)]
    races: Races,

    /// Stop with an error past this many simulated cycles, so a kernel
    /// that never ends is reported rather than run forever; `0` lifts the
    /// bound to 2^62 cycles, the most the timing model counts exactly.
    #[arg(long = "max-cycles", value_name = "N", default_value_t = DEFAULT_MAX_CYCLES)]
    max_cycles: u64,

    /// The largest a --vcd or --trace-json file may grow, in bytes; past it
    /// the run fails and the trace is not written. `0` lifts the cap.
    #[arg(long = "max-trace-size", value_name = "BYTES", default_value_t = DEFAULT_MAX_TRACE_BYTES)]
    max_trace_size: u64,

    /// The most host memory the simulated program may hold in values
    /// (each call's registers) and heap-backed buffers, in bytes; past it
    /// the op that needs more fails. `0` lifts the bound.
    #[arg(long = "max-memory", value_name = "BYTES", default_value_t = DEFAULT_MAX_MEMORY)]
    max_memory: u64,

    /// Print no timing summary.
    #[arg(long, short)]
    quiet: bool,

    /// The deepest nesting of regions, types, attributes and expressions
    /// the parser accepts, in levels (a region counts four).
    #[arg(long = "max-nesting", value_name = "N", default_value_t = TOOL_MAX_NESTING, value_parser = rmlir::cli::parse_max_nesting)]
    max_nesting: u32,

    /// Charge cycles, issued ops and stalls by cause to each source line
    /// and function: the top lines print in the summary, the whole table
    /// goes into `--report` as `"profile"` (docs/timing.md § Profile).
    #[arg(long)]
    profile: bool,

    /// Also run the entry function under its HLS schedule (`rmlir-hls`)
    /// and print its cycles; `--report` gets an `"hls"` section.
    #[arg(long = "hls-schedule")]
    hls_schedule: bool,

    /// Which engine runs the functions: `jit` compiles them to host code
    /// (Cranelift), `interp` interprets them, `auto` compiles every one
    /// that can be and interprets the rest. Values and cycles are the same
    /// (docs/timing.md § JIT).
    #[arg(long, value_name = "ENGINE", default_value = "auto")]
    engine: rmlir_sim::jit::Engine,

    /// Print, per function, which engine ran it and why (on stderr), with
    /// its compile latency.
    #[arg(long = "explain-engine")]
    explain_engine: bool,
}

#[derive(Copy, Clone, Debug, ValueEnum)]
enum Races {
    /// Stop with an error naming both ops.
    Error,
    /// Report a warning and continue.
    Warn,
    /// Ignore races.
    Off,
}

/// The target with every `--set` applied, and the metadata the report
/// records about it.
fn load_target(args: &Args) -> Result<(Target, RunMeta), String> {
    let (base, source) = load_target_source(args.target.as_deref())?;
    let target = if args.overrides.is_empty() {
        base
    } else {
        base.with_overrides(&args.overrides)
            .map_err(|e| e.to_string())?
    };
    let meta = RunMeta {
        target_name: target.name().to_string(),
        target: source,
        overrides: args.overrides.clone(),
    };
    Ok((target, meta))
}

fn write_file(path: &str, bytes: &[u8]) -> Result<(), String> {
    rmlir::cli::io::write_atomically(Path::new(path), bytes)
        .map_err(|e| format!("could not write {path}: {e}"))
}

/// Writes the `--report` (a file, or standard output for `-`).
fn write_report(path: &str, text: &str) -> Result<(), String> {
    rmlir::cli::io::write_output(Some(path), text)
}

/// A trace's file, written while the run goes and renamed into place
/// only when the run succeeds.
fn trace_file(path: &str, max: u64) -> Result<AtomicFile, String> {
    let f =
        AtomicFile::create(Path::new(path)).map_err(|e| format!("could not write {path}: {e}"))?;
    Ok(if max > 0 { f.limit(max) } else { f })
}

/// A spinner on stderr that appears once a run has taken 2 s, and never
/// when stderr is not a terminal; the bar is returned to be cleared.
fn progress_bar() -> (Progress, ProgressBar) {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    let handle = bar.clone();
    let start = Instant::now();
    let shown = AtomicBool::new(false);
    let terminal = std::io::stderr().is_terminal();
    let progress = Progress(Arc::new(move |steps, cycle| {
        if !terminal || start.elapsed() < Duration::from_secs(2) {
            return;
        }
        if !shown.swap(true, Ordering::Relaxed) {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template("{spinner} {elapsed} {msg}").expect("template"),
            );
        }
        bar.set_message(format!("{steps} instructions, cycle {cycle}"));
        bar.tick();
    }));
    (progress, handle)
}

/// Reads every `--input NAME=FILE.npy`.
fn read_inputs(args: &Args) -> Result<Inputs, String> {
    Ok(Inputs {
        scalars: args.scalar_args.clone(),
        arrays: read_input_arrays(&args.inputs)?,
        outputs: args
            .outputs
            .iter()
            .map(|o| o.trim_start_matches('%').into())
            .collect(),
    })
}

/// Scalar and vector results, one per line, as `vector.print` prints them.
fn results_text(results: &[Slot]) -> Result<String, String> {
    let mut s = String::new();
    for (i, r) in results.iter().enumerate() {
        if let Slot::V(v) = r {
            if let Some(why) = too_wide_to_print(v) {
                return Err(format!("result {i}: {why}"));
            }
            write_value(&mut s, v);
            s.push('\n');
        }
    }
    Ok(s)
}

fn run(args: &Args) -> Result<(), String> {
    let (target, meta) = load_target(args)?;
    let sim = rmlir::cli::pallas::load_sim_module(&args.kernel, &target)?;
    // A Mosaic module's values are Pallas interpret mode's, which makes
    // x86's negative NaN (XLA:CPU), unless the target says otherwise.
    let target = match sim.entry {
        Some(_) => target.with_default_nan(rmlir_targets::DefaultNan::Negative),
        None => target,
    };
    let entry = match sim.entry {
        Some(e) if args.entry == "main" => e.to_string(),
        _ => args.entry.clone(),
    };
    let result_dtypes = sim.result_dtypes;
    let Loaded {
        ctx,
        module,
        sources,
    } = sim.loaded;
    let races = match args.races {
        Races::Error => RaceMode::Error,
        Races::Warn => RaceMode::Warn,
        Races::Off => RaceMode::Off,
    };
    distinct_outputs(args, &[])?;
    let inputs = read_inputs(args)?;
    let streamed = Streamed::default();
    let (progress, bar) = progress_bar();
    let opts = SimOptions {
        entry: entry.clone(),
        run: RunOptions {
            print: Some(streamed.printer()),
            max_cycles: (args.max_cycles > 0).then_some(args.max_cycles),
            max_memory: (args.max_memory > 0).then_some(args.max_memory),
            races,
        },
        trace_values: args.trace_values.clone(),
        progress: Some(progress),
        profile: args.profile,
        engine: args.engine,
        explain_engine: args.explain_engine,
    };
    let traced = |p: &String| trace_file(p, args.max_trace_size);
    let mut vcd = args.vcd.as_ref().map(traced).transpose()?;
    let mut json = args.trace_json.as_ref().map(traced).transpose()?;
    let traces = Traces {
        vcd: vcd.as_mut().map(|f| f as &mut (dyn std::io::Write + Send)),
        json: json.as_mut().map(|f| f as &mut (dyn std::io::Write + Send)),
    };
    let out = simulate_traced(&ctx, module, &target, &opts, &inputs, traces);
    bar.finish_and_clear();
    let mut out = match out {
        Ok(out) => out,
        Err(f) => return Err(failed_run(args, &sources, &f, [vcd, json], &meta)),
    };
    let hls = if args.hls_schedule {
        // 0 lifts --max-cycles; the schedule's own bound is then 2^32.
        let max = if args.max_cycles > 0 {
            args.max_cycles
        } else {
            1 << 32
        };
        let (cycles, mut report) =
            rmlir_sim::hls::hls_schedule(&ctx, module, &target, &args.entry, &inputs, max)
                .map_err(|d| render_all(&sources, &[d]))?;
        print_stderr(&format!(
            "hls schedule of @{}: {cycles} cycles\n",
            args.entry
        ));
        report["cycles"] = serde_json::json!(cycles);
        Some(serde_json::json!({ args.entry.clone(): report }))
    } else {
        None
    };
    rmlir::cli::pallas::retag_results(&mut out.arrays, &result_dtypes);
    let npys: Vec<String> = (out.arrays.iter())
        .map(|(stem, _)| npy_path(args, stem))
        .collect();
    distinct_outputs(args, &npys)?;
    streamed.result()?;
    print_stdout(&out.stdout)?;
    print_stdout(&results_text(&out.results)?)?;
    if !npys.is_empty() {
        // `--output-dir out/` on a fresh checkout names a folder that is
        // not there yet.
        std::fs::create_dir_all(&args.output_dir)
            .map_err(|e| format!("could not create --output-dir {}: {e}", args.output_dir))?;
    }
    for ((_, a), path) in out.arrays.iter().zip(&npys) {
        write_file(path, &npy::write(a))?;
    }
    print_stderr(&render_all(&sources, &out.warnings));
    for (f, p) in [(vcd, &args.vcd), (json, &args.trace_json)] {
        if let (Some(f), Some(p)) = (f, p) {
            f.commit()
                .map_err(|e| format!("could not write {p}: {e}"))?;
        }
    }
    if let Some(p) = &args.report {
        let mut extras: Vec<(&str, serde_json::Value)> = Vec::new();
        if let Some(h) = hls {
            extras.push(("hls", h));
        }
        if let Some(prof) = &out.profile {
            let v = serde_json::to_value(prof).map_err(|e| e.to_string())?;
            extras.push(("profile", v));
        }
        write_report(p, &report_text(&out.report, None, extras, &meta))?;
    }
    if !args.quiet {
        print_stderr(&out.report.summary());
        if let Some(prof) = &out.profile {
            print_stderr(&prof.summary(out.report.cycles, 5));
        }
    }
    Ok(())
}

/// Program output written to stdout as the run goes; the first write
/// error is kept for the end of the run.
#[derive(Default, Clone)]
struct Streamed(Arc<std::sync::Mutex<Option<String>>>);

impl Streamed {
    fn printer(&self) -> Printer {
        let failed = self.0.clone();
        Printer(Arc::new(move |text: &str| {
            let mut f = failed.lock().unwrap_or_else(|e| e.into_inner());
            if f.is_none() {
                *f = print_stdout(text).err();
            }
        }))
    }

    fn result(&self) -> Result<(), String> {
        match self.0.lock().unwrap_or_else(|e| e.into_inner()).take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// Where memref result or `--output` buffer `stem` is written.
fn npy_path(args: &Args, stem: &str) -> String {
    let path = Path::new(&args.output_dir).join(format!("{stem}.npy"));
    path.to_string_lossy().into_owned()
}

/// No two outputs of a run may be the same file: the later one would
/// silently replace the earlier.
fn distinct_outputs(args: &Args, npys: &[String]) -> Result<(), String> {
    let named = [
        ("--vcd", &args.vcd),
        ("--trace-json", &args.trace_json),
        ("--report", &args.report),
    ];
    let mut seen: Vec<(std::path::PathBuf, String)> = Vec::new();
    let all = (named.iter())
        .filter_map(|(flag, p)| p.as_ref().map(|p| (format!("{flag} {p}"), p.clone())))
        .chain(npys.iter().map(|p| (format!("result file {p}"), p.clone())));
    for (what, p) in all {
        let key = std::path::absolute(&p).unwrap_or_else(|_| p.clone().into());
        if key == Path::new("/dev/null") {
            continue;
        }
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == key) {
            return Err(format!(
                "{what} is the same file as {first}; give each output its own path"
            ));
        }
        seen.push((key, what));
    }
    Ok(())
}

/// The evidence of a run whose program faulted: every requested trace
/// (finished up to the fault) is put in place and the report records the
/// error. Returns the text for stderr: the diagnostics, then any file that
/// could not be written.
fn failed_run(
    args: &Args,
    sources: &SourceMap,
    f: &Failure,
    traces: [Option<AtomicFile>; 2],
    meta: &RunMeta,
) -> String {
    let mut msg = render_all(sources, &f.diagnostics);
    let Some(report) = &f.report else {
        return msg;
    };
    for (file, p) in traces.into_iter().zip([&args.vcd, &args.trace_json]) {
        if let (Some(file), Some(p)) = (file, p) {
            if let Err(e) = file.commit() {
                msg.push_str(&format!("rmlir-sim: error: could not write {p}: {e}\n"));
            }
        }
    }
    if let Some(p) = &args.report {
        let rendered = render_all(sources, &f.diagnostics[..f.diagnostics.len().min(1)]);
        if let Err(e) = write_report(
            p,
            &report_text(report, Some((f, rendered)), Vec::new(), meta),
        ) {
            msg.push_str(&format!("rmlir-sim: error: {e}\n"));
        }
    }
    msg
}

fn main() -> ExitCode {
    let args: Args = match parse_args() {
        Ok(a) => a,
        Err(code) => return code,
    };
    set_max_nesting(args.max_nesting);
    match on_big_stack(|| run(&args)).and_then(|r| r) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            print_error("rmlir-sim", &msg);
            ExitCode::from(1)
        }
    }
}
