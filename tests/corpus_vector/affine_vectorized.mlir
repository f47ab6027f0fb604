// Generated from tests/corpus_vector/src/linalg_ops.mlir.in by mlir-opt 22 with
// PASSES: --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=4
#map = affine_map<(d0) -> (0)>
#map1 = affine_map<(d0, d1, d2) -> (0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0)>
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
      affine.for %arg3 = 0 to %dim_0 step 4 {
        %0 = ub.poison : f32
        %1 = vector.transfer_read %arg1[%arg2], %0 {permutation_map = #map} : memref<?xf32>, vector<4xf32>
        %2 = ub.poison : f32
        %3 = vector.transfer_read %arg0[%arg2, %arg3], %2 : memref<?x?xf32>, vector<4xf32>
        %4 = arith.mulf %3, %1 : vector<4xf32>
        %5 = arith.addf %4, %1 : vector<4xf32>
        vector.transfer_write %5, %arg0[%arg2, %arg3] : vector<4xf32>, memref<?x?xf32>
      }
    }
    return
  }
  func.func @main() {
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %cst = arith.constant 0xFF800000 : f32
    %c12 = arith.constant 12 : index
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c13_i32 = arith.constant 13 : i32
    %c11_i32 = arith.constant 11 : i32
    %c17_i32 = arith.constant 17 : i32
    %alloc = memref.alloc() : memref<30xf32>
    %alloc_1 = memref.alloc() : memref<30xf32>
    %alloc_2 = memref.alloc() : memref<18xf32>
    %cast = memref.cast %alloc : memref<30xf32> to memref<?xf32>
    %cast_3 = memref.cast %alloc_1 : memref<30xf32> to memref<?xf32>
    %cast_4 = memref.cast %alloc_2 : memref<18xf32> to memref<?xf32>
    call @fill(%cast, %c11_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_3, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape = memref.expand_shape %alloc [[0, 1, 2]] output_shape [2, 3, 5] : memref<30xf32> into memref<2x3x5xf32>
    %expand_shape_5 = memref.expand_shape %alloc_1 [[0, 1, 2]] output_shape [2, 5, 3] : memref<30xf32> into memref<2x5x3xf32>
    %expand_shape_6 = memref.expand_shape %alloc_2 [[0, 1, 2]] output_shape [2, 3, 3] : memref<18xf32> into memref<2x3x3xf32>
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 step 4 {
          %cst_26 = arith.constant dense<0.000000e+00> : vector<4xf32>
          vector.transfer_write %cst_26, %expand_shape_6[%arg0, %arg1, %arg2] : vector<4xf32>, memref<2x3x3xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 step 4 {
          affine.for %arg3 = 0 to 5 {
            %0 = ub.poison : f32
            %1 = vector.transfer_read %expand_shape[%arg0, %arg1, %arg3], %0 {permutation_map = #map1} : memref<2x3x5xf32>, vector<4xf32>
            %2 = ub.poison : f32
            %3 = vector.transfer_read %expand_shape_5[%arg0, %arg3, %arg2], %2 : memref<2x5x3xf32>, vector<4xf32>
            %4 = ub.poison : f32
            %5 = vector.transfer_read %expand_shape_6[%arg0, %arg1, %arg2], %4 : memref<2x3x3xf32>, vector<4xf32>
            %6 = arith.mulf %1, %3 : vector<4xf32>
            %7 = arith.addf %5, %6 : vector<4xf32>
            vector.transfer_write %7, %expand_shape_6[%arg0, %arg1, %arg2] : vector<4xf32>, memref<2x3x3xf32>
          }
        }
      }
    }
    call @show(%cast_4, %c3) : (memref<?xf32>, index) -> ()
    %alloc_7 = memref.alloc() : memref<60xf32>
    %alloc_8 = memref.alloc() : memref<36xf32>
    %alloc_9 = memref.alloc() : memref<48xf32>
    %cast_10 = memref.cast %alloc_7 : memref<60xf32> to memref<?xf32>
    %cast_11 = memref.cast %alloc_8 : memref<36xf32> to memref<?xf32>
    %cast_12 = memref.cast %alloc_9 : memref<48xf32> to memref<?xf32>
    call @fill(%cast_10, %c17_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_11, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_13 = memref.expand_shape %alloc_7 [[0, 1, 2, 3]] output_shape [1, 6, 5, 2] : memref<60xf32> into memref<1x6x5x2xf32>
    %expand_shape_14 = memref.expand_shape %alloc_8 [[0, 1, 2, 3]] output_shape [3, 2, 2, 3] : memref<36xf32> into memref<3x2x2x3xf32>
    %expand_shape_15 = memref.expand_shape %alloc_9 [[0, 1, 2, 3]] output_shape [1, 4, 4, 3] : memref<48xf32> into memref<1x4x4x3xf32>
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 4 {
          affine.for %arg3 = 0 to 3 step 4 {
            %cst_26 = arith.constant dense<0.000000e+00> : vector<4xf32>
            vector.transfer_write %cst_26, %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : vector<4xf32>, memref<1x4x4x3xf32>
          }
        }
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        affine.for %arg2 = 0 to 4 {
          affine.for %arg3 = 0 to 3 step 4 {
            affine.for %arg4 = 0 to 3 {
              affine.for %arg5 = 0 to 2 {
                affine.for %arg6 = 0 to 2 {
                  %0 = affine.apply #map2(%arg1, %arg4)
                  %1 = affine.apply #map2(%arg2, %arg5)
                  %2 = ub.poison : f32
                  %3 = vector.transfer_read %expand_shape_13[%arg0, %0, %1, %arg6], %2 {permutation_map = #map3} : memref<1x6x5x2xf32>, vector<4xf32>
                  %4 = ub.poison : f32
                  %5 = vector.transfer_read %expand_shape_14[%arg4, %arg5, %arg6, %arg3], %4 : memref<3x2x2x3xf32>, vector<4xf32>
                  %6 = ub.poison : f32
                  %7 = vector.transfer_read %expand_shape_15[%arg0, %arg1, %arg2, %arg3], %6 : memref<1x4x4x3xf32>, vector<4xf32>
                  %8 = arith.mulf %3, %5 : vector<4xf32>
                  %9 = arith.addf %7, %8 : vector<4xf32>
                  vector.transfer_write %9, %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : vector<4xf32>, memref<1x4x4x3xf32>
                }
              }
            }
          }
        }
      }
    }
    call @show(%cast_12, %c12) : (memref<?xf32>, index) -> ()
    %alloc_16 = memref.alloc() : memref<18xf32>
    %cast_17 = memref.cast %alloc_16 : memref<18xf32> to memref<?xf32>
    %expand_shape_18 = memref.expand_shape %alloc_16 [[0, 1, 2, 3]] output_shape [1, 3, 3, 2] : memref<18xf32> into memref<1x3x3x2xf32>
    %alloc_19 = memref.alloc() : memref<2x3xf32>
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          affine.for %arg3 = 0 to 2 step 4 {
            %cst_26 = arith.constant dense<0xFF800000> : vector<4xf32>
            vector.transfer_write %cst_26, %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : vector<4xf32>, memref<1x3x3x2xf32>
          }
        }
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 3 {
        affine.for %arg2 = 0 to 3 {
          affine.for %arg3 = 0 to 2 step 4 {
            affine.for %arg4 = 0 to 2 {
              affine.for %arg5 = 0 to 3 {
                %0 = affine.apply #map4(%arg1, %arg4)
                %1 = affine.apply #map2(%arg2, %arg5)
                %2 = ub.poison : f32
                %3 = vector.transfer_read %expand_shape_13[%arg0, %0, %1, %arg3], %2 : memref<1x6x5x2xf32>, vector<4xf32>
                %4 = ub.poison : f32
                %5 = vector.transfer_read %expand_shape_18[%arg0, %arg1, %arg2, %arg3], %4 : memref<1x3x3x2xf32>, vector<4xf32>
                %6 = arith.maximumf %5, %3 : vector<4xf32>
                vector.transfer_write %6, %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : vector<4xf32>, memref<1x3x3x2xf32>
              }
            }
          }
        }
      }
    }
    call @show(%cast_17, %c6) : (memref<?xf32>, index) -> ()
    %alloc_20 = memref.alloc() : memref<35xf32>
    %cast_21 = memref.cast %alloc_20 : memref<35xf32> to memref<?xf32>
    call @fill(%cast_21, %c17_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_22 = memref.expand_shape %alloc_20 [[0, 1]] output_shape [5, 7] : memref<35xf32> into memref<5x7xf32>
    %alloc_23 = memref.alloc() : memref<5xf32>
    affine.for %arg0 = 0 to 5 step 4 {
      %cst_26 = arith.constant dense<0.000000e+00> : vector<4xf32>
      vector.transfer_write %cst_26, %alloc_23[%arg0] : vector<4xf32>, memref<5xf32>
    }
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 7 {
        %0 = affine.load %expand_shape_22[%arg0, %arg1] : memref<5x7xf32>
        %1 = affine.load %alloc_23[%arg0] : memref<5xf32>
        %2 = arith.mulf %0, %0 : f32
        %3 = arith.addf %1, %2 : f32
        affine.store %3, %alloc_23[%arg0] : memref<5xf32>
      }
    }
    %cast_24 = memref.cast %alloc_23 : memref<5xf32> to memref<?xf32>
    call @show(%cast_24, %c5) : (memref<?xf32>, index) -> ()
    %cast_25 = memref.cast %expand_shape_22 : memref<5x7xf32> to memref<?x?xf32>
    call @scale_rows(%cast_25, %cast_24) : (memref<?x?xf32>, memref<?xf32>) -> ()
    call @show(%cast_21, %c7) : (memref<?xf32>, index) -> ()
    memref.dealloc %alloc : memref<30xf32>
    memref.dealloc %alloc_1 : memref<30xf32>
    memref.dealloc %alloc_2 : memref<18xf32>
    memref.dealloc %alloc_7 : memref<60xf32>
    memref.dealloc %alloc_8 : memref<36xf32>
    memref.dealloc %alloc_9 : memref<48xf32>
    memref.dealloc %alloc_16 : memref<18xf32>
    memref.dealloc %alloc_19 : memref<2x3xf32>
    memref.dealloc %alloc_20 : memref<35xf32>
    memref.dealloc %alloc_23 : memref<5xf32>
    return
  }
}

