// A 24x24x24 f32 linalg.matmul (A[i][j] = i + j, B[i][j] = i * j), lowered by
// upstream mlir-opt 22: mlir-opt SOURCE --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8
// (SOURCE: the linalg.matmul between the fill loops and the prints).
#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @main() {
    %c23 = arith.constant 23 : index
    %c7 = arith.constant 7 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c24 = arith.constant 24 : index
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_0 = memref.alloc() : memref<24x24xf32>
    %alloc_1 = memref.alloc() : memref<24x24xf32>
    scf.for %arg0 = %c0 to %c24 step %c1 {
      scf.for %arg1 = %c0 to %c24 step %c1 {
        %4 = arith.addi %arg0, %arg1 : index
        %5 = arith.muli %arg0, %arg1 : index
        %6 = arith.index_cast %4 : index to i32
        %7 = arith.index_cast %5 : index to i32
        %8 = arith.sitofp %6 : i32 to f32
        %9 = arith.sitofp %7 : i32 to f32
        memref.store %8, %alloc[%arg0, %arg1] : memref<24x24xf32>
        memref.store %9, %alloc_0[%arg0, %arg1] : memref<24x24xf32>
        memref.store %cst, %alloc_1[%arg0, %arg1] : memref<24x24xf32>
      }
    }
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 step 8 {
        affine.for %arg2 = 0 to 24 {
          %4 = ub.poison : f32
          %5 = vector.transfer_read %alloc[%arg0, %arg2], %4 {permutation_map = #map} : memref<24x24xf32>, vector<8xf32>
          %6 = ub.poison : f32
          %7 = vector.transfer_read %alloc_0[%arg2, %arg1], %6 : memref<24x24xf32>, vector<8xf32>
          %8 = ub.poison : f32
          %9 = vector.transfer_read %alloc_1[%arg0, %arg1], %8 : memref<24x24xf32>, vector<8xf32>
          %10 = arith.mulf %5, %7 : vector<8xf32>
          %11 = arith.addf %9, %10 : vector<8xf32>
          vector.transfer_write %11, %alloc_1[%arg0, %arg1] : vector<8xf32>, memref<24x24xf32>
        }
      }
    }
    %0 = memref.load %alloc_1[%c0, %c0] : memref<24x24xf32>
    %1 = memref.load %alloc_1[%c7, %c1] : memref<24x24xf32>
    %2 = memref.load %alloc_1[%c23, %c23] : memref<24x24xf32>
    %3 = memref.load %alloc_1[%c1, %c7] : memref<24x24xf32>
    vector.print %0 : f32
    vector.print %1 : f32
    vector.print %2 : f32
    vector.print %3 : f32
    return
  }
}

