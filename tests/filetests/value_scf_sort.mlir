// Converted from tests/kernels/scf_sort.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/scf_sort.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: ( -8, -3, 0, 2, 5, 9 )

// Bubble sort with nested scf.for and scf.if over a memref.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloca() : memref<6xi32>
  %init = arith.constant dense<[5, -3, 9, 0, 2, -8]> : vector<6xi32>
  vector.store %init, %m[%c0] : memref<6xi32>, vector<6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    %lim = arith.subi %c6, %i : index
    %last = arith.subi %lim, %c1 : index
    scf.for %j = %c0 to %last step %c1 {
      %k = arith.addi %j, %c1 : index
      %a = memref.load %m[%j] : memref<6xi32>
      %b = memref.load %m[%k] : memref<6xi32>
      %gt = arith.cmpi sgt, %a, %b : i32
      scf.if %gt {
        memref.store %b, %m[%j] : memref<6xi32>
        memref.store %a, %m[%k] : memref<6xi32>
      }
    }
  }
  %v = vector.load %m[%c0] : memref<6xi32>, vector<6xi32>
  vector.print %v : vector<6xi32>
  return
}
