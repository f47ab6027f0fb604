//! `rmlir-sim` flags that `--help` documents and no other test ran:
//! `--output-dir`, the kernel from standard input (`-`), an unknown
//! `--entry`, a missing or an extra `--arg`, `--help`, `--version`, vector
//! results, and the content of `--trace-json`, which is checked event by
//! event against the run's own `--report`. The oracles are `mlir-runner`
//! (vector results print as its `vector.print` does), NumPy (the `.npy`
//! results) and the relations `docs/timing.md` § Traces states between the
//! trace and the report.

mod common;

use common::{mlir_runner, our_bin, python_module, run, LOWER_TO_LLVM};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir_cli_sim_{test}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// Runs `rmlir-sim ARGS` in `dir`, with `stdin` if given.
fn sim(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    run(
        Command::new(our_bin("rmlir-sim"))
            .args(args)
            .current_dir(dir),
        stdin,
    )
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Asserts a clean failure: exit status 1, no panic; returns stderr.
fn fails(o: &Output) -> String {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "panic:\n{err}");
    assert_eq!(o.status.code(), Some(1), "exit status; stderr:\n{err}");
    err
}

/// A vector result and a memref result (in VMEM, element 0 set to 9).
const RESULTS: &str = "func.func @main() -> (vector<4xi32>, memref<3xi32, 1>) {
  %v = arith.constant dense<[1, -2, 3, 4]> : vector<4xi32>
  %m = memref.alloc() : memref<3xi32, 1>
  %c0 = arith.constant 0 : index
  %x = arith.constant 9 : i32
  memref.store %x, %m[%c0] : memref<3xi32, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  memref.store %z, %m[%c1] : memref<3xi32, 1>
  memref.store %z, %m[%c2] : memref<3xi32, 1>
  return %v, %m : vector<4xi32>, memref<3xi32, 1>
}
";

#[test]
fn output_dir_receives_memref_results_and_numpy_reads_them() {
    let Some(py) = python_module(
        "numpy",
        "numpy",
        "output_dir_receives_memref_results_and_numpy_reads_them",
    ) else {
        return;
    };
    let d = scratch("output_dir");
    std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
    std::fs::create_dir_all(d.join("out")).unwrap();
    let o = sim(&d, &["-q", "k.mlir", "--output-dir", "out"], None);
    assert!(o.status.success(), "{}", text(&o.stderr));
    // Results are named by their position: the memref is result 1.
    assert!(d.join("out/RESULT_1.npy").is_file());
    assert!(
        !d.join("RESULT_1.npy").exists(),
        "written to the default folder"
    );
    let code =
        "import numpy as np; a = np.load('out/RESULT_1.npy'); print(a.dtype, a.shape, a.tolist())";
    let got = run(Command::new(py).args(["-c", code]).current_dir(&d), None);
    assert_eq!(
        text(&got.stdout),
        "int32 (3,) [9, 0, 0]\n",
        "{}",
        text(&got.stderr)
    );
}

/// A missing `--output-dir` is created (`tests/sim_cli.rs`); one that
/// cannot be (under a file) is a clean error that writes nothing.
#[test]
fn output_dir_that_cannot_be_made_is_a_clean_error() {
    let d = scratch("output_dir_missing");
    std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
    let err = fails(&sim(
        &d,
        &["-q", "k.mlir", "--output-dir", "k.mlir/nowhere"],
        None,
    ));
    assert!(
        err.contains("could not create --output-dir k.mlir/nowhere"),
        "{err}"
    );
    assert!(!d.join("RESULT_1.npy").exists());
}

#[test]
fn vector_results_print_as_mlir_runner_prints_the_vector() {
    let d = scratch("vector_results");
    std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
    std::fs::create_dir_all(d.join("out")).unwrap();
    let o = sim(&d, &["-q", "k.mlir", "--output-dir", "out"], None);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let Some(up) = mlir_runner("vector_results_print_as_mlir_runner_prints_the_vector") else {
        return;
    };
    // The same value through upstream's vector.print.
    let printing = "func.func @main() {
  %v = arith.constant dense<[1, -2, 3, 4]> : vector<4xi32>
  vector.print %v : vector<4xi32>
  return
}
";
    let theirs = up
        .run(LOWER_TO_LLVM, printing.as_bytes())
        .expect("mlir-runner");
    assert_eq!(text(&o.stdout), theirs);
}

#[test]
fn kernel_from_stdin_runs_and_its_errors_name_stdin() {
    let d = scratch("stdin");
    let from_file = {
        std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
        std::fs::create_dir_all(d.join("out")).unwrap();
        sim(&d, &["-q", "k.mlir", "--output-dir", "out"], None)
    };
    let from_stdin = sim(
        &d,
        &["-q", "-", "--output-dir", "out"],
        Some(RESULTS.as_bytes()),
    );
    assert!(from_stdin.status.success(), "{}", text(&from_stdin.stderr));
    assert_eq!(from_stdin.stdout, from_file.stdout);
    // `%z` is undefined at line 3, column 24.
    let bad = "func.func @main() {\n  %c = arith.constant 1 : i32\n  %d = arith.divsi %c, %z : i32\n  return\n}\n";
    let err = fails(&sim(&d, &["-q", "-"], Some(bad.as_bytes())));
    assert!(
        err.starts_with("<stdin>:3:24: error: use of undeclared SSA value name\n"),
        "{err}"
    );
}

#[test]
fn unknown_entry_is_an_error_naming_it() {
    let d = scratch("entry");
    std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
    let err = fails(&sim(&d, &["-q", "k.mlir", "--entry", "nope"], None));
    assert!(err.contains("@nope"), "{err}");
}

#[test]
fn unknown_entry_error_is_located() {
    let d = scratch("entry_located");
    std::fs::write(d.join("k.mlir"), RESULTS).unwrap();
    let err = fails(&sim(&d, &["-q", "k.mlir", "--entry", "nope"], None));
    assert!(err.starts_with("k.mlir:"), "{err}");
}

/// One i32 parameter, returned.
const ONE_ARG: &str = "func.func @main(%n: i32) -> i32 {\n  return %n : i32\n}\n";

#[test]
fn missing_and_extra_arg_are_errors() {
    let d = scratch("args");
    std::fs::write(d.join("k.mlir"), ONE_ARG).unwrap();
    let ok = sim(&d, &["-q", "k.mlir", "--arg", "-5"], None);
    assert_eq!(text(&ok.stdout), "-5\n", "{}", text(&ok.stderr));
    let err = fails(&sim(&d, &["-q", "k.mlir"], None));
    // Both are located at the entry function, line 1, column 1.
    assert!(
        err.starts_with("k.mlir:1:1: error: missing --arg for parameter %n"),
        "{err}"
    );
    let err = fails(&sim(
        &d,
        &["-q", "k.mlir", "--arg", "1", "--arg", "2"],
        None,
    ));
    assert!(
        err.starts_with("k.mlir:1:1: error: more --arg values than scalar parameters"),
        "{err}"
    );
}

/// The long flags `--help` lists.
fn help_flags(help: &str) -> Vec<String> {
    let mut flags: Vec<String> = help
        .lines()
        .filter_map(|l| l.trim_start().split_once("--"))
        .filter(|(pre, _)| pre.is_empty() || pre.ends_with(", "))
        .map(|(_, rest)| {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            format!("--{name}")
        })
        .collect();
    flags.sort();
    flags.dedup();
    flags
}

#[test]
fn help_and_version() {
    let d = scratch("help");
    let o = sim(&d, &["--help"], None);
    assert!(o.status.success());
    let help = text(&o.stdout);
    let flags = help_flags(&help);
    for want in [
        "--target",
        "--set",
        "--entry",
        "--arg",
        "--input",
        "--output",
        "--output-dir",
        "--vcd",
        "--trace-values",
        "--report",
        "--trace-json",
        "--races",
        "--max-cycles",
        "--quiet",
        "--help",
        "--version",
    ] {
        assert!(
            flags.iter().any(|f| f == want),
            "--help lacks {want}: {flags:?}"
        );
    }
    let o = sim(&d, &["--version"], None);
    assert!(o.status.success());
    assert_eq!(
        text(&o.stdout),
        format!("rmlir-sim {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// The trace's complete events, each with the name of its thread.
fn events(trace: &Value) -> Vec<(String, &Value)> {
    let evs = trace["traceEvents"].as_array().expect("traceEvents");
    let threads: BTreeMap<u64, String> = evs
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "thread_name")
        .map(|e| {
            let tid = e["tid"].as_u64().expect("tid");
            (tid, e["args"]["name"].as_str().expect("name").to_string())
        })
        .collect();
    evs.iter()
        .filter(|e| e["ph"] == "X")
        .map(|e| {
            let tid = e["tid"].as_u64().expect("tid");
            let t = threads
                .get(&tid)
                .unwrap_or_else(|| panic!("no thread_name for {e}"));
            (t.clone(), e)
        })
        .collect()
}

fn num(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

#[test]
fn trace_json_events_add_up_to_the_report() {
    let d = scratch("trace_json");
    let kernel = common::repo_path("examples/double_buffer.mlir");
    let k = kernel.to_str().unwrap();
    let o = sim(
        &d,
        &["-q", k, "--trace-json", "t.json", "--report", "r.json"],
        None,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let read = |f: &str| -> Value {
        serde_json::from_slice(&std::fs::read(d.join(f)).unwrap()).expect("valid JSON")
    };
    let (trace, report) = (read("t.json"), read("r.json"));
    let evs = events(&trace);
    assert!(evs.len() > 100, "only {} events", evs.len());
    let cycles = num(&report["cycles"]);
    let mut unit_busy: BTreeMap<String, u64> = BTreeMap::new();
    let mut stalls: BTreeMap<String, u64> = BTreeMap::new();
    let mut dma: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let mut waits = 0;
    for (thread, e) in &evs {
        let (ts, dur) = (num(&e["ts"]), num(&e["dur"]));
        assert!(ts + dur <= cycles, "event past the run's end: {e}");
        match e["cat"].as_str() {
            Some("unit") => {
                let unit = thread.strip_prefix("unit ").expect("a unit thread");
                assert_eq!(e["name"], unit, "a unit event is named as its unit");
                *unit_busy.entry(unit.into()).or_default() += dur;
            }
            Some("stall") => {
                assert_eq!(thread, "core", "stalls are on the core thread");
                let cause = e["name"].as_str().unwrap().strip_prefix("stall: ").unwrap();
                *stalls.entry(cause.into()).or_default() += dur;
            }
            Some("dma") => {
                let engine = thread.split(' ').next().unwrap().to_string();
                let slot = dma.entry(engine).or_default();
                slot.0 += 1;
                slot.1 += num(&e["args"]["bytes"]);
                assert!(
                    num(&e["args"]["data_start"]) >= ts,
                    "data before the start: {e}"
                );
            }
            Some("dma_wait") => {
                assert_eq!(thread, "dma waits", "waits are on their own thread");
                assert_eq!(dur, 1, "a wait is one issue cycle: {e}");
                waits += 1;
            }
            other => panic!("unknown category {other:?}: {e}"),
        }
    }
    // The kernel waits once per transfer: the fill, then one per tile.
    let transfers: u64 = (report["engines"].as_array().unwrap().iter())
        .map(|g| num(&g["transfers"]))
        .sum();
    assert_eq!(waits, transfers, "one dma_wait event per wait");
    // Each unit's busy intervals add up to its busy cycles.
    for u in report["units"].as_array().unwrap() {
        let name = u["name"].as_str().unwrap();
        let busy = unit_busy.get(name).copied().unwrap_or(0);
        assert_eq!(busy, num(&u["busy_cycles"]), "unit {name}");
    }
    // Stall events add up, by cause, to the report's stalls.
    let mut total = 0;
    for (cause, n) in report["stalls"].as_object().unwrap() {
        if cause != "total" {
            assert_eq!(
                stalls.get(cause).copied().unwrap_or(0),
                num(n),
                "stall {cause}"
            );
            total += num(n);
        }
    }
    assert_eq!(total, num(&report["stalls"]["total"]));
    // One event per transfer, carrying its bytes, on its engine's channels.
    for g in report["engines"].as_array().unwrap() {
        let name = g["name"].as_str().unwrap();
        let (n, bytes) = dma.get(name).copied().unwrap_or((0, 0));
        assert_eq!(
            (n, bytes),
            (num(&g["transfers"]), num(&g["bytes"])),
            "engine {name}"
        );
    }
    assert!(
        dma.values().map(|v| v.0).sum::<u64>() > 0,
        "the kernel moves data"
    );
}
