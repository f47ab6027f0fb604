//! `rmlir-sim`: run an MLIR kernel with exact values and cycle-approximate
//! timing on a target chip described in TOML.

use clap::{Parser, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rmlir::cli::io::AtomicFile;
use rmlir::cli::{read_input, render_all, Input};
use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, SourceMap};
use rmlir_sim::args::Inputs;
use rmlir_sim::machine::Progress;
use rmlir_sim::machine::Slot;
use rmlir_sim::machine::{RaceMode, RunOptions};
use rmlir_sim::npy;
use rmlir_sim::value::format::write_value;
use rmlir_sim::{simulate_with, SimOptions, Traces};
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

Exit status: 0 on success, 1 on a diagnostic (bad input, bad target, bad
arguments, or a fault in the simulated program: out of bounds, race,
deadlock, capacity…).";

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
    /// match the element type (bf16 is `<u2` raw bits); dynamic dimensions
    /// take the array's sizes. The buffer is allocated in the memory space
    /// the type names, counted against its capacity. Repeatable.
    #[arg(long = "input", value_name = "NAME=FILE.npy")]
    inputs: Vec<String>,

    /// Also write memref parameter NAME's final contents as NAME.npy into
    /// --output-dir. Repeatable.
    #[arg(long = "output", value_name = "NAME")]
    outputs: Vec<String>,

    /// Where memref results (RESULT_0.npy, RESULT_1.npy…) and --output
    /// buffers are written.
    #[arg(long = "output-dir", value_name = "DIR", default_value = ".")]
    output_dir: String,

    /// Write a VCD waveform (one timestep per cycle; scopes core, units,
    /// one per DMA engine and channel, one per memory space). It is written
    /// on a second thread while the run goes, and FILE appears only when
    /// the run succeeds.
    #[arg(long, value_name = "FILE")]
    vcd: Option<String>,

    /// With --vcd: every integer and index SSA value of function FUNC
    /// becomes a wire of its own bit width under the `values` scope,
    /// changing at the cycle its defining op issues.
    #[arg(long = "trace-values", value_name = "FUNC", requires = "vcd")]
    trace_values: Option<String>,

    /// Write the full timing report as JSON.
    #[arg(long, value_name = "FILE")]
    report: Option<String>,

    /// Write the timeline as a Chrome/Perfetto trace (JSON).
    #[arg(long = "trace-json", value_name = "FILE")]
    trace_json: Option<String>,

    /// What to do when the kernel touches a DMA's buffers before waiting.
    #[arg(long, value_enum, default_value_t = Races::Error)]
    races: Races,

    /// Stop with an error past this many cycles.
    #[arg(long = "max-cycles", value_name = "N")]
    max_cycles: Option<u64>,

    /// Print no timing summary.
    #[arg(long, short)]
    quiet: bool,

    /// Also run the entry function under its HLS schedule (`rmlir-hls`)
    /// and print its cycles; `--report` gets an `"hls"` section.
    #[arg(long = "hls-schedule")]
    hls_schedule: bool,
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

fn load_target(args: &Args) -> Result<Target, String> {
    let base = match &args.target {
        Some(p) => Target::load(p).map_err(|e| e.to_string())?,
        None => Target::builtin_default(),
    };
    if args.overrides.is_empty() {
        Ok(base)
    } else {
        base.with_overrides(&args.overrides)
            .map_err(|e| e.to_string())
    }
}

fn write_file(path: &str, bytes: &[u8]) -> Result<(), String> {
    rmlir::cli::io::write_atomically(Path::new(path), bytes)
        .map_err(|e| format!("could not write {path}: {e}"))
}

/// A trace's file, written while the run goes and renamed into place
/// only when the run succeeds.
fn trace_file(path: &str) -> Result<AtomicFile, String> {
    AtomicFile::create(Path::new(path)).map_err(|e| format!("could not write {path}: {e}"))
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
    let mut arrays = Vec::new();
    for spec in &args.inputs {
        let (name, file) = spec
            .split_once('=')
            .ok_or_else(|| format!("--input {spec}: expected NAME=FILE.npy"))?;
        let bytes = std::fs::read(file).map_err(|e| format!("could not read {file}: {e}"))?;
        let a = npy::read(&bytes).map_err(|e| format!("{file}: {e}"))?;
        arrays.push((name.trim_start_matches('%').to_string(), a));
    }
    Ok(Inputs {
        scalars: args.scalar_args.clone(),
        arrays,
        outputs: args
            .outputs
            .iter()
            .map(|o| o.trim_start_matches('%').into())
            .collect(),
    })
}

/// Scalar and vector results, one per line, as `vector.print` prints them.
fn results_text(results: &[Slot]) -> String {
    let mut s = String::new();
    for r in results {
        if let Slot::V(v) = r {
            write_value(&mut s, v);
            s.push('\n');
        }
    }
    s
}

fn run(args: &Args) -> Result<(), String> {
    let target = load_target(args)?;
    let Input { name, text } = read_input(&args.kernel)?;
    let mut sources = SourceMap::new();
    sources.add(&name, &text);
    let mut ctx = Context::new();
    let popts = ParseOptions {
        allow_unregistered: true,
    };
    let module =
        parse_module(&mut ctx, &name, &text, &popts).map_err(|d| render_all(&sources, &d))?;
    let diags = verify(
        &ctx,
        module,
        &VerifyOptions {
            allow_unregistered: true,
        },
    );
    if !diags.is_empty() {
        return Err(render_all(&sources, &diags));
    }
    let races = match args.races {
        Races::Error => RaceMode::Error,
        Races::Warn => RaceMode::Warn,
        Races::Off => RaceMode::Off,
    };
    let inputs = read_inputs(args)?;
    let (progress, bar) = progress_bar();
    let opts = SimOptions {
        entry: args.entry.clone(),
        run: RunOptions {
            max_cycles: args.max_cycles,
            races,
        },
        trace_values: args.trace_values.clone(),
        progress: Some(progress),
    };
    let mut vcd = args.vcd.as_deref().map(trace_file).transpose()?;
    let mut json = args.trace_json.as_deref().map(trace_file).transpose()?;
    let traces = Traces {
        vcd: vcd.as_mut().map(|f| f as &mut (dyn std::io::Write + Send)),
        json: json.as_mut().map(|f| f as &mut (dyn std::io::Write + Send)),
    };
    let out = simulate_with(&ctx, module, &target, &opts, &inputs, traces);
    bar.finish_and_clear();
    let out = out.map_err(|d| render_all(&sources, &d))?;
    let hls = if args.hls_schedule {
        let max = args.max_cycles.unwrap_or(1 << 32);
        let (cycles, report) =
            rmlir_sim::hls::hls_schedule(&ctx, module, &target, &args.entry, &inputs, max)
                .map_err(|d| render_all(&sources, &[d]))?;
        eprintln!("hls schedule of @{}: {cycles} cycles", args.entry);
        let mut r = report;
        r["cycles"] = serde_json::json!(cycles);
        Some(r)
    } else {
        None
    };
    print!("{}", out.stdout);
    print!("{}", results_text(&out.results));
    for (stem, a) in &out.arrays {
        let path = Path::new(&args.output_dir).join(format!("{stem}.npy"));
        write_file(&path.to_string_lossy(), &npy::write(a))?;
    }
    eprint!("{}", render_all(&sources, &out.warnings));
    for (f, p) in [(vcd, &args.vcd), (json, &args.trace_json)] {
        if let (Some(f), Some(p)) = (f, p) {
            f.commit()
                .map_err(|e| format!("could not write {p}: {e}"))?;
        }
    }
    if let Some(p) = &args.report {
        let mut text = out.report.to_json();
        if let Some(h) = hls {
            let mut json: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
            json["hls"] = serde_json::json!({ args.entry.clone(): h });
            text = serde_json::to_string_pretty(&json).unwrap_or_default();
        }
        write_file(p, text.as_bytes())?;
    }
    if !args.quiet {
        eprint!("{}", out.report.summary());
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            ExitCode::from(1)
        }
    }
}
