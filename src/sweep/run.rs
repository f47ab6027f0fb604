//! Running points: each through `rmlir_sim::simulate_traced` with the
//! options `rmlir-sim` gives it and its report built by
//! [`crate::cli::report`], so a row holds exactly what a single
//! `rmlir-sim --set … --report` run reports. Points run in parallel on a
//! `rayon` pool; every finished row is appended to a journal at once, so
//! an interrupted sweep resumes where it stopped.

use super::points::Point;
use super::spec::Sweep;
use crate::cli::parse_kernel;
use crate::cli::render_all;
use crate::cli::report::{report_value, RunMeta};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rmlir_sim::args::Inputs;
use rmlir_sim::runtime::{Printer, RunOptions};
use rmlir_sim::{simulate_traced, SimOptions, Traces};
use serde_json::Value;
use std::io::IsTerminal;
use std::sync::{Arc, Mutex};

/// One point's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The point's index in the sweep.
    pub point: u64,
    /// The point's id.
    pub id: String,
    /// Kernel name.
    pub kernel: String,
    /// Target name.
    pub target: String,
    /// Each axis key and its value (as JSON: a number, string or boolean).
    pub axes: Vec<(String, Value)>,
    /// `ok`, or `error` when the point faulted or did not start.
    pub status: String,
    /// The first line of the diagnostic (`file:line:col: error: …`).
    pub error: Option<String>,
    /// The `--report` object, absent when the run never started (a
    /// target the overrides make invalid, a kernel that does not parse).
    pub report: Option<Value>,
}

/// A TOML axis value as JSON.
pub fn json_of(v: &toml::Value) -> Value {
    match v {
        toml::Value::Integer(i) => Value::from(*i),
        toml::Value::Float(f) => Value::from(*f),
        toml::Value::Boolean(b) => Value::from(*b),
        toml::Value::String(s) => Value::from(s.clone()),
        other => Value::from(other.to_string()),
    }
}

/// Runs one point and returns its row; a fault is a row, never an error.
pub fn run_point(sweep: &Sweep, p: &Point) -> Row {
    let mut row = Row {
        point: p.index,
        id: p.id.clone(),
        kernel: sweep.kernels[p.kernel].name.clone(),
        target: sweep.targets[p.target].name.clone(),
        axes: p
            .axes
            .iter()
            .map(|(k, v)| (k.clone(), json_of(v)))
            .collect(),
        status: "ok".into(),
        error: None,
        report: None,
    };
    // A bug in the simulator that panics on one point is that point's
    // row, so the other points still run and the sweep still finishes.
    let result =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| simulate_point(sweep, p)))
            .unwrap_or_else(|panic| {
                let what = (panic.downcast_ref::<String>().cloned())
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "unknown panic".into());
                Err((
                    format!("error: internal error (simulator panicked): {what}"),
                    None,
                ))
            });
    match result {
        Ok(report) => row.report = Some(report),
        Err((message, report)) => {
            row.status = "error".into();
            row.error = message.lines().next().map(str::to_string);
            row.report = report;
        }
    }
    row
}

/// The report of one point, or its diagnostic (and the report up to the
/// fault, when the program started).
fn simulate_point(sweep: &Sweep, p: &Point) -> Result<Value, (String, Option<Value>)> {
    let k = &sweep.kernels[p.kernel];
    let t = &sweep.targets[p.target];
    let target = (t.base.with_overrides(&p.sets)).map_err(|e| (e.to_string(), None))?;
    let loaded = parse_kernel(k.input.clone()).map_err(|e| (e, None))?;
    let meta = RunMeta {
        target_name: target.name().to_string(),
        target: t.source.clone(),
        overrides: p.sets.clone(),
    };
    let inputs = Inputs {
        scalars: k.args.clone(),
        arrays: k.inputs.clone(),
        outputs: Vec::new(),
    };
    let run = &sweep.run;
    let opts = SimOptions {
        entry: k.entry.clone(),
        run: RunOptions {
            // Program output is not part of a row; discarding it as it
            // comes keeps a printing kernel from holding it in memory.
            print: Some(Printer(Arc::new(|_: &str| {}))),
            max_cycles: (run.max_cycles > 0).then_some(run.max_cycles),
            max_memory: Some(rmlir_sim::runtime::DEFAULT_MAX_MEMORY),
            races: run.races,
        },
        trace_values: None,
        progress: None,
        profile: false,
        ..SimOptions::default()
    };
    let (ctx, module) = (&loaded.ctx, loaded.module);
    match simulate_traced(ctx, module, &target, &opts, &inputs, Traces::default()) {
        Ok(out) => Ok(report_value(&out.report, None, Vec::new(), &meta)),
        Err(f) => {
            let first = &f.diagnostics[..f.diagnostics.len().min(1)];
            let rendered = render_all(&loaded.sources, first);
            let report = (f.report.as_ref())
                .map(|r| report_value(r, Some((&f, rendered.clone())), Vec::new(), &meta));
            Err((rendered, report))
        }
    }
}

/// A progress bar with an ETA on stderr, hidden when stderr is not a
/// terminal.
fn progress_bar(len: u64, done: u64) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(len), target);
    let style =
        ProgressStyle::with_template("{bar:40} {pos}/{len} points  {elapsed} elapsed, ETA {eta}")
            .expect("the template is valid");
    bar.set_style(style);
    bar.set_position(done);
    bar
}

/// Runs `todo` on `jobs` threads (0: one per core); `done` rows already
/// exist and count toward the bar. Each row is handed to `record` as it
/// finishes. Returns the rows in point order.
pub fn run_points(
    sweep: &Sweep,
    todo: &[Point],
    done: u64,
    jobs: usize,
    record: &(dyn Fn(&Row) + Sync),
) -> Result<Vec<Row>, String> {
    use rayon::prelude::*;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(crate::cli::WORK_STACK)
        .build()
        .map_err(|e| format!("could not start the worker threads: {e}"))?;
    let bar = progress_bar(done + todo.len() as u64, done);
    let rows = Mutex::new(Vec::with_capacity(todo.len()));
    pool.install(|| {
        todo.par_iter().for_each(|p| {
            let row = run_point(sweep, p);
            record(&row);
            bar.inc(1);
            rows.lock().unwrap_or_else(|e| e.into_inner()).push(row);
        });
    });
    bar.finish_and_clear();
    let mut rows = rows.into_inner().unwrap_or_else(|e| e.into_inner());
    rows.sort_by_key(|r| r.point);
    Ok(rows)
}
