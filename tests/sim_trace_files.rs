//! `rmlir-sim` writes its traces while the run goes, into a temporary file
//! beside the destination that is renamed only when the run succeeds: a
//! fault in the simulated program leaves neither a half-written trace nor
//! the temporary file, and an existing file keeps its contents.

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
fn a_fault_leaves_the_old_files_and_no_temporary() {
    let dir = fresh_dir("fault");
    std::fs::write(dir.join("t.vcd"), "old").unwrap();
    let out = sim("race.mlir", &dir);
    assert!(!out.status.success(), "race.mlir must fault");
    assert_eq!(names(&dir), ["t.vcd"]);
    assert_eq!(std::fs::read_to_string(dir.join("t.vcd")).unwrap(), "old");
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
