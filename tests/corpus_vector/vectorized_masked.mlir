// Generated from tests/corpus_vector/src/linalg_vectorize.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --convert-linalg-to-loops
#map = affine_map<(d0) -> (d0, 0)>
#map1 = affine_map<(d0) -> (-d0 + 3, 2)>
#map2 = affine_map<(d0) -> (-d0 + 5, 4)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, 0, d2, d1)>
#map5 = affine_map<(d0, d1) -> (d0 + d1)>
#map6 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
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
    %0 = ub.poison : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %1 = vector.create_mask %dim : vector<8xi1>
    %2 = vector.mask %1 { vector.transfer_read %arg1[%c0], %0 {in_bounds = [true, true], permutation_map = #map} : memref<?xf32>, vector<8x8xf32> } : vector<8xi1> -> vector<8x8xf32>
    %3 = vector.create_mask %dim, %dim_0 : vector<8x8xi1>
    %4 = vector.mask %3 { vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : memref<?x?xf32>, vector<8x8xf32> } : vector<8x8xi1> -> vector<8x8xf32>
    %5 = arith.mulf %4, %2 : vector<8x8xf32>
    %6 = arith.addf %5, %2 : vector<8x8xf32>
    vector.mask %3 { vector.transfer_write %6, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, memref<?x?xf32> } : vector<8x8xi1>
    return
  }
  func.func @main() {
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %cst = arith.constant 0xFF800000 : f32
    %c12 = arith.constant 12 : index
    %0 = ub.poison : f32
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
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
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          memref.store %cst_0, %expand_shape_6[%arg0, %arg1, %arg2] : memref<2x3x3xf32>
        }
      }
    }
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c2 {
        scf.for %arg2 = %c0 to %c3 step %c2 {
          scf.for %arg3 = %c0 to %c5 step %c4 {
            %7 = affine.min #map1(%arg1)
            %8 = affine.min #map1(%arg2)
            %9 = affine.min #map2(%arg3)
            %subview = memref.subview %expand_shape[%arg0, %arg1, %arg3] [1, %7, %9] [1, 1, 1] : memref<2x3x5xf32> to memref<1x?x?xf32, strided<[15, 5, 1], offset: ?>>
            %subview_26 = memref.subview %expand_shape_5[%arg0, %arg3, %arg2] [1, %9, %8] [1, 1, 1] : memref<2x5x3xf32> to memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>
            %subview_27 = memref.subview %expand_shape_6[%arg0, %arg1, %arg2] [1, %7, %8] [1, 1, 1] : memref<2x3x3xf32> to memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>
            %10 = vector.create_mask %c1, %7, %9 : vector<1x2x4xi1>
            %11 = vector.mask %10 { vector.transfer_read %subview[%c0, %c0, %c0], %0 {in_bounds = [true, true, true, true], permutation_map = #map3} : memref<1x?x?xf32, strided<[15, 5, 1], offset: ?>>, vector<1x2x2x4xf32> } : vector<1x2x4xi1> -> vector<1x2x2x4xf32>
            %12 = vector.create_mask %c1, %9, %8 : vector<1x4x2xi1>
            %13 = vector.mask %12 { vector.transfer_read %subview_26[%c0, %c0, %c0], %0 {in_bounds = [true, true, true, true], permutation_map = #map4} : memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>, vector<1x2x2x4xf32> } : vector<1x4x2xi1> -> vector<1x2x2x4xf32>
            %14 = vector.create_mask %c1, %7, %8 : vector<1x2x2xi1>
            %15 = vector.mask %14 { vector.transfer_read %subview_27[%c0, %c0, %c0], %0 {in_bounds = [true, true, true]} : memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>, vector<1x2x2xf32> } : vector<1x2x2xi1> -> vector<1x2x2xf32>
            %16 = arith.mulf %11, %13 : vector<1x2x2x4xf32>
            %17 = vector.create_mask %c1, %7, %8, %9 : vector<1x2x2x4xi1>
            %18 = vector.mask %17 { vector.multi_reduction <add>, %16, %15 [3] : vector<1x2x2x4xf32> to vector<1x2x2xf32> } : vector<1x2x2x4xi1> -> vector<1x2x2xf32>
            vector.mask %14 { vector.transfer_write %18, %subview_27[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x2x2xf32>, memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>> } : vector<1x2x2xi1>
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
    scf.for %arg0 = %c0 to %c1 step %c1 {
      scf.for %arg1 = %c0 to %c4 step %c1 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c3 step %c1 {
            memref.store %cst_0, %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    scf.for %arg0 = %c0 to %c1 step %c1 {
      scf.for %arg1 = %c0 to %c4 step %c1 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c3 step %c1 {
            scf.for %arg4 = %c0 to %c3 step %c1 {
              scf.for %arg5 = %c0 to %c2 step %c1 {
                scf.for %arg6 = %c0 to %c2 step %c1 {
                  %7 = affine.apply #map5(%arg1, %arg4)
                  %8 = affine.apply #map5(%arg2, %arg5)
                  %9 = memref.load %expand_shape_13[%arg0, %7, %8, %arg6] : memref<1x6x5x2xf32>
                  %10 = memref.load %expand_shape_14[%arg4, %arg5, %arg6, %arg3] : memref<3x2x2x3xf32>
                  %11 = memref.load %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
                  %12 = arith.mulf %9, %10 : f32
                  %13 = arith.addf %11, %12 : f32
                  memref.store %13, %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
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
    scf.for %arg0 = %c0 to %c1 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            memref.store %cst, %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
          }
        }
      }
    }
    scf.for %arg0 = %c0 to %c1 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            scf.for %arg4 = %c0 to %c2 step %c1 {
              scf.for %arg5 = %c0 to %c3 step %c1 {
                %7 = affine.apply #map6(%arg1, %arg4)
                %8 = affine.apply #map5(%arg2, %arg5)
                %9 = memref.load %expand_shape_13[%arg0, %7, %8, %arg3] : memref<1x6x5x2xf32>
                %10 = memref.load %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
                %11 = arith.maximumf %10, %9 : f32
                memref.store %11, %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
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
    scf.for %arg0 = %c0 to %c5 step %c1 {
      memref.store %cst_0, %alloc_23[%arg0] : memref<5xf32>
    }
    %1 = vector.create_mask %c5, %c7 : vector<8x8xi1>
    %2 = vector.mask %1 { vector.transfer_read %expand_shape_22[%c0, %c0], %0 {in_bounds = [true, true]} : memref<5x7xf32>, vector<8x8xf32> } : vector<8x8xi1> -> vector<8x8xf32>
    %3 = vector.create_mask %c5 : vector<8xi1>
    %4 = vector.mask %3 { vector.transfer_read %alloc_23[%c0], %0 {in_bounds = [true]} : memref<5xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    %5 = arith.mulf %2, %2 : vector<8x8xf32>
    %6 = vector.mask %1 { vector.multi_reduction <add>, %5, %4 [1] : vector<8x8xf32> to vector<8xf32> } : vector<8x8xi1> -> vector<8xf32>
    vector.mask %3 { vector.transfer_write %6, %alloc_23[%c0] {in_bounds = [true]} : vector<8xf32>, memref<5xf32> } : vector<8xi1>
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
  module attributes {transform.with_named_sequence} {
  }
}

