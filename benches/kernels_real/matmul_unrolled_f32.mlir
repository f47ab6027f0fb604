// A 640x640x640 f32 linalg.matmul (C = A B, A all ones, B all halves),
// lowered by mlir-opt 22: mlir-opt SOURCE --pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=4}))
// (benches/kernels_real/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
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
      affine.for %arg1 = 0 to 640 step 4 {
        affine.store %cst_1, %alloc[%arg0, %arg1] : memref<640x640xf32>
        %1 = affine.apply #map(%arg1)
        affine.store %cst_1, %alloc[%arg0, %1] : memref<640x640xf32>
        %2 = affine.apply #map1(%arg1)
        affine.store %cst_1, %alloc[%arg0, %2] : memref<640x640xf32>
        %3 = affine.apply #map2(%arg1)
        affine.store %cst_1, %alloc[%arg0, %3] : memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 4 {
        affine.store %cst_0, %alloc_2[%arg0, %arg1] : memref<640x640xf32>
        %1 = affine.apply #map(%arg1)
        affine.store %cst_0, %alloc_2[%arg0, %1] : memref<640x640xf32>
        %2 = affine.apply #map1(%arg1)
        affine.store %cst_0, %alloc_2[%arg0, %2] : memref<640x640xf32>
        %3 = affine.apply #map2(%arg1)
        affine.store %cst_0, %alloc_2[%arg0, %3] : memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 step 4 {
        affine.store %cst, %alloc_3[%arg0, %arg1] : memref<640x640xf32>
        %1 = affine.apply #map(%arg1)
        affine.store %cst, %alloc_3[%arg0, %1] : memref<640x640xf32>
        %2 = affine.apply #map1(%arg1)
        affine.store %cst, %alloc_3[%arg0, %2] : memref<640x640xf32>
        %3 = affine.apply #map2(%arg1)
        affine.store %cst, %alloc_3[%arg0, %3] : memref<640x640xf32>
      }
    }
    affine.for %arg0 = 0 to 640 {
      affine.for %arg1 = 0 to 640 {
        affine.for %arg2 = 0 to 640 step 4 {
          %1 = affine.load %alloc[%arg0, %arg2] : memref<640x640xf32>
          %2 = affine.load %alloc_2[%arg2, %arg1] : memref<640x640xf32>
          %3 = affine.load %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %4 = arith.mulf %1, %2 : f32
          %5 = arith.addf %3, %4 : f32
          affine.store %5, %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %6 = affine.apply #map(%arg2)
          %7 = affine.load %alloc[%arg0, %6] : memref<640x640xf32>
          %8 = affine.load %alloc_2[%6, %arg1] : memref<640x640xf32>
          %9 = affine.load %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %10 = arith.mulf %7, %8 : f32
          %11 = arith.addf %9, %10 : f32
          affine.store %11, %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %12 = affine.apply #map1(%arg2)
          %13 = affine.load %alloc[%arg0, %12] : memref<640x640xf32>
          %14 = affine.load %alloc_2[%12, %arg1] : memref<640x640xf32>
          %15 = affine.load %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %16 = arith.mulf %13, %14 : f32
          %17 = arith.addf %15, %16 : f32
          affine.store %17, %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %18 = affine.apply #map2(%arg2)
          %19 = affine.load %alloc[%arg0, %18] : memref<640x640xf32>
          %20 = affine.load %alloc_2[%18, %arg1] : memref<640x640xf32>
          %21 = affine.load %alloc_3[%arg0, %arg1] : memref<640x640xf32>
          %22 = arith.mulf %19, %20 : f32
          %23 = arith.addf %21, %22 : f32
          affine.store %23, %alloc_3[%arg0, %arg1] : memref<640x640xf32>
        }
      }
    }
    %0 = memref.load %alloc_3[%c7, %c0] : memref<640x640xf32>
    vector.print %0 : f32
    return
  }
}

