// Converted from tests/kernels/float_bf16.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/float_bf16.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 3.09375
// STDOUT: 0.300781
// STDOUT: 1
// STDOUT: 1
// STDOUT: 30

// bf16: 8-bit mantissa rounding and conversions.
func.func @main() {
  %a = arith.constant 1.000000e-01 : bf16
  %b = arith.constant 3.000000e+00 : bf16
  %0 = arith.addf %a, %b : bf16
  vector.print %0 : bf16
  %1 = arith.mulf %a, %b : bf16
  vector.print %1 : bf16
  %f = arith.constant 1.00390625 : f32
  %2 = arith.truncf %f : f32 to bf16
  vector.print %2 : bf16
  %3 = arith.extf %2 : bf16 to f32
  vector.print %3 : f32
  %4 = arith.divf %b, %a : bf16
  vector.print %4 : bf16
  return
}
