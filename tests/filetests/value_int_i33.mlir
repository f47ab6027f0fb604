// Converted from tests/kernels/int_i33.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i33.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 4294901760
// STDOUT: -4294967296
// STDOUT: -4294967296
// STDOUT: -65536
// STDOUT: -1
// STDOUT: 1

// i33: products that overflow 32 bits but fit in 33, and wrap beyond.
func.func @main() {
  %a = arith.constant 65536 : i33
  %b = arith.constant 65535 : i33
  %0 = arith.muli %a, %b : i33
  vector.print %0 : i33
  %1 = arith.muli %a, %a : i33
  vector.print %1 : i33
  %2 = arith.muli %0, %a : i33
  vector.print %2 : i33
  %3 = arith.trunci %0 : i33 to i32
  vector.print %3 : i32
  %4 = arith.subi %b, %a : i33
  vector.print %4 : i33
  %5 = arith.cmpi slt, %4, %b : i33
  vector.print %5 : i1
  return
}
