// Converted from tests/kernels/int_i128.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/int_i128.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 1331246629686034420
// STDOUT: -7687164507021859934
// STDOUT: 0
// STDOUT: -7
// STDOUT: -900000000090

// i128 multiply and divide, observed in 64-bit halves.
func.func @main() {
  %a = arith.constant 12345678901234567890 : i128
  %b = arith.constant 98765432109876543210 : i128
  %s64 = arith.constant 64 : i128
  %p = arith.muli %a, %b : i128
  %lo = arith.trunci %p : i128 to i64
  vector.print %lo : i64
  %h = arith.shrui %p, %s64 : i128
  %hi = arith.trunci %h : i128 to i64
  vector.print %hi : i64
  %q = arith.divui %p, %a : i128
  %eq = arith.cmpi eq, %q, %b : i128
  vector.print %eq : i1
  %n = arith.subi %a, %b : i128
  %d = arith.divsi %n, %a : i128
  %dt = arith.trunci %d : i128 to i64
  vector.print %dt : i64
  %r = arith.remsi %n, %a : i128
  %rt = arith.trunci %r : i128 to i64
  vector.print %rt : i64
  return
}
