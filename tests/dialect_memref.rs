//! Execution of the memref views, metadata, atomics, `realloc`,
//! `alloca_scope`, `scf.forall` and the affine vector and index ops
//! against upstream LLVM 22:
//!
//! * `tests/dialects/run_memref/`: `rmlir-sim` prints exactly what
//!   `mlir-runner` prints once `mlir-opt` lowers the kernel with
//!   [`PASSES`] (then the usual pipeline);
//! * `tests/corpus_memref/`: compiler output, each file what `mlir-opt`
//!   makes of `tests/corpus_memref/src/linalg_kernels.mlir.in` with the
//!   passes its `// PASSES:` header names (checked to be current), and
//!   `rmlir-sim` prints what `mlir-runner` prints for it;
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

/// The generated files of `tests/corpus_memref/`, with their passes.
fn corpus() -> Vec<(std::path::PathBuf, Vec<String>)> {
    let files = mlir_files("tests/corpus_memref");
    files
        .into_iter()
        .filter(|f| !f.components().any(|c| c.as_os_str() == "src"))
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            let passes = text
                .lines()
                .find_map(|l| l.strip_prefix("// PASSES: "))
                .unwrap_or_else(|| panic!("{} has no `// PASSES:` header", f.display()))
                .split_whitespace()
                .map(String::from)
                .collect();
            (f, passes)
        })
        .collect()
}

#[test]
fn compiler_output_corpus_is_current_and_runs_as_mlir_runner_runs_it() {
    let Some(up) = mlir_runner("compiler_output_corpus_is_current_and_runs_as_mlir_runner_runs_it")
    else {
        return;
    };
    let opt = tool("mlir-opt", "compiler_output_corpus").expect("mlir-opt beside mlir-runner");
    let corpus = corpus();
    assert!(
        corpus.len() >= 4,
        "generated files missing from tests/corpus_memref"
    );
    let files: Vec<_> = corpus.iter().map(|c| c.0.clone()).collect();
    assert_all_pass(&files, "corpus files fail", |f| {
        let passes = &corpus.iter().find(|c| c.0 == *f).unwrap().1;
        let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
        let body: String = text.lines().skip(2).map(|l| format!("{l}\n")).collect();
        let out = run(
            Command::new(&opt)
                .args(passes)
                .arg("tests/corpus_memref/src/linalg_kernels.mlir.in"),
            None,
        );
        if String::from_utf8_lossy(&out.stdout) != body {
            return Err("not what mlir-opt generates from the source today".into());
        }
        let lowered: Vec<&str> = LOWER_TO_LLVM.to_vec();
        let theirs = up.run(&lowered, text.as_bytes())?;
        let sim_out = sim(f);
        let ours = String::from_utf8_lossy(&sim_out.stdout);
        if !sim_out.status.success() || theirs != ours {
            return Err(format!(
                "--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}{}",
                String::from_utf8_lossy(&sim_out.stderr)
            ));
        }
        Ok(())
    });
}

/// (kernel, line and column of the faulting op, message start).
const FAULTS: &[(&str, &str, &str)] = &[
    (
        "delinearize_zero",
        "5:10",
        "delinearize_index over a zero basis (4, 0)",
    ),
    (
        "expand_overflow",
        "7:8",
        "view sizes or strides overflow 64 bits",
    ),
    (
        "realloc_negative",
        "5:8",
        "memref.realloc to a negative size -3",
    ),
    (
        "reshape_strided",
        "12:8",
        "memref.reshape of a non-contiguous view",
    ),
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
