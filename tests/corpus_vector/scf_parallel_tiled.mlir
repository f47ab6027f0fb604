// Generated from tests/corpus_vector/src/linalg_ops.mlir.in by mlir-opt 22 with
// PASSES: --convert-linalg-to-parallel-loops --scf-parallel-loop-tiling=parallel-loop-tile-sizes=2,3
#map = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
#map2 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
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
    %c0_1 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = arith.muli %c1, %c2 : index
    %1 = arith.muli %c1, %c3 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%0, %1) {
      %2 = affine.min #map(%0, %dim, %arg2)
      %3 = affine.min #map(%1, %dim_0, %arg3)
      scf.parallel (%arg4, %arg5) = (%c0_1, %c0_1) to (%2, %3) step (%c1, %c1) {
        %4 = arith.addi %arg4, %arg2 : index
        %5 = arith.addi %arg5, %arg3 : index
        %6 = memref.load %arg1[%4] : memref<?xf32>
        %7 = memref.load %arg0[%4, %5] : memref<?x?xf32>
        %8 = arith.mulf %7, %6 : f32
        %9 = arith.addf %8, %6 : f32
        memref.store %9, %arg0[%4, %5] : memref<?x?xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    return
  }
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
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
    %c0_7 = arith.constant 0 : index
    %c2_8 = arith.constant 2 : index
    %c3_9 = arith.constant 3 : index
    %c1_10 = arith.constant 1 : index
    %0 = arith.muli %c1, %c2_8 : index
    %1 = arith.muli %c1, %c3_9 : index
    %2 = arith.muli %c1, %c1_10 : index
    scf.parallel (%arg0, %arg1, %arg2) = (%c0, %c0, %c0) to (%c2, %c3, %c3) step (%0, %1, %2) {
      scf.parallel (%arg3, %arg4, %arg5) = (%c0_7, %c0_7, %c0_7) to (%0, %1, %2) step (%c1, %c1, %c1) {
        %24 = arith.addi %arg3, %arg0 : index
        %25 = arith.addi %arg4, %arg1 : index
        %26 = arith.addi %arg5, %arg2 : index
        memref.store %cst_0, %expand_shape_6[%24, %25, %26] : memref<2x3x3xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %c0_11 = arith.constant 0 : index
    %c2_12 = arith.constant 2 : index
    %c3_13 = arith.constant 3 : index
    %c1_14 = arith.constant 1 : index
    %3 = arith.muli %c1, %c2_12 : index
    %4 = arith.muli %c1, %c3_13 : index
    %5 = arith.muli %c1, %c1_14 : index
    scf.parallel (%arg0, %arg1, %arg2) = (%c0, %c0, %c0) to (%c2, %c3, %c3) step (%3, %4, %5) {
      scf.parallel (%arg3, %arg4, %arg5) = (%c0_11, %c0_11, %c0_11) to (%3, %4, %5) step (%c1, %c1, %c1) {
        %24 = arith.addi %arg3, %arg0 : index
        %25 = arith.addi %arg4, %arg1 : index
        %26 = arith.addi %arg5, %arg2 : index
        scf.for %arg6 = %c0 to %c5 step %c1 {
          %27 = memref.load %expand_shape[%24, %25, %arg6] : memref<2x3x5xf32>
          %28 = memref.load %expand_shape_5[%24, %arg6, %26] : memref<2x5x3xf32>
          %29 = memref.load %expand_shape_6[%24, %25, %26] : memref<2x3x3xf32>
          %30 = arith.mulf %27, %28 : f32
          %31 = arith.addf %29, %30 : f32
          memref.store %31, %expand_shape_6[%24, %25, %26] : memref<2x3x3xf32>
        }
        scf.reduce 
      }
      scf.reduce 
    }
    call @show(%cast_4, %c3) : (memref<?xf32>, index) -> ()
    %alloc_15 = memref.alloc() : memref<60xf32>
    %alloc_16 = memref.alloc() : memref<36xf32>
    %alloc_17 = memref.alloc() : memref<48xf32>
    %cast_18 = memref.cast %alloc_15 : memref<60xf32> to memref<?xf32>
    %cast_19 = memref.cast %alloc_16 : memref<36xf32> to memref<?xf32>
    %cast_20 = memref.cast %alloc_17 : memref<48xf32> to memref<?xf32>
    call @fill(%cast_18, %c17_i32) : (memref<?xf32>, i32) -> ()
    call @fill(%cast_19, %c13_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_21 = memref.expand_shape %alloc_15 [[0, 1, 2, 3]] output_shape [1, 6, 5, 2] : memref<60xf32> into memref<1x6x5x2xf32>
    %expand_shape_22 = memref.expand_shape %alloc_16 [[0, 1, 2, 3]] output_shape [3, 2, 2, 3] : memref<36xf32> into memref<3x2x2x3xf32>
    %expand_shape_23 = memref.expand_shape %alloc_17 [[0, 1, 2, 3]] output_shape [1, 4, 4, 3] : memref<48xf32> into memref<1x4x4x3xf32>
    %c0_24 = arith.constant 0 : index
    %c2_25 = arith.constant 2 : index
    %c3_26 = arith.constant 3 : index
    %c1_27 = arith.constant 1 : index
    %c1_28 = arith.constant 1 : index
    %6 = arith.muli %c1, %c2_25 : index
    %7 = arith.muli %c1, %c3_26 : index
    %8 = arith.muli %c1, %c1_27 : index
    %9 = arith.muli %c1, %c1_28 : index
    scf.parallel (%arg0, %arg1, %arg2, %arg3) = (%c0, %c0, %c0, %c0) to (%c1, %c4, %c4, %c3) step (%6, %7, %8, %9) {
      %24 = affine.min #map(%6, %c1, %arg0)
      %25 = affine.min #map(%7, %c4, %arg1)
      scf.parallel (%arg4, %arg5, %arg6, %arg7) = (%c0_24, %c0_24, %c0_24, %c0_24) to (%24, %25, %8, %9) step (%c1, %c1, %c1, %c1) {
        %26 = arith.addi %arg4, %arg0 : index
        %27 = arith.addi %arg5, %arg1 : index
        %28 = arith.addi %arg6, %arg2 : index
        %29 = arith.addi %arg7, %arg3 : index
        memref.store %cst_0, %expand_shape_23[%26, %27, %28, %29] : memref<1x4x4x3xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %c0_29 = arith.constant 0 : index
    %c2_30 = arith.constant 2 : index
    %c3_31 = arith.constant 3 : index
    %c1_32 = arith.constant 1 : index
    %c1_33 = arith.constant 1 : index
    %10 = arith.muli %c1, %c2_30 : index
    %11 = arith.muli %c1, %c3_31 : index
    %12 = arith.muli %c1, %c1_32 : index
    %13 = arith.muli %c1, %c1_33 : index
    scf.parallel (%arg0, %arg1, %arg2, %arg3) = (%c0, %c0, %c0, %c0) to (%c1, %c4, %c4, %c3) step (%10, %11, %12, %13) {
      %24 = affine.min #map(%10, %c1, %arg0)
      %25 = affine.min #map(%11, %c4, %arg1)
      scf.parallel (%arg4, %arg5, %arg6, %arg7) = (%c0_29, %c0_29, %c0_29, %c0_29) to (%24, %25, %12, %13) step (%c1, %c1, %c1, %c1) {
        %26 = arith.addi %arg4, %arg0 : index
        %27 = arith.addi %arg5, %arg1 : index
        %28 = arith.addi %arg6, %arg2 : index
        %29 = arith.addi %arg7, %arg3 : index
        scf.for %arg8 = %c0 to %c3 step %c1 {
          scf.for %arg9 = %c0 to %c2 step %c1 {
            scf.for %arg10 = %c0 to %c2 step %c1 {
              %30 = affine.apply #map1(%27, %arg8)
              %31 = affine.apply #map1(%28, %arg9)
              %32 = memref.load %expand_shape_21[%26, %30, %31, %arg10] : memref<1x6x5x2xf32>
              %33 = memref.load %expand_shape_22[%arg8, %arg9, %arg10, %29] : memref<3x2x2x3xf32>
              %34 = memref.load %expand_shape_23[%26, %27, %28, %29] : memref<1x4x4x3xf32>
              %35 = arith.mulf %32, %33 : f32
              %36 = arith.addf %34, %35 : f32
              memref.store %36, %expand_shape_23[%26, %27, %28, %29] : memref<1x4x4x3xf32>
            }
          }
        }
        scf.reduce 
      }
      scf.reduce 
    }
    call @show(%cast_20, %c12) : (memref<?xf32>, index) -> ()
    %alloc_34 = memref.alloc() : memref<18xf32>
    %cast_35 = memref.cast %alloc_34 : memref<18xf32> to memref<?xf32>
    %expand_shape_36 = memref.expand_shape %alloc_34 [[0, 1, 2, 3]] output_shape [1, 3, 3, 2] : memref<18xf32> into memref<1x3x3x2xf32>
    %alloc_37 = memref.alloc() : memref<2x3xf32>
    %c0_38 = arith.constant 0 : index
    %c2_39 = arith.constant 2 : index
    %c3_40 = arith.constant 3 : index
    %c1_41 = arith.constant 1 : index
    %c1_42 = arith.constant 1 : index
    %14 = arith.muli %c1, %c2_39 : index
    %15 = arith.muli %c1, %c3_40 : index
    %16 = arith.muli %c1, %c1_41 : index
    %17 = arith.muli %c1, %c1_42 : index
    scf.parallel (%arg0, %arg1, %arg2, %arg3) = (%c0, %c0, %c0, %c0) to (%c1, %c3, %c3, %c2) step (%14, %15, %16, %17) {
      %24 = affine.min #map(%14, %c1, %arg0)
      scf.parallel (%arg4, %arg5, %arg6, %arg7) = (%c0_38, %c0_38, %c0_38, %c0_38) to (%24, %15, %16, %17) step (%c1, %c1, %c1, %c1) {
        %25 = arith.addi %arg4, %arg0 : index
        %26 = arith.addi %arg5, %arg1 : index
        %27 = arith.addi %arg6, %arg2 : index
        %28 = arith.addi %arg7, %arg3 : index
        memref.store %cst, %expand_shape_36[%25, %26, %27, %28] : memref<1x3x3x2xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %c0_43 = arith.constant 0 : index
    %c2_44 = arith.constant 2 : index
    %c3_45 = arith.constant 3 : index
    %c1_46 = arith.constant 1 : index
    %c1_47 = arith.constant 1 : index
    %18 = arith.muli %c1, %c2_44 : index
    %19 = arith.muli %c1, %c3_45 : index
    %20 = arith.muli %c1, %c1_46 : index
    %21 = arith.muli %c1, %c1_47 : index
    scf.parallel (%arg0, %arg1, %arg2, %arg3) = (%c0, %c0, %c0, %c0) to (%c1, %c3, %c3, %c2) step (%18, %19, %20, %21) {
      %24 = affine.min #map(%18, %c1, %arg0)
      scf.parallel (%arg4, %arg5, %arg6, %arg7) = (%c0_43, %c0_43, %c0_43, %c0_43) to (%24, %19, %20, %21) step (%c1, %c1, %c1, %c1) {
        %25 = arith.addi %arg4, %arg0 : index
        %26 = arith.addi %arg5, %arg1 : index
        %27 = arith.addi %arg6, %arg2 : index
        %28 = arith.addi %arg7, %arg3 : index
        scf.for %arg8 = %c0 to %c2 step %c1 {
          scf.for %arg9 = %c0 to %c3 step %c1 {
            %29 = affine.apply #map2(%26, %arg8)
            %30 = affine.apply #map1(%27, %arg9)
            %31 = memref.load %expand_shape_21[%25, %29, %30, %28] : memref<1x6x5x2xf32>
            %32 = memref.load %expand_shape_36[%25, %26, %27, %28] : memref<1x3x3x2xf32>
            %33 = arith.maximumf %32, %31 : f32
            memref.store %33, %expand_shape_36[%25, %26, %27, %28] : memref<1x3x3x2xf32>
          }
        }
        scf.reduce 
      }
      scf.reduce 
    }
    call @show(%cast_35, %c6) : (memref<?xf32>, index) -> ()
    %alloc_48 = memref.alloc() : memref<35xf32>
    %cast_49 = memref.cast %alloc_48 : memref<35xf32> to memref<?xf32>
    call @fill(%cast_49, %c17_i32) : (memref<?xf32>, i32) -> ()
    %expand_shape_50 = memref.expand_shape %alloc_48 [[0, 1]] output_shape [5, 7] : memref<35xf32> into memref<5x7xf32>
    %alloc_51 = memref.alloc() : memref<5xf32>
    %c0_52 = arith.constant 0 : index
    %c2_53 = arith.constant 2 : index
    %22 = arith.muli %c1, %c2_53 : index
    scf.parallel (%arg0) = (%c0) to (%c5) step (%22) {
      %24 = affine.min #map(%22, %c5, %arg0)
      scf.parallel (%arg1) = (%c0_52) to (%24) step (%c1) {
        %25 = arith.addi %arg1, %arg0 : index
        memref.store %cst_0, %alloc_51[%25] : memref<5xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %c0_54 = arith.constant 0 : index
    %c2_55 = arith.constant 2 : index
    %23 = arith.muli %c1, %c2_55 : index
    scf.parallel (%arg0) = (%c0) to (%c5) step (%23) {
      %24 = affine.min #map(%23, %c5, %arg0)
      scf.parallel (%arg1) = (%c0_54) to (%24) step (%c1) {
        %25 = arith.addi %arg1, %arg0 : index
        scf.for %arg2 = %c0 to %c7 step %c1 {
          %26 = memref.load %expand_shape_50[%25, %arg2] : memref<5x7xf32>
          %27 = memref.load %alloc_51[%25] : memref<5xf32>
          %28 = arith.mulf %26, %26 : f32
          %29 = arith.addf %27, %28 : f32
          memref.store %29, %alloc_51[%25] : memref<5xf32>
        }
        scf.reduce 
      }
      scf.reduce 
    }
    %cast_56 = memref.cast %alloc_51 : memref<5xf32> to memref<?xf32>
    call @show(%cast_56, %c5) : (memref<?xf32>, index) -> ()
    %cast_57 = memref.cast %expand_shape_50 : memref<5x7xf32> to memref<?x?xf32>
    call @scale_rows(%cast_57, %cast_56) : (memref<?x?xf32>, memref<?xf32>) -> ()
    call @show(%cast_49, %c7) : (memref<?xf32>, index) -> ()
    memref.dealloc %alloc : memref<30xf32>
    memref.dealloc %alloc_1 : memref<30xf32>
    memref.dealloc %alloc_2 : memref<18xf32>
    memref.dealloc %alloc_15 : memref<60xf32>
    memref.dealloc %alloc_16 : memref<36xf32>
    memref.dealloc %alloc_17 : memref<48xf32>
    memref.dealloc %alloc_34 : memref<18xf32>
    memref.dealloc %alloc_37 : memref<2x3xf32>
    memref.dealloc %alloc_48 : memref<35xf32>
    memref.dealloc %alloc_51 : memref<5xf32>
    return
  }
}

