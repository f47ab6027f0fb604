// A 640x640x640 f32 linalg.matmul (C = A B, A all ones, B all halves),
// lowered by mlir-opt 22: mlir-opt SOURCE --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8
// (benches/kernels_real/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @main() {
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<640x640xf32>
    %alloc_2 = memref.alloc() : memref<640x640xf32>
    %alloc_3 = memref.alloc() : memref<640x640xf32>
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 8 {
        %cst_4 = arith.constant dense<1.000000e+00> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc[%arg0, %arg1] : vector<8xf32>, memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 8 {
        %cst_4 = arith.constant dense<5.000000e-01> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc_2[%arg0, %arg1] : vector<8xf32>, memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 8 {
        %cst_4 = arith.constant dense<0.000000e+00> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc_3[%arg0, %arg1] : vector<8xf32>, memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 8 {
        affine.for %arg2 = 0 to 640 {
          %1 = ub.poison : f32
          %2 = vector.transfer_read %alloc[%arg0, %arg2], %1 {permutation_map = #map} : memref<640x640xf32>, vector<8xf32>
          %3 = ub.poison : f32
          %4 = vector.transfer_read %alloc_2[%arg2, %arg1], %3 : memref<640x640xf32>, vector<8xf32>
          %5 = ub.poison : f32
          %6 = vector.transfer_read %alloc_3[%arg0, %arg1], %5 : memref<640x640xf32>, vector<8xf32>
          %7 = arith.mulf %2, %4 : vector<8xf32>
          %8 = arith.addf %6, %7 : vector<8xf32>
          vector.transfer_write %8, %alloc_3[%arg0, %arg1] : vector<8xf32>, memref<640x640xf32>
        }
      }
    }
    %0 = memref.load %alloc_3[%c7, %c0] : memref<640x640xf32>
    vector.print %0 : f32
    return
  }
}

