// Signed division by a zero that is only known at run time.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  %buf = memref.alloc() : memref<1xi32, 1>
  %zero = memref.load %buf[%c0] : memref<1xi32, 1>
  %q = arith.divsi %seven, %zero : i32
  return %q : i32
}

// Converted from tests/faults/division_by_zero.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:7:8: error: integer division by zero
// EXIT: 1
