//! A failed run keeps its evidence: when the simulated program faults
//! (race, deadlock, capacity, out of bounds, `--max-cycles`), `rmlir-sim`
//! still writes every requested trace, complete up to the fault, and the
//! `--report` records `"status": "error"`, the diagnostic, its location and
//! the fault cycle; the exit status stays 1 and no temporary file is left.
//!
//! The oracles are independent readers: pyvcd reads the VCD to its end
//! (`tests/dma/vcd_extent.py`), serde_json parses the Chrome trace and the
//! report, and the report's location must be the one the diagnostic on
//! stderr names.

mod common;

use common::{our_bin, python_module, repo_root, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch folder of its own for one case.
fn scratch(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-sim-failed-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// `file:line:col` of the first line of stderr (the error).
fn location(stderr: &str) -> (String, u64, u64) {
    let first = stderr.lines().next().expect("a diagnostic");
    let head = first.split(": error: ").next().expect("an error line");
    let mut parts = head.rsplitn(3, ':');
    let col = parts.next().unwrap().parse().expect("column");
    let line = parts.next().unwrap().parse().expect("line");
    (parts.next().unwrap().to_string(), line, col)
}

/// Runs one faulting kernel of `tests/faults/` with every output asked
/// for, and checks the evidence.
fn check_case(py: &Path, case: &str, kernel: &str, extra: &[&str]) {
    let dir = scratch(case);
    let (vcd, chrome, report) = (dir.join("t.vcd"), dir.join("t.json"), dir.join("r.json"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(repo_root())
            .arg(format!("tests/faults/{kernel}"))
            .args(extra)
            .arg("--vcd")
            .arg(&vcd)
            .arg("--trace-json")
            .arg(&chrome)
            .arg("--report")
            .arg(&report),
        None,
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{case}: {stderr}");
    assert!(!stderr.contains("panicked"), "{case}: {stderr}");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(
        files,
        ["r.json", "t.json", "t.vcd"],
        "{case}: only whole files"
    );

    let r: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).expect("report JSON");
    assert_eq!(r["status"], "error", "{case}");
    let (file, line, col) = location(&stderr);
    let e = &r["error"];
    assert_eq!(e["file"], file.as_str(), "{case}");
    assert_eq!(
        (e["line"].as_u64(), e["column"].as_u64()),
        (Some(line), Some(col)),
        "{case}"
    );
    let message = stderr
        .lines()
        .next()
        .unwrap()
        .split(": error: ")
        .nth(1)
        .unwrap();
    assert_eq!(e["message"], message, "{case}");
    assert!(
        stderr.starts_with(e["rendered"].as_str().expect("rendered")),
        "{case}: the report's rendered diagnostic is what stderr shows"
    );
    let fault = r["fault_cycle"].as_u64().expect("fault_cycle");
    assert!(r["cycles"].as_u64().unwrap() >= fault, "{case}");

    let trace: Value =
        serde_json::from_slice(&std::fs::read(&chrome).unwrap()).expect("Chrome JSON");
    let events = trace["traceEvents"].as_array().expect("traceEvents");
    assert!(!events.is_empty(), "{case}: the Chrome trace has events");

    let seen = run(
        Command::new(py)
            .arg(repo_root().join("tests/dma/vcd_extent.py"))
            .arg(&vcd),
        None,
    );
    assert!(
        seen.status.success(),
        "{case}: pyvcd could not read the VCD:\n{}",
        String::from_utf8_lossy(&seen.stderr)
    );
    let v: Value = serde_json::from_slice(&seen.stdout).expect("script JSON");
    assert!(v["changes"].as_u64().unwrap() > 0, "{case}: {v}");
    let last = v["last_time"].as_u64().expect("a timestamp");
    assert!(
        last >= fault,
        "{case}: the VCD ends at {last}, before the fault at {fault}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn faulted_runs_write_traces_and_a_report_with_the_error() {
    let test = "faulted_runs_write_traces_and_a_report_with_the_error";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    let cases: &[(&str, &str, &[&str])] = &[
        ("race", "race_write_source.mlir", &[]),
        ("deadlock", "deadlock.mlir", &[]),
        (
            "capacity",
            "capacity.mlir",
            &["--set", "memory.vmem.capacity=4 KiB"],
        ),
        ("bounds", "out_of_bounds.mlir", &[]),
        (
            "max-cycles",
            "max_cycles.mlir",
            &["--max-cycles", "100", "--set", "target.default_space=vmem"],
        ),
    ];
    for (case, kernel, extra) in cases {
        check_case(&py, case, kernel, extra);
    }
}

/// The cycle limit stops the run at the limit: the report says where,
/// and the VCD reaches it (the kernel issues an op every cycle or two, so
/// its waveform changes up to the stop).
#[test]
fn a_max_cycles_stop_records_the_cycle_it_stopped_at() {
    let test = "a_max_cycles_stop_records_the_cycle_it_stopped_at";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    let dir = scratch("limit");
    let (vcd, report) = (dir.join("t.vcd"), dir.join("r.json"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(repo_root())
            .args(["tests/faults/max_cycles.mlir", "--max-cycles", "100"])
            .args(["--set", "target.default_space=vmem", "--vcd"])
            .arg(&vcd)
            .arg("--report")
            .arg(&report),
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    // "…exceeded --max-cycles=100 (now at cycle N)"
    let now: u64 = stderr
        .split("now at cycle ")
        .nth(1)
        .and_then(|t| t.split(')').next())
        .and_then(|n| n.parse().ok())
        .expect("the stop cycle");
    let r: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    assert!(r["fault_cycle"].as_u64().unwrap() >= 100, "{r}");
    assert!(r["fault_cycle"].as_u64().unwrap() <= now, "{r}");
    let seen = run(
        Command::new(py)
            .arg(repo_root().join("tests/dma/vcd_extent.py"))
            .arg(&vcd),
        None,
    );
    let v: Value = serde_json::from_slice(&seen.stdout).expect("script JSON");
    assert!(v["last_time"].as_u64().unwrap() >= 100, "{v}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A successful run's report says so.
#[test]
fn a_successful_report_has_status_ok() {
    let dir = scratch("ok");
    let report = dir.join("r.json");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(repo_root())
            .args(["-q", "tests/dma/strided_tail.mlir", "--report"])
            .arg(&report),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    assert_eq!(r["status"], "ok");
    assert!(r.get("error").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
