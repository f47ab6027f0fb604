// Generated from src/dma.mlir.in (s/ N / 520 /) by: mlir-opt '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/jit_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %alloc = memref.alloc() : memref<512xi32>
    %alloc_0 = memref.alloc() : memref<1024xi32, 1>
    %alloc_1 = memref.alloc() : memref<1024xi32, 1>
    %alloc_2 = memref.alloc() : memref<1xi32, 2>
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c0_i32 = arith.constant 0 : i32
    affine.for %arg0 = 0 to 1024 step 4 {
      %1 = arith.index_cast %arg0 : index to i32
      affine.store %1, %alloc_0[%arg0] : memref<1024xi32, 1>
      affine.store %c0_i32, %alloc_1[%arg0] : memref<1024xi32, 1>
      %2 = affine.apply #map(%arg0)
      %3 = arith.index_cast %2 : index to i32
      affine.store %3, %alloc_0[%2] : memref<1024xi32, 1>
      affine.store %c0_i32, %alloc_1[%2] : memref<1024xi32, 1>
      %4 = affine.apply #map1(%arg0)
      %5 = arith.index_cast %4 : index to i32
      affine.store %5, %alloc_0[%4] : memref<1024xi32, 1>
      affine.store %c0_i32, %alloc_1[%4] : memref<1024xi32, 1>
      %6 = affine.apply #map2(%arg0)
      %7 = arith.index_cast %6 : index to i32
      affine.store %7, %alloc_0[%6] : memref<1024xi32, 1>
      affine.store %c0_i32, %alloc_1[%6] : memref<1024xi32, 1>
    }
    memref.dma_start %alloc[%c0], %alloc_0[%c512], %c512, %alloc_2[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
    affine.for %arg0 = 0 to 520 step 4 {
      %1 = affine.load %alloc_0[%arg0] : memref<1024xi32, 1>
      %2 = affine.load %alloc_1[%arg0] : memref<1024xi32, 1>
      %3 = arith.addi %1, %2 : i32
      affine.store %3, %alloc_1[%arg0] : memref<1024xi32, 1>
      %4 = affine.apply #map(%arg0)
      %5 = affine.load %alloc_0[%4] : memref<1024xi32, 1>
      %6 = affine.load %alloc_1[%4] : memref<1024xi32, 1>
      %7 = arith.addi %5, %6 : i32
      affine.store %7, %alloc_1[%4] : memref<1024xi32, 1>
      %8 = affine.apply #map1(%arg0)
      %9 = affine.load %alloc_0[%8] : memref<1024xi32, 1>
      %10 = affine.load %alloc_1[%8] : memref<1024xi32, 1>
      %11 = arith.addi %9, %10 : i32
      affine.store %11, %alloc_1[%8] : memref<1024xi32, 1>
      %12 = affine.apply #map2(%arg0)
      %13 = affine.load %alloc_0[%12] : memref<1024xi32, 1>
      %14 = affine.load %alloc_1[%12] : memref<1024xi32, 1>
      %15 = arith.addi %13, %14 : i32
      affine.store %15, %alloc_1[%12] : memref<1024xi32, 1>
    }
    memref.dma_wait %alloc_2[%c0], %c512 : memref<1xi32, 2>
    %c7 = arith.constant 7 : index
    %0 = memref.load %alloc_1[%c7] : memref<1024xi32, 1>
    vector.print %0 : i32
    return
  }
}

