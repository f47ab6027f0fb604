//! Faults once listed as unreachable by a verified kernel, each reached by
//! a kernel of `tests/faults/` named below, with its whole located
//! diagnostic pinned (`file:line:col: error: message`, source line and
//! caret), exit status 1, no program output and no panic. `mlir-opt` 22
//! (the upstream verifier) says for each kernel whether MLIR itself
//! accepts it, so the test records which side of the verifier it is on.
//!
//! The three vector faults (`extract from`, `insert into` and `reduction
//! of` a scalar) were reachable one way only: a target op declaring a
//! vector result for scalar operands. The simulator now rejects a target
//! op whose declared result shape differs from the shape its semantics
//! computes, before the run; the last three tests pin that check.

mod common;

use common::{our_bin, run, tool};
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `rmlir-sim -q tests/faults/KERNEL` from the package root and
/// asserts that it fails with exactly `want` on stderr.
fn fails_with(kernel: &str, want: &str) {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .arg("-q")
            .arg(format!("tests/faults/{kernel}")),
        None,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic:\n{stderr}");
    assert_eq!(out.status.code(), Some(1), "exit status; stderr:\n{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "", "no output");
    assert_eq!(stderr, want);
}

/// Whether `mlir-opt --allow-unregistered-dialect` verifies the kernel
/// (target ops are an unregistered dialect to upstream), with its stderr;
/// `None` when the tool is missing and the test may skip.
fn upstream_verifies(kernel: &str, test: &str) -> Option<(bool, String)> {
    let opt = tool("mlir-opt", test)?;
    let out = run(
        Command::new(opt)
            .current_dir(root())
            .arg("--allow-unregistered-dialect")
            .arg(format!("tests/faults/{kernel}")),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    Some((out.status.success(), err))
}

#[test]
fn a_function_ending_in_a_target_op_falls_off_its_end() {
    // Upstream treats an unregistered op as a possible terminator, so the
    // module verifies; the simulator runs the add and finds no return.
    let kernel = "ends_in_target_op.mlir";
    if let Some((ok, err)) = upstream_verifies(kernel, "falls_off_its_end") {
        assert!(ok, "mlir-opt rejects it:\n{err}");
    }
    fails_with(
        kernel,
        "tests/faults/ends_in_target_op.mlir:5:1: error: fell off the end of a function without a return
func.func @main() {
^
",
    );
}

#[test]
fn a_layout_map_with_a_negative_position_cannot_be_sized() {
    // (d0) -> (d0 - 1) over 4 elements reaches positions -1..=2: a
    // buffer starting at position 0 cannot hold position -1.
    let kernel = "layout_map_negative.mlir";
    if let Some((ok, err)) = upstream_verifies(kernel, "layout_map_negative") {
        assert!(ok, "mlir-opt rejects it:\n{err}");
    }
    fails_with(
        kernel,
        "tests/faults/layout_map_negative.mlir:5:8: error: cannot size the physical buffer of this layout map
  %m = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 - 1)>, 1>
       ^
",
    );
}

#[test]
fn a_subview_of_an_affine_map_layout_stops_the_run() {
    // Upstream rejects the subview, and so does our verifier, in
    // upstream's words: the run stops before it starts, never with a
    // wrong view.
    let kernel = "subview_of_permuted_layout.mlir";
    if let Some((ok, err)) = upstream_verifies(kernel, "subview_of_map_layout") {
        assert!(!ok, "mlir-opt accepts it");
        assert!(err.contains("is not strided"), "{err}");
    }
    fails_with(
        kernel,
        "tests/faults/subview_of_permuted_layout.mlir:7:8: error: base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>' is not strided
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32, #t, 1> to memref<2x2xf32, strided<[1, 4], offset: 5>, 1>
       ^
",
    );
}

#[test]
fn a_target_op_declaring_a_vector_for_scalars_is_rejected() {
    // This kernel used to run the add on scalars and stop at the
    // vector.extract, which found a scalar where it verified a vector.
    let kernel = "target_op_scalar_to_vector.mlir";
    if let Some((ok, err)) = upstream_verifies(kernel, "scalar_to_vector") {
        assert!(ok, "mlir-opt rejects it:\n{err}");
    }
    fails_with(
        kernel,
        "tests/faults/target_op_scalar_to_vector.mlir:6:8: error: 'tpu.vaddf32' computes a scalar from its operands, but the op declares shape [8] for its result
  %v = \"tpu.vaddf32\"(%s, %s) : (f32, f32) -> vector<8xf32>
       ^
",
    );
}

#[test]
fn a_target_op_declaring_a_scalar_for_vectors_is_rejected() {
    // This kernel used to print an 8-lane vector as its f32 result.
    fails_with(
        "target_op_vector_to_scalar.mlir",
        "tests/faults/target_op_vector_to_scalar.mlir:5:8: error: 'tpu.vaddf32' computes shape [8] from its operands, but the op declares a scalar for its result
  %v = \"tpu.vaddf32\"(%s, %s) : (vector<8xf32>, vector<8xf32>) -> f32
       ^
",
    );
}

#[test]
fn a_matmul_target_op_must_declare_its_product_shape() {
    // 2x3 by 3x2 is 2x2; this kernel used to print a 2x2 matrix as f32.
    fails_with(
        "target_matmul_result_shape.mlir",
        "tests/faults/target_matmul_result_shape.mlir:6:8: error: 'tpu.matmulf32' computes shape [2, 2] from its operands, but the op declares a scalar for its result
  %c = \"tpu.matmulf32\"(%a, %b) : (vector<2x3xf32>, vector<3x2xf32>) -> f32
       ^
",
    );
}
