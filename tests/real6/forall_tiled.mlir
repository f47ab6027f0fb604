// Generated from src/forall.mlir.in by: mlir-opt --scf-forall-to-parallel --scf-parallel-loop-tiling=parallel-loop-tile-sizes=4,4
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
#map1 = affine_map<(d0, d1) -> (d0 * 14 + d1)>
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c2 = arith.constant 2 : index
    %c14 = arith.constant 14 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<9x14xf32>
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c9_2 = arith.constant 9 : index
    %c14_3 = arith.constant 14 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_7 = arith.constant 4 : index
    %0 = arith.muli %c1_4, %c4 : index
    %1 = arith.muli %c1_5, %c4_7 : index
    scf.parallel (%arg0, %arg1) = (%c0_0, %c0_1) to (%c9_2, %c14_3) step (%0, %1) {
      %5 = affine.min #map(%0, %c9_2, %arg0)
      %6 = affine.min #map(%1, %c14_3, %arg1)
      scf.parallel (%arg2, %arg3) = (%c0_6, %c0_6) to (%5, %6) step (%c1_4, %c1_5) {
        %7 = arith.addi %arg2, %arg0 : index
        %8 = arith.addi %arg3, %arg1 : index
        %9 = affine.apply #map1(%7, %8)
        %10 = arith.index_cast %9 : index to i32
        %11 = arith.sitofp %10 : i32 to f32
        %12 = math.sin %11 : f32
        memref.store %12, %alloc[%7, %8] : memref<9x14xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %alloc_8 = memref.alloc() : memref<9xf32>
    %c0_9 = arith.constant 0 : index
    %c9_10 = arith.constant 9 : index
    %c2_11 = arith.constant 2 : index
    %c0_12 = arith.constant 0 : index
    %c4_13 = arith.constant 4 : index
    %2 = arith.muli %c2_11, %c4_13 : index
    scf.parallel (%arg0) = (%c0_9) to (%c9_10) step (%2) {
      %5 = affine.min #map(%2, %c9_10, %arg0)
      scf.parallel (%arg1) = (%c0_12) to (%5) step (%c2_11) {
        %6 = arith.addi %arg1, %arg0 : index
        %7 = scf.for %arg2 = %c0 to %c14 step %c1 iter_args(%arg3 = %cst) -> (f32) {
          %8 = memref.load %alloc[%6, %arg2] : memref<9x14xf32>
          %9 = arith.addf %arg3, %8 : f32
          scf.yield %9 : f32
        }
        memref.store %7, %alloc_8[%6] : memref<9xf32>
        scf.reduce 
      }
      scf.reduce 
    }
    %3 = scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c9, %c14) step (%c1, %c1) init (%cst) -> f32 {
      %5 = memref.load %alloc[%arg0, %arg1] : memref<9x14xf32>
      %6 = arith.mulf %5, %5 : f32
      scf.reduce(%6 : f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %7 = arith.addf %arg2, %arg3 : f32
        scf.reduce.return %7 : f32
      }
    }
    vector.print %3 : f32
    %4 = vector.transfer_read %alloc[%c1, %c0], %cst : memref<9x14xf32>, vector<14xf32>
    vector.print %4 : vector<14xf32>
    scf.for %arg0 = %c0 to %c9 step %c2 {
      %5 = memref.load %alloc_8[%arg0] : memref<9xf32>
      vector.print %5 : f32
    }
    return
  }
}

