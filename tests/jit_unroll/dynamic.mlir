// Generated from src/dynamic.mlir.in (s/^//) by: mlir-opt '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/jit_unroll/gen.sh writes this file).
#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %c100 = arith.constant 100 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c100) : memref<?xi32>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<?xi32>
    %0 = arith.subi %dim, %c4 : index
    affine.for %arg0 = 0 to #map()[%dim] step 4 {
      %3 = arith.index_cast %arg0 : index to i32
      affine.store %3, %alloc[%arg0] : memref<?xi32>
      %4 = affine.apply #map1(%arg0)
      %5 = arith.index_cast %4 : index to i32
      affine.store %5, %alloc[%4] : memref<?xi32>
      %6 = affine.apply #map2(%arg0)
      %7 = arith.index_cast %6 : index to i32
      affine.store %7, %alloc[%6] : memref<?xi32>
      %8 = affine.apply #map3(%arg0)
      %9 = arith.index_cast %8 : index to i32
      affine.store %9, %alloc[%8] : memref<?xi32>
    }
    affine.for %arg0 = #map()[%dim] to %dim {
      %3 = arith.index_cast %arg0 : index to i32
      affine.store %3, %alloc[%arg0] : memref<?xi32>
    }
    %1 = affine.for %arg0 = 0 to #map()[%0] step 4 iter_args(%arg1 = %c0_i32) -> (i32) {
      %3 = affine.load %alloc[%arg0 + 4] : memref<?xi32>
      %4 = affine.load %alloc[%arg0] : memref<?xi32>
      %5 = affine.load %alloc[%arg0 + 2] : memref<?xi32>
      %6 = arith.addi %3, %4 : i32
      %7 = arith.addi %6, %5 : i32
      %8 = arith.addi %arg1, %7 : i32
      %9 = affine.apply #map1(%arg0)
      %10 = affine.load %alloc[%9 + 4] : memref<?xi32>
      %11 = affine.load %alloc[%9] : memref<?xi32>
      %12 = affine.load %alloc[%9 + 2] : memref<?xi32>
      %13 = arith.addi %10, %11 : i32
      %14 = arith.addi %13, %12 : i32
      %15 = arith.addi %8, %14 : i32
      %16 = affine.apply #map2(%arg0)
      %17 = affine.load %alloc[%16 + 4] : memref<?xi32>
      %18 = affine.load %alloc[%16] : memref<?xi32>
      %19 = affine.load %alloc[%16 + 2] : memref<?xi32>
      %20 = arith.addi %17, %18 : i32
      %21 = arith.addi %20, %19 : i32
      %22 = arith.addi %15, %21 : i32
      %23 = affine.apply #map3(%arg0)
      %24 = affine.load %alloc[%23 + 4] : memref<?xi32>
      %25 = affine.load %alloc[%23] : memref<?xi32>
      %26 = affine.load %alloc[%23 + 2] : memref<?xi32>
      %27 = arith.addi %24, %25 : i32
      %28 = arith.addi %27, %26 : i32
      %29 = arith.addi %22, %28 : i32
      affine.yield %29 : i32
    }
    %2 = affine.for %arg0 = #map()[%0] to %0 iter_args(%arg1 = %1) -> (i32) {
      %3 = affine.load %alloc[%arg0 + 4] : memref<?xi32>
      %4 = affine.load %alloc[%arg0] : memref<?xi32>
      %5 = affine.load %alloc[%arg0 + 2] : memref<?xi32>
      %6 = arith.addi %3, %4 : i32
      %7 = arith.addi %6, %5 : i32
      %8 = arith.addi %arg1, %7 : i32
      affine.yield %8 : i32
    }
    vector.print %2 : i32
    return
  }
}

