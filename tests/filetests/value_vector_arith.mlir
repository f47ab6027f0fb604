// Converted from tests/kernels/vector_arith.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/vector_arith.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: ( ( 2, 4 ), ( 6, 8 ) )
// STDOUT: ( 2.25, 4, 0.0625, 64 )
// STDOUT: ( 0, 0, 1, 0 )
// STDOUT: ( 2.25, 4, 0.25, 64 )
// STDOUT: ( 3.75, 2, 0.3125, 72 )

// Elementwise vector arithmetic and nested vector printing.
func.func @main() {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[2, 2], [2, 2]]> : vector<2x2xi32>
  %0 = arith.muli %a, %b : vector<2x2xi32>
  vector.print %0 : vector<2x2xi32>
  %f = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
  %1 = arith.mulf %f, %f : vector<4xf32>
  vector.print %1 : vector<4xf32>
  %2 = arith.cmpf ogt, %f, %1 : vector<4xf32>
  vector.print %2 : vector<4xi1>
  %3 = arith.select %2, %f, %1 : vector<4xi1>, vector<4xf32>
  vector.print %3 : vector<4xf32>
  %4 = vector.fma %f, %f, %f : vector<4xf32>
  vector.print %4 : vector<4xf32>
  return
}
