// A loop of dependent multiplies that runs for thousands of cycles.
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %three = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %three) -> (i32) {
    %m = arith.muli %acc, %three : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// Converted from tests/faults/max_cycles.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim --max-cycles 100 --set target.default_space=vmem
// ERROR: %s:8:10: error: the run exceeded --max-cycles=100 (now at cycle 101)
// EXIT: 1
