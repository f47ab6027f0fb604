// Generated from tests/corpus_vector/src/tensor_nn.mlir.in by mlir-opt 22 with
// PASSES: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-affine-loops --affine-parallelize=parallel-reductions --affine-loop-invariant-code-motion
module {
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.250000e+00, -7.500000e-01], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  func.func @softmax(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    affine.parallel (%arg1) = (0) to (3) {
      affine.store %cst, %alloc[%arg1] : memref<3xf32>
    }
    affine.parallel (%arg1) = (0) to (3) {
      affine.for %arg2 = 0 to 5 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg1] : memref<3xf32>
        %2 = arith.maximumf %0, %1 : f32
        affine.store %2, %alloc[%arg1] : memref<3xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3x5xf32>
    affine.parallel (%arg1) = (0) to (3) {
      affine.parallel (%arg2) = (0) to (5) {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg1] : memref<3xf32>
        %2 = arith.subf %0, %1 : f32
        %3 = math.exp %2 : f32
        affine.store %3, %alloc_1[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    affine.parallel (%arg1) = (0) to (3) {
      affine.store %cst_0, %alloc[%arg1] : memref<3xf32>
    }
    affine.parallel (%arg1) = (0) to (3) {
      affine.for %arg2 = 0 to 5 {
        %0 = affine.load %alloc_1[%arg1, %arg2] : memref<3x5xf32>
        %1 = affine.load %alloc[%arg1] : memref<3xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg1] : memref<3xf32>
      }
    }
    affine.parallel (%arg1) = (0) to (3) {
      affine.parallel (%arg2) = (0) to (5) {
        %0 = affine.load %alloc_1[%arg1, %arg2] : memref<3x5xf32>
        %1 = affine.load %alloc[%arg1] : memref<3xf32>
        %2 = arith.divf %0, %1 : f32
        affine.store %2, %alloc_1[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    return %alloc_1 : memref<3x5xf32>
  }
  func.func @gelu(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32> {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x5xf32>
    affine.parallel (%arg1) = (0) to (3) {
      affine.parallel (%arg2) = (0) to (5) {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %1 = arith.mulf %0, %0 : f32
        %2 = arith.mulf %1, %0 : f32
        %3 = arith.mulf %2, %cst_0 : f32
        %4 = arith.addf %0, %3 : f32
        %5 = arith.mulf %4, %cst_1 : f32
        %6 = math.tanh %5 : f32
        %7 = arith.addf %6, %cst_2 : f32
        %8 = arith.mulf %7, %cst_3 : f32
        %9 = arith.mulf %8, %0 : f32
        %10 = arith.mulf %0, %cst : f32
        %11 = math.erf %10 : f32
        %12 = arith.addf %11, %cst_2 : f32
        %13 = math.absf %0 : f32
        %14 = arith.addf %13, %cst_2 : f32
        %15 = math.log %14 : f32
        %16 = math.rsqrt %14 : f32
        %17 = math.log2 %14 : f32
        %18 = math.sqrt %14 : f32
        %19 = arith.addf %9, %12 : f32
        %20 = arith.addf %19, %15 : f32
        %21 = arith.addf %20, %16 : f32
        %22 = arith.addf %21, %17 : f32
        %23 = arith.addf %22, %18 : f32
        affine.store %23, %alloc[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    return %alloc : memref<3x5xf32>
  }
  func.func @colsum(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    affine.parallel (%arg1) = (0) to (5) {
      affine.store %cst, %alloc[%arg1] : memref<5xf32>
    }
    affine.for %arg1 = 0 to 3 {
      affine.parallel (%arg2) = (0) to (5) {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg2] : memref<5xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg2] : memref<5xf32>
      }
    }
    return %alloc : memref<5xf32>
  }
  func.func @transpose_bcast(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<5xf32, strided<[?], offset: ?>>) -> memref<5x3xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.parallel (%arg2) = (0) to (5) {
      affine.parallel (%arg3) = (0) to (3) {
        %0 = affine.load %arg0[%arg3, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        affine.store %0, %alloc[%arg2, %arg3] : memref<5x3xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.parallel (%arg2) = (0) to (5) {
      affine.parallel (%arg3) = (0) to (3) {
        %0 = affine.load %arg1[%arg2] : memref<5xf32, strided<[?], offset: ?>>
        affine.store %0, %alloc_0[%arg2, %arg3] : memref<5x3xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.parallel (%arg2) = (0) to (5) {
      affine.parallel (%arg3) = (0) to (3) {
        %0 = affine.load %alloc[%arg2, %arg3] : memref<5x3xf32>
        %1 = affine.load %alloc_0[%arg2, %arg3] : memref<5x3xf32>
        %2 = arith.subf %0, %1 : f32
        affine.store %2, %alloc_1[%arg2, %arg3] : memref<5x3xf32>
      }
    }
    return %alloc_1 : memref<5x3xf32>
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
    %0 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %cast = memref.cast %0 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %1 = call @softmax(%cast) : (memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32>
    %cast_0 = memref.cast %1 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_1 = memref.cast %0 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %2 = call @gelu(%cast_1) : (memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32>
    %cast_2 = memref.cast %2 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_3 = memref.cast %0 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %3 = call @colsum(%cast_3) : (memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<5xf32>
    %expand_shape = memref.expand_shape %3 [[0, 1]] output_shape [1, 5] : memref<5xf32> into memref<1x5xf32>
    %cast_4 = memref.cast %expand_shape : memref<1x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_5 = memref.cast %0 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_6 = memref.cast %3 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
    %4 = call @transpose_bcast(%cast_5, %cast_6) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<5xf32, strided<[?], offset: ?>>) -> memref<5x3xf32>
    %cast_7 = memref.cast %4 : memref<5x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_7) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
}

