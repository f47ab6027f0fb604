// Converted from tests/kernels/float_f32.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/float_f32.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 3.1
// STDOUT: 0.0333333
// STDOUT: inf
// STDOUT: -inf
// STDOUT: nan
// STDOUT: 0.1
// STDOUT: nan
// STDOUT: 3
// STDOUT: -0.1
// STDOUT: 4.30467e+07
// STDOUT: 1
// STDOUT: 1

// f32 arithmetic with IEEE rounding, special values and min/max flavours.
func.func @main() {
  %a = arith.constant 1.000000e-01 : f32
  %b = arith.constant 3.000000e+00 : f32
  %z = arith.constant 0.000000e+00 : f32
  %0 = arith.addf %a, %b : f32
  vector.print %0 : f32
  %1 = arith.divf %a, %b : f32
  vector.print %1 : f32
  %2 = arith.divf %b, %z : f32
  vector.print %2 : f32
  %3 = arith.subf %z, %2 : f32
  vector.print %3 : f32
  %4 = arith.mulf %2, %z : f32
  vector.print %4 : f32
  %5 = arith.remf %b, %a : f32
  vector.print %5 : f32
  %6 = arith.maximumf %4, %b : f32
  vector.print %6 : f32
  %7 = arith.maxnumf %4, %b : f32
  vector.print %7 : f32
  %8 = arith.negf %a : f32
  vector.print %8 : f32
  %9 = arith.mulf %b, %b : f32
  %10 = arith.mulf %9, %9 : f32
  %11 = arith.mulf %10, %10 : f32
  %12 = arith.mulf %11, %11 : f32
  vector.print %12 : f32
  %13 = arith.cmpf uno, %4, %b : f32
  vector.print %13 : i1
  %14 = arith.cmpf olt, %a, %b : f32
  vector.print %14 : i1
  return
}
