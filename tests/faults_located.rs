//! Located diagnostics for the fault kinds that had no test: each kernel
//! of `tests/faults/` named below commits one fault, and the test pins the
//! whole rendered diagnostic (`file:line:col: error: message`, the source
//! line and caret, the notes), exit status 1, no program output and no
//! panic. Each expected position was checked by hand against the kernel.

mod common;

use common::{our_bin, run};
use std::path::Path;
use std::process::Command;

/// Runs `rmlir-sim -q tests/faults/KERNEL` from the package root and
/// asserts that it fails with exactly `want` on stderr.
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
fn double_free_points_at_the_first_dealloc() {
    // double free.
    fails_with(
        "double_free.mlir",
        r#"tests/faults/double_free.mlir:5:3: error: double free: this buffer was already deallocated
  memref.dealloc %a : memref<4xf32, 1>
  ^
tests/faults/double_free.mlir:4:3: note: deallocated here
  memref.dealloc %a : memref<4xf32, 1>
  ^
"#,
    );
}

#[test]
fn vector_load_past_the_end() {
    // a 4-lane load at index 2 of 4 elements touches 2..=5; the first outside is 4.
    fails_with(
        "vector_load_out_of_bounds.mlir",
        r#"tests/faults/vector_load_out_of_bounds.mlir:5:8: error: out-of-bounds access: index [4] into shape [4]
  %v = vector.load %a[%c2] : memref<4xf32, 1>, vector<4xf32>
       ^
"#,
    );
}

#[test]
fn vector_store_past_the_end() {
    // a 4-lane store at index 1 of 4 elements touches 1..=4; the first outside is 4.
    fails_with(
        "vector_store_out_of_bounds.mlir",
        r#"tests/faults/vector_store_out_of_bounds.mlir:6:3: error: out-of-bounds access: index [4] into shape [4]
  vector.store %z, %a[%c1] : memref<4xf32, 1>, vector<4xf32>
  ^
"#,
    );
}

#[test]
fn subview_window_past_the_end() {
    // offset 2 + size 4 > 4.
    fails_with(
        "subview_out_of_bounds.mlir",
        r#"tests/faults/subview_out_of_bounds.mlir:5:8: error: out-of-bounds subview: dimension 0 takes offset 2, size 4, stride 1 of size 4
  %s = memref.subview %a[%c2] [4] [1] : memref<4xf32, 1> to memref<4xf32, strided<[1], offset: ?>, 1>
       ^
"#,
    );
}

#[test]
fn reinterpret_cast_past_the_end() {
    // offset 3, 4 elements of stride 1: last element 3 + 3 = 6 >= 4.
    fails_with(
        "reinterpret_cast_out_of_bounds.mlir",
        r#"tests/faults/reinterpret_cast_out_of_bounds.mlir:5:8: error: out-of-bounds reinterpret_cast: elements 3 to 6 of a buffer of 4 elements
  %r = memref.reinterpret_cast %a to offset: [%c3], sizes: [4], strides: [1] : memref<4xf32, 1> to memref<4xf32, strided<[1], offset: ?>, 1>
       ^
"#,
    );
}

#[test]
fn dma_destination_past_the_end() {
    // 16 elements from index 8 cover [8, 24) of 16.
    fails_with(
        "dma_destination_out_of_bounds.mlir",
        r#"tests/faults/dma_destination_out_of_bounds.mlir:9:3: error: out-of-bounds DMA destination: elements [8, 24) starting at index [8] fall outside a buffer of 16 elements
  memref.dma_start %src[%c0], %dst[%c8], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
"#,
    );
}

#[test]
fn dma_stride_shorter_than_its_rows() {
    // stride 2 < 4 elements per stride.
    fails_with(
        "dma_bad_stride.mlir",
        r#"tests/faults/dma_bad_stride.mlir:10:3: error: bad DMA stride 2 with 4 elements per stride
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0], %c2, %c4 : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
"#,
    );
}

#[test]
fn store_into_a_pending_dma_destination() {
    // the store lands before the DMA's data.
    fails_with(
        "race_write_destination.mlir",
        r#"tests/faults/race_write_destination.mlir:11:3: error: race: this op writes the destination of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
  memref.store %x, %dst[%c3] : memref<8xf32, 1>
  ^
tests/faults/race_write_destination.mlir:10:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<8xf32>, memref<8xf32, 1>, memref<1xi32, 3>
  ^
"#,
    );
}

#[test]
fn call_to_a_declared_only_function() {
    // @ext has no body.
    fails_with(
        "call_declared_only.mlir",
        r#"tests/faults/call_declared_only.mlir:6:8: error: call to @ext, which is only declared
  %r = func.call @ext(%c) : (i32) -> i32
       ^
"#,
    );
}

#[test]
fn a_function_that_would_fall_off_its_end_is_rejected_before_the_run() {
    // the verifier requires the terminator.
    fails_with(
        "no_return.mlir",
        r#"tests/faults/no_return.mlir:4:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c = arith.constant 1 : i32
       ^
"#,
    );
}

#[test]
fn negative_dynamic_allocation_size() {
    // alloc(-1).
    fails_with(
        "negative_dynamic_size.mlir",
        r#"tests/faults/negative_dynamic_size.mlir:4:8: error: negative dynamic size -1 in allocation
  %a = memref.alloc(%n) : memref<?xf32, 1>
       ^
"#,
    );
}

#[test]
fn cast_to_a_static_size_the_memref_does_not_have() {
    // 6 elements cast to memref<4xf32>.
    fails_with(
        "cast_to_wrong_static_size.mlir",
        r#"tests/faults/cast_to_wrong_static_size.mlir:5:8: error: memref.cast to a static size 4 in dimension 0, but the memref has size 6
  %b = memref.cast %a : memref<?xf32, 1> to memref<4xf32, 1>
       ^
"#,
    );
}

#[test]
fn copy_between_different_runtime_shapes() {
    // 3 elements copied into 5.
    fails_with(
        "copy_between_shapes.mlir",
        r#"tests/faults/copy_between_shapes.mlir:7:3: error: memref.copy between shapes [3] and [5]
  memref.copy %a, %b : memref<?xf32, 1> to memref<?xf32, 1>
  ^
"#,
    );
}

#[test]
fn vector_extract_at_a_lane_past_the_end() {
    // lane 4 of 4 lanes (0..=3).
    fails_with(
        "vector_position_out_of_bounds.mlir",
        r#"tests/faults/vector_position_out_of_bounds.mlir:5:8: error: out-of-bounds vector position [4] in shape [4]
  %x = vector.extract %v[%p] : i32 from vector<4xi32>
       ^
"#,
    );
}

#[test]
fn cast_through_unranked_to_another_rank() {
    // rank 1 cast to rank 2 through memref<*xf32>.
    fails_with(
        "cast_changes_rank.mlir",
        r#"tests/faults/cast_changes_rank.mlir:6:8: error: memref.cast changes the rank of a ranked memref
  %c = memref.cast %b : memref<*xf32, 1> to memref<2x2xf32, 1>
       ^
"#,
    );
}
