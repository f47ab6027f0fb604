// Generated from src/edges.mlir.in (s/OFF/5/) by: mlir-opt '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
// (tests/jit_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @main() {
    %alloc = memref.alloc() : memref<100xi32>
    %alloc_0 = memref.alloc() : memref<100xi32>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    affine.for %arg0 = 0 to 100 step 4 {
      %3 = arith.index_cast %arg0 : index to i32
      %4 = arith.addi %3, %3 : i32
      %5 = arith.addi %4, %c1_i32 : i32
      affine.store %5, %alloc[%arg0] : memref<100xi32>
      affine.store %c0_i32, %alloc_0[%arg0] : memref<100xi32>
      %6 = affine.apply #map(%arg0)
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.addi %7, %7 : i32
      %9 = arith.addi %8, %c1_i32 : i32
      affine.store %9, %alloc[%6] : memref<100xi32>
      affine.store %c0_i32, %alloc_0[%6] : memref<100xi32>
      %10 = affine.apply #map1(%arg0)
      %11 = arith.index_cast %10 : index to i32
      %12 = arith.addi %11, %11 : i32
      %13 = arith.addi %12, %c1_i32 : i32
      affine.store %13, %alloc[%10] : memref<100xi32>
      affine.store %c0_i32, %alloc_0[%10] : memref<100xi32>
      %14 = affine.apply #map2(%arg0)
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.addi %15, %15 : i32
      %17 = arith.addi %16, %c1_i32 : i32
      affine.store %17, %alloc[%14] : memref<100xi32>
      affine.store %c0_i32, %alloc_0[%14] : memref<100xi32>
    }
    %0 = affine.for %arg0 = 0 to 96 step 4 iter_args(%arg1 = %c0_i32) -> (i32) {
      %3 = affine.load %alloc_0[%arg0] : memref<100xi32>
      %4 = affine.load %alloc[%arg0 + 5] : memref<100xi32>
      %5 = affine.load %alloc[%arg0] : memref<100xi32>
      %6 = affine.load %alloc[%arg0] : memref<100xi32>
      %7 = arith.subi %4, %5 : i32
      %8 = arith.addi %7, %6 : i32
      %9 = arith.addi %3, %8 : i32
      affine.store %9, %alloc_0[%arg0 + 1] : memref<100xi32>
      %10 = arith.addi %arg1, %4 : i32
      %11 = affine.apply #map(%arg0)
      %12 = affine.load %alloc_0[%11] : memref<100xi32>
      %13 = affine.load %alloc[%11 + 5] : memref<100xi32>
      %14 = affine.load %alloc[%11] : memref<100xi32>
      %15 = affine.load %alloc[%11] : memref<100xi32>
      %16 = arith.subi %13, %14 : i32
      %17 = arith.addi %16, %15 : i32
      %18 = arith.addi %12, %17 : i32
      affine.store %18, %alloc_0[%11 + 1] : memref<100xi32>
      %19 = arith.addi %10, %13 : i32
      %20 = affine.apply #map1(%arg0)
      %21 = affine.load %alloc_0[%20] : memref<100xi32>
      %22 = affine.load %alloc[%20 + 5] : memref<100xi32>
      %23 = affine.load %alloc[%20] : memref<100xi32>
      %24 = affine.load %alloc[%20] : memref<100xi32>
      %25 = arith.subi %22, %23 : i32
      %26 = arith.addi %25, %24 : i32
      %27 = arith.addi %21, %26 : i32
      affine.store %27, %alloc_0[%20 + 1] : memref<100xi32>
      %28 = arith.addi %19, %22 : i32
      %29 = affine.apply #map2(%arg0)
      %30 = affine.load %alloc_0[%29] : memref<100xi32>
      %31 = affine.load %alloc[%29 + 5] : memref<100xi32>
      %32 = affine.load %alloc[%29] : memref<100xi32>
      %33 = affine.load %alloc[%29] : memref<100xi32>
      %34 = arith.subi %31, %32 : i32
      %35 = arith.addi %34, %33 : i32
      %36 = arith.addi %30, %35 : i32
      affine.store %36, %alloc_0[%29 + 1] : memref<100xi32>
      %37 = arith.addi %28, %31 : i32
      affine.yield %37 : i32
    }
    vector.print %0 : i32
    %c7 = arith.constant 7 : index
    %c96 = arith.constant 96 : index
    %1 = memref.load %alloc_0[%c7] : memref<100xi32>
    %2 = memref.load %alloc_0[%c96] : memref<100xi32>
    vector.print %1 : i32
    vector.print %2 : i32
    return
  }
}

