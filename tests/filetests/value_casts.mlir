// Converted from tests/kernels/casts.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/casts.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: -100
// STDOUT: 156
// STDOUT: 44
// STDOUT: -100
// STDOUT: 156
// STDOUT: -3
// STDOUT: 3
// STDOUT: 18446744073709551516
// STDOUT: 156
// STDOUT: 1081081856
// STDOUT: -3.75
// STDOUT: -3.75
// STDOUT: 9.99922e+09
// STDOUT: 20501

// Every cast between integer widths, floats and index.
func.func @main() {
  %a = arith.constant -100 : i8
  %0 = arith.extsi %a : i8 to i64
  vector.print %0 : i64
  %1 = arith.extui %a : i8 to i64
  vector.print %1 : i64
  %big = arith.constant 300 : i32
  %2 = arith.trunci %big : i32 to i8
  vector.print %2 : i8
  %3 = arith.sitofp %a : i8 to f32
  vector.print %3 : f32
  %4 = arith.uitofp %a : i8 to f32
  vector.print %4 : f32
  %f = arith.constant -3.75 : f64
  %5 = arith.fptosi %f : f64 to i16
  vector.print %5 : i16
  %g = arith.constant 3.75 : f32
  %6 = arith.fptoui %g : f32 to i8
  vector.print %6 : i8
  %7 = arith.index_cast %a : i8 to index
  vector.print %7 : index
  %8 = arith.index_castui %a : i8 to index
  vector.print %8 : index
  %9 = arith.bitcast %g : f32 to i32
  vector.print %9 : i32
  %10 = arith.truncf %f : f64 to f16
  vector.print %10 : f16
  %11 = arith.extf %10 : f16 to f64
  vector.print %11 : f64
  %h = arith.constant 1.0e+10 : f64
  %12 = arith.truncf %h : f64 to bf16
  vector.print %12 : bf16
  %13 = arith.bitcast %12 : bf16 to i16
  vector.print %13 : i16
  return
}
