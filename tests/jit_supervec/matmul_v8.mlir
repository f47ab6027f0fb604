// Generated from ../jit_unroll/src/matmul.mlir.in by: mlir-opt --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8
// (tests/jit_supervec/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c0_i32 = arith.constant 0 : i32
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<16x16xi32>
    %alloc_0 = memref.alloc() : memref<16x16xi32>
    %alloc_1 = memref.alloc() : memref<16x16xi32>
    scf.for %arg0 = %c0 to %c16 step %c1 {
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.muli %1, %c2_i32 : i32
        %3 = arith.addi %0, %2 : i32
        %4 = arith.muli %0, %c3_i32 : i32
        %5 = arith.subi %4, %1 : i32
        memref.store %3, %alloc[%arg0, %arg1] : memref<16x16xi32>
        memref.store %5, %alloc_0[%arg0, %arg1] : memref<16x16xi32>
        memref.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<16x16xi32>
      }
    }
    affine.for %arg0 = 0 to 16 {
      affine.for %arg1 = 0 to 16 step 8 {
        affine.for %arg2 = 0 to 16 {
          %0 = ub.poison : i32
          %1 = vector.transfer_read %alloc[%arg0, %arg2], %0 {permutation_map = #map} : memref<16x16xi32>, vector<8xi32>
          %2 = ub.poison : i32
          %3 = vector.transfer_read %alloc_0[%arg2, %arg1], %2 : memref<16x16xi32>, vector<8xi32>
          %4 = ub.poison : i32
          %5 = vector.transfer_read %alloc_1[%arg0, %arg1], %4 : memref<16x16xi32>, vector<8xi32>
          %6 = arith.muli %1, %3 : vector<8xi32>
          %7 = arith.addi %5, %6 : vector<8xi32>
          vector.transfer_write %7, %alloc_1[%arg0, %arg1] : vector<8xi32>, memref<16x16xi32>
        }
      }
    }
    scf.for %arg0 = %c0 to %c16 step %c1 {
      %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
        %1 = memref.load %alloc_1[%arg0, %arg1] : memref<16x16xi32>
        %2 = arith.index_cast %arg1 : index to i32
        %3 = arith.addi %2, %c1_i32 : i32
        %4 = arith.muli %1, %3 : i32
        %5 = arith.addi %arg2, %4 : i32
        scf.yield %5 : i32
      }
      vector.print %0 : i32
    }
    return
  }
}

