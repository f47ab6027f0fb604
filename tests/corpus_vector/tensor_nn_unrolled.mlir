// Generated from tests/corpus_vector/src/tensor_nn.mlir.in by mlir-opt 22 with
// PASSES: --pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=3},affine-loop-unroll-jam{unroll-jam-factor=2},affine-scalrep))
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
module {
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.250000e+00, -7.500000e-01], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  func.func @softmax(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %cst = arith.constant 0xFF800000 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    affine.store %cst, %alloc[%c0_4] : memref<3xf32>
    %0 = affine.apply #map(%c0_4)
    affine.store %cst, %alloc[%0] : memref<3xf32>
    %1 = affine.apply #map1(%c0_4)
    affine.store %cst, %alloc[%1] : memref<3xf32>
    affine.for %arg1 = 0 to 3 {
      %4 = affine.load %arg0[%arg1, %c0_3] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %5 = affine.load %alloc[%arg1] : memref<3xf32>
      %6 = arith.maximumf %4, %5 : f32
      %7 = affine.apply #map(%c0_3)
      %8 = affine.load %arg0[%arg1, %7] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %9 = arith.maximumf %8, %6 : f32
      %10 = affine.apply #map1(%c0_3)
      %11 = affine.load %arg0[%arg1, %10] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %12 = arith.maximumf %11, %9 : f32
      affine.store %12, %alloc[%arg1] : memref<3xf32>
      affine.for %arg2 = 3 to 5 {
        %13 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %14 = affine.load %alloc[%arg1] : memref<3xf32>
        %15 = arith.maximumf %13, %14 : f32
        affine.store %15, %alloc[%arg1] : memref<3xf32>
      }
    }
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<3x5xf32>
    affine.for %arg1 = 0 to 3 {
      %4 = affine.load %arg0[%arg1, %c0_2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %5 = affine.load %alloc[%arg1] : memref<3xf32>
      %6 = arith.subf %4, %5 : f32
      %7 = math.exp %6 : f32
      affine.store %7, %alloc_6[%arg1, %c0_2] : memref<3x5xf32>
      %8 = affine.apply #map(%c0_2)
      %9 = affine.load %arg0[%arg1, %8] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %10 = arith.subf %9, %5 : f32
      %11 = math.exp %10 : f32
      affine.store %11, %alloc_6[%arg1, %8] : memref<3x5xf32>
      %12 = affine.apply #map1(%c0_2)
      %13 = affine.load %arg0[%arg1, %12] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %14 = arith.subf %13, %5 : f32
      %15 = math.exp %14 : f32
      affine.store %15, %alloc_6[%arg1, %12] : memref<3x5xf32>
      affine.for %arg2 = 3 to 5 {
        %16 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %17 = arith.subf %16, %5 : f32
        %18 = math.exp %17 : f32
        affine.store %18, %alloc_6[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    affine.store %cst_5, %alloc[%c0_1] : memref<3xf32>
    %2 = affine.apply #map(%c0_1)
    affine.store %cst_5, %alloc[%2] : memref<3xf32>
    %3 = affine.apply #map1(%c0_1)
    affine.store %cst_5, %alloc[%3] : memref<3xf32>
    affine.for %arg1 = 0 to 3 {
      %4 = affine.load %alloc_6[%arg1, %c0_0] : memref<3x5xf32>
      %5 = affine.load %alloc[%arg1] : memref<3xf32>
      %6 = arith.addf %4, %5 : f32
      %7 = affine.apply #map(%c0_0)
      %8 = affine.load %alloc_6[%arg1, %7] : memref<3x5xf32>
      %9 = arith.addf %8, %6 : f32
      %10 = affine.apply #map1(%c0_0)
      %11 = affine.load %alloc_6[%arg1, %10] : memref<3x5xf32>
      %12 = arith.addf %11, %9 : f32
      affine.store %12, %alloc[%arg1] : memref<3xf32>
      affine.for %arg2 = 3 to 5 {
        %13 = affine.load %alloc_6[%arg1, %arg2] : memref<3x5xf32>
        %14 = affine.load %alloc[%arg1] : memref<3xf32>
        %15 = arith.addf %13, %14 : f32
        affine.store %15, %alloc[%arg1] : memref<3xf32>
      }
    }
    affine.for %arg1 = 0 to 3 {
      %4 = affine.load %alloc_6[%arg1, %c0] : memref<3x5xf32>
      %5 = affine.load %alloc[%arg1] : memref<3xf32>
      %6 = arith.divf %4, %5 : f32
      affine.store %6, %alloc_6[%arg1, %c0] : memref<3x5xf32>
      %7 = affine.apply #map(%c0)
      %8 = affine.load %alloc_6[%arg1, %7] : memref<3x5xf32>
      %9 = arith.divf %8, %5 : f32
      affine.store %9, %alloc_6[%arg1, %7] : memref<3x5xf32>
      %10 = affine.apply #map1(%c0)
      %11 = affine.load %alloc_6[%arg1, %10] : memref<3x5xf32>
      %12 = arith.divf %11, %5 : f32
      affine.store %12, %alloc_6[%arg1, %10] : memref<3x5xf32>
      affine.for %arg2 = 3 to 5 {
        %13 = affine.load %alloc_6[%arg1, %arg2] : memref<3x5xf32>
        %14 = arith.divf %13, %5 : f32
        affine.store %14, %alloc_6[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    return %alloc_6 : memref<3x5xf32>
  }
  func.func @gelu(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x5xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x5xf32>
    affine.for %arg1 = 0 to 3 {
      %0 = affine.load %arg0[%arg1, %c0] : memref<3x5xf32, strided<[?, ?], offset: ?>>
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
      affine.store %23, %alloc[%arg1, %c0] : memref<3x5xf32>
      %24 = affine.apply #map(%c0)
      %25 = affine.load %arg0[%arg1, %24] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %26 = arith.mulf %25, %25 : f32
      %27 = arith.mulf %26, %25 : f32
      %28 = arith.mulf %27, %cst_0 : f32
      %29 = arith.addf %25, %28 : f32
      %30 = arith.mulf %29, %cst_1 : f32
      %31 = math.tanh %30 : f32
      %32 = arith.addf %31, %cst_2 : f32
      %33 = arith.mulf %32, %cst_3 : f32
      %34 = arith.mulf %33, %25 : f32
      %35 = arith.mulf %25, %cst : f32
      %36 = math.erf %35 : f32
      %37 = arith.addf %36, %cst_2 : f32
      %38 = math.absf %25 : f32
      %39 = arith.addf %38, %cst_2 : f32
      %40 = math.log %39 : f32
      %41 = math.rsqrt %39 : f32
      %42 = math.log2 %39 : f32
      %43 = math.sqrt %39 : f32
      %44 = arith.addf %34, %37 : f32
      %45 = arith.addf %44, %40 : f32
      %46 = arith.addf %45, %41 : f32
      %47 = arith.addf %46, %42 : f32
      %48 = arith.addf %47, %43 : f32
      affine.store %48, %alloc[%arg1, %24] : memref<3x5xf32>
      %49 = affine.apply #map1(%c0)
      %50 = affine.load %arg0[%arg1, %49] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %51 = arith.mulf %50, %50 : f32
      %52 = arith.mulf %51, %50 : f32
      %53 = arith.mulf %52, %cst_0 : f32
      %54 = arith.addf %50, %53 : f32
      %55 = arith.mulf %54, %cst_1 : f32
      %56 = math.tanh %55 : f32
      %57 = arith.addf %56, %cst_2 : f32
      %58 = arith.mulf %57, %cst_3 : f32
      %59 = arith.mulf %58, %50 : f32
      %60 = arith.mulf %50, %cst : f32
      %61 = math.erf %60 : f32
      %62 = arith.addf %61, %cst_2 : f32
      %63 = math.absf %50 : f32
      %64 = arith.addf %63, %cst_2 : f32
      %65 = math.log %64 : f32
      %66 = math.rsqrt %64 : f32
      %67 = math.log2 %64 : f32
      %68 = math.sqrt %64 : f32
      %69 = arith.addf %59, %62 : f32
      %70 = arith.addf %69, %65 : f32
      %71 = arith.addf %70, %66 : f32
      %72 = arith.addf %71, %67 : f32
      %73 = arith.addf %72, %68 : f32
      affine.store %73, %alloc[%arg1, %49] : memref<3x5xf32>
      affine.for %arg2 = 3 to 5 {
        %74 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %75 = arith.mulf %74, %74 : f32
        %76 = arith.mulf %75, %74 : f32
        %77 = arith.mulf %76, %cst_0 : f32
        %78 = arith.addf %74, %77 : f32
        %79 = arith.mulf %78, %cst_1 : f32
        %80 = math.tanh %79 : f32
        %81 = arith.addf %80, %cst_2 : f32
        %82 = arith.mulf %81, %cst_3 : f32
        %83 = arith.mulf %82, %74 : f32
        %84 = arith.mulf %74, %cst : f32
        %85 = math.erf %84 : f32
        %86 = arith.addf %85, %cst_2 : f32
        %87 = math.absf %74 : f32
        %88 = arith.addf %87, %cst_2 : f32
        %89 = math.log %88 : f32
        %90 = math.rsqrt %88 : f32
        %91 = math.log2 %88 : f32
        %92 = math.sqrt %88 : f32
        %93 = arith.addf %83, %86 : f32
        %94 = arith.addf %93, %89 : f32
        %95 = arith.addf %94, %90 : f32
        %96 = arith.addf %95, %91 : f32
        %97 = arith.addf %96, %92 : f32
        affine.store %97, %alloc[%arg1, %arg2] : memref<3x5xf32>
      }
    }
    return %alloc : memref<3x5xf32>
  }
  func.func @colsum(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<5xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    affine.store %cst, %alloc[%c0_0] : memref<5xf32>
    %0 = affine.apply #map(%c0_0)
    affine.store %cst, %alloc[%0] : memref<5xf32>
    %1 = affine.apply #map1(%c0_0)
    affine.store %cst, %alloc[%1] : memref<5xf32>
    affine.for %arg1 = 3 to 5 {
      affine.store %cst, %alloc[%arg1] : memref<5xf32>
    }
    affine.for %arg1 = 0 to 3 {
      %2 = affine.load %arg0[%arg1, %c0] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %3 = affine.load %alloc[%c0] : memref<5xf32>
      %4 = arith.addf %2, %3 : f32
      affine.store %4, %alloc[%c0] : memref<5xf32>
      %5 = affine.apply #map(%c0)
      %6 = affine.load %arg0[%arg1, %5] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %7 = affine.load %alloc[%5] : memref<5xf32>
      %8 = arith.addf %6, %7 : f32
      affine.store %8, %alloc[%5] : memref<5xf32>
      %9 = affine.apply #map1(%c0)
      %10 = affine.load %arg0[%arg1, %9] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      %11 = affine.load %alloc[%9] : memref<5xf32>
      %12 = arith.addf %10, %11 : f32
      affine.store %12, %alloc[%9] : memref<5xf32>
      affine.for %arg2 = 3 to 5 {
        %13 = affine.load %arg0[%arg1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %14 = affine.load %alloc[%arg2] : memref<5xf32>
        %15 = arith.addf %13, %14 : f32
        affine.store %15, %alloc[%arg2] : memref<5xf32>
      }
    }
    return %alloc : memref<5xf32>
  }
  func.func @transpose_bcast(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<5xf32, strided<[?], offset: ?>>) -> memref<5x3xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.for %arg2 = 0 to 5 {
      %0 = affine.load %arg0[%c0_1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      affine.store %0, %alloc[%arg2, %c0_1] : memref<5x3xf32>
      %1 = affine.apply #map(%c0_1)
      %2 = affine.load %arg0[%1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      affine.store %2, %alloc[%arg2, %1] : memref<5x3xf32>
      %3 = affine.apply #map1(%c0_1)
      %4 = affine.load %arg0[%3, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
      affine.store %4, %alloc[%arg2, %3] : memref<5x3xf32>
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.for %arg2 = 0 to 5 {
      %0 = affine.load %arg1[%arg2] : memref<5xf32, strided<[?], offset: ?>>
      affine.store %0, %alloc_2[%arg2, %c0_0] : memref<5x3xf32>
      %1 = affine.apply #map(%c0_0)
      affine.store %0, %alloc_2[%arg2, %1] : memref<5x3xf32>
      %2 = affine.apply #map1(%c0_0)
      affine.store %0, %alloc_2[%arg2, %2] : memref<5x3xf32>
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<5x3xf32>
    affine.for %arg2 = 0 to 5 {
      %0 = affine.load %alloc[%arg2, %c0] : memref<5x3xf32>
      %1 = affine.load %alloc_2[%arg2, %c0] : memref<5x3xf32>
      %2 = arith.subf %0, %1 : f32
      affine.store %2, %alloc_3[%arg2, %c0] : memref<5x3xf32>
      %3 = affine.apply #map(%c0)
      %4 = affine.load %alloc[%arg2, %3] : memref<5x3xf32>
      %5 = affine.load %alloc_2[%arg2, %3] : memref<5x3xf32>
      %6 = arith.subf %4, %5 : f32
      affine.store %6, %alloc_3[%arg2, %3] : memref<5x3xf32>
      %7 = affine.apply #map1(%c0)
      %8 = affine.load %alloc[%arg2, %7] : memref<5x3xf32>
      %9 = affine.load %alloc_2[%arg2, %7] : memref<5x3xf32>
      %10 = arith.subf %8, %9 : f32
      affine.store %10, %alloc_3[%arg2, %7] : memref<5x3xf32>
    }
    return %alloc_3 : memref<5x3xf32>
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

