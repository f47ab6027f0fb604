// Converted from tests/kernels/float_compare.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/float_compare.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 0
// STDOUT: 1
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 0
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 1
// STDOUT: 0

// All cmpf predicates on an ordered pair and on a NaN pair.
func.func @all(%a: f64, %b: f64) {
  %0 = arith.cmpf oeq, %a, %b : f64
  %1 = arith.cmpf ogt, %a, %b : f64
  %2 = arith.cmpf oge, %a, %b : f64
  %3 = arith.cmpf olt, %a, %b : f64
  %4 = arith.cmpf ole, %a, %b : f64
  %5 = arith.cmpf one, %a, %b : f64
  %6 = arith.cmpf ord, %a, %b : f64
  %7 = arith.cmpf ueq, %a, %b : f64
  %8 = arith.cmpf ugt, %a, %b : f64
  %9 = arith.cmpf uge, %a, %b : f64
  %10 = arith.cmpf ult, %a, %b : f64
  %11 = arith.cmpf ule, %a, %b : f64
  %12 = arith.cmpf une, %a, %b : f64
  %13 = arith.cmpf uno, %a, %b : f64
  %14 = arith.cmpf true, %a, %b : f64
  %15 = arith.cmpf false, %a, %b : f64
  vector.print %0 : i1
  vector.print %1 : i1
  vector.print %2 : i1
  vector.print %3 : i1
  vector.print %4 : i1
  vector.print %5 : i1
  vector.print %6 : i1
  vector.print %7 : i1
  vector.print %8 : i1
  vector.print %9 : i1
  vector.print %10 : i1
  vector.print %11 : i1
  vector.print %12 : i1
  vector.print %13 : i1
  vector.print %14 : i1
  vector.print %15 : i1
  return
}
func.func @main() {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %n = arith.constant 0x7FF8000000000000 : f64
  call @all(%a, %b) : (f64, f64) -> ()
  call @all(%a, %a) : (f64, f64) -> ()
  call @all(%n, %a) : (f64, f64) -> ()
  return
}
