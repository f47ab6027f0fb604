// Converted from tests/kernels/int_i64.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i64.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -9223372036854775808
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 4611686018427387904

// i64 edge cases: minimum value, unsigned compare, wraparound.
func.func @main() {
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %m2 = arith.constant -2 : i64
  %0 = arith.addi %max, %one : i64
  vector.print %0 : i64
  %1 = arith.cmpi ugt, %min, %max : i64
  vector.print %1 : i1
  %2 = arith.divui %min, %m2 : i64
  vector.print %2 : i64
  %3 = arith.remsi %max, %m2 : i64
  vector.print %3 : i64
  %4 = arith.muli %max, %max : i64
  vector.print %4 : i64
  %5 = arith.shrui %min, %one : i64
  vector.print %5 : i64
  return
}
