// Converted from tests/kernels/float_f64.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/float_f64.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 7.38906
// STDOUT: inf
// STDOUT: 2
// STDOUT: -7
// STDOUT: 1.84467e+19
// STDOUT: -0.388326
// STDOUT: -1e+300
// STDOUT: 2.71828

// f64 arithmetic, conversions to and from integers.
func.func @main() {
  %a = arith.constant 2.718281828459045 : f64
  %b = arith.constant -1.0e+300 : f64
  %0 = arith.mulf %a, %a : f64
  vector.print %0 : f64
  %1 = arith.mulf %b, %b : f64
  vector.print %1 : f64
  %2 = arith.fptosi %a : f64 to i32
  vector.print %2 : i32
  %c = arith.constant -7 : i64
  %3 = arith.sitofp %c : i64 to f64
  vector.print %3 : f64
  %4 = arith.uitofp %c : i64 to f64
  vector.print %4 : f64
  %5 = arith.divf %a, %3 : f64
  vector.print %5 : f64
  %6 = arith.minimumf %a, %b : f64
  vector.print %6 : f64
  %7 = arith.truncf %a : f64 to f32
  vector.print %7 : f32
  return
}
