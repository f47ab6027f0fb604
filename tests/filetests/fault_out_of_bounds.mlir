// Column 9 of a 4x8 buffer does not exist.
func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %buf = memref.alloc() : memref<4x8xf32, 1>
  %v = memref.load %buf[%c2, %c9] : memref<4x8xf32, 1>
  return %v : f32
}

// Converted from tests/faults/out_of_bounds.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:6:8: error: out-of-bounds access: index [2, 9] into shape [4, 8]
// EXIT: 1
