//! Vector registers the JIT holds natively, lane by lane (`jit/vector.rs`),
//! held to the interpreter and to upstream:
//!
//! - every kernel of `tests/jit_vector/` (integer ops at i1, i3, i8, i13,
//!   i33, i64 and `index`, 1-D to 3-D; float ops with NaN, -0.0 and
//!   infinite lanes; every reduction kind; the lane moves; a loop running
//!   vector ops thousands of times with vector loads and stores up to a
//!   buffer's last row; faulting divisions and an out-of-bounds load) runs
//!   under both engines with the same stdout, stderr, exit status, report
//!   JSON and VCD;
//! - those upstream defines (all but `fault_*`, whose faults upstream does
//!   not check, and `edge_*`, whose NaN signs and out-of-range conversions
//!   upstream leaves to the host) print what `mlir-runner` prints;
//! - the loop agrees with the traced interpreter, which never uses a memo;
//! - a fault in one lane is the interpreter's, after the iterations before
//!   it ran natively;
//! - `--explain-engine` counts the vector instructions native: what runs
//!   through the runtime is the prints, the returns, the float min/max
//!   reductions, the dynamic `extract` and the vector loads and stores.

mod common;

use common::{
    engines_agree, faults_or_prints, mlir_runner, native_runtime, our_bin, run, same_as_traced,
    sim_explained, LOWER_TO_LLVM,
};
use std::path::Path;
use std::process::Command;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// The kernels, as paths from the repository's root.
fn kernels() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jit_vector");
    let mut names: Vec<String> = (std::fs::read_dir(&dir).expect("tests/jit_vector"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .map(|n| format!("tests/jit_vector/{n}"))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{names:?}");
    names
}

/// The VCD of `kernel` under `engine`.
fn vcd(kernel: &str, engine: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = std::env::temp_dir().join(format!(
        "rmlir-jit-vector-{}-{engine}-{}.vcd",
        std::process::id(),
        kernel.replace('/', "-")
    ));
    run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root)
            .args(["-q", "--engine", engine, "--vcd"])
            .arg(&path)
            .args(VMEM)
            .arg(kernel),
        None,
    );
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    text
}

#[test]
fn every_vector_kernel_runs_identically_under_both_engines() {
    for k in kernels() {
        engines_agree(&k, "jit", "interp", &VMEM);
        let (jit, interp) = (vcd(&k, "jit"), vcd(&k, "interp"));
        assert!(jit.contains("$enddefinitions"), "{k}: no VCD");
        assert!(jit == interp, "{k}: the VCDs differ");
    }
}

#[test]
fn vector_kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("vector_kernels_print_what_mlir_runner_prints") else {
        return;
    };
    let passes: Vec<&str> = std::iter::once("--convert-math-to-llvm")
        .chain(LOWER_TO_LLVM.iter().copied())
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for k in kernels() {
        let name = k.rsplit('/').next().unwrap_or_default();
        if name.starts_with("fault_") || name.starts_with("edge_") {
            continue;
        }
        let text = std::fs::read(root.join(&k)).expect("kernel");
        let want = up
            .run(&passes, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        let ran = sim_explained(&k, "jit", &VMEM);
        assert_eq!((ran.code, ran.out.as_str()), (0, want.as_str()), "{k}");
    }
}

#[test]
fn the_vector_loop_agrees_with_the_traced_interpreter() {
    let k = "tests/jit_vector/loop.mlir";
    let jit = sim_explained(k, "jit", &VMEM);
    same_as_traced(k, &VMEM, &jit);
}

#[test]
fn a_fault_in_one_lane_is_the_interpreters() {
    let k = "tests/jit_vector/fault_div.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("13:10: error: integer division by zero"), "", k);
    // 41 iterations printed their quotients before the divisor's second
    // lane reached zero.
    assert_eq!(ran.out.lines().count(), 41, "{}", ran.out);
    assert!(ran.out.ends_with("( 400, -4000, 3, 0 )\n"), "{}", ran.out);
    let k = "tests/jit_vector/fault_overflow.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("6:8: error: signed division overflow"), "", k);
    let k = "tests/jit_vector/fault_bounds.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("13:8: error: out-of-bounds access"), "", k);
    assert_eq!(ran.out, "( 2, 4, 6, 8 )\n");
}

#[test]
fn vector_instructions_compile_natively() {
    // (kernel, native, through the runtime) of @main: the runtime ones
    // are each kernel's prints and return, and the named others.
    let cases = [
        // 19 prints, the dynamic extract.
        ("shapes.mlir", 26, 21),
        // 22 prints, the minimumf and maxnumf reductions.
        ("reduce.mlir", 29, 25),
        // 4 prints, 2 vector loads and 1 store, the alloc.
        ("loop.mlir", 51, 9),
        // 2 calls, 4 prints (the fmas and casts are native).
        ("float_ops.mlir", 15, 7),
        // 1 print; the division is native (its fault path aside).
        ("fault_overflow.mlir", 3, 2),
    ];
    for (k, native, runtime) in cases {
        let k = format!("tests/jit_vector/{k}");
        let ran = sim_explained(&k, "jit", &VMEM);
        assert_eq!(native_runtime(&ran.engine), (native, runtime), "{k}");
    }
}
