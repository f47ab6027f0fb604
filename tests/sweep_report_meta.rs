//! Every `rmlir-sim --report` says what produced it, under `"run"`: the
//! target's name, its file and the file's SHA-256 (or `"built-in"`), the
//! `--set` overrides in order and the rmlir version, for a run that
//! finishes and for one that faults alike.
//!
//! Oracles: coreutils `sha256sum` hashes the target file, the `toml`
//! crate reads the target's `[target] name` from the file itself, and
//! Cargo supplies the package version.

mod common;

use common::{our_bin, repo_root, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-report-meta-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// `rmlir-sim ARGS --report FILE` from the repository root; the report.
fn report(case: &str, args: &[&str]) -> Value {
    let path = scratch(case).join("r.json");
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.current_dir(repo_root())
        .args(args)
        .arg("-q")
        .arg("--report")
        .arg(&path);
    run(&mut cmd, None);
    let text = std::fs::read_to_string(&path).expect("the report is written");
    serde_json::from_str(&text).expect("report JSON")
}

/// The file's SHA-256 as `sha256sum` prints it.
fn sha256sum(file: &Path) -> String {
    let out = run(Command::new("sha256sum").arg(file), None);
    assert!(out.status.success(), "sha256sum {}", file.display());
    let text = String::from_utf8(out.stdout).unwrap();
    text.split_whitespace().next().unwrap().to_string()
}

/// `[target] name` of a target file.
fn target_name(file: &Path) -> String {
    let doc: toml::Table = toml::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    doc["target"]["name"].as_str().unwrap().to_string()
}

#[test]
fn a_report_names_its_target_file_hash_overrides_and_version() {
    let edge = repo_root().join("configs/edge.toml");
    let sets = ["dma.engines=2", "memory.sram.capacity=\"8 MiB\""];
    let mut args = vec![
        "examples/double_buffer.mlir",
        "--target",
        "configs/edge.toml",
    ];
    for s in &sets {
        args.extend(["--set", s]);
    }
    let r = report("edge", &args);
    assert_eq!(r["status"], "ok", "{r}");
    let run = &r["run"];
    assert_eq!(run["rmlir_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(run["target"]["name"], target_name(&edge).as_str());
    assert_eq!(run["target"]["file"], "configs/edge.toml");
    assert_eq!(run["target"]["sha256"], sha256sum(&edge).as_str());
    assert_eq!(run["overrides"], serde_json::json!(sets));
}

#[test]
fn the_built_in_target_is_named_and_has_no_file() {
    let r = report("builtin", &["examples/double_buffer.mlir"]);
    let run = &r["run"];
    let tpu = repo_root().join("configs/tpu.toml");
    assert_eq!(run["target"]["name"], target_name(&tpu).as_str());
    assert_eq!(run["target"]["file"], Value::Null);
    assert_eq!(run["target"]["sha256"], "built-in");
    assert_eq!(run["overrides"], serde_json::json!([]));
}

#[test]
fn a_renamed_target_and_a_faulting_run_are_recorded_too() {
    // 16 KiB of VMEM cannot hold the kernel's 32 KiB staging buffer: the
    // run faults, and its report still says what ran.
    let sets = ["target.name=\"small\"", "memory.vmem.capacity=\"16 KiB\""];
    let r = report(
        "fault",
        &[
            "examples/double_buffer.mlir",
            "--set",
            sets[0],
            "--set",
            sets[1],
        ],
    );
    assert_eq!(r["status"], "error", "{r}");
    assert_eq!(r["run"]["target"]["name"], "small");
    assert_eq!(r["run"]["overrides"], serde_json::json!(sets));
    assert_eq!(r["run"]["rmlir_version"], env!("CARGO_PKG_VERSION"));
}
