// Generated from tests/corpus_memref/src/linalg_kernels.mlir.in (linalg, which rmlir does not read) by
// PASSES: --convert-linalg-to-affine-loops
module {
  func.func @scale_window(%arg0: memref<?x?xf32>, %arg1: index) {
    %cst = arith.constant 3.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %subview = memref.subview %arg0[%c1, 0] [%arg1, %arg1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    affine.for %arg2 = 0 to %arg1 {
      affine.for %arg3 = 0 to %arg1 {
        %0 = affine.load %subview[%arg2, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>>
        %1 = arith.mulf %0, %cst : f32
        affine.store %1, %subview[%arg2, %arg3] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      }
    }
    return
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4x3xf32>
    %alloc_1 = memref.alloc() : memref<3x5xf32>
    %alloc_2 = memref.alloc() : memref<4x5xf32>
    %alloc_3 = memref.alloc() : memref<5x4xf32>
    scf.for %arg0 = %c0 to %c4 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c1 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.addi %0, %1 : i32
        %3 = arith.sitofp %2 : i32 to f32
        memref.store %3, %alloc[%arg0, %arg1] : memref<4x3xf32>
      }
    }
    scf.for %arg0 = %c0 to %c3 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %0 = arith.index_cast %arg0 : index to i32
        %1 = arith.index_cast %arg1 : index to i32
        %2 = arith.subi %1, %0 : i32
        %3 = arith.sitofp %2 : i32 to f32
        memref.store %3, %alloc_1[%arg0, %arg1] : memref<3x5xf32>
      }
    }
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 5 {
        affine.store %cst_0, %alloc_2[%arg0, %arg1] : memref<4x5xf32>
      }
    }
    affine.for %arg0 = 0 to 4 {
      affine.for %arg1 = 0 to 5 {
        affine.for %arg2 = 0 to 3 {
          %0 = affine.load %alloc[%arg0, %arg2] : memref<4x3xf32>
          %1 = affine.load %alloc_1[%arg2, %arg1] : memref<3x5xf32>
          %2 = affine.load %alloc_2[%arg0, %arg1] : memref<4x5xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %alloc_2[%arg0, %arg1] : memref<4x5xf32>
        }
      }
    }
    affine.for %arg0 = 0 to 5 {
      affine.for %arg1 = 0 to 4 {
        %0 = affine.load %alloc_2[%arg1, %arg0] : memref<4x5xf32>
        affine.store %0, %alloc_3[%arg0, %arg1] : memref<5x4xf32>
      }
    }
    %subview = memref.subview %alloc_3[1, 1] [3, 2] [1, 1] : memref<5x4xf32> to memref<3x2xf32, strided<[4, 1], offset: 5>>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        affine.store %cst, %subview[%arg0, %arg1] : memref<3x2xf32, strided<[4, 1], offset: 5>>
      }
    }
    %cast = memref.cast %alloc_3 : memref<5x4xf32> to memref<?x?xf32>
    call @scale_window(%cast, %c2) : (memref<?x?xf32>, index) -> ()
    %collapse_shape = memref.collapse_shape %alloc_3 [[0, 1]] : memref<5x4xf32> into memref<20xf32>
    scf.for %arg0 = %c0 to %c5 step %c1 {
      %0 = arith.muli %arg0, %c4 : index
      %1 = vector.load %collapse_shape[%0] : memref<20xf32>, vector<4xf32>
      vector.print %1 : vector<4xf32>
    }
    memref.dealloc %alloc : memref<4x3xf32>
    memref.dealloc %alloc_1 : memref<3x5xf32>
    memref.dealloc %alloc_2 : memref<4x5xf32>
    memref.dealloc %alloc_3 : memref<5x4xf32>
    return
  }
}

