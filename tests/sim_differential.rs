//! Upstream differential for the simulator (issue #4, proof 1): for every
//! kernel in `tests/kernels/`, what `rmlir-sim` prints on stdout must be
//! byte-identical to what `mlir-runner` prints for the same kernel after
//! the standard lowering to LLVM (`common::LOWER_TO_LLVM`), run with
//! `-e main -entry-point-result=void`.
//!
//! Upstream cannot `vector.print` integers wider than 64 bits, so the wide
//! kernels observe their values through truncation and comparison.
//!
//! What `mlir-runner` 22 printed is also stored, in
//! `tests/kernels/expected/<kernel>.out` (command in the README there), so
//! the kernels are checked on every run, with LLVM 22 installed or not;
//! with it, a fresh upstream run must still print the stored file.
//!
//! `printMemref*` prints buffer addresses (host pointers upstream); both
//! sides compare with each address replaced by `<address>`, as stored.

mod common;

use common::{
    assert_all_pass, mlir_files, mlir_runner, our_bin, repo_path, run, Runner, LOWER_TO_LLVM,
};
use std::path::Path;
use std::process::Command;

fn upstream_output(up: &Runner, kernel: &Path) -> Result<String, String> {
    let text = std::fs::read(kernel).map_err(|e| e.to_string())?;
    up.run(LOWER_TO_LLVM, &text).map(|s| without_addresses(&s))
}

/// `out` with the buffer address after each `base@ = ` (what
/// `printMemref*` prints) replaced by `<address>`: upstream prints host
/// pointers, which differ from run to run, as the stored files do.
fn without_addresses(out: &str) -> String {
    const KEY: &str = "base@ = ";
    let mut s = String::with_capacity(out.len());
    let mut rest = out;
    while let Some(i) = rest.find(KEY) {
        s.push_str(&rest[..i + KEY.len()]);
        rest = &rest[i + KEY.len()..];
        let end = rest.find(' ').unwrap_or(rest.len());
        s.push_str("<address>");
        rest = &rest[end..];
    }
    s.push_str(rest);
    s
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
    Ok(without_addresses(&String::from_utf8_lossy(&out.stdout)))
}

fn check(up: &Runner, kernel: &Path) -> Result<(), String> {
    let theirs = upstream_output(up, kernel)?;
    let ours = our_output(kernel)?;
    if theirs != ours {
        return Err(format!(
            "stdout differs\n--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}"
        ));
    }
    let stored = stored_output(kernel)?;
    if theirs != stored {
        return Err(format!(
            "mlir-runner no longer prints the stored file; rerun \
             tools/bless_kernel_outputs.sh and read the diff\n\
             --- mlir-runner:\n{theirs}--- stored:\n{stored}"
        ));
    }
    Ok(())
}

/// What `mlir-runner` printed for `kernel`, as stored in
/// `tests/kernels/expected/`.
fn stored_output(kernel: &Path) -> Result<String, String> {
    let stem = kernel.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let path = repo_path("tests/kernels/expected").join(format!("{stem}.out"));
    std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
}

fn check_stored(kernel: &Path) -> Result<(), String> {
    let stored = stored_output(kernel)?;
    let ours = our_output(kernel)?;
    if stored.is_empty() {
        return Err("the stored output is empty, so it checks nothing".into());
    }
    if stored != ours {
        return Err(format!(
            "stdout differs\n--- stored mlir-runner output:\n{stored}--- rmlir-sim:\n{ours}"
        ));
    }
    Ok(())
}

#[test]
fn kernels_print_the_stored_mlir_runner_output() {
    let kernels = mlir_files("tests/kernels");
    assert!(
        kernels.len() >= 30,
        "need at least 30 kernels, found {}",
        kernels.len()
    );
    assert_all_pass(&kernels, "kernels differ", check_stored);
    // No stored file without its kernel.
    let stored = common::files_in(&repo_path("tests/kernels/expected"), "out");
    assert_eq!(
        stored.len(),
        kernels.len(),
        "stale files in tests/kernels/expected"
    );
}

#[test]
fn the_bless_script_lowers_as_the_test_does() {
    let script = std::fs::read_to_string(repo_path("tools/bless_kernel_outputs.sh"))
        .expect("tools/bless_kernel_outputs.sh");
    for pass in LOWER_TO_LLVM {
        assert!(script.contains(pass), "the bless script lacks {pass}");
    }
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
