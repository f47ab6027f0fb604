//! `rmlir-sweep`: run kernels over a grid of chip variants in parallel
//! and tabulate cycles, stalls, busy fractions and peak memory per point
//! (`docs/sweep.md`).

use clap::{Parser, Subcommand};
use rmlir::cli::io::{print_error, print_stderr, write_atomically};
use rmlir::cli::{on_big_stack, parse_args};
use rmlir::sweep::merge::{survey, MergedRows};
use rmlir::sweep::plot::{cost_column, cycles_chart, pareto_chart};
use rmlir::sweep::points::{check_run_size, points, Point, Shard, MAX_RUN_POINTS};
use rmlir::sweep::run::{run_points, Row};
use rmlir::sweep::spec::Sweep;
use rmlir::sweep::table::{
    self, json_line, read_meta, read_rows, write_results, write_tables, Meta,
};
use rmlir_ir::parser::{set_max_nesting, TOOL_MAX_NESTING};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

const EXAMPLES: &str = "\
Examples:
  rmlir-sweep examples/sweeps/double_buffer.toml --out db
      run every point of the sweep on all cores; db/ gets results.csv,
      results.jsonl, meta.json, cycles.svg and pareto.svg
  rmlir-sweep examples/sweeps/double_buffer.toml --out db
      again: points already in db/ (same kernel, target, overrides and
      rmlir version) are kept, only the missing ones run
  rmlir-sweep sweep.toml --out part1 --shard 1/2   (on one machine)
  rmlir-sweep sweep.toml --out part2 --shard 2/2   (on another)
  rmlir-sweep merge --out all part1 part2
      split a sweep over machines (a Slurm job array: docs/sweep.md)
      and join the shards into one table

A point that faults (out of VMEM, a race, --max-cycles…) is a row with
status \"error\" and its diagnostic; it never stops the sweep.

Exit status: 0 when every point ran (faulting points included), 1 on a
bad command line, a bad sweep file or a results folder that cannot be
written; nothing is then left half-written.";

/// Run MLIR kernels over a grid of chip variants and tabulate the results.
#[derive(Parser, Debug)]
#[command(name = "rmlir-sweep", version, after_help = EXAMPLES, args_conflicts_with_subcommands = true)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,

    /// The sweep file (TOML; docs/sweep.md).
    sweep: Option<String>,

    /// The results folder. Default: the sweep file's stem followed by
    /// `-sweep`, in the current folder.
    #[arg(long, short, value_name = "DIR")]
    out: Option<String>,

    /// Points run at once. Default: one per core.
    #[arg(long, short, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,

    /// Run only every N-th point, starting at the K-th (1 ≤ K ≤ N), for a
    /// job array; join the shards' folders with `rmlir-sweep merge`.
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,

    /// Run every point again, ignoring rows already in the folder.
    #[arg(long)]
    fresh: bool,

    /// Print no summary.
    #[arg(long, short)]
    quiet: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Join the results folders of every shard of one sweep.
    Merge {
        /// The merged results folder.
        #[arg(long, short, value_name = "DIR")]
        out: String,
        /// The shards' results folders.
        #[arg(required = true, value_name = "SHARD_DIR")]
        shards: Vec<String>,
    },
}

/// The default results folder: `NAME-sweep` for `path/NAME.toml`.
fn default_out(sweep: &str) -> String {
    let stem = Path::new(sweep)
        .file_stem()
        .map_or_else(|| "results".into(), |s| s.to_string_lossy().into_owned());
    format!("{stem}-sweep")
}

fn create_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("could not create {}: {e}", dir.display()))
}

/// Rows of an earlier run of this folder, by point id.
fn earlier_rows(dir: &Path, axes: &[String]) -> HashMap<String, Row> {
    let mut rows = read_rows(&dir.join(table::JSONL), axes);
    rows.extend(read_rows(&dir.join(table::JOURNAL), axes));
    rows.into_iter().map(|r| (r.id.clone(), r)).collect()
}

/// An earlier row reused for point `p`: its results, `p`'s place.
fn reuse(mut row: Row, p: &Point, sweep: &Sweep) -> Row {
    row.point = p.index;
    row.kernel = sweep.kernels[p.kernel].name.clone();
    row.target = sweep.targets[p.target].name.clone();
    row.axes = (p.axes.iter())
        .map(|(k, v)| (k.clone(), rmlir::sweep::run::json_of(v)))
        .collect();
    row
}

/// The journal: each finished row is appended and flushed at once; the
/// first write error is kept for the end of the run.
struct Journal {
    file: Mutex<(std::fs::File, Option<String>)>,
    path: PathBuf,
}

impl Journal {
    fn open(path: PathBuf, fresh: bool) -> Result<Journal, String> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(!fresh)
            .write(true)
            .truncate(fresh)
            .open(&path)
            .map_err(|e| format!("could not write {}: {e}", path.display()))?;
        Ok(Journal {
            file: Mutex::new((file, None)),
            path,
        })
    }

    fn record(&self, row: &Row) {
        let mut f = self.file.lock().unwrap_or_else(|e| e.into_inner());
        if f.1.is_none() {
            let line = json_line(row);
            if let Err(e) = f.0.write_all(line.as_bytes()).and_then(|()| f.0.flush()) {
                f.1 = Some(format!("could not write {}: {e}", self.path.display()));
            }
        }
    }

    fn result(self) -> Result<(), String> {
        let f = self.file.into_inner().unwrap_or_else(|e| e.into_inner());
        f.1.map_or(Ok(()), Err)
    }
}

/// Writes the charts into `dir`; returns the files written.
fn write_charts(dir: &Path, meta: &Meta, rows: &[Row]) -> Result<Vec<String>, String> {
    let mut charts = vec![("cycles.svg", Some(cycles_chart(meta, rows)?))];
    if let Some(cost) = cost_column(meta, rows) {
        charts.push(("pareto.svg", pareto_chart(meta, rows, &cost)?));
    }
    let mut written = Vec::new();
    for (name, svg) in charts {
        let Some(svg) = svg else { continue };
        let path = dir.join(name);
        write_atomically(&path, svg.as_bytes())
            .map_err(|e| format!("could not write {}: {e}", path.display()))?;
        written.push(path.display().to_string());
    }
    Ok(written)
}

fn summary(dir: &Path, rows: &[Row], reused: usize, charts: &[String], secs: f64) -> String {
    let faulted = rows.iter().filter(|r| r.status != "ok").count();
    let mut s = format!(
        "{} points ({} run, {reused} from an earlier run, {faulted} faulted) in {secs:.1} s\n",
        rows.len(),
        rows.len() - reused
    );
    for f in [table::CSV, table::JSONL, table::META] {
        s.push_str(&format!("  {}\n", dir.join(f).display()));
    }
    for c in charts {
        s.push_str(&format!("  {c}\n"));
    }
    for line in best_points(rows) {
        s.push_str(&line);
    }
    s
}

/// For each kernel and target, the point with the fewest cycles (the
/// first such point when several tie).
fn best_points(rows: &[Row]) -> Vec<String> {
    let mut best: Vec<(&str, &str, u64, &Row)> = Vec::new();
    for r in rows.iter().filter(|r| r.status == "ok") {
        let Some(c) = r.report.as_ref().and_then(|v| v["cycles"].as_u64()) else {
            continue;
        };
        match best.iter_mut().find(|b| b.0 == r.kernel && b.1 == r.target) {
            Some(b) if c < b.2 => *b = (&r.kernel, &r.target, c, r),
            Some(_) => {}
            None => best.push((&r.kernel, &r.target, c, r)),
        }
    }
    (best.iter())
        .map(|(k, t, c, r)| {
            let at: Vec<String> = (r.axes.iter())
                .map(|(key, v)| match v {
                    serde_json::Value::String(s) => format!("{key}={s}"),
                    other => format!("{key}={other}"),
                })
                .collect();
            format!(
                "fewest cycles for {k} on {t}: {c} (point {}: {})\n",
                r.point,
                at.join(", ")
            )
        })
        .collect()
}

fn run_sweep(args: &Args, path: &str) -> Result<(), String> {
    let start = Instant::now();
    let shard = args.shard.as_deref().map_or(Ok(Shard::ALL), Shard::parse)?;
    let sweep = Sweep::load(path)?;
    check_run_size(&sweep, shard)?;
    let dir = PathBuf::from(args.out.clone().unwrap_or_else(|| default_out(path)));
    let all = points(&sweep, shard);
    create_dir(&dir)?;
    let mut earlier = if args.fresh {
        HashMap::new()
    } else {
        earlier_rows(&dir, &sweep.axis_keys())
    };
    let (mut rows, mut todo) = (Vec::new(), Vec::new());
    for p in all {
        match earlier.get(&p.id) {
            Some(r) => rows.push(reuse(r.clone(), &p, &sweep)),
            None => todo.push(p),
        }
    }
    earlier.clear();
    let reused = rows.len();
    let journal = Journal::open(dir.join(table::JOURNAL), args.fresh)?;
    let jobs = args.jobs.map_or(0, usize::from);
    let ran = run_points(&sweep, &todo, reused as u64, jobs, &|r| journal.record(r))?;
    journal.result()?;
    rows.extend(ran);
    rows.sort_by_key(|r| r.point);
    let meta = Meta::of(&sweep, shard);
    write_results(&dir, &meta, &rows)?;
    let charts = write_charts(&dir, &meta, &rows)?;
    if !args.quiet {
        let secs = start.elapsed().as_secs_f64();
        print_stderr(&summary(&dir, &rows, reused, &charts, secs));
    }
    Ok(())
}

/// `K/N` of a shard's header.
fn shard_of(meta: &Meta, dir: &str) -> Result<Shard, String> {
    let text = meta
        .shard
        .as_deref()
        .ok_or_else(|| format!("{dir} holds a whole sweep, not a shard (run with --shard K/N)"))?;
    Shard::parse(text).map_err(|e| format!("{dir}/{}: {e}", table::META))
}

/// Checks the shards' headers agree and cover 1/N … N/N once each;
/// returns the merged header.
fn merged_meta(metas: &[(String, Meta)]) -> Result<Meta, String> {
    let (first_dir, first) = &metas[0];
    let n = shard_of(first, first_dir)?.n;
    let mut seen = vec![false; usize::try_from(n).map_err(|e| e.to_string())?];
    for (dir, m) in metas {
        let s = shard_of(m, dir)?;
        let same = Meta {
            shard: first.shard.clone(),
            ..m.clone()
        };
        if same != *first {
            return Err(format!(
                "{dir} and {first_dir} are not shards of one sweep: their {} differ",
                table::META
            ));
        }
        if s.n != n {
            return Err(format!("{dir} is shard {s} but {first_dir} is one of {n}"));
        }
        let slot = &mut seen[(s.k - 1) as usize];
        if *slot {
            return Err(format!("shard {s} is given twice ({dir})"));
        }
        *slot = true;
    }
    if let Some(k) = seen.iter().position(|s| !s) {
        return Err(format!("shard {}/{n} is missing", k + 1));
    }
    Ok(Meta {
        shard: None,
        ..first.clone()
    })
}

fn merge(out: &str, shards: &[String]) -> Result<(), String> {
    let mut metas = Vec::new();
    for dir in shards {
        if Path::new(dir).join(table::JOURNAL).exists() {
            return Err(format!(
                "{dir} is unfinished (it has {}); run its shard again to finish it",
                table::JOURNAL
            ));
        }
        metas.push((dir.clone(), read_meta(Path::new(dir))?));
    }
    let meta = merged_meta(&metas)?;
    // Charts plot every row; they are drawn for what one run could hold.
    let charts = meta.points <= MAX_RUN_POINTS;
    let survey = survey(MergedRows::open(shards, &meta.axes)?, charts)?;
    if survey.repeats || survey.rows != meta.points {
        return Err(format!(
            "the shards hold {} rows for a sweep of {} points",
            survey.rows, meta.points
        ));
    }
    let dir = PathBuf::from(out);
    create_dir(&dir)?;
    if charts {
        write_tables(&dir, &meta, &survey.columns, survey.kept.iter().map(Ok))?;
        write_charts(&dir, &meta, &survey.kept)?;
    } else {
        let rows = MergedRows::open(shards, &meta.axes)?;
        write_tables(&dir, &meta, &survey.columns, rows)?;
        print_stderr(&format!(
            "rmlir-sweep: note: no charts: the sweep has {} points, and charts are drawn \
             for at most {MAX_RUN_POINTS}; {} holds every row\n",
            meta.points,
            dir.join(table::CSV).display()
        ));
    }
    Ok(())
}

fn run(args: &Args) -> Result<(), String> {
    set_max_nesting(TOOL_MAX_NESTING);
    match (&args.command, &args.sweep) {
        (Some(Command::Merge { out, shards }), _) => merge(out, shards),
        (None, Some(path)) => run_sweep(args, path),
        (None, None) => Err("a sweep file is required (see --help)".into()),
    }
}

fn main() -> ExitCode {
    let args: Args = match parse_args() {
        Ok(a) => a,
        Err(code) => return code,
    };
    match on_big_stack(|| run(&args)).and_then(|r| r) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            print_error("rmlir-sweep", &msg);
            ExitCode::from(1)
        }
    }
}
