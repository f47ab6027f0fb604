//! Execution of the memref views, metadata, atomics, `realloc`,
//! `alloca_scope`, `scf.forall` and the affine vector and index ops
//! against upstream LLVM 22:
//!
//! * `tests/dialects/run_memref/`: `rmlir-sim` prints exactly what
//!   `mlir-runner` prints once `mlir-opt` lowers the kernel with
//!   [`PASSES`] (then the usual pipeline);
//! * `tests/dialects/faults_memref/`: each kernel breaks one rule of a view
//!   at run time (sizes that do not multiply out, bytes outside the buffer,
//!   non-contiguous dims, an index past a transposed dim, a freed source),
//!   which `mlir-opt` accepts, and `rmlir-sim` stops at the op with a
//!   located diagnostic.

mod common;

use common::{assert_all_pass, mlir_files, mlir_runner, our_bin, run, tool, LOWER_TO_LLVM};
use std::process::Command;

/// What upstream needs before the usual pipeline: `scf.forall` and
/// `memref.realloc` and the index ops have no direct LLVM lowering, and
/// `generic_atomic_rmw`'s region must be in the LLVM dialect when
/// `finalize-memref-to-llvm` lowers it.
const PASSES: &[&str] = &[
    "--scf-forall-to-for",
    "--expand-realloc",
    "--affine-expand-index-ops",
    "--convert-arith-to-llvm",
];

fn sim(file: &std::path::Path) -> std::process::Output {
    run(
        Command::new(our_bin("rmlir-sim"))
            .args(["--quiet", "--set", "target.default_space=vmem"])
            .arg(file),
        None,
    )
}

#[test]
fn memref_kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("memref_kernels_print_what_mlir_runner_prints") else {
        return;
    };
    let passes: Vec<&str> = PASSES.iter().chain(LOWER_TO_LLVM).copied().collect();
    let files = mlir_files("tests/dialects/run_memref");
    assert!(
        files.len() >= 3,
        "kernels missing from tests/dialects/run_memref"
    );
    assert_all_pass(&files, "kernels differ", |f| {
        let text = std::fs::read(f).map_err(|e| e.to_string())?;
        let theirs = up.run(&passes, &text)?;
        let out = sim(f);
        let ours = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() || theirs != ours {
            return Err(format!(
                "--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(())
    });
}

/// (kernel, line and column of the faulting op, message start).
const FAULTS: &[(&str, &str, &str)] = &[
    (
        "collapse_strided",
        "8:8",
        "memref.collapse_shape merges non-contiguous dimensions 0 and 1 (strides 8 and 1)",
    ),
    (
        "expand_sizes",
        "5:8",
        "memref.expand_shape splits dimension 0 of size 5 into sizes [5, 2]",
    ),
    (
        "realloc_then_dealloc",
        "5:3",
        "double free: this buffer was already deallocated",
    ),
    (
        "reshape_count",
        "10:8",
        "memref.reshape to sizes [4, 4] of a memref of sizes [12]",
    ),
    (
        "transpose_bounds",
        "7:8",
        "out-of-bounds access: index [0, 4] into shape [3, 2]",
    ),
    (
        "view_misaligned",
        "5:8",
        "memref.view at byte 9, which is not a multiple of the 4-byte element",
    ),
    (
        "view_past_end",
        "5:8",
        "memref.view of bytes 4 to 20 of a buffer of 16 bytes",
    ),
];

#[test]
fn view_faults_are_located_at_the_op() {
    let Some(up) = tool("mlir-opt", "view_faults_are_located_at_the_op") else {
        return;
    };
    let files = mlir_files("tests/dialects/faults_memref");
    assert_eq!(files.len(), FAULTS.len(), "one FAULTS row per kernel");
    for (name, at, msg) in FAULTS {
        let f = std::path::PathBuf::from(format!("tests/dialects/faults_memref/{name}.mlir"));
        let upstream = run(Command::new(&up).arg(&f), None);
        assert!(upstream.status.success(), "mlir-opt rejects {name}");
        let out = sim(&f);
        let err = String::from_utf8_lossy(&out.stderr);
        let want = format!("{}:{at}: error: {msg}", f.display());
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name} printed output");
        assert!(err.starts_with(&want), "{name}: want `{want}`, got:\n{err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
}
