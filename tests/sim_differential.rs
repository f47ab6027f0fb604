//! Upstream differential for the simulator (issue #4, proof 1): for every
//! kernel in `tests/kernels/`, what `rmlir-sim` prints on stdout must be
//! byte-identical to what `mlir-runner` prints for the same kernel after
//! the standard lowering to LLVM (`common::LOWER_TO_LLVM`), run with
//! `-e main -entry-point-result=void`.
//!
//! Upstream cannot `vector.print` integers wider than 64 bits, so the wide
//! kernels observe their values through truncation and comparison.

mod common;

use common::{assert_all_pass, mlir_files, mlir_runner, our_bin, run, Runner, LOWER_TO_LLVM};
use std::path::Path;
use std::process::Command;

fn upstream_output(up: &Runner, kernel: &Path) -> Result<String, String> {
    let text = std::fs::read(kernel).map_err(|e| e.to_string())?;
    up.run(LOWER_TO_LLVM, &text)
}

/// The kernels keep their buffers in the default memory space; on the
/// built-in TPU-like target that is HBM, which only DMA may touch, so the
/// differential runs with VMEM as the default space.
fn our_output(kernel: &Path) -> Result<String, String> {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .args(["--quiet", "--set", "target.default_space=vmem"])
            .arg(kernel),
        None,
    );
    if !out.status.success() {
        return Err(format!(
            "rmlir-sim failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn check(up: &Runner, kernel: &Path) -> Result<(), String> {
    let theirs = upstream_output(up, kernel)?;
    let ours = our_output(kernel)?;
    if theirs != ours {
        return Err(format!(
            "stdout differs\n--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}"
        ));
    }
    Ok(())
}

#[test]
fn kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("kernels_print_what_mlir_runner_prints") else {
        return;
    };
    let kernels = mlir_files("tests/kernels");
    assert!(
        kernels.len() >= 30,
        "need at least 30 kernels, found {}",
        kernels.len()
    );
    assert_all_pass(&kernels, "kernels differ", |k| check(&up, k));
}
