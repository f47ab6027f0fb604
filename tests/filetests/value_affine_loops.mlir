// Converted from tests/kernels/affine_loops.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/affine_loops.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 63
// STDOUT: 3
// STDOUT: 18446744073709551608
// STDOUT: 5
// STDOUT: 18446744073709551607
// STDOUT: 20

// affine.for with steps, bounds from maps, iter_args, affine.if and apply.
func.func @main() {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %sum = affine.for %i = 0 to 20 step 3 iter_args(%acc = %zero) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    affine.yield %s : i32
  }
  vector.print %sum : i32
  %c10 = arith.constant 10 : index
  %cnt = affine.for %i = 2 to min affine_map<(d0) -> (d0, 7)>(%c10) iter_args(%acc = %zero) -> (i32) {
    %r = affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) -> i32 {
      %t = arith.addi %acc, %one : i32
      affine.yield %t : i32
    } else {
      affine.yield %acc : i32
    }
    affine.yield %r : i32
  }
  vector.print %cnt : i32
  %n = arith.constant -37 : index
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 5)>(%n)
  vector.print %a : index
  %b = affine.apply affine_map<(d0) -> (d0 mod 6)>(%n)
  vector.print %b : index
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%n)
  vector.print %c : index
  %d = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0 - 1)>(%c10)[%n]
  vector.print %d : index
  return
}
