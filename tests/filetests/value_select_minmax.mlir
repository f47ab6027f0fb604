// Converted from tests/kernels/select_minmax.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/select_minmax.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -5
// STDOUT: 3
// STDOUT: -5
// STDOUT: 0
// STDOUT: -0
// STDOUT: 0
// STDOUT: nan

// select and the integer/float min/max families on mixed signs.
func.func @main() {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.select %c, %a, %b : i32
  vector.print %0 : i32
  %1 = arith.minui %a, %b : i32
  vector.print %1 : i32
  %2 = arith.maxui %a, %b : i32
  vector.print %2 : i32
  %x = arith.constant -0.0 : f32
  %y = arith.constant 0.0 : f32
  %3 = arith.maximumf %x, %y : f32
  vector.print %3 : f32
  %4 = arith.minimumf %x, %y : f32
  vector.print %4 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.minnumf %nan, %y : f32
  vector.print %5 : f32
  %6 = arith.minimumf %nan, %y : f32
  vector.print %6 : f32
  return
}
