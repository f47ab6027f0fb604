// A 512x512x512 f32 linalg.matmul (C = A B, A all ones, B all halves),
// lowered by mlir-opt 22: mlir-opt SOURCE --convert-linalg-to-affine-loops
// (benches/kernels_real/gen.sh writes this file).
module {
  func.func @main() {
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<512x512xf32>
    %alloc_2 = memref.alloc() : memref<512x512xf32>
    %alloc_3 = memref.alloc() : memref<512x512xf32>
    affine.for %arg0 = 0 to 512 {
      affine.for %arg1 = 0 to 512 {
        affine.store %cst_1, %alloc[%arg0, %arg1] : memref<512x512xf32>
      }
    }
    affine.for %arg0 = 0 to 512 {
      affine.for %arg1 = 0 to 512 {
        affine.store %cst_0, %alloc_2[%arg0, %arg1] : memref<512x512xf32>
      }
    }
    affine.for %arg0 = 0 to 512 {
      affine.for %arg1 = 0 to 512 {
        affine.store %cst, %alloc_3[%arg0, %arg1] : memref<512x512xf32>
      }
    }
    affine.for %arg0 = 0 to 512 {
      affine.for %arg1 = 0 to 512 {
        affine.for %arg2 = 0 to 512 {
          %1 = affine.load %alloc[%arg0, %arg2] : memref<512x512xf32>
          %2 = affine.load %alloc_2[%arg2, %arg1] : memref<512x512xf32>
          %3 = affine.load %alloc_3[%arg0, %arg1] : memref<512x512xf32>
          %4 = arith.mulf %1, %2 : f32
          %5 = arith.addf %3, %4 : f32
          affine.store %5, %alloc_3[%arg0, %arg1] : memref<512x512xf32>
        }
      }
    }
    %0 = memref.load %alloc_3[%c7, %c0] : memref<512x512xf32>
    vector.print %0 : f32
    return
  }
}

