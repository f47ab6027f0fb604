// Generated from tests/corpus_vector/src/memref_layouts.mlir.in by mlir-opt 22 with
// PASSES: --normalize-memrefs --memref-expand --expand-realloc --fold-memref-alias-ops --canonicalize
#map = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @fill(%arg0: memref<2x2x4x4xf32>) {
    %c5_i32 = arith.constant 5 : i32
    %c11_i32 = arith.constant 11 : i32
    %c7_i32 = arith.constant 7 : i32
    affine.for %arg1 = 0 to 6 {
      affine.for %arg2 = 0 to 8 {
        %0 = arith.index_cast %arg1 : index to i32
        %1 = arith.index_cast %arg2 : index to i32
        %2 = arith.muli %0, %c7_i32 : i32
        %3 = arith.addi %2, %1 : i32
        %4 = arith.remsi %3, %c11_i32 : i32
        %5 = arith.subi %4, %c5_i32 : i32
        %6 = arith.sitofp %5 : i32 to f32
        affine.store %6, %arg0[%arg1 floordiv 4, %arg2 floordiv 4, %arg1 mod 4, %arg2 mod 4] : memref<2x2x4x4xf32>
      }
    }
    return
  }
  func.func @transpose(%arg0: memref<2x2x4x4xf32>, %arg1: memref<6x8xf32>) {
    %cst = arith.constant 2.000000e+00 : f32
    affine.for %arg2 = 0 to 6 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %arg0[%arg2 floordiv 4, %arg3 floordiv 4, %arg2 mod 4, %arg3 mod 4] : memref<2x2x4x4xf32>
        %1 = arith.mulf %0, %cst : f32
        affine.store %1, %arg1[%arg2, %arg3] : memref<6x8xf32>
      }
    }
    return
  }
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc() : memref<2x2x4x4xf32>
    %alloc_0 = memref.alloc() : memref<6x8xf32>
    call @fill(%alloc) : (memref<2x2x4x4xf32>) -> ()
    call @transpose(%alloc, %alloc_0) : (memref<2x2x4x4xf32>, memref<6x8xf32>) -> ()
    %alloc_1 = memref.alloc() : memref<8xf32>
    %alloc_2 = memref.alloc() : memref<8xf32>
    affine.for %arg0 = 0 to 8 {
      affine.store %cst, %alloc_1[%arg0] : memref<8xf32>
      affine.store %cst, %alloc_2[%arg0] : memref<8xf32>
    }
    affine.for %arg0 = 0 to 8 {
      affine.for %arg1 = 0 to 6 {
        %4 = affine.load %alloc_0[%arg1, %arg0] : memref<6x8xf32>
        %5 = memref.atomic_rmw maximumf %4, %alloc_1[%arg0] : (f32, memref<8xf32>) -> f32
        %6 = memref.atomic_rmw minnumf %4, %alloc_2[%arg0] : (f32, memref<8xf32>) -> f32
      }
    }
    %alloc_3 = memref.alloc() : memref<2xindex>
    memref.store %c2, %alloc_3[%c0] : memref<2xindex>
    memref.store %c4, %alloc_3[%c1] : memref<2xindex>
    %0 = memref.load %alloc_3[%c1] : memref<2xindex>
    %1 = memref.load %alloc_3[%c0] : memref<2xindex>
    %reinterpret_cast = memref.reinterpret_cast %alloc_1 to offset: [0], sizes: [%1, %0], strides: [%0, 1] : memref<8xf32> to memref<?x?xf32>
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c2 step %c1 {
        %4 = affine.apply #map()[%arg1]
        %5 = memref.load %reinterpret_cast[%arg0, %4] : memref<?x?xf32>
        vector.print %5 : f32
      }
    }
    %alloc_4 = memref.alloc() : memref<12xf32>
    %subview = memref.subview %alloc_4[0] [8] [1] : memref<12xf32> to memref<8xf32, strided<[1]>>
    memref.copy %alloc_2, %subview : memref<8xf32> to memref<8xf32, strided<[1]>>
    memref.dealloc %alloc_2 : memref<8xf32>
    %2 = vector.transfer_read %alloc_4[%c0], %cst {in_bounds = [true]} : memref<12xf32>, vector<8xf32>
    vector.print %2 : vector<8xf32>
    %alloc_5 = memref.alloc() : memref<11xf32>
    affine.for %arg0 = 0 to 3 {
      affine.store %cst, %alloc_5[%arg0] : memref<11xf32>
    }
    affine.for %arg0 = 0 to 8 {
      %4 = affine.load %alloc_1[%arg0] : memref<8xf32>
      affine.store %4, %alloc_5[%arg0 + 3] : memref<11xf32>
    }
    %3 = vector.transfer_read %alloc_5[%c0], %cst {in_bounds = [true]} : memref<11xf32>, vector<11xf32>
    vector.print %3 : vector<11xf32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      vector.print punctuation <open>
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %4 = memref.load %alloc_0[%arg1, %arg0] : memref<6x8xf32>
        vector.print %4 : f32 punctuation <no_punctuation>
        vector.print punctuation <comma>
      }
      vector.print punctuation <close>
      vector.print
    }
    memref.dealloc %alloc : memref<2x2x4x4xf32>
    memref.dealloc %alloc_0 : memref<6x8xf32>
    memref.dealloc %alloc_4 : memref<12xf32>
    return
  }
}

