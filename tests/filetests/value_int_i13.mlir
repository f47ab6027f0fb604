// Converted from tests/kernels/int_i13.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i13.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -296
// STDOUT: -5
// STDOUT: 1019
// STDOUT: -7
// STDOUT: -8
// STDOUT: 5
// STDOUT: -37
// STDOUT: -37
// STDOUT: 5
// STDOUT: 1631

// i13: shifts, min/max, ceil/floor division.
func.func @main() {
  %a = arith.constant -37 : i13
  %b = arith.constant 5 : i13
  %s = arith.constant 3 : i13
  %0 = arith.shli %a, %s : i13
  vector.print %0 : i13
  %1 = arith.shrsi %a, %s : i13
  vector.print %1 : i13
  %2 = arith.shrui %a, %s : i13
  vector.print %2 : i13
  %3 = arith.ceildivsi %a, %b : i13
  vector.print %3 : i13
  %4 = arith.floordivsi %a, %b : i13
  vector.print %4 : i13
  %5 = arith.maxsi %a, %b : i13
  vector.print %5 : i13
  %6 = arith.maxui %a, %b : i13
  vector.print %6 : i13
  %7 = arith.minsi %a, %b : i13
  vector.print %7 : i13
  %8 = arith.minui %a, %b : i13
  vector.print %8 : i13
  %9 = arith.ceildivui %a, %b : i13
  vector.print %9 : i13
  return
}
