// Generated from src/reverse.mlir.in (s/^//) by: mlir-opt '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/jit_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %alloc = memref.alloc() : memref<256xi32>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    affine.for %arg0 = 0 to 256 step 4 {
      %1 = arith.index_cast %arg0 : index to i32
      affine.store %1, %alloc[%arg0] : memref<256xi32>
      %2 = affine.apply #map(%arg0)
      %3 = arith.index_cast %2 : index to i32
      affine.store %3, %alloc[%2] : memref<256xi32>
      %4 = affine.apply #map1(%arg0)
      %5 = arith.index_cast %4 : index to i32
      affine.store %5, %alloc[%4] : memref<256xi32>
      %6 = affine.apply #map2(%arg0)
      %7 = arith.index_cast %6 : index to i32
      affine.store %7, %alloc[%6] : memref<256xi32>
    }
    %0 = affine.for %arg0 = 0 to 256 step 4 iter_args(%arg1 = %c0_i32) -> (i32) {
      %1 = affine.load %alloc[-%arg0 + 255] : memref<256xi32>
      %2 = affine.load %alloc[%arg0] : memref<256xi32>
      %3 = affine.load %alloc[%arg0 floordiv 2] : memref<256xi32>
      %4 = arith.index_cast %arg0 : index to i32
      %5 = arith.addi %4, %c1_i32 : i32
      %6 = arith.muli %1, %5 : i32
      %7 = arith.addi %6, %2 : i32
      %8 = arith.addi %7, %3 : i32
      %9 = arith.addi %arg1, %8 : i32
      %10 = affine.apply #map(%arg0)
      %11 = affine.load %alloc[-%10 + 255] : memref<256xi32>
      %12 = affine.load %alloc[%10] : memref<256xi32>
      %13 = affine.load %alloc[%10 floordiv 2] : memref<256xi32>
      %14 = arith.index_cast %10 : index to i32
      %15 = arith.addi %14, %c1_i32 : i32
      %16 = arith.muli %11, %15 : i32
      %17 = arith.addi %16, %12 : i32
      %18 = arith.addi %17, %13 : i32
      %19 = arith.addi %9, %18 : i32
      %20 = affine.apply #map1(%arg0)
      %21 = affine.load %alloc[-%20 + 255] : memref<256xi32>
      %22 = affine.load %alloc[%20] : memref<256xi32>
      %23 = affine.load %alloc[%20 floordiv 2] : memref<256xi32>
      %24 = arith.index_cast %20 : index to i32
      %25 = arith.addi %24, %c1_i32 : i32
      %26 = arith.muli %21, %25 : i32
      %27 = arith.addi %26, %22 : i32
      %28 = arith.addi %27, %23 : i32
      %29 = arith.addi %19, %28 : i32
      %30 = affine.apply #map2(%arg0)
      %31 = affine.load %alloc[-%30 + 255] : memref<256xi32>
      %32 = affine.load %alloc[%30] : memref<256xi32>
      %33 = affine.load %alloc[%30 floordiv 2] : memref<256xi32>
      %34 = arith.index_cast %30 : index to i32
      %35 = arith.addi %34, %c1_i32 : i32
      %36 = arith.muli %31, %35 : i32
      %37 = arith.addi %36, %32 : i32
      %38 = arith.addi %37, %33 : i32
      %39 = arith.addi %29, %38 : i32
      affine.yield %39 : i32
    }
    vector.print %0 : i32
    return
  }
}

