// Generated from tests/corpus_vector/src/tensor_conv.mlir.in by mlir-opt 22 with
// PASSES: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 * 2)>
#map3 = affine_map<(d0, d1) -> (d0 * 3 + d1)>
module {
  memref.global "private" constant @__constant_3x2x2xf32 : memref<3x2x2xf32> = dense<[[[1.000000e+00, 5.000000e-01], [-1.000000e+00, 2.000000e+00]], [[2.500000e-01, -5.000000e-01], [1.500000e+00, 1.000000e+00]], [[-2.000000e+00, 0.000000e+00], [7.500000e-01, -1.250000e+00]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_12xf32 : memref<12xf32> = dense<[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.000000e+00, -7.500000e-01, 2.500000e+00, 0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -1.000000e+00]> {alignment = 64 : i64}
  func.func @print4(%arg0: memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_0 step %c1 {
        scf.for %arg3 = %c0 to %dim_1 step %c1 {
          scf.for %arg4 = %c0 to %dim_2 step %c1 {
            %0 = memref.load %arg0[%arg1, %arg2, %arg3, %arg4] : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
            vector.print %0 : f32
          }
        }
      }
    }
    return
  }
  func.func @pools(%arg0: memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> (memref<1x4x3x2xf32>, memref<1x4x3x2xf32>, memref<1x2x2x2xf32>) {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -1.000000e+30 : f32
    %cst_1 = arith.constant 1.000000e+30 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x3x2xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x3x2xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            memref.store %cst, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map(%arg2, %arg5)
                %1 = affine.apply #map1(%arg3, %arg6)
                %2 = memref.load %arg0[%arg1, %0, %1, %arg4] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
                %3 = memref.load %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
                %4 = arith.addf %3, %2 : f32
                memref.store %4, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            memref.store %cst_0, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c3 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map(%arg2, %arg5)
                %1 = affine.apply #map1(%arg3, %arg6)
                %2 = memref.load %arg0[%arg1, %0, %1, %arg4] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
                %3 = memref.load %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
                %4 = arith.maximumf %3, %2 : f32
                memref.store %4, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x4x3x2xf32>
              }
            }
          }
        }
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x2xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            memref.store %cst_1, %alloc_3[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x2xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map2(%arg2, %arg5)
                %1 = affine.apply #map3(%arg3, %arg6)
                %2 = memref.load %arg0[%arg1, %0, %1, %arg4] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
                %3 = memref.load %alloc_3[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x2xf32>
                %4 = arith.minimumf %3, %2 : f32
                memref.store %4, %alloc_3[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x2xf32>
              }
            }
          }
        }
      }
    }
    return %alloc_2, %alloc, %alloc_3 : memref<1x4x3x2xf32>, memref<1x4x3x2xf32>, memref<1x2x2x2xf32>
  }
  func.func @dw(%arg0: memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x2x2xf32, strided<[?, ?, ?], offset: ?>>) -> memref<1x3x5x2xf32> {
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x5x2xf32>
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          scf.for %arg5 = %c0 to %c2 step %c1 {
            memref.store %cst, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x3x5x2xf32>
          }
        }
      }
    }
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          scf.for %arg5 = %c0 to %c2 step %c1 {
            scf.for %arg6 = %c0 to %c3 step %c1 {
              scf.for %arg7 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map(%arg3, %arg6)
                %1 = affine.apply #map(%arg4, %arg7)
                %2 = memref.load %arg0[%arg2, %0, %1, %arg5] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
                %3 = memref.load %arg1[%arg6, %arg7, %arg5] : memref<3x2x2xf32, strided<[?, ?, ?], offset: ?>>
                %4 = memref.load %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x3x5x2xf32>
                %5 = arith.mulf %2, %3 : f32
                %6 = arith.addf %4, %5 : f32
                memref.store %6, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x3x5x2xf32>
              }
            }
          }
        }
      }
    }
    return %alloc : memref<1x3x5x2xf32>
  }
  func.func @bmm(%arg0: memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x3x5xf32> {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x5xf32>
    scf.for %arg2 = %c0 to %c2 step %c1 {
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          memref.store %cst, %alloc[%arg2, %arg3, %arg4] : memref<2x3x5xf32>
        }
      }
    }
    scf.for %arg2 = %c0 to %c2 step %c1 {
      scf.for %arg3 = %c0 to %c3 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          scf.for %arg5 = %c0 to %c4 step %c1 {
            %0 = memref.load %arg0[%arg2, %arg3, %arg5] : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
            %1 = memref.load %arg1[%arg2, %arg5, %arg4] : memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>
            %2 = memref.load %alloc[%arg2, %arg3, %arg4] : memref<2x3x5xf32>
            %3 = arith.mulf %0, %1 : f32
            %4 = arith.addf %2, %3 : f32
            memref.store %4, %alloc[%arg2, %arg3, %arg4] : memref<2x3x5xf32>
          }
        }
      }
    }
    return %alloc : memref<2x3x5xf32>
  }
  func.func @dyn(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    scf.for %arg2 = %c0 to %dim_1 step %c1 {
      scf.for %arg3 = %c0 to %dim_2 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %2 = arith.mulf %0, %1 : f32
        memref.store %2, %alloc[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    %alloc_3 = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %alloc[%arg2, %arg3] : memref<?x?xf32>
        %1 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %2 = arith.maximumf %0, %1 : f32
        memref.store %2, %alloc_3[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    return %alloc_3 : memref<?x?xf32>
  }
  func.func @main() {
    %c12 = arith.constant 12 : index
    %c60 = arith.constant 60 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @__constant_12xf32 : memref<12xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<60xf32>
    %1 = scf.for %arg0 = %c0 to %c60 step %c1 iter_args(%arg1 = %alloc) -> (memref<60xf32>) {
      %7 = arith.remui %arg0, %c12 : index
      %8 = memref.load %0[%7] : memref<12xf32>
      %9 = arith.divui %arg0, %c12 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.sitofp %10 : i32 to f32
      %12 = arith.addf %8, %11 : f32
      memref.store %12, %arg1[%arg0] : memref<60xf32>
      scf.yield %arg1 : memref<60xf32>
    }
    %expand_shape = memref.expand_shape %1 [[0, 1, 2, 3]] output_shape [1, 5, 6, 2] : memref<60xf32> into memref<1x5x6x2xf32>
    %cast = memref.cast %expand_shape : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %2:3 = call @pools(%cast) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> (memref<1x4x3x2xf32>, memref<1x4x3x2xf32>, memref<1x2x2x2xf32>)
    %cast_0 = memref.cast %2#0 : memref<1x4x3x2xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_0) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    %cast_1 = memref.cast %2#1 : memref<1x4x3x2xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_1) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    %cast_2 = memref.cast %2#2 : memref<1x2x2x2xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_2) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    %3 = memref.get_global @__constant_3x2x2xf32 : memref<3x2x2xf32>
    %cast_3 = memref.cast %expand_shape : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_4 = memref.cast %3 : memref<3x2x2xf32> to memref<3x2x2xf32, strided<[?, ?, ?], offset: ?>>
    %4 = call @dw(%cast_3, %cast_4) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x2x2xf32, strided<[?, ?, ?], offset: ?>>) -> memref<1x3x5x2xf32>
    %cast_5 = memref.cast %4 : memref<1x3x5x2xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_5) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    %subview = memref.subview %1[0] [24] [1] : memref<60xf32> to memref<24xf32, strided<[1]>>
    %expand_shape_6 = memref.expand_shape %subview [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32, strided<[1]>> into memref<2x3x4xf32>
    %subview_7 = memref.subview %1[0] [40] [1] : memref<60xf32> to memref<40xf32, strided<[1]>>
    %expand_shape_8 = memref.expand_shape %subview_7 [[0, 1, 2]] output_shape [2, 4, 5] : memref<40xf32, strided<[1]>> into memref<2x4x5xf32>
    %cast_9 = memref.cast %expand_shape_6 : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
    %cast_10 = memref.cast %expand_shape_8 : memref<2x4x5xf32> to memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>
    %5 = call @bmm(%cast_9, %cast_10) : (memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x3x5xf32>
    %expand_shape_11 = memref.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 2, 3, 5] : memref<2x3x5xf32> into memref<1x2x3x5xf32>
    %cast_12 = memref.cast %expand_shape_11 : memref<1x2x3x5xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_12) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    %collapse_shape = memref.collapse_shape %expand_shape_6 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
    %subview_13 = memref.subview %1[0] [24] [1] : memref<60xf32> to memref<24xf32, strided<[1]>>
    %expand_shape_14 = memref.expand_shape %subview_13 [[0, 1]] output_shape [6, 4] : memref<24xf32, strided<[1]>> into memref<6x4xf32>
    %cast_15 = memref.cast %collapse_shape : memref<6x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_16 = memref.cast %expand_shape_14 : memref<6x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %6 = call @dyn(%cast_15, %cast_16) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_17 = memref.cast %6 : memref<?x?xf32> to memref<6x4xf32>
    %expand_shape_18 = memref.expand_shape %cast_17 [[0, 1, 2], [3]] output_shape [1, 1, 6, 4] : memref<6x4xf32> into memref<1x1x6x4xf32>
    %cast_19 = memref.cast %expand_shape_18 : memref<1x1x6x4xf32> to memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    call @print4(%cast_19) : (memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    return
  }
}

