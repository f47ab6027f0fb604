// Generated from src/matmul.mlir.in by: mlir-opt '--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/interp_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c0_i32 = arith.constant 0 : i32
    %c43 = arith.constant 43 : index
    %c12 = arith.constant 12 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8x43xi32>
    %alloc_0 = memref.alloc() : memref<43x12xi32>
    %alloc_1 = memref.alloc() : memref<8x12xi32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      scf.for %arg1 = %c0 to %c43 step %c1 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.muli %1, %c2_i32 : i32
        %3 = arith.addi %0, %2 : i32
        memref.store %3, %alloc[%arg0, %arg1] : memref<8x43xi32>
      }
    }
    scf.for %arg0 = %c0 to %c43 step %c1 {
      scf.for %arg1 = %c0 to %c12 step %c1 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.muli %0, %c3_i32 : i32
        %3 = arith.subi %2, %1 : i32
        memref.store %3, %alloc_0[%arg0, %arg1] : memref<43x12xi32>
      }
    }
    scf.for %arg0 = %c0 to %c8 step %c1 {
      scf.for %arg1 = %c0 to %c12 step %c1 {
        memref.store %c0_i32, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
      }
    }
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 12 {
        affine.for %arg2 = 0 to 40 step 4 {
          %0 = affine.load %alloc[%arg0, %arg2] : memref<8x43xi32>
          %1 = affine.load %alloc_0[%arg2, %arg1] : memref<43x12xi32>
          %2 = affine.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %3 = arith.muli %0, %1 : i32
          %4 = arith.addi %2, %3 : i32
          affine.store %4, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %5 = affine.apply #map(%arg2)
          %6 = affine.load %alloc[%arg0, %5] : memref<8x43xi32>
          %7 = affine.load %alloc_0[%5, %arg1] : memref<43x12xi32>
          %8 = affine.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %9 = arith.muli %6, %7 : i32
          %10 = arith.addi %8, %9 : i32
          affine.store %10, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %11 = affine.apply #map1(%arg2)
          %12 = affine.load %alloc[%arg0, %11] : memref<8x43xi32>
          %13 = affine.load %alloc_0[%11, %arg1] : memref<43x12xi32>
          %14 = affine.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %15 = arith.muli %12, %13 : i32
          %16 = arith.addi %14, %15 : i32
          affine.store %16, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %17 = affine.apply #map2(%arg2)
          %18 = affine.load %alloc[%arg0, %17] : memref<8x43xi32>
          %19 = affine.load %alloc_0[%17, %arg1] : memref<43x12xi32>
          %20 = affine.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %21 = arith.muli %18, %19 : i32
          %22 = arith.addi %20, %21 : i32
          affine.store %22, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
        }
        affine.for %arg2 = 40 to 43 {
          %0 = affine.load %alloc[%arg0, %arg2] : memref<8x43xi32>
          %1 = affine.load %alloc_0[%arg2, %arg1] : memref<43x12xi32>
          %2 = affine.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
          %3 = arith.muli %0, %1 : i32
          %4 = arith.addi %2, %3 : i32
          affine.store %4, %alloc_1[%arg0, %arg1] : memref<8x12xi32>
        }
      }
    }
    scf.for %arg0 = %c0 to %c8 step %c1 {
      %0 = scf.for %arg1 = %c0 to %c12 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
        %1 = memref.load %alloc_1[%arg0, %arg1] : memref<8x12xi32>
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

