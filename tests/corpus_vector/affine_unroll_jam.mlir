// Generated from tests/corpus_vector/src/linalg_ops.mlir.in by mlir-opt 22 with
// PASSES: --pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=3},affine-loop-unroll-jam{unroll-jam-factor=2},affine-scalrep))
#map = affine_map<()[s0] -> ((s0 floordiv 3) * 3)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0, d1) -> (d0 + d1)>
#map4 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  func.func @fill(%arg0: memref<?xf32>, %arg1: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      %0 = arith.index_cast %arg2 : index to i32
      %1 = arith.muli %0, %0 : i32
      %2 = arith.remsi %1, %arg1 : i32
      %3 = arith.subi %2, %c1_i32 : i32
      %4 = arith.sitofp %3 : i32 to f32
      memref.store %4, %arg0[%arg2] : memref<?xf32>
    }
    return
  }
  func.func @show(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = arith.divui %dim, %arg1 : index
    scf.for %arg2 = %c0 to %0 step %c1 {
      vector.print punctuation <open>
      scf.for %arg3 = %c0 to %arg1 step %c1 {
        %1 = arith.muli %arg2, %arg1 : index
        %2 = arith.addi %1, %arg3 : index
        %3 = memref.load %arg0[%2] : memref<?xf32>
        vector.print %3 : f32 punctuation <no_punctuation>
        %4 = arith.subi %arg1, %c1 : index
        %5 = arith.cmpi ult, %arg3, %4 : index
        scf.if %5 {
          vector.print punctuation <comma>
        }
      }
      vector.print punctuation <close>
      vector.print
    }
    return
  }
  func.func @scale_rows(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to #map()[%dim_0] step 3 {
        %0 = affine.load %arg1[%arg2] : memref<?xf32>
        %1 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
        %2 = arith.mulf %1, %0 : f32
        %3 = arith.addf %2, %0 : f32
        affine.store %3, %arg0[%arg2, %arg3] : memref<?x?xf32>
        %4 = affine.apply #map1(%arg3)
        %5 = affine.load %arg1[%arg2] : memref<?xf32>
        %6 = affine.load %arg0[%arg2, %4] : memref<?x?xf32>
        %7 = arith.mulf %6, %5 : f32
        %8 = arith.addf %7, %5 : f32
        affine.store %8, %arg0[%arg2, %4] : memref<?x?xf32>
        %9 = affine.apply #map2(%arg3)
        %10 = affine.load %arg1[%arg2] : memref<?xf32>
        %11 = affine.load %arg0[%arg2, %9] : memref<?x?xf32>
        %12 = arith.mulf %11, %10 : f32
        %13 = arith.addf %12, %10 : f32
        affine.store %13, %arg0[%arg2, %9] : memref<?x?xf32>
      }
      affine.for %arg3 = #map()[%dim_0] to %dim_0 {
        %0 = affine.load %arg1[%arg2] : memref<?xf32>
        %1 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
        %2 = arith.mulf %1, %0 : f32
        %3 = arith.addf %2, %0 : f32
        affine.store %3, %arg0[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @main() {
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c6_4 = arith.constant 6 : index
    %cst = arith.constant 0xFF800000 : f32
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %cst_5 = arith.constant 0.000000e+00 : f32
    %c13_i32 = arith.constant 13 : i32
    %c11_i32 = arith.constant 11 : i32
    %c17_i32 = arith.constant 17 : i32
    %alloc = memref.alloc() : memref<30xf32>
    %alloc_6 = memref.alloc() : memref<30xf32>
    %alloc_7 = memref.alloc() : memref<18xf32>
    %cast = memref.cast %alloc : memref<30xf32> to memref<?xf32>
    %cast_8 = memref.cast %alloc_6 : memref<30xf32> to memref<?xf32>
    %cast_9 = memref.cast %alloc_7 : memref<18xf32> to memref<?xf32>
    call @fill(%cast, %c11_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_8, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape = memref.expand_shape %alloc [[0, 1, 2]] output_shape [2, 3, 5] : memref<30xf32> into memref<2x3x5xf32>
    %expand_shape_10 = memref.expand_shape %alloc_6 [[0, 1, 2]] output_shape [2, 5, 3] : memref<30xf32> into memref<2x5x3xf32>
    %expand_shape_11 = memref.expand_shape %alloc_7 [[0, 1, 2]] output_shape [2, 3, 3] : memref<18xf32> into memref<2x3x3xf32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.store %cst_5, %expand_shape_11[%arg0, %arg1, %c0_3] : memref<2x3x3xf32>
        %2 = affine.apply #map1(%c0_3)
        affine.store %cst_5, %expand_shape_11[%arg0, %arg1, %2] : memref<2x3x3xf32>
        %3 = affine.apply #map2(%c0_3)
        affine.store %cst_5, %expand_shape_11[%arg0, %arg1, %3] : memref<2x3x3xf32>
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          %2 = affine.load %expand_shape[%arg0, %arg1, %c0_2] : memref<2x3x5xf32>
          %3 = affine.load %expand_shape_10[%arg0, %c0_2, %arg2] : memref<2x5x3xf32>
          %4 = affine.load %expand_shape_11[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          %5 = arith.mulf %2, %3 : f32
          %6 = arith.addf %4, %5 : f32
          %7 = affine.apply #map1(%c0_2)
          %8 = affine.load %expand_shape[%arg0, %arg1, %7] : memref<2x3x5xf32>
          %9 = affine.load %expand_shape_10[%arg0, %7, %arg2] : memref<2x5x3xf32>
          %10 = arith.mulf %8, %9 : f32
          %11 = arith.addf %6, %10 : f32
          %12 = affine.apply #map2(%c0_2)
          %13 = affine.load %expand_shape[%arg0, %arg1, %12] : memref<2x3x5xf32>
          %14 = affine.load %expand_shape_10[%arg0, %12, %arg2] : memref<2x5x3xf32>
          %15 = arith.mulf %13, %14 : f32
          %16 = arith.addf %11, %15 : f32
          affine.store %16, %expand_shape_11[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          affine.for %arg3 = 3 to 5 {
            %17 = affine.load %expand_shape[%arg0, %arg1, %arg3] : memref<2x3x5xf32>
            %18 = affine.load %expand_shape_10[%arg0, %arg3, %arg2] : memref<2x5x3xf32>
            %19 = affine.load %expand_shape_11[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
            %20 = arith.mulf %17, %18 : f32
            %21 = arith.addf %19, %20 : f32
            affine.store %21, %expand_shape_11[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
          }
        }
      }
    }
    call @show(%cast_9, %c3) : (memref<?xf32>, index) -> ()
    %alloc_12 = memref.alloc() : memref<60xf32>
    %alloc_13 = memref.alloc() : memref<36xf32>
    %alloc_14 = memref.alloc() : memref<48xf32>
    %cast_15 = memref.cast %alloc_12 : memref<60xf32> to memref<?xf32>
    %cast_16 = memref.cast %alloc_13 : memref<36xf32> to memref<?xf32>
    %cast_17 = memref.cast %alloc_14 : memref<48xf32> to memref<?xf32>
    call @fill(%cast_15, %c17_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_16, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_18 = memref.expand_shape %alloc_12 [[0, 1, 2, 3]] output_shape [1, 6, 5, 2] : memref<60xf32> into memref<1x6x5x2xf32>
    %expand_shape_19 = memref.expand_shape %alloc_13 [[0, 1, 2, 3]] output_shape [3, 2, 2, 3] : memref<36xf32> into memref<3x2x2x3xf32>
    %expand_shape_20 = memref.expand_shape %alloc_14 [[0, 1, 2, 3]] output_shape [1, 4, 4, 3] : memref<48xf32> into memref<1x4x4x3xf32>
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 4 {
          affine.store %cst_5, %expand_shape_20[%arg0, %arg1, %arg2, %c0_1] : memref<1x4x4x3xf32>
          %2 = affine.apply #map1(%c0_1)
          affine.store %cst_5, %expand_shape_20[%arg0, %arg1, %arg2, %2] : memref<1x4x4x3xf32>
          %3 = affine.apply #map2(%c0_1)
          affine.store %cst_5, %expand_shape_20[%arg0, %arg1, %arg2, %3] : memref<1x4x4x3xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 4 {
          affine.for %arg3 = 0 to 3 {
            affine.for %arg4 = 0 to 3 {
              affine.for %arg5 = 0 to 2 {
                affine.for %arg6 = 0 to 2 {
                  %2 = affine.apply #map3(%arg1, %arg4)
                  %3 = affine.apply #map3(%arg2, %arg5)
                  %4 = affine.load %expand_shape_18[%arg0, %2, %3, %arg6] : memref<1x6x5x2xf32>
                  %5 = affine.load %expand_shape_19[%arg4, %arg5, %arg6, %arg3] : memref<3x2x2x3xf32>
                  %6 = affine.load %expand_shape_20[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
                  %7 = arith.mulf %4, %5 : f32
                  %8 = arith.addf %6, %7 : f32
                  affine.store %8, %expand_shape_20[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
                }
              }
            }
          }
        }
      }
    }
    call @show(%cast_17, %c12) : (memref<?xf32>, index) -> ()
    %alloc_21 = memref.alloc() : memref<18xf32>
    %cast_22 = memref.cast %alloc_21 : memref<18xf32> to memref<?xf32>
    %expand_shape_23 = memref.expand_shape %alloc_21 [[0, 1, 2, 3]] output_shape [1, 3, 3, 2] : memref<18xf32> into memref<1x3x3x2xf32>
    %alloc_24 = memref.alloc() : memref<2x3xf32>
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          affine.for %arg3 = 0 to 2 {
            affine.store %cst, %expand_shape_23[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
          }
        }
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          affine.for %arg3 = 0 to 2 {
            affine.for %arg4 = 0 to 2 {
              %2 = affine.apply #map4(%arg1, %arg4)
              %3 = affine.apply #map3(%arg2, %c0_0)
              %4 = affine.load %expand_shape_18[%arg0, %2, %3, %arg3] : memref<1x6x5x2xf32>
              %5 = affine.load %expand_shape_23[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
              %6 = arith.maximumf %5, %4 : f32
              %7 = affine.apply #map1(%c0_0)
              %8 = affine.apply #map4(%arg1, %arg4)
              %9 = affine.apply #map3(%arg2, %7)
              %10 = affine.load %expand_shape_18[%arg0, %8, %9, %arg3] : memref<1x6x5x2xf32>
              %11 = arith.maximumf %6, %10 : f32
              %12 = affine.apply #map2(%c0_0)
              %13 = affine.apply #map4(%arg1, %arg4)
              %14 = affine.apply #map3(%arg2, %12)
              %15 = affine.load %expand_shape_18[%arg0, %13, %14, %arg3] : memref<1x6x5x2xf32>
              %16 = arith.maximumf %11, %15 : f32
              affine.store %16, %expand_shape_23[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
            }
          }
        }
      }
    }
    call @show(%cast_22, %c6_4) : (memref<?xf32>, index) -> ()
    %alloc_25 = memref.alloc() : memref<35xf32>
    %cast_26 = memref.cast %alloc_25 : memref<35xf32> to memref<?xf32>
    call @fill(%cast_26, %c17_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_27 = memref.expand_shape %alloc_25 [[0, 1]] output_shape [5, 7] : memref<35xf32> into memref<5x7xf32>
    %alloc_28 = memref.alloc() : memref<5xf32>
    affine.store %cst_5, %alloc_28[%c0] : memref<5xf32>
    %0 = affine.apply #map1(%c0)
    affine.store %cst_5, %alloc_28[%0] : memref<5xf32>
    %1 = affine.apply #map2(%c0)
    affine.store %cst_5, %alloc_28[%1] : memref<5xf32>
    affine.for %arg0 = 3 to 5 {
      affine.store %cst_5, %alloc_28[%arg0] : memref<5xf32>
    }
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 6 step 3 {
        %6 = affine.load %expand_shape_27[%arg0, %arg1] : memref<5x7xf32>
        %7 = affine.load %alloc_28[%arg0] : memref<5xf32>
        %8 = arith.mulf %6, %6 : f32
        %9 = arith.addf %7, %8 : f32
        %10 = affine.apply #map1(%arg1)
        %11 = affine.load %expand_shape_27[%arg0, %10] : memref<5x7xf32>
        %12 = arith.mulf %11, %11 : f32
        %13 = arith.addf %9, %12 : f32
        %14 = affine.apply #map2(%arg1)
        %15 = affine.load %expand_shape_27[%arg0, %14] : memref<5x7xf32>
        %16 = arith.mulf %15, %15 : f32
        %17 = arith.addf %13, %16 : f32
        affine.store %17, %alloc_28[%arg0] : memref<5xf32>
      }
      %2 = affine.load %expand_shape_27[%arg0, %c6] : memref<5x7xf32>
      %3 = affine.load %alloc_28[%arg0] : memref<5xf32>
      %4 = arith.mulf %2, %2 : f32
      %5 = arith.addf %3, %4 : f32
      affine.store %5, %alloc_28[%arg0] : memref<5xf32>
    }
    %cast_29 = memref.cast %alloc_28 : memref<5xf32> to memref<?xf32>
    call @show(%cast_29, %c5) : (memref<?xf32>, index) -> ()
    %cast_30 = memref.cast %expand_shape_27 : memref<5x7xf32> to memref<?x?xf32>
    call @scale_rows(%cast_30, %cast_29) : (memref<?x?xf32>, memref<?xf32>) -> ()
    call @show(%cast_26, %c7) : (memref<?xf32>, index) -> ()
    memref.dealloc %alloc : memref<30xf32>
    memref.dealloc %alloc_6 : memref<30xf32>
    memref.dealloc %alloc_7 : memref<18xf32>
    memref.dealloc %alloc_12 : memref<60xf32>
    memref.dealloc %alloc_13 : memref<36xf32>
    memref.dealloc %alloc_14 : memref<48xf32>
    memref.dealloc %alloc_21 : memref<18xf32>
    memref.dealloc %alloc_24 : memref<2x3xf32>
    memref.dealloc %alloc_25 : memref<35xf32>
    memref.dealloc %alloc_28 : memref<5xf32>
    return
  }
}

