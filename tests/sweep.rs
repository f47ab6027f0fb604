//! `rmlir-sweep` end to end, on `examples/sweeps/double_buffer.toml`
//! (two kernels × 4 engine counts × 4 VMEM capacities × 3 DMA
//! bandwidths = 96 points, 48 of them the double-buffer kernel).
//!
//! The oracle is `rmlir-sim` itself, run as a user would, once per
//! point: the point's grid position is derived here from the sweep file's
//! lists (kernels outermost, the last axis fastest, as docs/sweep.md
//! says), the `--set` flags are written out by hand, and every CSV cell
//! must equal the value of the same field of that run's `--report` JSON.
//! The JSONL's `"report"` must equal the whole report. Sharding, merging
//! and resuming must reproduce the unsharded files byte for byte.

mod common;

use common::{our_bin, repo_root, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const SWEEP: &str = "examples/sweeps/double_buffer.toml";
/// The sweep file's kernels, targets and axes, as written there.
const KERNELS: [&str; 2] = ["double_buffer", "single_buffer"];
const ENGINES: [&str; 4] = ["1", "2", "4", "8"];
const CAPACITY: [&str; 4] = ["32 KiB", "64 KiB", "1 MiB", "16 MiB"];
const BANDWIDTH: [&str; 3] = ["50 GB/s", "200 GB/s", "900 GB/s"];

fn sweep_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmlir-sweep"))
}

/// A scratch folder of its own for one case.
fn scratch(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-sweep-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Runs `rmlir-sweep ARGS` from the repository root.
fn sweep(args: &[&str]) -> Output {
    run(
        Command::new(sweep_bin())
            .args(args)
            .current_dir(repo_root()),
        None,
    )
}

fn ok(out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "rmlir-sweep failed:\n{stderr}");
    stderr
}

/// The unsharded run of the example, made once for every test.
fn full_run() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch("full").join("out");
        ok(&sweep(&[SWEEP, "--out", dir.to_str().unwrap()]));
        dir
    })
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The CSV as a header and rows of text cells.
fn csv_rows(dir: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let mut r = csv::Reader::from_path(dir.join("results.csv")).expect("results.csv");
    let header = r.headers().unwrap().iter().map(str::to_string).collect();
    let rows = (r.records())
        .map(|rec| rec.unwrap().iter().map(str::to_string).collect())
        .collect();
    (header, rows)
}

/// Point `i`'s kernel and `--set` flags, from the sweep file's lists.
fn point(i: usize) -> (&'static str, [(String, &'static str); 3]) {
    let per_kernel = ENGINES.len() * CAPACITY.len() * BANDWIDTH.len();
    let (k, rest) = (i / per_kernel, i % per_kernel);
    let e = rest / (CAPACITY.len() * BANDWIDTH.len());
    let c = rest / BANDWIDTH.len() % CAPACITY.len();
    let b = rest % BANDWIDTH.len();
    let sets = [
        (format!("dma.main.engines={}", ENGINES[e]), ENGINES[e]),
        (
            format!("memory.vmem.capacity=\"{}\"", CAPACITY[c]),
            CAPACITY[c],
        ),
        (
            format!("dma.main.bandwidth=\"{}\"", BANDWIDTH[b]),
            BANDWIDTH[b],
        ),
    ];
    (KERNELS[k], sets)
}

/// `rmlir-sim`'s `--report` for point `i`, run as a user would.
fn single_run(i: usize, dir: &Path) -> Value {
    let (kernel, sets) = point(i);
    let report = dir.join(format!("r{i}.json"));
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.current_dir(repo_root())
        .arg(format!("examples/sweeps/../{kernel}.mlir"))
        .args(["--target", "examples/sweeps/../../configs/tpu.toml", "-q"])
        .arg("--report")
        .arg(&report);
    for (s, _) in &sets {
        cmd.args(["--set", s]);
    }
    run(&mut cmd, None);
    serde_json::from_str(&read(&report)).expect("report JSON")
}

/// The report's value for a results column, as CSV text; `None` for a
/// column this oracle does not know.
fn expected_cell(col: &str, r: &Value) -> Option<String> {
    let text = |v: &Value| match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let plain = [
        "cycles",
        "seconds",
        "fault_cycle",
        "dma_active_cycles",
        "dma_exposed_cycles",
        "dma_hidden_fraction",
        "verdict",
    ];
    if plain.contains(&col) {
        return Some(text(&r[col]));
    }
    if let Some(cause) = col.strip_prefix("stall.") {
        return Some(text(&r["stalls"][cause]));
    }
    if col == "error" {
        let rendered = r["error"]["rendered"].as_str().unwrap_or("");
        return Some(rendered.lines().next().unwrap_or("").to_string());
    }
    let (list, rest) = match col.split_once('.')? {
        ("unit", rest) => ("units", rest),
        ("engine", rest) => ("engines", rest),
        ("space", rest) => ("spaces", rest),
        _ => return None,
    };
    let (name, field) = rest.rsplit_once('.')?;
    let item = (r[list].as_array()?.iter()).find(|u| u["name"] == name);
    Some(item.map_or_else(String::new, |u| text(&u[field])))
}

#[test]
fn every_row_equals_a_single_rmlir_sim_run_of_its_point() {
    let dir = full_run();
    let scratch = scratch("single");
    let (header, rows) = csv_rows(dir);
    assert_eq!(rows.len(), 96, "2 kernels x 4 x 4 x 3 points");
    let jsonl: Vec<Value> = (read(&dir.join("results.jsonl")).lines())
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(jsonl.len(), rows.len());
    let faults = rows.iter().filter(|r| r[7] == "error").count();
    assert_eq!(
        faults, 24,
        "32 KiB of VMEM cannot hold the 40 KiB each kernel allocates"
    );
    let mut ids: Vec<&String> = rows.iter().map(|r| &r[1]).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), rows.len(), "every point has its own id");
    for (i, (row, line)) in rows.iter().zip(&jsonl).enumerate() {
        let (kernel, sets) = point(i);
        let report = single_run(i, &scratch);
        assert_eq!(line["report"], report, "point {i}: JSONL report");
        let mut expect = vec![
            ("point".to_string(), i.to_string()),
            ("kernel".to_string(), kernel.to_string()),
            ("target".to_string(), "tpu".to_string()),
            (
                "status".to_string(),
                report["status"].as_str().unwrap().into(),
            ),
        ];
        for (s, value) in &sets {
            let key = s.split('=').next().unwrap();
            expect.push((key.to_string(), value.to_string()));
        }
        for (col, cell) in header.iter().zip(row) {
            if col == "id" {
                continue;
            }
            let want = match expect.iter().find(|(c, _)| c == col) {
                Some((_, v)) => v.clone(),
                None => expected_cell(col, &report)
                    .unwrap_or_else(|| panic!("column {col} has no oracle")),
            };
            assert_eq!(*cell, want, "point {i} ({kernel} {sets:?}), column {col}");
        }
    }
}

#[test]
fn two_shards_merged_equal_the_whole_sweep() {
    let full = full_run();
    let base = scratch("shards");
    let part = |k: u32| base.join(format!("part{k}"));
    for k in [1, 2] {
        let shard = format!("{k}/2");
        ok(&sweep(&[
            SWEEP,
            "--out",
            part(k).to_str().unwrap(),
            "--shard",
            &shard,
        ]));
    }
    let half = csv_rows(&part(1)).1.len();
    assert_eq!(half, 48, "shard 1/2 runs the even points");
    let merged = base.join("merged");
    ok(&sweep(&[
        "merge",
        "--out",
        merged.to_str().unwrap(),
        part(2).to_str().unwrap(),
        part(1).to_str().unwrap(),
    ]));
    for f in ["results.csv", "results.jsonl", "meta.json"] {
        assert_eq!(read(&merged.join(f)), read(&full.join(f)), "{f}");
    }
    let missing = sweep(&[
        "merge",
        "--out",
        merged.to_str().unwrap(),
        part(1).to_str().unwrap(),
    ]);
    assert_eq!(missing.status.code(), Some(1));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(err.contains("shard 2/2 is missing"), "{err}");
}

#[test]
fn a_rerun_keeps_the_rows_it_has_and_runs_the_rest() {
    let full = full_run();
    let dir = scratch("resume").join("out");
    std::fs::create_dir_all(&dir).unwrap();
    // An interrupted run: 10 finished rows in the journal, the 11th cut
    // short. Row 3's cycles are altered so that keeping it (rather than
    // running it again) shows in the output.
    let lines: Vec<String> = read(&full.join("results.jsonl"))
        .lines()
        .map(String::from)
        .collect();
    let mut row3: Value = serde_json::from_str(&lines[3]).unwrap();
    row3["report"]["cycles"] = 12345.into();
    let mut journal: Vec<String> = lines[..10].to_vec();
    journal[3] = row3.to_string();
    let mut text = journal.join("\n");
    text.push('\n');
    text.push_str(&lines[10][..40]);
    std::fs::write(dir.join("results.jsonl.partial"), text).unwrap();
    let stderr = ok(&sweep(&[SWEEP, "--out", dir.to_str().unwrap()]));
    assert!(
        stderr.contains("(86 run, 10 from an earlier run"),
        "{stderr}"
    );
    assert!(
        !dir.join("results.jsonl.partial").exists(),
        "the journal is folded in"
    );
    let got: Vec<String> = read(&dir.join("results.jsonl"))
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(got.len(), 96);
    let kept: Value = serde_json::from_str(&got[3]).unwrap();
    assert_eq!(kept["report"]["cycles"], 12345, "row 3 was kept, not rerun");
    for i in (0..96).filter(|&i| i != 3) {
        assert_eq!(got[i], lines[i], "row {i}");
    }
    let fresh = ok(&sweep(&[SWEEP, "--out", dir.to_str().unwrap(), "--fresh"]));
    assert!(fresh.contains("(96 run, 0 from an earlier run"), "{fresh}");
    assert_eq!(
        read(&dir.join("results.jsonl")),
        read(&full.join("results.jsonl"))
    );
}

#[test]
fn the_charts_name_every_axis_and_kernel() {
    let dir = full_run();
    let cycles = read(&dir.join("cycles.svg"));
    for text in [
        "dma.main.engines",
        "memory.vmem.capacity",
        "dma.main.bandwidth",
    ]
    .iter()
    .chain(&KERNELS)
    .chain(&CAPACITY)
    {
        assert!(cycles.contains(text), "cycles.svg lacks {text}");
    }
    let pareto = read(&dir.join("pareto.svg"));
    assert!(
        pareto.contains("space.vmem.capacity"),
        "the swept capacity is the cost"
    );
    assert!(pareto.contains("double_buffer (front)"));
}

/// A sweep file in the scratch folder, next to a kernel it can name.
fn bad_sweep(case: &str, text: &str) -> (PathBuf, Output) {
    let dir = scratch(case);
    let kernel = repo_root().join("examples/double_buffer.mlir");
    std::fs::copy(kernel, dir.join("k.mlir")).unwrap();
    let file = dir.join("s.toml");
    std::fs::write(&file, text).unwrap();
    let out_dir = dir.join("out");
    let out = sweep(&[file.to_str().unwrap(), "--out", out_dir.to_str().unwrap()]);
    assert!(!out_dir.exists(), "{case}: nothing is written");
    (file, out)
}

#[test]
fn a_bad_sweep_file_gets_a_located_error_and_writes_nothing() {
    let k = "[[kernel]]\nfile = \"k.mlir\"\n";
    let cases = [
        (
            "unknown-key",
            format!("{k}[grid]\n\"dma.main.engines\" = [1, 2]\nspeed = 3\n"),
            "5:9",
            "invalid type: integer `3`, expected a sequence",
            "speed = 3\n        ^",
        ),
        (
            "bad-value",
            format!("{k}[grid]\n\"dma.main.engines\" = [1, 0]\n"),
            "4:26",
            "`--set dma.main.engines=0` on target `built-in`: expected a positive integer, got 0",
            "\"dma.main.engines\" = [1, 0]\n                         ^",
        ),
        (
            "typo",
            format!("{k}[grid]\n\"dma.main.engnes\" = [1]\n"),
            "4:22",
            "unknown key `engnes`",
            "^",
        ),
        (
            "zip-lengths",
            format!("{k}[[zip]]\n\"dma.main.engines\" = [1, 2]\n\"dma.main.queues\" = [1]\n"),
            "5:21",
            "a [[zip]] group's lists step together and need one length: this one has 1, `dma.main.engines` has 2",
            "^~~",
        ),
        (
            "no-kernel-file",
            "[[kernel]]\nfile = \"missing.mlir\"\n".to_string(),
            "2:8",
            "could not open input file",
            "^~~~~~~~~~~~~~",
        ),
        (
            "unknown-table",
            format!("{k}[grd]\n"),
            "3:2",
            "unknown field `grd`",
            "[grd]\n ^~~",
        ),
    ];
    for (case, text, at, message, caret) in cases {
        let (file, out) = bad_sweep(case, &text);
        assert_eq!(out.status.code(), Some(1), "{case}");
        let err = String::from_utf8_lossy(&out.stderr);
        let head = format!("{}:{at}: error: ", file.display());
        assert!(err.starts_with(&head), "{case}: {err}");
        assert!(err.contains(message), "{case}: {err}");
        assert!(err.contains(caret), "{case}: {err}");
    }
}

#[test]
fn bad_flags_exit_1_and_write_nothing() {
    let dir = scratch("flags");
    let out_dir = dir.join("out");
    let out = out_dir.to_str().unwrap();
    for args in [
        vec![SWEEP, "--out", out, "--shard", "3/2"],
        vec![SWEEP, "--out", out, "--shard", "0/2"],
        vec![SWEEP, "--out", out, "--jobs", "many"],
        vec![SWEEP, "--out", out, "--frsh"],
        vec!["--out", out],
    ] {
        let o = sweep(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            !String::from_utf8_lossy(&o.stderr).contains("panicked"),
            "{args:?}"
        );
        assert!(!out_dir.exists(), "{args:?}: nothing is written");
    }
}

#[test]
fn a_kernel_that_does_not_parse_stops_the_sweep_before_any_point_runs() {
    let dir = scratch("bad-kernel");
    std::fs::write(
        dir.join("k.mlir"),
        "func.func @main() {\n  %x = arith.nope\n}\n",
    )
    .unwrap();
    let file = dir.join("s.toml");
    std::fs::write(&file, "[[kernel]]\nfile = \"k.mlir\"\n").unwrap();
    let out_dir = dir.join("out");
    let out = sweep(&[file.to_str().unwrap(), "--out", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    let kernel = dir.join("k.mlir");
    assert!(
        err.starts_with(&format!("{}:2:", kernel.display())),
        "{err}"
    );
    assert!(err.contains(": error: "), "{err}");
    assert!(!out_dir.exists(), "nothing is written");
}

#[test]
fn a_point_that_cannot_start_is_a_row_with_its_diagnostic() {
    // No function @nope: every point fails before the program starts, so
    // its row has the diagnostic and no report figures.
    let dir = scratch("no-entry");
    let kernel = repo_root().join("examples/double_buffer.mlir");
    let text = format!(
        "[[kernel]]\nfile = \"{}\"\nentry = \"nope\"\n[grid]\n\"dma.main.engines\" = [1, 2]\n",
        kernel.display()
    );
    let file = dir.join("s.toml");
    std::fs::write(&file, text).unwrap();
    let out_dir = dir.join("out");
    ok(&sweep(&[
        file.to_str().unwrap(),
        "--out",
        out_dir.to_str().unwrap(),
    ]));
    let (header, rows) = csv_rows(&out_dir);
    assert_eq!(rows.len(), 2);
    let col = |name: &str| header.iter().position(|c| c == name).unwrap();
    for row in &rows {
        assert_eq!(row[col("status")], "error");
        assert!(row[col("error")].contains("nope"), "{row:?}");
        assert!(!header.contains(&"cycles".to_string()), "{header:?}");
    }
}

/// Writes `n` shards of a sweep of `points` points made from the example's
/// rows: each shard's `meta.json` is the full run's with the point count
/// and shard changed, and its rows are the full run's, renumbered (their
/// reports and the cells taken from them left out, so the files stay
/// small). Returns the shard folders
/// and the rows' lines in point order, which the merge must reproduce.
fn synthetic_shards(base: &Path, n: u64, points: u64) -> (Vec<String>, String) {
    let full = full_run();
    let mut meta: Value = serde_json::from_str(&read(&full.join("meta.json"))).unwrap();
    meta["points"] = points.into();
    let templates: Vec<String> = (read(&full.join("results.jsonl")).lines())
        .map(|l| {
            // `{"point":P,"id":"…",REST"status":"S",…}` → `REST"status":"S"`:
            // the cells a row without a report has.
            let rest = l.split_once("\",").unwrap().1;
            let (head, tail) = rest.split_once("\"status\":\"").unwrap();
            let status = tail.split_once('"').unwrap().0;
            format!("{head}\"status\":\"{status}\"")
        })
        .collect();
    let line = |p: u64| {
        let rest = &templates[(p % templates.len() as u64) as usize];
        format!("{{\"point\":{p},\"id\":\"{p:016x}\",{rest},\"report\":null}}\n")
    };
    let mut dirs = Vec::new();
    for k in 1..=n {
        let dir = base.join(format!("shard{k}"));
        std::fs::create_dir_all(&dir).unwrap();
        meta["shard"] = format!("{k}/{n}").into();
        std::fs::write(dir.join("meta.json"), meta.to_string()).unwrap();
        let rows: String = (k - 1..points).step_by(n as usize).map(line).collect();
        std::fs::write(dir.join("results.jsonl"), rows).unwrap();
        dirs.push(dir.to_str().unwrap().to_string());
    }
    (dirs, (0..points).map(line).collect())
}

/// The peak resident memory, in KiB, of `rmlir-sweep ARGS`, read by the
/// kernel's accounting through Python's `resource` module.
fn sweep_peak_kib(args: &[&str]) -> (Output, u64) {
    let script = "import resource, subprocess, sys\n\
        p = subprocess.run(sys.argv[1:], capture_output=True)\n\
        sys.stderr.buffer.write(p.stderr)\n\
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n\
        sys.exit(p.returncode)";
    let out = run(
        Command::new("python3")
            .args(["-c", script])
            .arg(sweep_bin())
            .args(args)
            .current_dir(repo_root()),
        None,
    );
    let kib = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .unwrap_or(0);
    (out, kib)
}

#[test]
fn a_merge_bigger_than_one_run_streams_its_rows() {
    // One row more than a run holds (MAX_RUN_POINTS), in three shards.
    let points = 100_001;
    let base = scratch("bigmerge");
    let (dirs, want) = synthetic_shards(&base, 3, points);
    let merged = base.join("merged");
    let mut args = vec!["merge", "--out", merged.to_str().unwrap()];
    args.extend(dirs.iter().map(String::as_str).rev());
    let (out, peak_kib) = sweep_peak_kib(&args);
    let stderr = ok(&out);
    assert!(
        read(&merged.join("results.jsonl")) == want,
        "the merged rows differ"
    );
    assert!(
        stderr.contains("note: no charts: the sweep has 100001 points"),
        "{stderr}"
    );
    assert!(!merged.join("cycles.svg").exists());
    let (header, rows) = csv_rows(&merged);
    assert_eq!(header[..4], ["point", "id", "kernel", "target"]);
    assert_eq!(rows.len() as u64, points);
    assert_eq!(rows[77_777][..2], ["77777", "0000000000012fd1"]);
    // Holding the rows took 114 MiB (release); streaming them, 5 MiB.
    assert!(
        peak_kib > 0 && peak_kib < 40 * 1024,
        "peak RSS {peak_kib} KiB"
    );
    // A shard not in point order is refused, not merged out of order.
    let shard2 = Path::new(&dirs[1]).join("results.jsonl");
    let mut lines: Vec<String> = read(&shard2).lines().map(String::from).collect();
    lines.swap(5, 6);
    std::fs::write(&shard2, lines.join("\n") + "\n").unwrap();
    let bad = sweep(&args);
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("results.jsonl is not in point order (point 16 after 19)"),
        "{err}"
    );
}
