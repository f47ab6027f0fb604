//! `rmlir-sim` writes its traces while the run goes, into a temporary file
//! beside the destination that is renamed only once the trace is whole: at
//! the end of the run, or up to the fault when the simulated program
//! faults (the evidence a user needs). No half-written trace and no
//! temporary file is ever left.

mod common;

use common::{our_bin, run};
use std::path::{Path, PathBuf};
use std::process::Command;

fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-trace-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn sim(example: &str, dir: &Path) -> std::process::Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    run(
        Command::new(our_bin("rmlir-sim"))
            .arg("-q")
            .arg(root.join("examples").join(example))
            .arg("--vcd")
            .arg(dir.join("t.vcd"))
            .arg("--trace-json")
            .arg(dir.join("t.json")),
        None,
    )
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn a_fault_replaces_the_files_with_traces_up_to_the_fault_and_no_temporary() {
    let dir = fresh_dir("fault");
    std::fs::write(dir.join("t.vcd"), "old").unwrap();
    let out = sim("race.mlir", &dir);
    assert_eq!(out.status.code(), Some(1), "race.mlir must fault");
    assert_eq!(names(&dir), ["t.json", "t.vcd"]);
    let vcd = std::fs::read_to_string(dir.join("t.vcd")).unwrap();
    assert!(vcd.starts_with("$comment"), "{}", &vcd[..vcd.len().min(40)]);
    // Whole: the header, then timestamped changes, ending in a full line
    // (tests/sim_failed_runs.rs reads such files to the end with pyvcd).
    assert!(vcd.contains("$enddefinitions $end\n"));
    assert!(vcd.lines().any(|l| l.starts_with('#')) && vcd.ends_with('\n'));
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("t.json")).unwrap()).unwrap();
    assert!(json["traceEvents"].is_array());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_run_replaces_the_files_with_whole_traces() {
    let dir = fresh_dir("ok");
    std::fs::write(dir.join("t.vcd"), "old").unwrap();
    let out = sim("double_buffer.mlir", &dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(&dir), ["t.json", "t.vcd"]);
    let vcd = std::fs::read_to_string(dir.join("t.vcd")).unwrap();
    assert!(vcd.starts_with("$comment"), "{}", &vcd[..40]);
    // The last line is the end-of-run timestamp.
    assert!(vcd.trim_end().lines().last().unwrap().starts_with('#'));
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("t.json")).unwrap()).unwrap();
    assert!(json["traceEvents"].as_array().unwrap().len() > 10);
    std::fs::remove_dir_all(&dir).unwrap();
}
