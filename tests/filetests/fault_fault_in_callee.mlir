// @main calls @outer, which calls @inner, which loads out of bounds.
func.func @inner(%buf: memref<4xf32, 1>, %i: index) -> f32 {
  %v = memref.load %buf[%i] : memref<4xf32, 1>
  return %v : f32
}
func.func @outer(%buf: memref<4xf32, 1>) -> f32 {
  %c4 = arith.constant 4 : index
  %v = func.call @inner(%buf, %c4) : (memref<4xf32, 1>, index) -> f32
  return %v : f32
}
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<4xf32, 1>
  %v = func.call @outer(%buf) : (memref<4xf32, 1>) -> f32
  return %v : f32
}

// Converted from tests/faults/fault_in_callee.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:3:8: error: out-of-bounds access: index [4] into shape [4]
// ERROR: %s:8:8: note: called from here (in @outer)
// ERROR: %s:13:8: note: called from here (in @main)
// EXIT: 1
