// Generated from tests/corpus_vector/src/linalg_vectorize.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --convert-linalg-to-loops --lower-vector-mask --lower-vector-multi-reduction --convert-vector-to-scf=full-unroll
#map = affine_map<(d0) -> (-d0 + 3, 2)>
#map1 = affine_map<(d0) -> (-d0 + 5, 4)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#map3 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
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
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %0 = ub.poison : vector<8x8xf32>
    %1 = ub.poison : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %2 = vector.create_mask %dim : vector<8xi1>
    %3 = vector.transfer_read %arg1[%c0], %1, %2 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    %4 = vector.broadcast %3 : vector<8xf32> to vector<8x8xf32>
    %5 = vector.transpose %4, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
    %6 = vector.create_mask %dim, %dim_0 : vector<8x8xi1>
    %7 = vector.extract %6[0] : vector<8xi1> from vector<8x8xi1>
    %8 = vector.transfer_read %arg0[%c0, %c0], %1, %7 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %9 = vector.insert %8, %0 [0] : vector<8xf32> into vector<8x8xf32>
    %10 = vector.extract %6[1] : vector<8xi1> from vector<8x8xi1>
    %11 = vector.transfer_read %arg0[%c1, %c0], %1, %10 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %12 = vector.insert %11, %9 [1] : vector<8xf32> into vector<8x8xf32>
    %13 = vector.extract %6[2] : vector<8xi1> from vector<8x8xi1>
    %14 = vector.transfer_read %arg0[%c2, %c0], %1, %13 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %15 = vector.insert %14, %12 [2] : vector<8xf32> into vector<8x8xf32>
    %16 = vector.extract %6[3] : vector<8xi1> from vector<8x8xi1>
    %17 = vector.transfer_read %arg0[%c3, %c0], %1, %16 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %18 = vector.insert %17, %15 [3] : vector<8xf32> into vector<8x8xf32>
    %19 = vector.extract %6[4] : vector<8xi1> from vector<8x8xi1>
    %20 = vector.transfer_read %arg0[%c4, %c0], %1, %19 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %21 = vector.insert %20, %18 [4] : vector<8xf32> into vector<8x8xf32>
    %22 = vector.extract %6[5] : vector<8xi1> from vector<8x8xi1>
    %23 = vector.transfer_read %arg0[%c5, %c0], %1, %22 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %24 = vector.insert %23, %21 [5] : vector<8xf32> into vector<8x8xf32>
    %25 = vector.extract %6[6] : vector<8xi1> from vector<8x8xi1>
    %26 = vector.transfer_read %arg0[%c6, %c0], %1, %25 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %27 = vector.insert %26, %24 [6] : vector<8xf32> into vector<8x8xf32>
    %28 = vector.extract %6[7] : vector<8xi1> from vector<8x8xi1>
    %29 = vector.transfer_read %arg0[%c7, %c0], %1, %28 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %30 = vector.insert %29, %27 [7] : vector<8xf32> into vector<8x8xf32>
    %31 = arith.mulf %30, %5 : vector<8x8xf32>
    %32 = arith.addf %31, %5 : vector<8x8xf32>
    %33 = vector.extract %32[0] : vector<8xf32> from vector<8x8xf32>
    %34 = vector.extract %6[0] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %33, %arg0[%c0, %c0], %34 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %35 = vector.extract %32[1] : vector<8xf32> from vector<8x8xf32>
    %36 = vector.extract %6[1] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %35, %arg0[%c1, %c0], %36 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %37 = vector.extract %32[2] : vector<8xf32> from vector<8x8xf32>
    %38 = vector.extract %6[2] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %37, %arg0[%c2, %c0], %38 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %39 = vector.extract %32[3] : vector<8xf32> from vector<8x8xf32>
    %40 = vector.extract %6[3] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %39, %arg0[%c3, %c0], %40 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %41 = vector.extract %32[4] : vector<8xf32> from vector<8x8xf32>
    %42 = vector.extract %6[4] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %41, %arg0[%c4, %c0], %42 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %43 = vector.extract %32[5] : vector<8xf32> from vector<8x8xf32>
    %44 = vector.extract %6[5] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %43, %arg0[%c5, %c0], %44 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %45 = vector.extract %32[6] : vector<8xf32> from vector<8x8xf32>
    %46 = vector.extract %6[6] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %45, %arg0[%c6, %c0], %46 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    %47 = vector.extract %32[7] : vector<8xf32> from vector<8x8xf32>
    %48 = vector.extract %6[7] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %47, %arg0[%c7, %c0], %48 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    return
  }
  func.func @main() {
    %0 = ub.poison : vector<8x8xf32>
    %1 = ub.poison : vector<1x2x2xf32>
    %2 = ub.poison : vector<1x4x2xf32>
    %3 = ub.poison : vector<1x2x4xf32>
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %cst = arith.constant 0xFF800000 : f32
    %c12 = arith.constant 12 : index
    %4 = ub.poison : f32
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
            %67 = affine.min #map(%arg1)
            %68 = affine.min #map(%arg2)
            %69 = affine.min #map1(%arg3)
            %subview = memref.subview %expand_shape[%arg0, %arg1, %arg3] [1, %67, %69] [1, 1, 1] : memref<2x3x5xf32> to memref<1x?x?xf32, strided<[15, 5, 1], offset: ?>>
            %subview_26 = memref.subview %expand_shape_5[%arg0, %arg3, %arg2] [1, %69, %68] [1, 1, 1] : memref<2x5x3xf32> to memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>
            %subview_27 = memref.subview %expand_shape_6[%arg0, %arg1, %arg2] [1, %67, %68] [1, 1, 1] : memref<2x3x3xf32> to memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>
            %70 = vector.create_mask %c1, %67, %69 : vector<1x2x4xi1>
            %71 = vector.extract %70[0, 0] : vector<4xi1> from vector<1x2x4xi1>
            %72 = vector.transfer_read %subview[%c0, %c0, %c0], %4, %71 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 5, 1], offset: ?>>, vector<4xf32>
            %73 = vector.insert %72, %3 [0, 0] : vector<4xf32> into vector<1x2x4xf32>
            %74 = vector.extract %70[0, 1] : vector<4xi1> from vector<1x2x4xi1>
            %75 = vector.transfer_read %subview[%c0, %c1, %c0], %4, %74 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 5, 1], offset: ?>>, vector<4xf32>
            %76 = vector.insert %75, %73 [0, 1] : vector<4xf32> into vector<1x2x4xf32>
            %77 = vector.broadcast %76 : vector<1x2x4xf32> to vector<2x1x2x4xf32>
            %78 = vector.transpose %77, [1, 2, 0, 3] : vector<2x1x2x4xf32> to vector<1x2x2x4xf32>
            %79 = vector.create_mask %c1, %69, %68 : vector<1x4x2xi1>
            %80 = vector.extract %79[0, 0] : vector<2xi1> from vector<1x4x2xi1>
            %81 = vector.transfer_read %subview_26[%c0, %c0, %c0], %4, %80 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>, vector<2xf32>
            %82 = vector.insert %81, %2 [0, 0] : vector<2xf32> into vector<1x4x2xf32>
            %83 = vector.extract %79[0, 1] : vector<2xi1> from vector<1x4x2xi1>
            %84 = vector.transfer_read %subview_26[%c0, %c1, %c0], %4, %83 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>, vector<2xf32>
            %85 = vector.insert %84, %82 [0, 1] : vector<2xf32> into vector<1x4x2xf32>
            %86 = vector.extract %79[0, 2] : vector<2xi1> from vector<1x4x2xi1>
            %87 = vector.transfer_read %subview_26[%c0, %c2, %c0], %4, %86 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>, vector<2xf32>
            %88 = vector.insert %87, %85 [0, 2] : vector<2xf32> into vector<1x4x2xf32>
            %89 = vector.extract %79[0, 3] : vector<2xi1> from vector<1x4x2xi1>
            %90 = vector.transfer_read %subview_26[%c0, %c3, %c0], %4, %89 {in_bounds = [true]} : memref<1x?x?xf32, strided<[15, 3, 1], offset: ?>>, vector<2xf32>
            %91 = vector.insert %90, %88 [0, 3] : vector<2xf32> into vector<1x4x2xf32>
            %92 = vector.broadcast %91 : vector<1x4x2xf32> to vector<2x1x4x2xf32>
            %93 = vector.transpose %92, [1, 0, 3, 2] : vector<2x1x4x2xf32> to vector<1x2x2x4xf32>
            %94 = vector.create_mask %c1, %67, %68 : vector<1x2x2xi1>
            %95 = vector.extract %94[0, 0] : vector<2xi1> from vector<1x2x2xi1>
            %96 = vector.transfer_read %subview_27[%c0, %c0, %c0], %4, %95 {in_bounds = [true]} : memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>, vector<2xf32>
            %97 = vector.insert %96, %1 [0, 0] : vector<2xf32> into vector<1x2x2xf32>
            %98 = vector.extract %94[0, 1] : vector<2xi1> from vector<1x2x2xi1>
            %99 = vector.transfer_read %subview_27[%c0, %c1, %c0], %4, %98 {in_bounds = [true]} : memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>, vector<2xf32>
            %100 = vector.insert %99, %97 [0, 1] : vector<2xf32> into vector<1x2x2xf32>
            %101 = arith.mulf %78, %93 : vector<1x2x2x4xf32>
            %102 = vector.create_mask %c1, %67, %68, %69 : vector<1x2x2x4xi1>
            %103 = vector.transpose %102, [3, 0, 1, 2] : vector<1x2x2x4xi1> to vector<4x1x2x2xi1>
            %104 = vector.transpose %101, [3, 0, 1, 2] : vector<1x2x2x4xf32> to vector<4x1x2x2xf32>
            %105 = vector.shape_cast %103 : vector<4x1x2x2xi1> to vector<4x4xi1>
            %106 = vector.shape_cast %104 : vector<4x1x2x2xf32> to vector<4x4xf32>
            %107 = vector.shape_cast %100 : vector<1x2x2xf32> to vector<4xf32>
            %108 = vector.extract %106[0] : vector<4xf32> from vector<4x4xf32>
            %109 = vector.extract %105[0] : vector<4xi1> from vector<4x4xi1>
            %110 = arith.addf %108, %107 : vector<4xf32>
            %111 = arith.select %109, %110, %107 : vector<4xi1>, vector<4xf32>
            %112 = vector.extract %106[1] : vector<4xf32> from vector<4x4xf32>
            %113 = vector.extract %105[1] : vector<4xi1> from vector<4x4xi1>
            %114 = arith.addf %112, %111 : vector<4xf32>
            %115 = arith.select %113, %114, %111 : vector<4xi1>, vector<4xf32>
            %116 = vector.extract %106[2] : vector<4xf32> from vector<4x4xf32>
            %117 = vector.extract %105[2] : vector<4xi1> from vector<4x4xi1>
            %118 = arith.addf %116, %115 : vector<4xf32>
            %119 = arith.select %117, %118, %115 : vector<4xi1>, vector<4xf32>
            %120 = vector.extract %106[3] : vector<4xf32> from vector<4x4xf32>
            %121 = vector.extract %105[3] : vector<4xi1> from vector<4x4xi1>
            %122 = arith.addf %120, %119 : vector<4xf32>
            %123 = arith.select %121, %122, %119 : vector<4xi1>, vector<4xf32>
            %124 = vector.shape_cast %123 : vector<4xf32> to vector<1x2x2xf32>
            %125 = vector.extract %124[0, 0] : vector<2xf32> from vector<1x2x2xf32>
            %126 = vector.extract %94[0, 0] : vector<2xi1> from vector<1x2x2xi1>
            vector.transfer_write %125, %subview_27[%c0, %c0, %c0], %126 {in_bounds = [true]} : vector<2xf32>, memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>
            %127 = vector.extract %124[0, 1] : vector<2xf32> from vector<1x2x2xf32>
            %128 = vector.extract %94[0, 1] : vector<2xi1> from vector<1x2x2xi1>
            vector.transfer_write %127, %subview_27[%c0, %c1, %c0], %128 {in_bounds = [true]} : vector<2xf32>, memref<1x?x?xf32, strided<[9, 3, 1], offset: ?>>
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
                  %67 = affine.apply #map2(%arg1, %arg4)
                  %68 = affine.apply #map2(%arg2, %arg5)
                  %69 = memref.load %expand_shape_13[%arg0, %67, %68, %arg6] : memref<1x6x5x2xf32>
                  %70 = memref.load %expand_shape_14[%arg4, %arg5, %arg6, %arg3] : memref<3x2x2x3xf32>
                  %71 = memref.load %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
                  %72 = arith.mulf %69, %70 : f32
                  %73 = arith.addf %71, %72 : f32
                  memref.store %73, %expand_shape_15[%arg0, %arg1, %arg2, %arg3] : memref<1x4x4x3xf32>
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
                %67 = affine.apply #map3(%arg1, %arg4)
                %68 = affine.apply #map2(%arg2, %arg5)
                %69 = memref.load %expand_shape_13[%arg0, %67, %68, %arg3] : memref<1x6x5x2xf32>
                %70 = memref.load %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
                %71 = arith.maximumf %70, %69 : f32
                memref.store %71, %expand_shape_18[%arg0, %arg1, %arg2, %arg3] : memref<1x3x3x2xf32>
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
    %5 = vector.create_mask %c5, %c7 : vector<8x8xi1>
    %6 = vector.extract %5[0] : vector<8xi1> from vector<8x8xi1>
    %7 = vector.transfer_read %expand_shape_22[%c0, %c0], %4, %6 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %8 = vector.insert %7, %0 [0] : vector<8xf32> into vector<8x8xf32>
    %9 = vector.extract %5[1] : vector<8xi1> from vector<8x8xi1>
    %10 = vector.transfer_read %expand_shape_22[%c1, %c0], %4, %9 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %11 = vector.insert %10, %8 [1] : vector<8xf32> into vector<8x8xf32>
    %12 = vector.extract %5[2] : vector<8xi1> from vector<8x8xi1>
    %13 = vector.transfer_read %expand_shape_22[%c2, %c0], %4, %12 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %14 = vector.insert %13, %11 [2] : vector<8xf32> into vector<8x8xf32>
    %15 = vector.extract %5[3] : vector<8xi1> from vector<8x8xi1>
    %16 = vector.transfer_read %expand_shape_22[%c3, %c0], %4, %15 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %17 = vector.insert %16, %14 [3] : vector<8xf32> into vector<8x8xf32>
    %18 = vector.extract %5[4] : vector<8xi1> from vector<8x8xi1>
    %19 = vector.transfer_read %expand_shape_22[%c4, %c0], %4, %18 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %20 = vector.insert %19, %17 [4] : vector<8xf32> into vector<8x8xf32>
    %21 = vector.extract %5[5] : vector<8xi1> from vector<8x8xi1>
    %22 = vector.transfer_read %expand_shape_22[%c5, %c0], %4, %21 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %23 = vector.insert %22, %20 [5] : vector<8xf32> into vector<8x8xf32>
    %24 = vector.extract %5[6] : vector<8xi1> from vector<8x8xi1>
    %25 = vector.transfer_read %expand_shape_22[%c6, %c0], %4, %24 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %26 = vector.insert %25, %23 [6] : vector<8xf32> into vector<8x8xf32>
    %27 = vector.extract %5[7] : vector<8xi1> from vector<8x8xi1>
    %28 = vector.transfer_read %expand_shape_22[%c7, %c0], %4, %27 {in_bounds = [true]} : memref<5x7xf32>, vector<8xf32>
    %29 = vector.insert %28, %26 [7] : vector<8xf32> into vector<8x8xf32>
    %30 = vector.create_mask %c5 : vector<8xi1>
    %31 = vector.transfer_read %alloc_23[%c0], %4, %30 {in_bounds = [true]} : memref<5xf32>, vector<8xf32>
    %32 = arith.mulf %29, %29 : vector<8x8xf32>
    %33 = vector.transpose %5, [1, 0] : vector<8x8xi1> to vector<8x8xi1>
    %34 = vector.transpose %32, [1, 0] : vector<8x8xf32> to vector<8x8xf32>
    %35 = vector.extract %34[0] : vector<8xf32> from vector<8x8xf32>
    %36 = vector.extract %33[0] : vector<8xi1> from vector<8x8xi1>
    %37 = arith.addf %35, %31 : vector<8xf32>
    %38 = arith.select %36, %37, %31 : vector<8xi1>, vector<8xf32>
    %39 = vector.extract %34[1] : vector<8xf32> from vector<8x8xf32>
    %40 = vector.extract %33[1] : vector<8xi1> from vector<8x8xi1>
    %41 = arith.addf %39, %38 : vector<8xf32>
    %42 = arith.select %40, %41, %38 : vector<8xi1>, vector<8xf32>
    %43 = vector.extract %34[2] : vector<8xf32> from vector<8x8xf32>
    %44 = vector.extract %33[2] : vector<8xi1> from vector<8x8xi1>
    %45 = arith.addf %43, %42 : vector<8xf32>
    %46 = arith.select %44, %45, %42 : vector<8xi1>, vector<8xf32>
    %47 = vector.extract %34[3] : vector<8xf32> from vector<8x8xf32>
    %48 = vector.extract %33[3] : vector<8xi1> from vector<8x8xi1>
    %49 = arith.addf %47, %46 : vector<8xf32>
    %50 = arith.select %48, %49, %46 : vector<8xi1>, vector<8xf32>
    %51 = vector.extract %34[4] : vector<8xf32> from vector<8x8xf32>
    %52 = vector.extract %33[4] : vector<8xi1> from vector<8x8xi1>
    %53 = arith.addf %51, %50 : vector<8xf32>
    %54 = arith.select %52, %53, %50 : vector<8xi1>, vector<8xf32>
    %55 = vector.extract %34[5] : vector<8xf32> from vector<8x8xf32>
    %56 = vector.extract %33[5] : vector<8xi1> from vector<8x8xi1>
    %57 = arith.addf %55, %54 : vector<8xf32>
    %58 = arith.select %56, %57, %54 : vector<8xi1>, vector<8xf32>
    %59 = vector.extract %34[6] : vector<8xf32> from vector<8x8xf32>
    %60 = vector.extract %33[6] : vector<8xi1> from vector<8x8xi1>
    %61 = arith.addf %59, %58 : vector<8xf32>
    %62 = arith.select %60, %61, %58 : vector<8xi1>, vector<8xf32>
    %63 = vector.extract %34[7] : vector<8xf32> from vector<8x8xf32>
    %64 = vector.extract %33[7] : vector<8xi1> from vector<8x8xi1>
    %65 = arith.addf %63, %62 : vector<8xf32>
    %66 = arith.select %64, %65, %62 : vector<8xi1>, vector<8xf32>
    vector.transfer_write %66, %alloc_23[%c0], %30 {in_bounds = [true]} : vector<8xf32>, memref<5xf32>
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

