// A store into a buffer after it was freed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %buf : memref<4xf32, 1>
  memref.store %one, %buf[%c0] : memref<4xf32, 1>
  return
}

// Converted from tests/faults/use_after_dealloc.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:7:3: error: use of a memref after its buffer was deallocated
// ERROR: %s:6:3: note: deallocated here
// ERROR: %s:5:10: note: allocated here
// EXIT: 1
