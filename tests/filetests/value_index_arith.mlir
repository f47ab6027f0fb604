// Converted from tests/kernels/index_arith.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/index_arith.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 21
// STDOUT: 7
// STDOUT: 0
// STDOUT: 56
// STDOUT: 0
// STDOUT: 21

// index arithmetic is 64-bit; printing shows what mlir-runner shows.
func.func @main() {
  %a = arith.constant 7 : index
  %b = arith.constant 3 : index
  %0 = arith.muli %a, %b : index
  vector.print %0 : index
  %1 = arith.divui %0, %b : index
  vector.print %1 : index
  %2 = arith.remsi %0, %b : index
  vector.print %2 : index
  %3 = arith.shli %a, %b : index
  vector.print %3 : index
  %4 = arith.cmpi ult, %a, %b : index
  vector.print %4 : i1
  %5 = arith.index_cast %0 : index to i13
  vector.print %5 : i13
  return
}
