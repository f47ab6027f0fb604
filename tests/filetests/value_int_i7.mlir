// Converted from tests/kernels/int_i7.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i7.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -58
// STDOUT: -40
// STDOUT: -30
// STDOUT: 0
// STDOUT: 0
// STDOUT: 60
// STDOUT: 126
// STDOUT: -2

// i7: wraparound at 64, signed vs unsigned division and remainder.
func.func @main() {
  %a = arith.constant 60 : i7
  %b = arith.constant 10 : i7
  %m = arith.constant -2 : i7
  %0 = arith.addi %a, %b : i7
  vector.print %0 : i7
  %1 = arith.muli %a, %b : i7
  vector.print %1 : i7
  %2 = arith.divsi %a, %m : i7
  vector.print %2 : i7
  %3 = arith.divui %a, %m : i7
  vector.print %3 : i7
  %4 = arith.remsi %a, %m : i7
  vector.print %4 : i7
  %5 = arith.remui %a, %m : i7
  vector.print %5 : i7
  %6 = arith.extui %m : i7 to i16
  vector.print %6 : i16
  %7 = arith.extsi %m : i7 to i16
  vector.print %7 : i16
  return
}
