// Converted from tests/kernels/int_i1.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i1.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: -1

// i1 arithmetic wraps modulo 2; comparisons produce i1.
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  vector.print %0 : i1
  %1 = arith.xori %t, %f : i1
  vector.print %1 : i1
  %2 = arith.andi %t, %f : i1
  vector.print %2 : i1
  %3 = arith.muli %t, %t : i1
  vector.print %3 : i1
  %4 = arith.cmpi ult, %f, %t : i1
  vector.print %4 : i1
  %5 = arith.extui %t : i1 to i32
  vector.print %5 : i32
  %6 = arith.extsi %t : i1 to i32
  vector.print %6 : i32
  return
}
