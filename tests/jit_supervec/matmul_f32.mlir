// Generated from src/matmul_f32.mlir.in by: mlir-opt --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8
// (tests/jit_supervec/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @main() {
    %c23 = arith.constant 23 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<24x24xf32>
    %alloc_2 = memref.alloc() : memref<24x24xf32>
    %alloc_3 = memref.alloc() : memref<24x24xf32>
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 step 8 {
        %cst_4 = arith.constant dense<1.000000e+00> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc[%arg0, %arg1] : vector<8xf32>, memref<24x24xf32>
      }
    }
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 step 8 {
        %cst_4 = arith.constant dense<5.000000e-01> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc_2[%arg0, %arg1] : vector<8xf32>, memref<24x24xf32>
      }
    }
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 step 8 {
        %cst_4 = arith.constant dense<0.000000e+00> : vector<8xf32>
        vector.transfer_write %cst_4, %alloc_3[%arg0, %arg1] : vector<8xf32>, memref<24x24xf32>
      }
    }
    affine.for %arg0 = 0 to 24 {
      affine.for %arg1 = 0 to 24 step 8 {
        affine.for %arg2 = 0 to 24 {
          %2 = ub.poison : f32
          %3 = vector.transfer_read %alloc[%arg0, %arg2], %2 {permutation_map = #map} : memref<24x24xf32>, vector<8xf32>
          %4 = ub.poison : f32
          %5 = vector.transfer_read %alloc_2[%arg2, %arg1], %4 : memref<24x24xf32>, vector<8xf32>
          %6 = ub.poison : f32
          %7 = vector.transfer_read %alloc_3[%arg0, %arg1], %6 : memref<24x24xf32>, vector<8xf32>
          %8 = arith.mulf %3, %5 : vector<8xf32>
          %9 = arith.addf %7, %8 : vector<8xf32>
          vector.transfer_write %9, %alloc_3[%arg0, %arg1] : vector<8xf32>, memref<24x24xf32>
        }
      }
    }
    %0 = memref.load %alloc_3[%c7, %c0] : memref<24x24xf32>
    vector.print %0 : f32
    %1 = memref.load %alloc_3[%c23, %c23] : memref<24x24xf32>
    vector.print %1 : f32
    return
  }
}

