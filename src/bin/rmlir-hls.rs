//! `rmlir-hls`: synthesize one function of an MLIR kernel to Verilog, with
//! an optional self-checking testbench (expected values from `rmlir-sim`'s
//! library, run in-process on the same inputs) and a JSON report.

use clap::Parser;
use rmlir::cli::io::print_error;
use rmlir::cli::io::write_atomically;
use rmlir::cli::{load_module, on_big_stack, parse_args, read_input_arrays, render_all, Loaded};
use rmlir_hls::report::YosysStat;
use rmlir_hls::{Design, Vectors};
use rmlir_ir::parser::{set_max_nesting, TOOL_MAX_NESTING};
use rmlir_ir::Diagnostic;
use rmlir_sim::args::Inputs;
use rmlir_sim::hls::{array_words, memref_names, run_inputs, slot_word};
use rmlir_sim::{simulate_with, SimOptions, Traces};
use rmlir_targets::Target;
use std::io::Read;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

const EXAMPLES: &str = "\
Examples:
  rmlir-hls kernel.mlir --func dot -o dot.v
      schedule @dot on the built-in target and write its Verilog
  rmlir-hls kernel.mlir --func dot -o dot.v --set hls.limits.muli=1 \\
      --arg 5 --input A=a.npy --testbench tb_dot.v --report dot.json
      share one multiplier; write a testbench that checks the RTL against
      rmlir-sim's results for these inputs, and a report with cycles and,
      when yosys is on PATH, its cell, FF and depth figures

Exit status: 0 on success, 1 on a diagnostic (unsupported op, bad input,
bad target, bad flag); nothing is written on failure.";

/// Synthesize an MLIR function to Verilog.
#[derive(Parser, Debug)]
#[command(
    name = "rmlir-hls",
    version,
    about = "Synthesize one function of an MLIR kernel to Verilog-2005, with a self-checking testbench and a report",
    after_help = EXAMPLES
)]
struct Args {
    /// The kernel (`-` reads standard input).
    kernel: String,
    /// The function to synthesize.
    #[arg(long, value_name = "NAME")]
    func: String,
    /// Target TOML file (default: the built-in target).
    #[arg(long, value_name = "FILE")]
    target: Option<String>,
    /// Override a target key, e.g. `hls.limits.muli=1`.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    overrides: Vec<String>,
    /// Where to write the Verilog module.
    #[arg(short, long, value_name = "FILE")]
    output: String,
    /// Write a self-checking testbench.
    #[arg(long, value_name = "FILE")]
    testbench: Option<String>,
    /// Write a JSON report.
    #[arg(long, value_name = "FILE")]
    report: Option<String>,
    /// Scalar argument values, in order (as rmlir-sim takes them).
    #[arg(long = "arg", value_name = "VALUE", allow_hyphen_values = true)]
    scalar_args: Vec<String>,
    /// Memref contents `NAME=FILE.npy` (as rmlir-sim takes them).
    #[arg(long = "input", value_name = "NAME=FILE.npy")]
    inputs: Vec<String>,
    /// Seconds Yosys may take for the report's area figures (0: skip).
    #[arg(long = "yosys-timeout", value_name = "SECS", default_value_t = 60)]
    yosys_timeout: u64,
    /// Stop the cycle model past this many cycles.
    #[arg(long = "max-cycles", value_name = "N", default_value_t = 1 << 32)]
    max_cycles: u64,
    /// The deepest nesting of regions, types, attributes and expressions
    /// the parser accepts, in levels (a region counts four).
    #[arg(long = "max-nesting", value_name = "N", default_value_t = TOOL_MAX_NESTING, value_parser = rmlir::cli::parse_max_nesting)]
    max_nesting: u32,
}

fn load_target(args: &Args) -> Result<Target, String> {
    let base = match &args.target {
        Some(p) => Target::load(p).map_err(|e| e.to_string())?,
        None => Target::builtin_default(),
    };
    if args.overrides.is_empty() {
        return Ok(base);
    }
    base.with_overrides(&args.overrides)
        .map_err(|e| e.to_string())
}

fn read_inputs(args: &Args) -> Result<Inputs, String> {
    Ok(Inputs {
        scalars: args.scalar_args.clone(),
        arrays: read_input_arrays(&args.inputs)?,
        outputs: Vec::new(),
    })
}

/// Whether `@func` takes any argument.
fn has_params(l: &Loaded, func: &str) -> bool {
    l.ctx
        .lookup_symbol(l.module, func)
        .and_then(|f| l.ctx.ops[f].regions.first().copied())
        .and_then(|r| l.ctx.regions[r].blocks.first().copied())
        .is_some_and(|b| !l.ctx.blocks[b].args.is_empty())
}

/// `@func`'s inputs as the kernel's `@main` passes them in its first call:
/// `@main`, cut just before that call to return the call's operands, runs
/// in the simulator, and each scalar result becomes an `--arg`, each
/// memref result the `--input` of its parameter position.
fn inputs_from_main(args: &Args, target: &Target) -> Result<Inputs, String> {
    let mut l = load_module(&args.kernel)?;
    rmlir_hls::main_call::cut_main_at_call(&mut l.ctx, l.module, &args.func)
        .map_err(|e| diag_err(&l, e))?;
    let out = simulate_with(
        &l.ctx,
        l.module,
        target,
        &SimOptions::default(),
        &Inputs::default(),
        Traces::default(),
    )
    .map_err(|ds| render_all(&l.sources, &ds))?;
    let mut inputs = Inputs::default();
    for (i, slot) in out.results.iter().enumerate() {
        let name = format!("RESULT_{i}");
        match out.arrays.iter().find(|(n, _)| *n == name) {
            Some((_, a)) => inputs.arrays.push((i.to_string(), a.clone())),
            None => {
                let w = slot_word(slot).ok_or_else(|| {
                    format!(
                        "@main passes @{} an argument the HLS backend cannot take",
                        args.func
                    )
                })?;
                inputs.scalars.push(w.to_string());
            }
        }
    }
    Ok(inputs)
}

/// Each inlined callee's own latency: its states and loop formulas when
/// synthesized alone, as `rmlir-hls --func CALLEE` would report them.
fn callee_latencies(l: &Loaded, d: &Design, target: &Target) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    for (callee, _) in &d.cdfg.inlined {
        if out.contains_key(callee) {
            continue;
        }
        let entry = match rmlir_hls::synthesize(&l.ctx, l.module, callee, target) {
            Ok(sub) => {
                let r = sub.report(None, None);
                serde_json::json!({"states": r["states"], "loops": r["loops"]})
            }
            Err(e) => serde_json::json!({"error": e.message}),
        };
        out.insert(callee.clone(), entry);
    }
    serde_json::Value::Object(out)
}

fn diag_err(l: &Loaded, d: Diagnostic) -> String {
    render_all(&l.sources, &[d])
}

/// The testbench vectors: inputs from the command line, expected values
/// from the simulator, and a timeout from the cycle model.
fn vectors(
    args: &Args,
    l: &Loaded,
    target: &Target,
    d: &Design,
    inputs: &Inputs,
) -> Result<(Vectors, rmlir_hls::RunOutput), String> {
    let ri = run_inputs(&l.ctx, l.module, &args.func, d, inputs)
        .map_err(|m| diag_err(l, Diagnostic::error(None, m)))?;
    let model = d.run(&ri, args.max_cycles).map_err(|f| match f.at {
        Some(at) => diag_err(l, Diagnostic::error_at(&l.ctx, at, f.message)),
        None => diag_err(l, Diagnostic::error(None, f.message)),
    })?;
    let mut sim_in = inputs.clone();
    sim_in.outputs = memref_names(&l.ctx, l.module, &args.func, d);
    let opts = SimOptions {
        entry: args.func.clone(),
        ..SimOptions::default()
    };
    let out = simulate_with(&l.ctx, l.module, target, &opts, &sim_in, Traces::default())
        .map_err(|ds| render_all(&l.sources, &ds))?;
    let results: Vec<_> = out
        .results
        .iter()
        .map(|s| slot_word(s).unwrap_or(0))
        .collect();
    let mut final_mems = Vec::new();
    for (name, (_, m)) in sim_in.outputs.iter().zip(d.cdfg.port_mems()) {
        let a = out
            .arrays
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, a)| array_words(a))
            .unwrap_or_default();
        final_mems.push(
            a.into_iter()
                .map(|w| rmlir_hls::cdfg::mask(w, m.width))
                .collect::<Vec<_>>(),
        );
    }
    if results != model.results || final_mems != model.mems {
        return Err(format!(
            "internal error: the HLS cycle model's values differ from rmlir-sim's for @{}",
            args.func
        ));
    }
    let timeout = model.cycles.saturating_mul(2).saturating_add(100);
    let v = Vectors {
        scalars: ri.scalars,
        mems: ri.mems,
        results,
        final_mems,
        timeout,
    };
    Ok((v, model))
}

/// Runs Yosys on the module, if installed: `synth; stat` and `ltp`,
/// giving up after `limit` (wide dividers take Yosys minutes).
fn yosys(verilog_path: &str, top: &str, limit: Duration) -> Option<YosysStat> {
    if limit.is_zero() {
        return None;
    }
    let script = format!("read_verilog {verilog_path}; synth -top {top}; stat; ltp -noff");
    let mut child = Command::new("yosys")
        .args(["-p", &script])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdout = child.stdout.take()?;
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let begin = Instant::now();
    loop {
        match child.try_wait().ok()? {
            Some(status) if status.success() => break,
            Some(_) => return None,
            None if begin.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    parse_yosys(&reader.join().ok()?)
}

fn parse_yosys(text: &str) -> Option<YosysStat> {
    let mut cells = None;
    let mut ffs = 0;
    let mut depth = None;
    for line in text.lines() {
        let t = line.trim();
        if let Some(n) = t.strip_prefix("Number of cells:") {
            cells = n.trim().parse().ok();
            ffs = 0;
        } else if t.starts_with("$_") && t.contains("DFF") {
            ffs += t
                .split_whitespace()
                .last()
                .and_then(|n| n.parse::<u64>().ok())
                .unwrap_or(0);
        } else if let Some(rest) = t.strip_prefix("Longest topological path in ") {
            depth = rest
                .split("length=")
                .nth(1)
                .and_then(|x| x.trim_end_matches("):").parse().ok());
        }
    }
    Some(YosysStat {
        cells: cells?,
        ffs,
        depth: depth.unwrap_or(0),
    })
}

fn run(args: &Args) -> Result<(), String> {
    let target = load_target(args)?;
    let l = load_module(&args.kernel)?;
    if l.ctx.lookup_symbol(l.module, &args.func).is_none() {
        return Err(format!(
            "{}: error: no function named @{}",
            args.kernel, args.func
        ));
    }
    let d = rmlir_hls::synthesize(&l.ctx, l.module, &args.func, &target)
        .map_err(|e| diag_err(&l, e))?;
    let verilog = d.verilog();
    let needs_run =
        args.testbench.is_some() || !args.scalar_args.is_empty() || !args.inputs.is_empty();
    let mut inputs = read_inputs(args)?;
    let from_main = args.scalar_args.is_empty() && args.inputs.is_empty();
    if args.testbench.is_some() && from_main && has_params(&l, &args.func) {
        inputs = inputs_from_main(args, &target)?;
    }
    let mut tb = None;
    let mut model = None;
    if needs_run {
        if inputs.scalars.len() != d.scalar_count() {
            return Err(format!(
                "@{} takes {} scalar arguments; {} given",
                args.func,
                d.scalar_count(),
                inputs.scalars.len()
            ));
        }
        let (v, m) = vectors(args, &l, &target, &d, &inputs)?;
        tb = args.testbench.as_ref().map(|_| d.testbench(&v));
        model = Some(m);
    }
    write(&args.output, &verilog)?;
    if let (Some(p), Some(t)) = (&args.testbench, &tb) {
        write(p, t)?;
    }
    if let Some(p) = &args.report {
        let y = yosys(
            &args.output,
            d.name(),
            Duration::from_secs(args.yosys_timeout),
        );
        let mut r = d.report(model.as_ref(), y);
        r["callees"] = callee_latencies(&l, &d, &target);
        write(p, &serde_json::to_string_pretty(&r).unwrap_or_default())?;
    }
    for (from, to) in &d.cdfg.renames {
        eprintln!("note: `{from}` is a Verilog keyword or reserved name; renamed to `{to}`");
    }
    if let Some(m) = &model {
        eprintln!("@{}: {} cycles under the HLS schedule", args.func, m.cycles);
    }
    Ok(())
}

fn write(path: &str, text: &str) -> Result<(), String> {
    write_atomically(Path::new(path), text.as_bytes())
        .map_err(|e| format!("could not write {path}: {e}"))
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
            print_error("rmlir-hls", &msg);
            ExitCode::from(1)
        }
    }
}
