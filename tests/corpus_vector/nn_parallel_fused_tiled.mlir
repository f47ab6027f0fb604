// Generated from tests/corpus_vector/src/nn_kernels.mlir.in by mlir-opt 22 with
// PASSES: --pass-pipeline=builtin.module(linalg-fuse-elementwise-ops,one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-parallel-loops,func.func(scf-parallel-loop-fusion,scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,2},canonicalize,scf-for-loop-canonicalization,cse))
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map2 = affine_map<(d0) -> (-d0 + 3, 2)>
#map3 = affine_map<(d0) -> (-d0 + 5, 2)>
#map4 = affine_map<(d0)[s0] -> (-d0 + s0, 2)>
module {
  memref.global "private" constant @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32> = dense<[[[[1.000000e+00, 5.000000e-01, -1.000000e+00], [0.000000e+00, 2.000000e+00, 1.000000e+00]], [[-5.000000e-01, 1.000000e+00, 2.500000e-01], [1.500000e+00, -1.000000e+00, 0.000000e+00]], [[2.000000e+00, 0.000000e+00, -2.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01]]], [[[0.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -5.000000e-01]], [[2.500000e-01, 7.500000e-01, 2.000000e+00], [-2.000000e+00, 0.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.500000e+00, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32> = dense<[[[[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00], [-1.000000e+00, 2.500000e+00], [4.000000e+00, 2.500000e-01], [-3.000000e+00, 1.500000e+00], [2.000000e+00, -5.000000e-01]], [[0.000000e+00, 1.000000e+00], [-1.500000e+00, 2.000000e+00], [3.500000e+00, -2.500000e+00], [1.000000e+00, 1.000000e+00], [7.500000e-01, -4.000000e+00], [2.500000e+00, 5.000000e-01]], [[-2.000000e+00, 3.000000e+00], [1.250000e+00, -1.000000e+00], [5.000000e-01, 5.000000e-01], [-3.500000e+00, 2.000000e+00], [1.000000e+00, -1.500000e+00], [4.000000e+00, 0.000000e+00]], [[2.000000e+00, 2.000000e+00], [-5.000000e-01, 1.500000e+00], [3.000000e+00, -3.000000e+00], [2.500000e-01, 7.500000e-01], [-1.000000e+00, 2.000000e+00], [1.500000e+00, -2.500000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00], [2.000000e+00, 3.000000e+00], [5.000000e-01, -5.000000e-01], [-2.000000e+00, 1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32> = dense<[[[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00], [2.000000e+00, 2.500000e+00, -5.000000e-01, 8.000000e+00, 1.000000e+00, 0.000000e+00, 3.000000e+00], [-7.000000e+00, 1.000000e+00, 2.000000e+00, -2.000000e+00, 9.000000e+00, 5.000000e-01, 7.500000e-01]], [[3.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, 2.000000e+00, -2.000000e+00, 4.000000e+00], [1.500000e+00, -1.500000e+00, 2.500000e+00, -2.500000e+00, 3.500000e+00, -3.500000e+00, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00, -1.000000e+00, 6.000000e+00], [-4.000000e+00, 4.000000e+00, -3.000000e+00, 3.000000e+00, -2.000000e+00, 2.000000e+00, -1.000000e+00], [5.000000e+00, 2.500000e-01, 5.000000e-01, 7.500000e-01, 1.000000e+00, 1.250000e+00, 1.500000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.250000e+00, -7.500000e-01], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x5xf32 : memref<4x5xf32> = dense<[[5.000000e-01, 1.000000e+00, -1.000000e+00, 2.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01, 3.000000e+00, -5.000000e-01, 1.500000e+00], [0.000000e+00, -3.000000e+00, 5.000000e-01, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x7xf32 : memref<3x7xf32> = dense<[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x3xf32 : memref<1x3xf32> = dense<[[7.000000e+00, 8.000000e+00, 9.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi4 : memref<2x5xi4> = dense<[[7, -8, 3, -1, 0], [5, -5, 2, 6, -7]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi12 : memref<2x5xi12> = dense<[[2047, -2048, 100, -77, 0], [1, -1, 555, -1000, 26]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xf16 : memref<2x5xf16> = dense<[[1.500000e+00, -2.250000e+00, 6.550400e+04, 1.000400e-03, -0.000000e+00], [3.000000e+00, 1.005000e+02, -7.750000e+00, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xbf16 : memref<2x5xbf16> = dense<[[1.000260e+30, -2.500000e+00, 3.000000e+00, 1.000980e-01, 7.000000e+00], [-1.000000e+00, 5.000000e-01, 1.000560e-20, 9.000000e+00, -3.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5x2xf32 : memref<5x2xf32> = dense<[[5.000000e-01, 1.000000e+00], [-1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  func.func @conv(%arg0: memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32> {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    scf.parallel (%arg2, %arg3, %arg4, %arg5) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c3, %c2) step (%c2, %c1, %c1, %c1) {
      %0 = arith.addi %arg5, %arg2 : index
      memref.store %cst, %alloc[%c0, %0, %arg3, %arg4] : memref<1x4x4x3xf32>
      scf.for %arg6 = %c0 to %c2 step %c1 {
        scf.for %arg7 = %c0 to %c3 step %c1 {
          scf.for %arg8 = %c0 to %c2 step %c1 {
            %1 = affine.apply #map(%0, %arg6)
            %2 = affine.apply #map(%arg3, %arg7)
            %3 = memref.load %arg0[%c0, %1, %2, %arg8] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
            %4 = memref.load %arg1[%arg6, %arg7, %arg8, %arg4] : memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
            %5 = memref.load %alloc[%c0, %0, %arg3, %arg4] : memref<1x4x4x3xf32>
            %6 = arith.mulf %3, %4 : f32
            %7 = arith.addf %5, %6 : f32
            memref.store %7, %alloc[%c0, %0, %arg3, %arg4] : memref<1x4x4x3xf32>
          }
        }
      }
      scf.reduce 
    }
    return %alloc : memref<1x4x4x3xf32>
  }
  func.func @pool(%arg0: memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%c2, %c3, %c2) step (%c1, %c1, %c1) {
      memref.store %cst, %alloc[%c0, %arg3, %arg1, %arg2] : memref<1x2x2x3xf32>
      scf.for %arg4 = %c0 to %c2 step %c1 {
        scf.for %arg5 = %c0 to %c3 step %c1 {
          %0 = affine.apply #map1(%arg1, %arg4)
          %1 = affine.apply #map1(%arg2, %arg5)
          %2 = memref.load %arg0[%c0, %arg3, %0, %1] : memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
          %3 = memref.load %alloc[%c0, %arg3, %arg1, %arg2] : memref<1x2x2x3xf32>
          %4 = arith.maximumf %3, %2 : f32
          memref.store %4, %alloc[%c0, %arg3, %arg1, %arg2] : memref<1x2x2x3xf32>
        }
      }
      scf.reduce 
    }
    return %alloc : memref<1x2x2x3xf32>
  }
  func.func @mmtb(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32> {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c3, %c4) step (%c2, %c2) {
      %0 = affine.min #map2(%arg2)
      scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %c2) step (%c1, %c1) {
        %1 = arith.addi %arg4, %arg2 : index
        %2 = arith.addi %arg5, %arg3 : index
        memref.store %cst, %alloc[%1, %2] : memref<3x4xf32>
        scf.for %arg6 = %c0 to %c5 step %c1 {
          %3 = memref.load %arg0[%1, %arg6] : memref<3x5xf32, strided<[?, ?], offset: ?>>
          %4 = memref.load %arg1[%2, %arg6] : memref<4x5xf32, strided<[?, ?], offset: ?>>
          %5 = memref.load %alloc[%1, %2] : memref<3x4xf32>
          %6 = arith.mulf %3, %4 : f32
          %7 = arith.addf %5, %6 : f32
          memref.store %7, %alloc[%1, %2] : memref<3x4xf32>
        }
        scf.reduce 
      }
      scf.reduce 
    }
    return %alloc : memref<3x4xf32>
  }
  func.func @sums(%arg0: memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>) {
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    scf.parallel (%arg1) = (%c0) to (%c3) step (%c2) {
      %0 = affine.min #map2(%arg1)
      scf.parallel (%arg2) = (%c0) to (%0) step (%c1) {
        %1 = arith.addi %arg2, %arg1 : index
        memref.store %cst, %alloc_1[%1] : memref<3xf32>
        memref.store %cst_0, %alloc[%1] : memref<3xf32>
        scf.for %arg3 = %c0 to %c7 step %c1 {
          %2 = memref.load %arg0[%1, %arg3] : memref<3x7xf32, strided<[?, ?], offset: ?>>
          %3 = memref.load %alloc_1[%1] : memref<3xf32>
          %4 = memref.load %alloc[%1] : memref<3xf32>
          %5 = arith.addf %2, %3 : f32
          %6 = arith.maximumf %2, %4 : f32
          memref.store %5, %alloc_1[%1] : memref<3xf32>
          memref.store %6, %alloc[%1] : memref<3xf32>
        }
        scf.reduce 
      }
      scf.reduce 
    }
    return %alloc_1, %alloc : memref<3xf32>, memref<3xf32>
  }
  func.func @padcat(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32> {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant -1.500000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<3x3xf32> to memref<2x3xf32, strided<[3, 1]>>
    memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
    %subview_0 = memref.subview %alloc[2, 0] [1, 3] [1, 1] : memref<3x3xf32> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    memref.copy %arg1, %subview_0 : memref<1x3xf32, strided<[?, ?], offset: ?>> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5x5xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c5, %c5) step (%c2, %c2) {
      %0 = affine.min #map3(%arg2)
      %1 = affine.min #map3(%arg3)
      scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
        %2 = arith.addi %arg4, %arg2 : index
        %3 = arith.addi %arg5, %arg3 : index
        memref.store %cst, %alloc_1[%2, %3] : memref<5x5xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %subview_2 = memref.subview %alloc_1[1, 2] [3, 3] [1, 1] : memref<5x5xf32> to memref<3x3xf32, strided<[5, 1], offset: 7>>
    memref.copy %alloc, %subview_2 : memref<3x3xf32> to memref<3x3xf32, strided<[5, 1], offset: 7>>
    return %alloc_1 : memref<5x5xf32>
  }
  func.func @narrow(%arg0: memref<2x5xi4, strided<[?, ?], offset: ?>>, %arg1: memref<2x5xi12, strided<[?, ?], offset: ?>>, %arg2: memref<2x5xf16, strided<[?, ?], offset: ?>>, %arg3: memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>) {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c77_i12 = arith.constant 77 : i12
    %c3_i4 = arith.constant 3 : i4
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi12>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
    scf.parallel (%arg4) = (%c0) to (%c5) step (%c2) {
      %0 = affine.min #map3(%arg4)
      scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%c2, %0) step (%c1, %c1) {
        %1 = arith.addi %arg6, %arg4 : index
        %2 = memref.load %arg0[%arg5, %1] : memref<2x5xi4, strided<[?, ?], offset: ?>>
        %3 = memref.load %arg1[%arg5, %1] : memref<2x5xi12, strided<[?, ?], offset: ?>>
        %4 = memref.load %arg2[%arg5, %1] : memref<2x5xf16, strided<[?, ?], offset: ?>>
        %5 = memref.load %arg3[%arg5, %1] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
        %6 = arith.muli %2, %c3_i4 : i4
        %7 = arith.extsi %6 : i4 to i12
        %8 = arith.muli %3, %c77_i12 : i12
        %9 = arith.subi %8, %7 : i12
        %10 = arith.remsi %9, %c77_i12 : i12
        %11 = arith.extf %4 : f16 to f32
        %12 = arith.extf %5 : bf16 to f32
        %13 = arith.mulf %4, %4 : f16
        %14 = arith.extf %13 : f16 to f32
        %15 = arith.addf %11, %12 : f32
        %16 = arith.subf %15, %14 : f32
        memref.store %10, %alloc[%arg5, %1] : memref<2x5xi12>
        memref.store %16, %alloc_0[%arg5, %1] : memref<2x5xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    return %alloc, %alloc_0 : memref<2x5xi12>, memref<2x5xf32>
  }
  func.func @dynmm(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c2, %c2) {
      %0 = affine.min #map4(%arg2)[%dim]
      %1 = affine.min #map4(%arg3)[%dim_0]
      scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
        %2 = arith.addi %arg4, %arg2 : index
        %3 = arith.addi %arg5, %arg3 : index
        memref.store %cst, %alloc[%2, %3] : memref<?x?xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c2, %c2) {
      %0 = affine.min #map4(%arg2)[%dim]
      %1 = affine.min #map4(%arg3)[%dim_0]
      scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
        %2 = arith.addi %arg4, %arg2 : index
        %3 = arith.addi %arg5, %arg3 : index
        scf.for %arg6 = %c0 to %dim_1 step %c1 {
          %4 = memref.load %arg0[%2, %arg6] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %5 = memref.load %arg1[%arg6, %3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %6 = memref.load %alloc[%2, %3] : memref<?x?xf32>
          %7 = arith.mulf %4, %5 : f32
          %8 = arith.addf %6, %7 : f32
          memref.store %8, %alloc[%2, %3] : memref<?x?xf32>
        }
        scf.reduce 
      }
      scf.reduce 
    }
    return %alloc : memref<?x?xf32>
  }
  func.func @print2(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        vector.print %0 : f32
      }
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %0 = memref.get_global @__constant_5x2xf32 : memref<5x2xf32>
    %1 = memref.get_global @__constant_2x5xbf16 : memref<2x5xbf16>
    %2 = memref.get_global @__constant_2x5xf16 : memref<2x5xf16>
    %3 = memref.get_global @__constant_2x5xi12 : memref<2x5xi12>
    %4 = memref.get_global @__constant_2x5xi4 : memref<2x5xi4>
    %5 = memref.get_global @__constant_1x3xf32 : memref<1x3xf32>
    %6 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
    %7 = memref.get_global @__constant_3x7xf32 : memref<3x7xf32>
    %8 = memref.get_global @__constant_4x5xf32 : memref<4x5xf32>
    %9 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %10 = memref.get_global @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32>
    %11 = memref.get_global @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32>
    %12 = memref.get_global @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32>
    %cast = memref.cast %11 : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_0 = memref.cast %12 : memref<2x3x2x3xf32> to memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    %13 = call @conv(%cast, %cast_0) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32>
    %collapse_shape = memref.collapse_shape %13 [[0, 1, 2], [3]] : memref<1x4x4x3xf32> into memref<16x3xf32>
    %cast_1 = memref.cast %collapse_shape : memref<16x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_2 = memref.cast %10 : memref<1x2x5x7xf32> to memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
    %14 = call @pool(%cast_2) : (memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32>
    %collapse_shape_3 = memref.collapse_shape %14 [[0, 1, 2], [3]] : memref<1x2x2x3xf32> into memref<4x3xf32>
    %cast_4 = memref.cast %collapse_shape_3 : memref<4x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_5 = memref.cast %9 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_6 = memref.cast %8 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
    %15 = call @mmtb(%cast_5, %cast_6) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32>
    %cast_7 = memref.cast %15 : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_7) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_8 = memref.cast %7 : memref<3x7xf32> to memref<3x7xf32, strided<[?, ?], offset: ?>>
    %16:2 = call @sums(%cast_8) : (memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>)
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    %subview = memref.subview %alloc[0] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1]>>
    memref.copy %16#0, %subview : memref<3xf32> to memref<3xf32, strided<[1]>>
    %subview_9 = memref.subview %alloc[3] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 3>>
    memref.copy %16#1, %subview_9 : memref<3xf32> to memref<3xf32, strided<[1], offset: 3>>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    %cast_10 = memref.cast %expand_shape : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_10) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_11 = memref.cast %6 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    %cast_12 = memref.cast %5 : memref<1x3xf32> to memref<1x3xf32, strided<[?, ?], offset: ?>>
    %17 = call @padcat(%cast_11, %cast_12) : (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32>
    %cast_13 = memref.cast %17 : memref<5x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_13) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_14 = memref.cast %4 : memref<2x5xi4> to memref<2x5xi4, strided<[?, ?], offset: ?>>
    %cast_15 = memref.cast %3 : memref<2x5xi12> to memref<2x5xi12, strided<[?, ?], offset: ?>>
    %cast_16 = memref.cast %2 : memref<2x5xf16> to memref<2x5xf16, strided<[?, ?], offset: ?>>
    %cast_17 = memref.cast %1 : memref<2x5xbf16> to memref<2x5xbf16, strided<[?, ?], offset: ?>>
    %18:2 = call @narrow(%cast_14, %cast_15, %cast_16, %cast_17) : (memref<2x5xi4, strided<[?, ?], offset: ?>>, memref<2x5xi12, strided<[?, ?], offset: ?>>, memref<2x5xf16, strided<[?, ?], offset: ?>>, memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>)
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %20 = memref.load %18#0[%arg0, %arg1] : memref<2x5xi12>
        %21 = arith.extsi %20 : i12 to i64
        vector.print %21 : i64
      }
    }
    %cast_18 = memref.cast %18#1 : memref<2x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_18) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_19 = memref.cast %9 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_20 = memref.cast %0 : memref<5x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %19 = call @dynmm(%cast_19, %cast_20) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_21 = memref.cast %19 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_21) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
}

