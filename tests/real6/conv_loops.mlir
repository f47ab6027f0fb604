// Generated from src/conv.mlir.in by: mlir-opt --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --canonicalize --cse
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1 * 2)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @main() {
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c9 = arith.constant 9 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant -1.000000e+30 : f32
    %c11 = arith.constant 11 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x9x10x3xf32>
    scf.for %arg0 = %c0 to %c9 step %c1 {
      scf.for %arg1 = %c0 to %c10 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          %3 = arith.muli %arg0, %c7 : index
          %4 = arith.muli %arg1, %c3 : index
          %5 = arith.addi %3, %4 : index
          %6 = arith.addi %5, %arg2 : index
          %7 = arith.remui %6, %c11 : index
          %8 = arith.index_cast %7 : index to i32
          %9 = arith.sitofp %8 : i32 to f32
          memref.store %9, %alloc[%c0, %arg0, %arg1, %arg2] : memref<1x9x10x3xf32>
        }
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3x2x3x4xf32>
    scf.for %arg0 = %c0 to %c3 step %c1 {
      scf.for %arg1 = %c0 to %c2 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c4 step %c1 {
            %3 = arith.addi %arg0, %arg1 : index
            %4 = arith.muli %arg2, %arg3 : index
            %5 = arith.subi %3, %4 : index
            %6 = arith.index_cast %5 : index to i32
            %7 = arith.sitofp %6 : i32 to f32
            memref.store %7, %alloc_1[%arg0, %arg1, %arg2, %arg3] : memref<3x2x3x4xf32>
          }
        }
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x4xf32>
    scf.for %arg0 = %c0 to %c4 step %c1 {
      scf.for %arg1 = %c0 to %c4 step %c1 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          memref.store %cst_0, %alloc_2[%c0, %arg0, %arg1, %arg2] : memref<1x4x4x4xf32>
        }
      }
    }
    scf.for %arg0 = %c0 to %c4 step %c1 {
      scf.for %arg1 = %c0 to %c4 step %c1 {
        scf.for %arg2 = %c0 to %c4 step %c1 {
          scf.for %arg3 = %c0 to %c3 step %c1 {
            scf.for %arg4 = %c0 to %c2 step %c1 {
              scf.for %arg5 = %c0 to %c3 step %c1 {
                %3 = affine.apply #map(%arg0, %arg3)
                %4 = affine.apply #map1(%arg1, %arg4)
                %5 = memref.load %alloc[%c0, %3, %4, %arg5] : memref<1x9x10x3xf32>
                %6 = memref.load %alloc_1[%arg3, %arg4, %arg5, %arg2] : memref<3x2x3x4xf32>
                %7 = memref.load %alloc_2[%c0, %arg0, %arg1, %arg2] : memref<1x4x4x4xf32>
                %8 = arith.mulf %5, %6 : f32
                %9 = arith.addf %7, %8 : f32
                memref.store %9, %alloc_2[%c0, %arg0, %arg1, %arg2] : memref<1x4x4x4xf32>
              }
            }
          }
        }
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x5x3xf32>
    scf.for %arg0 = %c0 to %c4 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          memref.store %cst, %alloc_3[%c0, %arg0, %arg1, %arg2] : memref<1x4x5x3xf32>
        }
      }
    }
    scf.for %arg0 = %c0 to %c4 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c2 step %c1 {
            scf.for %arg4 = %c0 to %c2 step %c1 {
              %3 = affine.apply #map(%arg0, %arg3)
              %4 = affine.apply #map(%arg1, %arg4)
              %5 = memref.load %alloc[%c0, %3, %4, %arg2] : memref<1x9x10x3xf32>
              %6 = memref.load %alloc_3[%c0, %arg0, %arg1, %arg2] : memref<1x4x5x3xf32>
              %7 = arith.maximumf %6, %5 : f32
              memref.store %7, %alloc_3[%c0, %arg0, %arg1, %arg2] : memref<1x4x5x3xf32>
            }
          }
        }
      }
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x7x9x3xf32>
    scf.for %arg0 = %c0 to %c7 step %c1 {
      scf.for %arg1 = %c0 to %c9 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          memref.store %cst_0, %alloc_4[%c0, %arg0, %arg1, %arg2] : memref<1x7x9x3xf32>
        }
      }
    }
    %subview = memref.subview %alloc_1[0, 0, 0, 1] [3, 2, 3, 1] [1, 1, 1, 1] : memref<3x2x3x4xf32> to memref<3x2x3xf32, strided<[24, 12, 4], offset: 1>>
    scf.for %arg0 = %c0 to %c7 step %c1 {
      scf.for %arg1 = %c0 to %c9 step %c1 {
        scf.for %arg2 = %c0 to %c3 step %c1 {
          scf.for %arg3 = %c0 to %c3 step %c1 {
            scf.for %arg4 = %c0 to %c2 step %c1 {
              %3 = affine.apply #map2(%arg0, %arg3)
              %4 = affine.apply #map2(%arg1, %arg4)
              %5 = memref.load %alloc[%c0, %3, %4, %arg2] : memref<1x9x10x3xf32>
              %6 = memref.load %subview[%arg3, %arg4, %arg2] : memref<3x2x3xf32, strided<[24, 12, 4], offset: 1>>
              %7 = memref.load %alloc_4[%c0, %arg0, %arg1, %arg2] : memref<1x7x9x3xf32>
              %8 = arith.mulf %5, %6 : f32
              %9 = arith.addf %7, %8 : f32
              memref.store %9, %alloc_4[%c0, %arg0, %arg1, %arg2] : memref<1x7x9x3xf32>
            }
          }
        }
      }
    }
    %0 = vector.transfer_read %alloc_4[%c0, %c2, %c0, %c0], %cst_0 {in_bounds = [true, true]} : memref<1x7x9x3xf32>, vector<9x3xf32>
    vector.print %0 : vector<9x3xf32>
    %1 = vector.transfer_read %alloc_2[%c0, %c0, %c0, %c0], %cst_0 {in_bounds = [true, true, true]} : memref<1x4x4x4xf32>, vector<4x4x4xf32>
    vector.print %1 : vector<4x4x4xf32>
    %2 = vector.transfer_read %alloc_3[%c0, %c0, %c0, %c0], %cst_0 {in_bounds = [true, true, true]} : memref<1x4x5x3xf32>, vector<4x5x3xf32>
    vector.print %2 : vector<4x5x3xf32>
    return
  }
}

