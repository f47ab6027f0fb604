// Converted from tests/kernels/int_i65.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i65.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -9223372036854775808
// STDOUT: 0
// STDOUT: 0
// STDOUT: 1
// STDOUT: -1

// i65 values beyond 64 bits, observed through truncation and comparison.
func.func @main() {
  %a = arith.constant 18446744073709551615 : i65
  %one = arith.constant 1 : i65
  %0 = arith.addi %a, %one : i65
  %1 = arith.shrui %0, %one : i65
  %t1 = arith.trunci %1 : i65 to i64
  vector.print %t1 : i64
  %2 = arith.cmpi sgt, %0, %a : i65
  vector.print %2 : i1
  %3 = arith.muli %0, %0 : i65
  %t3 = arith.trunci %3 : i65 to i64
  vector.print %t3 : i64
  %4 = arith.subi %one, %0 : i65
  %5 = arith.cmpi slt, %4, %one : i65
  vector.print %5 : i1
  %6 = arith.divsi %4, %a : i65
  %t6 = arith.trunci %6 : i65 to i64
  vector.print %t6 : i64
  return
}
