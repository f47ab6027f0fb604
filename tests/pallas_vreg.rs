//! `tpu.repeat`, `tpu.broadcast_in_sublanes` and `tpu.all_reduce`: jax
//! 0.10.2 never emits them, so interpret mode has no value for them. A
//! hand-written Mosaic module (`tests/pallas_vreg/vreg_ops.mlir`) runs each,
//! and NumPy (`tests/pallas_vreg/oracle.py`) computes what Mosaic's op
//! definitions say the results are.
//!
//! Needs `python3` with NumPy; without it the test skips with a message,
//! unless `RMLIR_REQUIRE_TOOLS=1`.

mod common;

use common::{our_bin, python_module, repo_path, run};
use std::process::Command;

const TEST: &str = "pallas_vreg";

#[test]
fn vreg_ops_equal_numpy() {
    let Some(py) = python_module("numpy", "numpy", TEST) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-pallas-vreg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let oracle = repo_path("tests/pallas_vreg/oracle.py");
    let gen = run(Command::new(&py).arg(&oracle).arg("gen").arg(&dir), None);
    assert!(
        gen.status.success(),
        "{}",
        String::from_utf8_lossy(&gen.stderr)
    );
    let sim = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(repo_path("tests/pallas_vreg/vreg_ops.mlir"))
            .arg("--input")
            .arg(format!("0={}", dir.join("x.npy").display()))
            .arg("--input")
            .arg(format!("1={}", dir.join("n.npy").display()))
            .arg("--output-dir")
            .arg(&dir),
        None,
    );
    assert!(
        sim.status.success(),
        "{}",
        String::from_utf8_lossy(&sim.stderr)
    );
    let check = run(Command::new(&py).arg(&oracle).arg("check").arg(&dir), None);
    let _ = std::fs::remove_dir_all(&dir);
    let out = String::from_utf8_lossy(&check.stdout);
    assert!(
        check.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert_eq!(out.matches("equal").count(), 6, "{out}");
}

/// Mosaic leaves a sublane undefined when `lane + i` is past the last
/// lane; rmlir-sim refuses the op at its line instead of inventing a value.
#[test]
fn broadcast_in_sublanes_past_the_last_lane_is_located() {
    let text = std::fs::read_to_string(repo_path("tests/pallas_vreg/vreg_ops.mlir")).unwrap();
    let bad = text.replace(
        "tpu.broadcast_in_sublanes %x, 5 :",
        "tpu.broadcast_in_sublanes %x, 121 :",
    );
    assert_ne!(bad, text);
    let dir = std::env::temp_dir().join(format!("rmlir-pallas-vreg-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let k = dir.join("bad.mlir");
    std::fs::write(&k, bad).unwrap();
    std::fs::copy(
        repo_path("tests/pallas_vreg/vreg_ops.json"),
        dir.join("bad.json"),
    )
    .unwrap();
    let o = run(Command::new(our_bin("rmlir-sim")).arg(&k), None);
    let _ = std::fs::remove_dir_all(&dir);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("bad.mlir:11:10: error:")
            && err.contains("lane 121 + sublane i is past the last lane (127)"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}
