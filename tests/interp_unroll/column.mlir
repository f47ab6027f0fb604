// Generated from src/column.mlir.in (N = 64, ROWS = 64, DMA: none) by: mlir-opt '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/interp_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %alloc = memref.alloc() : memref<128xi32, 1>
    %alloc_0 = memref.alloc() : memref<64x16xi32, 1>
    %alloc_1 = memref.alloc() : memref<8192xi32, 1>
    %alloc_2 = memref.alloc() : memref<1xi32, 2>
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c8192 = arith.constant 8192 : index
    %c0_i32 = arith.constant 0 : i32
    affine.for %arg0 = 0 to 128 step 4 {
      %1 = arith.index_cast %arg0 : index to i32
      %c1_i32 = arith.constant 1 : i32
      %2 = arith.addi %1, %c1_i32 : i32
      affine.store %2, %alloc[%arg0] : memref<128xi32, 1>
      %3 = affine.apply #map(%arg0)
      %4 = arith.index_cast %3 : index to i32
      %c1_i32_3 = arith.constant 1 : i32
      %5 = arith.addi %4, %c1_i32_3 : i32
      affine.store %5, %alloc[%3] : memref<128xi32, 1>
      %6 = affine.apply #map1(%arg0)
      %7 = arith.index_cast %6 : index to i32
      %c1_i32_4 = arith.constant 1 : i32
      %8 = arith.addi %7, %c1_i32_4 : i32
      affine.store %8, %alloc[%6] : memref<128xi32, 1>
      %9 = affine.apply #map2(%arg0)
      %10 = arith.index_cast %9 : index to i32
      %c1_i32_5 = arith.constant 1 : i32
      %11 = arith.addi %10, %c1_i32_5 : i32
      affine.store %11, %alloc[%9] : memref<128xi32, 1>
    }
    affine.for %arg0 = 0 to 64 {
      affine.for %arg1 = 0 to 16 step 4 {
        %1 = arith.index_cast %arg0 : index to i32
        %2 = arith.index_cast %arg1 : index to i32
        %3 = arith.subi %1, %2 : i32
        affine.store %3, %alloc_0[%arg0, %arg1] : memref<64x16xi32, 1>
        %4 = affine.apply #map(%arg1)
        %5 = arith.index_cast %arg0 : index to i32
        %6 = arith.index_cast %4 : index to i32
        %7 = arith.subi %5, %6 : i32
        affine.store %7, %alloc_0[%arg0, %4] : memref<64x16xi32, 1>
        %8 = affine.apply #map1(%arg1)
        %9 = arith.index_cast %arg0 : index to i32
        %10 = arith.index_cast %8 : index to i32
        %11 = arith.subi %9, %10 : i32
        affine.store %11, %alloc_0[%arg0, %8] : memref<64x16xi32, 1>
        %12 = affine.apply #map2(%arg1)
        %13 = arith.index_cast %arg0 : index to i32
        %14 = arith.index_cast %12 : index to i32
        %15 = arith.subi %13, %14 : i32
        affine.store %15, %alloc_0[%arg0, %12] : memref<64x16xi32, 1>
      }
    }
    %0 = affine.for %arg0 = 0 to 16 iter_args(%arg1 = %c0_i32) -> (i32) {
      %1 = affine.for %arg2 = 0 to 64 step 4 iter_args(%arg3 = %arg1) -> (i32) {
        %2 = affine.load %alloc[%arg2] : memref<128xi32, 1>
        %3 = affine.load %alloc_0[%arg2, %arg0] : memref<64x16xi32, 1>
        %4 = arith.muli %2, %3 : i32
        %5 = arith.addi %arg3, %4 : i32
        %6 = affine.apply #map(%arg2)
        %7 = affine.load %alloc[%6] : memref<128xi32, 1>
        %8 = affine.load %alloc_0[%6, %arg0] : memref<64x16xi32, 1>
        %9 = arith.muli %7, %8 : i32
        %10 = arith.addi %5, %9 : i32
        %11 = affine.apply #map1(%arg2)
        %12 = affine.load %alloc[%11] : memref<128xi32, 1>
        %13 = affine.load %alloc_0[%11, %arg0] : memref<64x16xi32, 1>
        %14 = arith.muli %12, %13 : i32
        %15 = arith.addi %10, %14 : i32
        %16 = affine.apply #map2(%arg2)
        %17 = affine.load %alloc[%16] : memref<128xi32, 1>
        %18 = affine.load %alloc_0[%16, %arg0] : memref<64x16xi32, 1>
        %19 = arith.muli %17, %18 : i32
        %20 = arith.addi %15, %19 : i32
        affine.yield %20 : i32
      }
      affine.yield %1 : i32
    }
    vector.print %0 : i32
    return
  }
}

