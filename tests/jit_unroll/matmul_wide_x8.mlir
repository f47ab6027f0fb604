// Generated from src/wide.mlir.in (s/^//) by: mlir-opt '--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=8}))'
// (tests/jit_unroll/gen.sh writes this file).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
#map3 = affine_map<(d0) -> (d0 + 4)>
#map4 = affine_map<(d0) -> (d0 + 5)>
#map5 = affine_map<(d0) -> (d0 + 6)>
#map6 = affine_map<(d0) -> (d0 + 7)>
module {
  func.func @main() {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1040 = arith.constant 1040 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1x64xi32>
    %alloc_0 = memref.alloc() : memref<64x1040xi32>
    %alloc_1 = memref.alloc() : memref<1x1040xi32>
    scf.for %arg0 = %c0 to %c64 step %c1 {
      %1 = arith.index_cast %arg0 : index to i32
      %2 = arith.addi %1, %c1_i32 : i32
      memref.store %2, %alloc[%c0, %arg0] : memref<1x64xi32>
      scf.for %arg1 = %c0 to %c1040 step %c1 {
        %3 = arith.index_cast %arg1 : index to i32
        %4 = arith.subi %3, %1 : i32
        memref.store %4, %alloc_0[%arg0, %arg1] : memref<64x1040xi32>
      }
    }
    scf.for %arg0 = %c0 to %c1040 step %c1 {
      memref.store %c0_i32, %alloc_1[%c0, %arg0] : memref<1x1040xi32>
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 1040 {
        affine.for %arg2 = 0 to 64 step 8 {
          %1 = affine.load %alloc[%arg0, %arg2] : memref<1x64xi32>
          %2 = affine.load %alloc_0[%arg2, %arg1] : memref<64x1040xi32>
          %3 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %4 = arith.muli %1, %2 : i32
          %5 = arith.addi %3, %4 : i32
          affine.store %5, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %6 = affine.apply #map(%arg2)
          %7 = affine.load %alloc[%arg0, %6] : memref<1x64xi32>
          %8 = affine.load %alloc_0[%6, %arg1] : memref<64x1040xi32>
          %9 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %10 = arith.muli %7, %8 : i32
          %11 = arith.addi %9, %10 : i32
          affine.store %11, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %12 = affine.apply #map1(%arg2)
          %13 = affine.load %alloc[%arg0, %12] : memref<1x64xi32>
          %14 = affine.load %alloc_0[%12, %arg1] : memref<64x1040xi32>
          %15 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %16 = arith.muli %13, %14 : i32
          %17 = arith.addi %15, %16 : i32
          affine.store %17, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %18 = affine.apply #map2(%arg2)
          %19 = affine.load %alloc[%arg0, %18] : memref<1x64xi32>
          %20 = affine.load %alloc_0[%18, %arg1] : memref<64x1040xi32>
          %21 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %22 = arith.muli %19, %20 : i32
          %23 = arith.addi %21, %22 : i32
          affine.store %23, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %24 = affine.apply #map3(%arg2)
          %25 = affine.load %alloc[%arg0, %24] : memref<1x64xi32>
          %26 = affine.load %alloc_0[%24, %arg1] : memref<64x1040xi32>
          %27 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %28 = arith.muli %25, %26 : i32
          %29 = arith.addi %27, %28 : i32
          affine.store %29, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %30 = affine.apply #map4(%arg2)
          %31 = affine.load %alloc[%arg0, %30] : memref<1x64xi32>
          %32 = affine.load %alloc_0[%30, %arg1] : memref<64x1040xi32>
          %33 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %34 = arith.muli %31, %32 : i32
          %35 = arith.addi %33, %34 : i32
          affine.store %35, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %36 = affine.apply #map5(%arg2)
          %37 = affine.load %alloc[%arg0, %36] : memref<1x64xi32>
          %38 = affine.load %alloc_0[%36, %arg1] : memref<64x1040xi32>
          %39 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %40 = arith.muli %37, %38 : i32
          %41 = arith.addi %39, %40 : i32
          affine.store %41, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %42 = affine.apply #map6(%arg2)
          %43 = affine.load %alloc[%arg0, %42] : memref<1x64xi32>
          %44 = affine.load %alloc_0[%42, %arg1] : memref<64x1040xi32>
          %45 = affine.load %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
          %46 = arith.muli %43, %44 : i32
          %47 = arith.addi %45, %46 : i32
          affine.store %47, %alloc_1[%arg0, %arg1] : memref<1x1040xi32>
        }
      }
    }
    %0 = scf.for %arg0 = %c0 to %c1040 step %c1 iter_args(%arg1 = %c0_i32) -> (i32) {
      %1 = memref.load %alloc_1[%c0, %arg0] : memref<1x1040xi32>
      %2 = arith.index_cast %arg0 : index to i32
      %3 = arith.addi %2, %c1_i32 : i32
      %4 = arith.muli %3, %1 : i32
      %5 = arith.addi %arg1, %4 : i32
      scf.yield %5 : i32
    }
    vector.print %0 : i32
    return
  }
}

