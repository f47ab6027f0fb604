// Converted from tests/kernels/memref_matmul.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/memref_matmul.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: ( 14, 8, 2, -4 )
// STDOUT: ( 20, 10, 0, -10 )
// STDOUT: ( 26, 12, -2, -16 )
// STDOUT: ( 32, 14, -4, -22 )

// A 4x4 integer matmul through memrefs and scf loops.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %A = memref.alloc() : memref<4x4xi32>
  %B = memref.alloc() : memref<4x4xi32>
  %C = memref.alloc() : memref<4x4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %a = arith.addi %ii, %jj : i32
      %b = arith.subi %ii, %jj : i32
      memref.store %a, %A[%i, %j] : memref<4x4xi32>
      memref.store %b, %B[%i, %j] : memref<4x4xi32>
    }
  }
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
        %a = memref.load %A[%i, %k] : memref<4x4xi32>
        %b = memref.load %B[%k, %j] : memref<4x4xi32>
        %p = arith.muli %a, %b : i32
        %s = arith.addi %acc, %p : i32
        scf.yield %s : i32
      }
      memref.store %sum, %C[%i, %j] : memref<4x4xi32>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %row = vector.load %C[%i, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.print %row : vector<4xi32>
  }
  memref.dealloc %A : memref<4x4xi32>
  memref.dealloc %B : memref<4x4xi32>
  memref.dealloc %C : memref<4x4xi32>
  return
}
