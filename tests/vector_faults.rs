//! Where the vector memory ops fault, as upstream's semantics say: a lane
//! a mask turns on, or a lane of an `in_bounds` (or non-transferred)
//! dimension, must be inside the memref, or the run stops at the op with a
//! located diagnostic; lanes a mask turns off and non-`in_bounds` lanes
//! past the edge never touch memory (they read the padding, see
//! `tests/dialects/run/vector_memory.mlir`). Scalable vectors are refused
//! at the first op that uses one. Each expected index was worked out by
//! hand from the kernel (comments in each file say how).

mod common;

use common::{our_bin, run};
use std::path::Path;
use std::process::Command;

/// Runs `rmlir-sim -q tests/faults/KERNEL` and asserts it fails with
/// exactly `want` on stderr, exit status 1, no output and no panic.
fn fails_with(kernel: &str, want: &str) {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
            .arg("-q")
            .arg(format!("tests/faults/{kernel}")),
        None,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic:\n{stderr}");
    assert_eq!(out.status.code(), Some(1), "exit status; stderr:\n{stderr}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "",
        "no program output"
    );
    assert_eq!(stderr, want);
}

#[test]
fn transfer_read_in_bounds_lane_past_the_edge_faults() {
    // Base [0, 3], lane 2 → column 5 of 5.
    fails_with(
        "vector_transfer_in_bounds_past_end.mlir",
        "tests/faults/vector_transfer_in_bounds_past_end.mlir:8:8: error: out-of-bounds access: index [0, 5] into shape [2, 5]
  %0 = vector.transfer_read %m[%c0, %c3], %pad {in_bounds = [true]} : memref<2x5xf32, 1>, vector<4xf32>
       ^
",
    );
}

#[test]
fn transfer_write_on_a_row_past_the_edge_faults() {
    // Row 2 of 2 is not a transferred dimension: lane 0 at [2, 1] faults.
    fails_with(
        "vector_transfer_row_past_end.mlir",
        "tests/faults/vector_transfer_row_past_end.mlir:8:3: error: out-of-bounds access: index [2, 1] into shape [2, 5]
  vector.transfer_write %v, %m[%c2, %c1] : vector<3xf32>, memref<2x5xf32, 1>
  ^
",
    );
}

#[test]
fn maskedload_skips_off_lanes_and_faults_on_an_on_lane() {
    // 6 + 3 = 9 (lane 3); lane 2 (element 8) is off and not reported.
    fails_with(
        "vector_maskedload_past_end.mlir",
        "tests/faults/vector_maskedload_past_end.mlir:8:8: error: out-of-bounds access: index [9] into shape [8]
  %0 = vector.maskedload %m[%c6], %k, %p : memref<8xi32, 1>, vector<4xi1>, vector<4xi32> into vector<4xi32>
       ^
",
    );
}

#[test]
fn gather_faults_on_a_negative_offset() {
    // Base [1, 0] plus lane 1's offset -5: before the first element.
    fails_with(
        "vector_gather_bad_index.mlir",
        "tests/faults/vector_gather_bad_index.mlir:12:8: error: out-of-bounds access: index [1, -5] into shape [2, 4]
  %0 = vector.gather %m[%c1, %c0] [%x], %k, %p : memref<2x4xf32, 1>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
       ^
",
    );
}

#[test]
fn scalable_vectors_outside_vector_ops_are_refused_too() {
    fails_with(
        "vector_scalable_constant.mlir",
        "tests/faults/vector_scalable_constant.mlir:4:8: error: scalable vectors cannot be simulated: rmlir-sim needs every vector size at compile time
  %c = arith.constant dense<1.5> : vector<[2]x3xf32>
       ^
",
    );
}

#[test]
fn scalable_vectors_are_refused_at_the_first_op() {
    fails_with(
        "vector_scalable.mlir",
        "tests/faults/vector_scalable.mlir:4:8: error: scalable vectors cannot be simulated: rmlir-sim needs every vector size at compile time
  %0 = vector.shape_cast %v : vector<[4]xf32> to vector<1x[4]xf32>
       ^
",
    );
}

#[test]
fn type_cast_to_padded_vector_rows_past_the_buffer_faults() {
    fails_with(
        "vector_type_cast_padded.mlir",
        "tests/faults/vector_type_cast_padded.mlir:4:8: error: vector.type_cast of bytes 0 to 32 of a buffer of 24 bytes (each element takes 32 bytes, LLVM's padded size, for 24 bytes of lanes)
  %t = vector.type_cast %m : memref<2x3xf32> to memref<vector<2x3xf32>>
       ^
",
    );
}

#[test]
fn type_cast_of_a_strided_subview_is_refused_by_the_verifier() {
    fails_with(
        "vector_type_cast_strided.mlir",
        "tests/faults/vector_type_cast_strided.mlir:6:8: error: 'vector.type_cast' op expects operand to be a memref with identity layout
  %t = vector.type_cast %s : memref<2x2xf32, strided<[4, 1]>> to memref<vector<2x2xf32>>
       ^
",
    );
}

#[test]
fn print_memref_of_a_map_layout_faults() {
    fails_with(
        "print_memref_map_layout.mlir",
        "tests/faults/print_memref_map_layout.mlir:8:3: error: printing a memref whose layout is not strided is not simulated
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  ^
",
    );
}

#[test]
fn print_memref_of_an_empty_memref_faults() {
    fails_with(
        "print_memref_empty.mlir",
        "tests/faults/print_memref_empty.mlir:8:3: error: printing an empty memref is not simulated: upstream prints memory past its end
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  ^
",
    );
}

#[test]
fn runner_print_function_of_the_wrong_type_is_refused() {
    fails_with(
        "runtime_print_ranked_arg.mlir",
        "tests/faults/runtime_print_ranked_arg.mlir:8:3: error: @printMemrefF32 of the runner utilities takes one memref<*xf32>
  call @printMemrefF32(%c) : (memref<?x?xf32>) -> ()
  ^
",
    );
}

#[test]
fn vscale_is_refused() {
    fails_with(
        "vscale.mlir",
        "tests/faults/vscale.mlir:4:8: error: scalable vectors cannot be simulated: rmlir-sim needs every vector size at compile time
  %n = vector.vscale
       ^
",
    );
}

#[test]
fn packed_row_with_lanes_past_the_end_faults() {
    // 12 + 4 = 16 (lane 4), though the row's packed bytes (12 to 15) are
    // inside the buffer.
    fails_with(
        "vector_packed_row_past_end.mlir",
        "tests/faults/vector_packed_row_past_end.mlir:8:8: error: out-of-bounds access: index [16] into shape [16]
  %0 = vector.load %m[%c12] : memref<16xi4, 1>, vector<8xi4>
       ^
",
    );
}

#[test]
fn packed_store_with_lanes_past_the_end_faults() {
    // 6 + 2 = 8 (lane 2) of 8; the row's 6 packed bytes from element 6
    // (byte 12) would reach byte 17 of 16.
    fails_with(
        "vector_packed_store_past_end.mlir",
        "tests/faults/vector_packed_store_past_end.mlir:11:3: error: out-of-bounds access: index [8] into shape [8]
  vector.transfer_write %v, %m[%c6], %k {in_bounds = [true]} : vector<4xi12>, memref<8xi12, 1>
  ^
",
    );
}
