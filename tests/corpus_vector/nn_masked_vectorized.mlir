// Generated from tests/corpus_vector/src/nn_kernels_vectorize.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --lower-vector-mask --lower-vector-multi-reduction --convert-vector-to-scf=full-unroll
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  memref.global "private" constant @__constant_5x2xf32 : memref<5x2xf32> = dense<[[5.000000e-01, 1.000000e+00], [-1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xbf16 : memref<2x5xbf16> = dense<[[1.000260e+30, -2.500000e+00, 3.000000e+00, 1.000980e-01, 7.000000e+00], [-1.000000e+00, 5.000000e-01, 1.000560e-20, 9.000000e+00, -3.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xf16 : memref<2x5xf16> = dense<[[1.500000e+00, -2.250000e+00, 6.550400e+04, 1.000400e-03, -0.000000e+00], [3.000000e+00, 1.005000e+02, -7.750000e+00, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi12 : memref<2x5xi12> = dense<[[2047, -2048, 100, -77, 0], [1, -1, 555, -1000, 26]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi4 : memref<2x5xi4> = dense<[[7, -8, 3, -1, 0], [5, -5, 2, 6, -7]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x3xf32 : memref<1x3xf32> = dense<[[7.000000e+00, 8.000000e+00, 9.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x7xf32 : memref<3x7xf32> = dense<[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x5xf32 : memref<4x5xf32> = dense<[[5.000000e-01, 1.000000e+00, -1.000000e+00, 2.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01, 3.000000e+00, -5.000000e-01, 1.500000e+00], [0.000000e+00, -3.000000e+00, 5.000000e-01, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.250000e+00, -7.500000e-01], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32> = dense<[[[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00], [2.000000e+00, 2.500000e+00, -5.000000e-01, 8.000000e+00, 1.000000e+00, 0.000000e+00, 3.000000e+00], [-7.000000e+00, 1.000000e+00, 2.000000e+00, -2.000000e+00, 9.000000e+00, 5.000000e-01, 7.500000e-01]], [[3.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, 2.000000e+00, -2.000000e+00, 4.000000e+00], [1.500000e+00, -1.500000e+00, 2.500000e+00, -2.500000e+00, 3.500000e+00, -3.500000e+00, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00, -1.000000e+00, 6.000000e+00], [-4.000000e+00, 4.000000e+00, -3.000000e+00, 3.000000e+00, -2.000000e+00, 2.000000e+00, -1.000000e+00], [5.000000e+00, 2.500000e-01, 5.000000e-01, 7.500000e-01, 1.000000e+00, 1.250000e+00, 1.500000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32> = dense<[[[[1.000000e+00, 5.000000e-01, -1.000000e+00], [0.000000e+00, 2.000000e+00, 1.000000e+00]], [[-5.000000e-01, 1.000000e+00, 2.500000e-01], [1.500000e+00, -1.000000e+00, 0.000000e+00]], [[2.000000e+00, 0.000000e+00, -2.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01]]], [[[0.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -5.000000e-01]], [[2.500000e-01, 7.500000e-01, 2.000000e+00], [-2.000000e+00, 0.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.500000e+00, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32> = dense<[[[[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00], [-1.000000e+00, 2.500000e+00], [4.000000e+00, 2.500000e-01], [-3.000000e+00, 1.500000e+00], [2.000000e+00, -5.000000e-01]], [[0.000000e+00, 1.000000e+00], [-1.500000e+00, 2.000000e+00], [3.500000e+00, -2.500000e+00], [1.000000e+00, 1.000000e+00], [7.500000e-01, -4.000000e+00], [2.500000e+00, 5.000000e-01]], [[-2.000000e+00, 3.000000e+00], [1.250000e+00, -1.000000e+00], [5.000000e-01, 5.000000e-01], [-3.500000e+00, 2.000000e+00], [1.000000e+00, -1.500000e+00], [4.000000e+00, 0.000000e+00]], [[2.000000e+00, 2.000000e+00], [-5.000000e-01, 1.500000e+00], [3.000000e+00, -3.000000e+00], [2.500000e-01, 7.500000e-01], [-1.000000e+00, 2.000000e+00], [1.500000e+00, -2.500000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00], [2.000000e+00, 3.000000e+00], [5.000000e-01, -5.000000e-01], [-2.000000e+00, 1.000000e+00]]]]> {alignment = 64 : i64}
  func.func @conv(%arg0: memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32> {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c4 step %c1 {
          scf.for %arg5 = %c0 to %c3 step %c1 {
            memref.store %cst, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c4 step %c1 {
          scf.for %arg5 = %c0 to %c3 step %c1 {
            scf.for %arg6 = %c0 to %c2 step %c1 {
              scf.for %arg7 = %c0 to %c3 step %c1 {
                scf.for %arg8 = %c0 to %c2 step %c1 {
                  %0 = affine.apply #map(%arg3, %arg6)
                  %1 = affine.apply #map(%arg4, %arg7)
                  %2 = memref.load %arg0[%arg2, %0, %1, %arg8] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
                  %3 = memref.load %arg1[%arg6, %arg7, %arg8, %arg5] : memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
                  %4 = memref.load %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x4x4x3xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  memref.store %6, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x4x4x3xf32>
                }
              }
            }
          }
        }
      }
    }
    return %alloc : memref<1x4x4x3xf32>
  }
  func.func @pool(%arg0: memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            memref.store %cst, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %0 = affine.apply #map1(%arg3, %arg5)
                %1 = affine.apply #map1(%arg4, %arg6)
                %2 = memref.load %arg0[%arg1, %arg2, %0, %1] : memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
                %3 = memref.load %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
                %4 = arith.maximumf %3, %2 : f32
                memref.store %4, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
              }
            }
          }
        }
      }
    }
    return %alloc : memref<1x2x2x3xf32>
  }
  func.func @mmtb(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32> {
    %0 = ub.poison : vector<4x4xf32>
    %c2 = arith.constant 2 : index
    %1 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %2 = ub.poison : vector<4x8xf32>
    %c1 = arith.constant 1 : index
    %3 = ub.poison : f32
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<3x4xf32>
      }
    }
    %4 = vector.create_mask %c3, %c5 : vector<4x8xi1>
    %5 = vector.extract %4[0] : vector<8xi1> from vector<4x8xi1>
    %6 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %5[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg0[%c0, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %7 = vector.insert %6, %2 [0] : vector<8xf32> into vector<4x8xf32>
    %8 = vector.extract %4[1] : vector<8xi1> from vector<4x8xi1>
    %9 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %8[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg0[%c1, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %10 = vector.insert %9, %7 [1] : vector<8xf32> into vector<4x8xf32>
    %11 = vector.extract %4[2] : vector<8xi1> from vector<4x8xi1>
    %12 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %11[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg0[%c2, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %13 = vector.insert %12, %10 [2] : vector<8xf32> into vector<4x8xf32>
    %14 = vector.extract %4[3] : vector<8xi1> from vector<4x8xi1>
    %15 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %14[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg0[%c3, %arg2] : memref<3x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %16 = vector.insert %15, %13 [3] : vector<8xf32> into vector<4x8xf32>
    %17 = vector.broadcast %16 : vector<4x8xf32> to vector<4x4x8xf32>
    %18 = vector.transpose %17, [1, 0, 2] : vector<4x4x8xf32> to vector<4x4x8xf32>
    %19 = vector.create_mask %c4, %c5 : vector<4x8xi1>
    %20 = vector.extract %19[0] : vector<8xi1> from vector<4x8xi1>
    %21 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %20[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg1[%c0, %arg2] : memref<4x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %22 = vector.insert %21, %2 [0] : vector<8xf32> into vector<4x8xf32>
    %23 = vector.extract %19[1] : vector<8xi1> from vector<4x8xi1>
    %24 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %23[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg1[%c1, %arg2] : memref<4x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %25 = vector.insert %24, %22 [1] : vector<8xf32> into vector<4x8xf32>
    %26 = vector.extract %19[2] : vector<8xi1> from vector<4x8xi1>
    %27 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %26[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg1[%c2, %arg2] : memref<4x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %28 = vector.insert %27, %25 [2] : vector<8xf32> into vector<4x8xf32>
    %29 = vector.extract %19[3] : vector<8xi1> from vector<4x8xi1>
    %30 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %1) -> (vector<8xf32>) {
      %94 = vector.extract %29[%arg2] : i1 from vector<8xi1>
      %95 = scf.if %94 -> (vector<8xf32>) {
        %96 = memref.load %arg1[%c3, %arg2] : memref<4x5xf32, strided<[?, ?], offset: ?>>
        %97 = vector.insert %96, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %97 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %95 : vector<8xf32>
    }
    %31 = vector.insert %30, %28 [3] : vector<8xf32> into vector<4x8xf32>
    %32 = vector.broadcast %31 : vector<4x8xf32> to vector<4x4x8xf32>
    %33 = vector.create_mask %c3, %c4 : vector<4x4xi1>
    %34 = vector.extract %33[0] : vector<4xi1> from vector<4x4xi1>
    %35 = vector.transfer_read %alloc[%c0, %c0], %3, %34 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %36 = vector.insert %35, %0 [0] : vector<4xf32> into vector<4x4xf32>
    %37 = vector.extract %33[1] : vector<4xi1> from vector<4x4xi1>
    %38 = vector.transfer_read %alloc[%c1, %c0], %3, %37 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %39 = vector.insert %38, %36 [1] : vector<4xf32> into vector<4x4xf32>
    %40 = vector.extract %33[2] : vector<4xi1> from vector<4x4xi1>
    %41 = vector.transfer_read %alloc[%c2, %c0], %3, %40 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %42 = vector.insert %41, %39 [2] : vector<4xf32> into vector<4x4xf32>
    %43 = vector.extract %33[3] : vector<4xi1> from vector<4x4xi1>
    %44 = vector.transfer_read %alloc[%c3, %c0], %3, %43 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %45 = vector.insert %44, %42 [3] : vector<4xf32> into vector<4x4xf32>
    %46 = arith.mulf %18, %32 : vector<4x4x8xf32>
    %47 = vector.create_mask %c3, %c4, %c5 : vector<4x4x8xi1>
    %48 = vector.transpose %47, [2, 0, 1] : vector<4x4x8xi1> to vector<8x4x4xi1>
    %49 = vector.transpose %46, [2, 0, 1] : vector<4x4x8xf32> to vector<8x4x4xf32>
    %50 = vector.shape_cast %48 : vector<8x4x4xi1> to vector<8x16xi1>
    %51 = vector.shape_cast %49 : vector<8x4x4xf32> to vector<8x16xf32>
    %52 = vector.shape_cast %45 : vector<4x4xf32> to vector<16xf32>
    %53 = vector.extract %51[0] : vector<16xf32> from vector<8x16xf32>
    %54 = vector.extract %50[0] : vector<16xi1> from vector<8x16xi1>
    %55 = arith.addf %53, %52 : vector<16xf32>
    %56 = arith.select %54, %55, %52 : vector<16xi1>, vector<16xf32>
    %57 = vector.extract %51[1] : vector<16xf32> from vector<8x16xf32>
    %58 = vector.extract %50[1] : vector<16xi1> from vector<8x16xi1>
    %59 = arith.addf %57, %56 : vector<16xf32>
    %60 = arith.select %58, %59, %56 : vector<16xi1>, vector<16xf32>
    %61 = vector.extract %51[2] : vector<16xf32> from vector<8x16xf32>
    %62 = vector.extract %50[2] : vector<16xi1> from vector<8x16xi1>
    %63 = arith.addf %61, %60 : vector<16xf32>
    %64 = arith.select %62, %63, %60 : vector<16xi1>, vector<16xf32>
    %65 = vector.extract %51[3] : vector<16xf32> from vector<8x16xf32>
    %66 = vector.extract %50[3] : vector<16xi1> from vector<8x16xi1>
    %67 = arith.addf %65, %64 : vector<16xf32>
    %68 = arith.select %66, %67, %64 : vector<16xi1>, vector<16xf32>
    %69 = vector.extract %51[4] : vector<16xf32> from vector<8x16xf32>
    %70 = vector.extract %50[4] : vector<16xi1> from vector<8x16xi1>
    %71 = arith.addf %69, %68 : vector<16xf32>
    %72 = arith.select %70, %71, %68 : vector<16xi1>, vector<16xf32>
    %73 = vector.extract %51[5] : vector<16xf32> from vector<8x16xf32>
    %74 = vector.extract %50[5] : vector<16xi1> from vector<8x16xi1>
    %75 = arith.addf %73, %72 : vector<16xf32>
    %76 = arith.select %74, %75, %72 : vector<16xi1>, vector<16xf32>
    %77 = vector.extract %51[6] : vector<16xf32> from vector<8x16xf32>
    %78 = vector.extract %50[6] : vector<16xi1> from vector<8x16xi1>
    %79 = arith.addf %77, %76 : vector<16xf32>
    %80 = arith.select %78, %79, %76 : vector<16xi1>, vector<16xf32>
    %81 = vector.extract %51[7] : vector<16xf32> from vector<8x16xf32>
    %82 = vector.extract %50[7] : vector<16xi1> from vector<8x16xi1>
    %83 = arith.addf %81, %80 : vector<16xf32>
    %84 = arith.select %82, %83, %80 : vector<16xi1>, vector<16xf32>
    %85 = vector.shape_cast %84 : vector<16xf32> to vector<4x4xf32>
    %86 = vector.extract %85[0] : vector<4xf32> from vector<4x4xf32>
    %87 = vector.extract %33[0] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %86, %alloc[%c0, %c0], %87 {in_bounds = [true]} : vector<4xf32>, memref<3x4xf32>
    %88 = vector.extract %85[1] : vector<4xf32> from vector<4x4xf32>
    %89 = vector.extract %33[1] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %88, %alloc[%c1, %c0], %89 {in_bounds = [true]} : vector<4xf32>, memref<3x4xf32>
    %90 = vector.extract %85[2] : vector<4xf32> from vector<4x4xf32>
    %91 = vector.extract %33[2] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %90, %alloc[%c2, %c0], %91 {in_bounds = [true]} : vector<4xf32>, memref<3x4xf32>
    %92 = vector.extract %85[3] : vector<4xf32> from vector<4x4xf32>
    %93 = vector.extract %33[3] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %92, %alloc[%c3, %c0], %93 {in_bounds = [true]} : vector<4xf32>, memref<3x4xf32>
    return %alloc : memref<3x4xf32>
  }
  func.func @sums(%arg0: memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>) {
    %c2 = arith.constant 2 : index
    %0 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %1 = ub.poison : vector<4x8xf32>
    %c1 = arith.constant 1 : index
    %2 = ub.poison : f32
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    scf.for %arg1 = %c0 to %c3 step %c1 {
      memref.store %cst, %alloc_1[%arg1] : memref<3xf32>
    }
    scf.for %arg1 = %c0 to %c3 step %c1 {
      memref.store %cst_0, %alloc[%arg1] : memref<3xf32>
    }
    %3 = vector.create_mask %c3, %c7 : vector<4x8xi1>
    %4 = vector.extract %3[0] : vector<8xi1> from vector<4x8xi1>
    %5 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %0) -> (vector<8xf32>) {
      %87 = vector.extract %4[%arg1] : i1 from vector<8xi1>
      %88 = scf.if %87 -> (vector<8xf32>) {
        %89 = memref.load %arg0[%c0, %arg1] : memref<3x7xf32, strided<[?, ?], offset: ?>>
        %90 = vector.insert %89, %arg2 [%arg1] : f32 into vector<8xf32>
        scf.yield %90 : vector<8xf32>
      } else {
        scf.yield %arg2 : vector<8xf32>
      }
      scf.yield %88 : vector<8xf32>
    }
    %6 = vector.insert %5, %1 [0] : vector<8xf32> into vector<4x8xf32>
    %7 = vector.extract %3[1] : vector<8xi1> from vector<4x8xi1>
    %8 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %0) -> (vector<8xf32>) {
      %87 = vector.extract %7[%arg1] : i1 from vector<8xi1>
      %88 = scf.if %87 -> (vector<8xf32>) {
        %89 = memref.load %arg0[%c1, %arg1] : memref<3x7xf32, strided<[?, ?], offset: ?>>
        %90 = vector.insert %89, %arg2 [%arg1] : f32 into vector<8xf32>
        scf.yield %90 : vector<8xf32>
      } else {
        scf.yield %arg2 : vector<8xf32>
      }
      scf.yield %88 : vector<8xf32>
    }
    %9 = vector.insert %8, %6 [1] : vector<8xf32> into vector<4x8xf32>
    %10 = vector.extract %3[2] : vector<8xi1> from vector<4x8xi1>
    %11 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %0) -> (vector<8xf32>) {
      %87 = vector.extract %10[%arg1] : i1 from vector<8xi1>
      %88 = scf.if %87 -> (vector<8xf32>) {
        %89 = memref.load %arg0[%c2, %arg1] : memref<3x7xf32, strided<[?, ?], offset: ?>>
        %90 = vector.insert %89, %arg2 [%arg1] : f32 into vector<8xf32>
        scf.yield %90 : vector<8xf32>
      } else {
        scf.yield %arg2 : vector<8xf32>
      }
      scf.yield %88 : vector<8xf32>
    }
    %12 = vector.insert %11, %9 [2] : vector<8xf32> into vector<4x8xf32>
    %13 = vector.extract %3[3] : vector<8xi1> from vector<4x8xi1>
    %14 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %0) -> (vector<8xf32>) {
      %87 = vector.extract %13[%arg1] : i1 from vector<8xi1>
      %88 = scf.if %87 -> (vector<8xf32>) {
        %89 = memref.load %arg0[%c3, %arg1] : memref<3x7xf32, strided<[?, ?], offset: ?>>
        %90 = vector.insert %89, %arg2 [%arg1] : f32 into vector<8xf32>
        scf.yield %90 : vector<8xf32>
      } else {
        scf.yield %arg2 : vector<8xf32>
      }
      scf.yield %88 : vector<8xf32>
    }
    %15 = vector.insert %14, %12 [3] : vector<8xf32> into vector<4x8xf32>
    %16 = vector.create_mask %c3 : vector<4xi1>
    %17 = vector.transfer_read %alloc_1[%c0], %2, %16 {in_bounds = [true]} : memref<3xf32>, vector<4xf32>
    %18 = vector.transfer_read %alloc[%c0], %2, %16 {in_bounds = [true]} : memref<3xf32>, vector<4xf32>
    %19 = vector.transpose %3, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
    %20 = vector.transpose %15, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %21 = vector.extract %20[0] : vector<4xf32> from vector<8x4xf32>
    %22 = vector.extract %19[0] : vector<4xi1> from vector<8x4xi1>
    %23 = arith.addf %21, %17 : vector<4xf32>
    %24 = arith.select %22, %23, %17 : vector<4xi1>, vector<4xf32>
    %25 = vector.extract %20[1] : vector<4xf32> from vector<8x4xf32>
    %26 = vector.extract %19[1] : vector<4xi1> from vector<8x4xi1>
    %27 = arith.addf %25, %24 : vector<4xf32>
    %28 = arith.select %26, %27, %24 : vector<4xi1>, vector<4xf32>
    %29 = vector.extract %20[2] : vector<4xf32> from vector<8x4xf32>
    %30 = vector.extract %19[2] : vector<4xi1> from vector<8x4xi1>
    %31 = arith.addf %29, %28 : vector<4xf32>
    %32 = arith.select %30, %31, %28 : vector<4xi1>, vector<4xf32>
    %33 = vector.extract %20[3] : vector<4xf32> from vector<8x4xf32>
    %34 = vector.extract %19[3] : vector<4xi1> from vector<8x4xi1>
    %35 = arith.addf %33, %32 : vector<4xf32>
    %36 = arith.select %34, %35, %32 : vector<4xi1>, vector<4xf32>
    %37 = vector.extract %20[4] : vector<4xf32> from vector<8x4xf32>
    %38 = vector.extract %19[4] : vector<4xi1> from vector<8x4xi1>
    %39 = arith.addf %37, %36 : vector<4xf32>
    %40 = arith.select %38, %39, %36 : vector<4xi1>, vector<4xf32>
    %41 = vector.extract %20[5] : vector<4xf32> from vector<8x4xf32>
    %42 = vector.extract %19[5] : vector<4xi1> from vector<8x4xi1>
    %43 = arith.addf %41, %40 : vector<4xf32>
    %44 = arith.select %42, %43, %40 : vector<4xi1>, vector<4xf32>
    %45 = vector.extract %20[6] : vector<4xf32> from vector<8x4xf32>
    %46 = vector.extract %19[6] : vector<4xi1> from vector<8x4xi1>
    %47 = arith.addf %45, %44 : vector<4xf32>
    %48 = arith.select %46, %47, %44 : vector<4xi1>, vector<4xf32>
    %49 = vector.extract %20[7] : vector<4xf32> from vector<8x4xf32>
    %50 = vector.extract %19[7] : vector<4xi1> from vector<8x4xi1>
    %51 = arith.addf %49, %48 : vector<4xf32>
    %52 = arith.select %50, %51, %48 : vector<4xi1>, vector<4xf32>
    %53 = vector.transpose %3, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
    %54 = vector.transpose %15, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %55 = vector.extract %54[0] : vector<4xf32> from vector<8x4xf32>
    %56 = vector.extract %53[0] : vector<4xi1> from vector<8x4xi1>
    %57 = arith.maximumf %55, %18 : vector<4xf32>
    %58 = arith.select %56, %57, %18 : vector<4xi1>, vector<4xf32>
    %59 = vector.extract %54[1] : vector<4xf32> from vector<8x4xf32>
    %60 = vector.extract %53[1] : vector<4xi1> from vector<8x4xi1>
    %61 = arith.maximumf %59, %58 : vector<4xf32>
    %62 = arith.select %60, %61, %58 : vector<4xi1>, vector<4xf32>
    %63 = vector.extract %54[2] : vector<4xf32> from vector<8x4xf32>
    %64 = vector.extract %53[2] : vector<4xi1> from vector<8x4xi1>
    %65 = arith.maximumf %63, %62 : vector<4xf32>
    %66 = arith.select %64, %65, %62 : vector<4xi1>, vector<4xf32>
    %67 = vector.extract %54[3] : vector<4xf32> from vector<8x4xf32>
    %68 = vector.extract %53[3] : vector<4xi1> from vector<8x4xi1>
    %69 = arith.maximumf %67, %66 : vector<4xf32>
    %70 = arith.select %68, %69, %66 : vector<4xi1>, vector<4xf32>
    %71 = vector.extract %54[4] : vector<4xf32> from vector<8x4xf32>
    %72 = vector.extract %53[4] : vector<4xi1> from vector<8x4xi1>
    %73 = arith.maximumf %71, %70 : vector<4xf32>
    %74 = arith.select %72, %73, %70 : vector<4xi1>, vector<4xf32>
    %75 = vector.extract %54[5] : vector<4xf32> from vector<8x4xf32>
    %76 = vector.extract %53[5] : vector<4xi1> from vector<8x4xi1>
    %77 = arith.maximumf %75, %74 : vector<4xf32>
    %78 = arith.select %76, %77, %74 : vector<4xi1>, vector<4xf32>
    %79 = vector.extract %54[6] : vector<4xf32> from vector<8x4xf32>
    %80 = vector.extract %53[6] : vector<4xi1> from vector<8x4xi1>
    %81 = arith.maximumf %79, %78 : vector<4xf32>
    %82 = arith.select %80, %81, %78 : vector<4xi1>, vector<4xf32>
    %83 = vector.extract %54[7] : vector<4xf32> from vector<8x4xf32>
    %84 = vector.extract %53[7] : vector<4xi1> from vector<8x4xi1>
    %85 = arith.maximumf %83, %82 : vector<4xf32>
    %86 = arith.select %84, %85, %82 : vector<4xi1>, vector<4xf32>
    vector.transfer_write %52, %alloc_1[%c0], %16 {in_bounds = [true]} : vector<4xf32>, memref<3xf32>
    vector.transfer_write %86, %alloc[%c0], %16 {in_bounds = [true]} : vector<4xf32>, memref<3xf32>
    return %alloc_1, %alloc : memref<3xf32>, memref<3xf32>
  }
  func.func @padcat(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32> {
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant -1.500000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<3x3xf32> to memref<2x3xf32, strided<[3, 1]>>
    memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
    %subview_0 = memref.subview %alloc[2, 0] [1, 3] [1, 1] : memref<3x3xf32> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    memref.copy %arg1, %subview_0 : memref<1x3xf32, strided<[?, ?], offset: ?>> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    %0 = vector.create_mask %c3, %c3 : vector<8x8xi1>
    %1 = vector.extract %0[0] : vector<8xi1> from vector<8x8xi1>
    %2 = vector.transfer_read %alloc[%c0, %c0], %cst, %1 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %3 = vector.extract %0[1] : vector<8xi1> from vector<8x8xi1>
    %4 = vector.transfer_read %alloc[%c1, %c0], %cst, %3 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %5 = vector.extract %0[2] : vector<8xi1> from vector<8x8xi1>
    %6 = vector.transfer_read %alloc[%c2, %c0], %cst, %5 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %7 = vector.extract %0[3] : vector<8xi1> from vector<8x8xi1>
    %8 = vector.transfer_read %alloc[%c3, %c0], %cst, %7 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %9 = vector.extract %0[4] : vector<8xi1> from vector<8x8xi1>
    %10 = vector.transfer_read %alloc[%c4, %c0], %cst, %9 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %11 = vector.extract %0[5] : vector<8xi1> from vector<8x8xi1>
    %12 = vector.transfer_read %alloc[%c5, %c0], %cst, %11 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %13 = vector.extract %0[6] : vector<8xi1> from vector<8x8xi1>
    %14 = vector.transfer_read %alloc[%c6, %c0], %cst, %13 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %15 = vector.extract %0[7] : vector<8xi1> from vector<8x8xi1>
    %16 = vector.transfer_read %alloc[%c7, %c0], %cst, %15 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5x5xf32>
    %17 = vector.create_mask %c5, %c5 : vector<8x8xi1>
    %18 = vector.extract %17[0] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %2, %alloc_1[%c0, %c0], %18 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %19 = vector.extract %17[1] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %4, %alloc_1[%c1, %c0], %19 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %20 = vector.extract %17[2] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %6, %alloc_1[%c2, %c0], %20 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %21 = vector.extract %17[3] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %8, %alloc_1[%c3, %c0], %21 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %22 = vector.extract %17[4] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %10, %alloc_1[%c4, %c0], %22 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %23 = vector.extract %17[5] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %12, %alloc_1[%c5, %c0], %23 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %24 = vector.extract %17[6] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %14, %alloc_1[%c6, %c0], %24 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    %25 = vector.extract %17[7] : vector<8xi1> from vector<8x8xi1>
    vector.transfer_write %16, %alloc_1[%c7, %c0], %25 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    return %alloc_1 : memref<5x5xf32>
  }
  func.func @narrow(%arg0: memref<2x5xi4, strided<[?, ?], offset: ?>>, %arg1: memref<2x5xi12, strided<[?, ?], offset: ?>>, %arg2: memref<2x5xf16, strided<[?, ?], offset: ?>>, %arg3: memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>) {
    %0 = ub.poison : vector<8xbf16>
    %1 = ub.poison : vector<4x8xbf16>
    %2 = ub.poison : vector<8xf16>
    %3 = ub.poison : vector<4x8xf16>
    %4 = ub.poison : vector<8xi12>
    %5 = ub.poison : vector<4x8xi12>
    %c3 = arith.constant 3 : index
    %6 = ub.poison : vector<8xi4>
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %7 = ub.poison : vector<4x8xi4>
    %cst = arith.constant dense<77> : vector<4x8xi12>
    %cst_0 = arith.constant dense<3> : vector<4x8xi4>
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi12>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
    %8 = vector.create_mask %c2, %c5 : vector<4x8xi1>
    %9 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    %10 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %6) -> (vector<8xi4>) {
      %84 = vector.extract %9[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi4>) {
        %86 = memref.load %arg0[%c0, %arg4] : memref<2x5xi4, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i4 into vector<8xi4>
        scf.yield %87 : vector<8xi4>
      } else {
        scf.yield %arg5 : vector<8xi4>
      }
      scf.yield %85 : vector<8xi4>
    }
    %11 = vector.insert %10, %7 [0] : vector<8xi4> into vector<4x8xi4>
    %12 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    %13 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %6) -> (vector<8xi4>) {
      %84 = vector.extract %12[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi4>) {
        %86 = memref.load %arg0[%c1, %arg4] : memref<2x5xi4, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i4 into vector<8xi4>
        scf.yield %87 : vector<8xi4>
      } else {
        scf.yield %arg5 : vector<8xi4>
      }
      scf.yield %85 : vector<8xi4>
    }
    %14 = vector.insert %13, %11 [1] : vector<8xi4> into vector<4x8xi4>
    %15 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    %16 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %6) -> (vector<8xi4>) {
      %84 = vector.extract %15[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi4>) {
        %86 = memref.load %arg0[%c2, %arg4] : memref<2x5xi4, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i4 into vector<8xi4>
        scf.yield %87 : vector<8xi4>
      } else {
        scf.yield %arg5 : vector<8xi4>
      }
      scf.yield %85 : vector<8xi4>
    }
    %17 = vector.insert %16, %14 [2] : vector<8xi4> into vector<4x8xi4>
    %18 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    %19 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %6) -> (vector<8xi4>) {
      %84 = vector.extract %18[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi4>) {
        %86 = memref.load %arg0[%c3, %arg4] : memref<2x5xi4, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i4 into vector<8xi4>
        scf.yield %87 : vector<8xi4>
      } else {
        scf.yield %arg5 : vector<8xi4>
      }
      scf.yield %85 : vector<8xi4>
    }
    %20 = vector.insert %19, %17 [3] : vector<8xi4> into vector<4x8xi4>
    %21 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    %22 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %4) -> (vector<8xi12>) {
      %84 = vector.extract %21[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi12>) {
        %86 = memref.load %arg1[%c0, %arg4] : memref<2x5xi12, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i12 into vector<8xi12>
        scf.yield %87 : vector<8xi12>
      } else {
        scf.yield %arg5 : vector<8xi12>
      }
      scf.yield %85 : vector<8xi12>
    }
    %23 = vector.insert %22, %5 [0] : vector<8xi12> into vector<4x8xi12>
    %24 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    %25 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %4) -> (vector<8xi12>) {
      %84 = vector.extract %24[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi12>) {
        %86 = memref.load %arg1[%c1, %arg4] : memref<2x5xi12, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i12 into vector<8xi12>
        scf.yield %87 : vector<8xi12>
      } else {
        scf.yield %arg5 : vector<8xi12>
      }
      scf.yield %85 : vector<8xi12>
    }
    %26 = vector.insert %25, %23 [1] : vector<8xi12> into vector<4x8xi12>
    %27 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    %28 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %4) -> (vector<8xi12>) {
      %84 = vector.extract %27[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi12>) {
        %86 = memref.load %arg1[%c2, %arg4] : memref<2x5xi12, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i12 into vector<8xi12>
        scf.yield %87 : vector<8xi12>
      } else {
        scf.yield %arg5 : vector<8xi12>
      }
      scf.yield %85 : vector<8xi12>
    }
    %29 = vector.insert %28, %26 [2] : vector<8xi12> into vector<4x8xi12>
    %30 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    %31 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %4) -> (vector<8xi12>) {
      %84 = vector.extract %30[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xi12>) {
        %86 = memref.load %arg1[%c3, %arg4] : memref<2x5xi12, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : i12 into vector<8xi12>
        scf.yield %87 : vector<8xi12>
      } else {
        scf.yield %arg5 : vector<8xi12>
      }
      scf.yield %85 : vector<8xi12>
    }
    %32 = vector.insert %31, %29 [3] : vector<8xi12> into vector<4x8xi12>
    %33 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    %34 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %2) -> (vector<8xf16>) {
      %84 = vector.extract %33[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xf16>) {
        %86 = memref.load %arg2[%c0, %arg4] : memref<2x5xf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : f16 into vector<8xf16>
        scf.yield %87 : vector<8xf16>
      } else {
        scf.yield %arg5 : vector<8xf16>
      }
      scf.yield %85 : vector<8xf16>
    }
    %35 = vector.insert %34, %3 [0] : vector<8xf16> into vector<4x8xf16>
    %36 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    %37 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %2) -> (vector<8xf16>) {
      %84 = vector.extract %36[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xf16>) {
        %86 = memref.load %arg2[%c1, %arg4] : memref<2x5xf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : f16 into vector<8xf16>
        scf.yield %87 : vector<8xf16>
      } else {
        scf.yield %arg5 : vector<8xf16>
      }
      scf.yield %85 : vector<8xf16>
    }
    %38 = vector.insert %37, %35 [1] : vector<8xf16> into vector<4x8xf16>
    %39 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    %40 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %2) -> (vector<8xf16>) {
      %84 = vector.extract %39[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xf16>) {
        %86 = memref.load %arg2[%c2, %arg4] : memref<2x5xf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : f16 into vector<8xf16>
        scf.yield %87 : vector<8xf16>
      } else {
        scf.yield %arg5 : vector<8xf16>
      }
      scf.yield %85 : vector<8xf16>
    }
    %41 = vector.insert %40, %38 [2] : vector<8xf16> into vector<4x8xf16>
    %42 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    %43 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %2) -> (vector<8xf16>) {
      %84 = vector.extract %42[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xf16>) {
        %86 = memref.load %arg2[%c3, %arg4] : memref<2x5xf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : f16 into vector<8xf16>
        scf.yield %87 : vector<8xf16>
      } else {
        scf.yield %arg5 : vector<8xf16>
      }
      scf.yield %85 : vector<8xf16>
    }
    %44 = vector.insert %43, %41 [3] : vector<8xf16> into vector<4x8xf16>
    %45 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    %46 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %0) -> (vector<8xbf16>) {
      %84 = vector.extract %45[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xbf16>) {
        %86 = memref.load %arg3[%c0, %arg4] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : bf16 into vector<8xbf16>
        scf.yield %87 : vector<8xbf16>
      } else {
        scf.yield %arg5 : vector<8xbf16>
      }
      scf.yield %85 : vector<8xbf16>
    }
    %47 = vector.insert %46, %1 [0] : vector<8xbf16> into vector<4x8xbf16>
    %48 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    %49 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %0) -> (vector<8xbf16>) {
      %84 = vector.extract %48[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xbf16>) {
        %86 = memref.load %arg3[%c1, %arg4] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : bf16 into vector<8xbf16>
        scf.yield %87 : vector<8xbf16>
      } else {
        scf.yield %arg5 : vector<8xbf16>
      }
      scf.yield %85 : vector<8xbf16>
    }
    %50 = vector.insert %49, %47 [1] : vector<8xbf16> into vector<4x8xbf16>
    %51 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    %52 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %0) -> (vector<8xbf16>) {
      %84 = vector.extract %51[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xbf16>) {
        %86 = memref.load %arg3[%c2, %arg4] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : bf16 into vector<8xbf16>
        scf.yield %87 : vector<8xbf16>
      } else {
        scf.yield %arg5 : vector<8xbf16>
      }
      scf.yield %85 : vector<8xbf16>
    }
    %53 = vector.insert %52, %50 [2] : vector<8xbf16> into vector<4x8xbf16>
    %54 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    %55 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %0) -> (vector<8xbf16>) {
      %84 = vector.extract %54[%arg4] : i1 from vector<8xi1>
      %85 = scf.if %84 -> (vector<8xbf16>) {
        %86 = memref.load %arg3[%c3, %arg4] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
        %87 = vector.insert %86, %arg5 [%arg4] : bf16 into vector<8xbf16>
        scf.yield %87 : vector<8xbf16>
      } else {
        scf.yield %arg5 : vector<8xbf16>
      }
      scf.yield %85 : vector<8xbf16>
    }
    %56 = vector.insert %55, %53 [3] : vector<8xbf16> into vector<4x8xbf16>
    %57 = arith.muli %20, %cst_0 : vector<4x8xi4>
    %58 = arith.extsi %57 : vector<4x8xi4> to vector<4x8xi12>
    %59 = arith.muli %32, %cst : vector<4x8xi12>
    %60 = arith.subi %59, %58 : vector<4x8xi12>
    %61 = arith.remsi %60, %cst : vector<4x8xi12>
    %62 = arith.extf %44 : vector<4x8xf16> to vector<4x8xf32>
    %63 = arith.extf %56 : vector<4x8xbf16> to vector<4x8xf32>
    %64 = arith.mulf %44, %44 : vector<4x8xf16>
    %65 = arith.extf %64 : vector<4x8xf16> to vector<4x8xf32>
    %66 = arith.addf %62, %63 : vector<4x8xf32>
    %67 = arith.subf %66, %65 : vector<4x8xf32>
    %68 = vector.extract %61[0] : vector<8xi12> from vector<4x8xi12>
    %69 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %68, %alloc[%c0, %c0], %69 {in_bounds = [true]} : vector<8xi12>, memref<2x5xi12>
    %70 = vector.extract %61[1] : vector<8xi12> from vector<4x8xi12>
    %71 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %70, %alloc[%c1, %c0], %71 {in_bounds = [true]} : vector<8xi12>, memref<2x5xi12>
    %72 = vector.extract %61[2] : vector<8xi12> from vector<4x8xi12>
    %73 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %72, %alloc[%c2, %c0], %73 {in_bounds = [true]} : vector<8xi12>, memref<2x5xi12>
    %74 = vector.extract %61[3] : vector<8xi12> from vector<4x8xi12>
    %75 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %74, %alloc[%c3, %c0], %75 {in_bounds = [true]} : vector<8xi12>, memref<2x5xi12>
    %76 = vector.extract %67[0] : vector<8xf32> from vector<4x8xf32>
    %77 = vector.extract %8[0] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %76, %alloc_1[%c0, %c0], %77 {in_bounds = [true]} : vector<8xf32>, memref<2x5xf32>
    %78 = vector.extract %67[1] : vector<8xf32> from vector<4x8xf32>
    %79 = vector.extract %8[1] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %78, %alloc_1[%c1, %c0], %79 {in_bounds = [true]} : vector<8xf32>, memref<2x5xf32>
    %80 = vector.extract %67[2] : vector<8xf32> from vector<4x8xf32>
    %81 = vector.extract %8[2] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %80, %alloc_1[%c2, %c0], %81 {in_bounds = [true]} : vector<8xf32>, memref<2x5xf32>
    %82 = vector.extract %67[3] : vector<8xf32> from vector<4x8xf32>
    %83 = vector.extract %8[3] : vector<8xi1> from vector<4x8xi1>
    vector.transfer_write %82, %alloc_1[%c3, %c0], %83 {in_bounds = [true]} : vector<8xf32>, memref<2x5xf32>
    return %alloc, %alloc_1 : memref<2x5xi12>, memref<2x5xf32>
  }
  func.func @dynmm(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %0 = ub.poison : vector<4x4xf32>
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %1 = ub.poison : vector<4xf32>
    %c4 = arith.constant 4 : index
    %2 = ub.poison : vector<8x4xf32>
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %3 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %4 = ub.poison : vector<4x8xf32>
    %5 = ub.poison : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %6 = vector.create_mask %dim_1, %dim_3 : vector<4x8xi1>
    %7 = vector.extract %6[0] : vector<8xi1> from vector<4x8xi1>
    %8 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %3) -> (vector<8xf32>) {
      %109 = vector.extract %7[%arg2] : i1 from vector<8xi1>
      %110 = scf.if %109 -> (vector<8xf32>) {
        %111 = memref.load %arg0[%c0, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %112 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %110 : vector<8xf32>
    }
    %9 = vector.insert %8, %4 [0] : vector<8xf32> into vector<4x8xf32>
    %10 = vector.extract %6[1] : vector<8xi1> from vector<4x8xi1>
    %11 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %3) -> (vector<8xf32>) {
      %109 = vector.extract %10[%arg2] : i1 from vector<8xi1>
      %110 = scf.if %109 -> (vector<8xf32>) {
        %111 = memref.load %arg0[%c1, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %112 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %110 : vector<8xf32>
    }
    %12 = vector.insert %11, %9 [1] : vector<8xf32> into vector<4x8xf32>
    %13 = vector.extract %6[2] : vector<8xi1> from vector<4x8xi1>
    %14 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %3) -> (vector<8xf32>) {
      %109 = vector.extract %13[%arg2] : i1 from vector<8xi1>
      %110 = scf.if %109 -> (vector<8xf32>) {
        %111 = memref.load %arg0[%c2, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %112 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %110 : vector<8xf32>
    }
    %15 = vector.insert %14, %12 [2] : vector<8xf32> into vector<4x8xf32>
    %16 = vector.extract %6[3] : vector<8xi1> from vector<4x8xi1>
    %17 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %3) -> (vector<8xf32>) {
      %109 = vector.extract %16[%arg2] : i1 from vector<8xi1>
      %110 = scf.if %109 -> (vector<8xf32>) {
        %111 = memref.load %arg0[%c3, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<8xf32>
        scf.yield %112 : vector<8xf32>
      } else {
        scf.yield %arg3 : vector<8xf32>
      }
      scf.yield %110 : vector<8xf32>
    }
    %18 = vector.insert %17, %15 [3] : vector<8xf32> into vector<4x8xf32>
    %19 = vector.broadcast %18 : vector<4x8xf32> to vector<4x4x8xf32>
    %20 = vector.transpose %19, [1, 0, 2] : vector<4x4x8xf32> to vector<4x4x8xf32>
    %21 = vector.create_mask %dim_3, %dim_2 : vector<8x4xi1>
    %22 = vector.extract %21[0] : vector<4xi1> from vector<8x4xi1>
    %23 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %22[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c0, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %24 = vector.insert %23, %2 [0] : vector<4xf32> into vector<8x4xf32>
    %25 = vector.extract %21[1] : vector<4xi1> from vector<8x4xi1>
    %26 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %25[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c1, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %27 = vector.insert %26, %24 [1] : vector<4xf32> into vector<8x4xf32>
    %28 = vector.extract %21[2] : vector<4xi1> from vector<8x4xi1>
    %29 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %28[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c2, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %30 = vector.insert %29, %27 [2] : vector<4xf32> into vector<8x4xf32>
    %31 = vector.extract %21[3] : vector<4xi1> from vector<8x4xi1>
    %32 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %31[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c3, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %33 = vector.insert %32, %30 [3] : vector<4xf32> into vector<8x4xf32>
    %34 = vector.extract %21[4] : vector<4xi1> from vector<8x4xi1>
    %35 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %34[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c4, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %36 = vector.insert %35, %33 [4] : vector<4xf32> into vector<8x4xf32>
    %37 = vector.extract %21[5] : vector<4xi1> from vector<8x4xi1>
    %38 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %37[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c5, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %39 = vector.insert %38, %36 [5] : vector<4xf32> into vector<8x4xf32>
    %40 = vector.extract %21[6] : vector<4xi1> from vector<8x4xi1>
    %41 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %40[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c6, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %42 = vector.insert %41, %39 [6] : vector<4xf32> into vector<8x4xf32>
    %43 = vector.extract %21[7] : vector<4xi1> from vector<8x4xi1>
    %44 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %1) -> (vector<4xf32>) {
      %109 = vector.extract %43[%arg2] : i1 from vector<4xi1>
      %110 = scf.if %109 -> (vector<4xf32>) {
        %111 = memref.load %arg1[%c7, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %112 = vector.insert %111, %arg3 [%arg2] : f32 into vector<4xf32>
        scf.yield %112 : vector<4xf32>
      } else {
        scf.yield %arg3 : vector<4xf32>
      }
      scf.yield %110 : vector<4xf32>
    }
    %45 = vector.insert %44, %42 [7] : vector<4xf32> into vector<8x4xf32>
    %46 = vector.broadcast %45 : vector<8x4xf32> to vector<4x8x4xf32>
    %47 = vector.transpose %46, [0, 2, 1] : vector<4x8x4xf32> to vector<4x4x8xf32>
    %48 = vector.create_mask %dim_1, %dim_2 : vector<4x4xi1>
    %49 = vector.extract %48[0] : vector<4xi1> from vector<4x4xi1>
    %50 = vector.transfer_read %alloc[%c0, %c0], %5, %49 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
    %51 = vector.insert %50, %0 [0] : vector<4xf32> into vector<4x4xf32>
    %52 = vector.extract %48[1] : vector<4xi1> from vector<4x4xi1>
    %53 = vector.transfer_read %alloc[%c1, %c0], %5, %52 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
    %54 = vector.insert %53, %51 [1] : vector<4xf32> into vector<4x4xf32>
    %55 = vector.extract %48[2] : vector<4xi1> from vector<4x4xi1>
    %56 = vector.transfer_read %alloc[%c2, %c0], %5, %55 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
    %57 = vector.insert %56, %54 [2] : vector<4xf32> into vector<4x4xf32>
    %58 = vector.extract %48[3] : vector<4xi1> from vector<4x4xi1>
    %59 = vector.transfer_read %alloc[%c3, %c0], %5, %58 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
    %60 = vector.insert %59, %57 [3] : vector<4xf32> into vector<4x4xf32>
    %61 = arith.mulf %20, %47 : vector<4x4x8xf32>
    %62 = vector.create_mask %dim_1, %dim_2, %dim_3 : vector<4x4x8xi1>
    %63 = vector.transpose %62, [2, 0, 1] : vector<4x4x8xi1> to vector<8x4x4xi1>
    %64 = vector.transpose %61, [2, 0, 1] : vector<4x4x8xf32> to vector<8x4x4xf32>
    %65 = vector.shape_cast %63 : vector<8x4x4xi1> to vector<8x16xi1>
    %66 = vector.shape_cast %64 : vector<8x4x4xf32> to vector<8x16xf32>
    %67 = vector.shape_cast %60 : vector<4x4xf32> to vector<16xf32>
    %68 = vector.extract %66[0] : vector<16xf32> from vector<8x16xf32>
    %69 = vector.extract %65[0] : vector<16xi1> from vector<8x16xi1>
    %70 = arith.addf %68, %67 : vector<16xf32>
    %71 = arith.select %69, %70, %67 : vector<16xi1>, vector<16xf32>
    %72 = vector.extract %66[1] : vector<16xf32> from vector<8x16xf32>
    %73 = vector.extract %65[1] : vector<16xi1> from vector<8x16xi1>
    %74 = arith.addf %72, %71 : vector<16xf32>
    %75 = arith.select %73, %74, %71 : vector<16xi1>, vector<16xf32>
    %76 = vector.extract %66[2] : vector<16xf32> from vector<8x16xf32>
    %77 = vector.extract %65[2] : vector<16xi1> from vector<8x16xi1>
    %78 = arith.addf %76, %75 : vector<16xf32>
    %79 = arith.select %77, %78, %75 : vector<16xi1>, vector<16xf32>
    %80 = vector.extract %66[3] : vector<16xf32> from vector<8x16xf32>
    %81 = vector.extract %65[3] : vector<16xi1> from vector<8x16xi1>
    %82 = arith.addf %80, %79 : vector<16xf32>
    %83 = arith.select %81, %82, %79 : vector<16xi1>, vector<16xf32>
    %84 = vector.extract %66[4] : vector<16xf32> from vector<8x16xf32>
    %85 = vector.extract %65[4] : vector<16xi1> from vector<8x16xi1>
    %86 = arith.addf %84, %83 : vector<16xf32>
    %87 = arith.select %85, %86, %83 : vector<16xi1>, vector<16xf32>
    %88 = vector.extract %66[5] : vector<16xf32> from vector<8x16xf32>
    %89 = vector.extract %65[5] : vector<16xi1> from vector<8x16xi1>
    %90 = arith.addf %88, %87 : vector<16xf32>
    %91 = arith.select %89, %90, %87 : vector<16xi1>, vector<16xf32>
    %92 = vector.extract %66[6] : vector<16xf32> from vector<8x16xf32>
    %93 = vector.extract %65[6] : vector<16xi1> from vector<8x16xi1>
    %94 = arith.addf %92, %91 : vector<16xf32>
    %95 = arith.select %93, %94, %91 : vector<16xi1>, vector<16xf32>
    %96 = vector.extract %66[7] : vector<16xf32> from vector<8x16xf32>
    %97 = vector.extract %65[7] : vector<16xi1> from vector<8x16xi1>
    %98 = arith.addf %96, %95 : vector<16xf32>
    %99 = arith.select %97, %98, %95 : vector<16xi1>, vector<16xf32>
    %100 = vector.shape_cast %99 : vector<16xf32> to vector<4x4xf32>
    %101 = vector.extract %100[0] : vector<4xf32> from vector<4x4xf32>
    %102 = vector.extract %48[0] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %101, %alloc[%c0, %c0], %102 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
    %103 = vector.extract %100[1] : vector<4xf32> from vector<4x4xf32>
    %104 = vector.extract %48[1] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %103, %alloc[%c1, %c0], %104 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
    %105 = vector.extract %100[2] : vector<4xf32> from vector<4x4xf32>
    %106 = vector.extract %48[2] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %105, %alloc[%c2, %c0], %106 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
    %107 = vector.extract %100[3] : vector<4xf32> from vector<4x4xf32>
    %108 = vector.extract %48[3] : vector<4xi1> from vector<4x4xi1>
    vector.transfer_write %107, %alloc[%c3, %c0], %108 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
    return %alloc : memref<?x?xf32>
  }
  func.func @print2(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        vector.print %0 : f32
      }
    }
    return
  }
  func.func @main() {
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32>
    %1 = memref.get_global @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32>
    %cast = memref.cast %0 : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<2x3x2x3xf32> to memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    %2 = call @conv(%cast, %cast_0) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32>
    %collapse_shape = memref.collapse_shape %2 [[0, 1, 2], [3]] : memref<1x4x4x3xf32> into memref<16x3xf32>
    %cast_1 = memref.cast %collapse_shape : memref<16x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %3 = memref.get_global @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32>
    %cast_2 = memref.cast %3 : memref<1x2x5x7xf32> to memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
    %4 = call @pool(%cast_2) : (memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32>
    %collapse_shape_3 = memref.collapse_shape %4 [[0, 1, 2], [3]] : memref<1x2x2x3xf32> into memref<4x3xf32>
    %cast_4 = memref.cast %collapse_shape_3 : memref<4x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %5 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %6 = memref.get_global @__constant_4x5xf32 : memref<4x5xf32>
    %cast_5 = memref.cast %5 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_6 = memref.cast %6 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
    %7 = call @mmtb(%cast_5, %cast_6) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32>
    %cast_7 = memref.cast %7 : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_7) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %8 = memref.get_global @__constant_3x7xf32 : memref<3x7xf32>
    %cast_8 = memref.cast %8 : memref<3x7xf32> to memref<3x7xf32, strided<[?, ?], offset: ?>>
    %9:2 = call @sums(%cast_8) : (memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>)
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    %subview = memref.subview %alloc[0] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1]>>
    memref.copy %9#0, %subview : memref<3xf32> to memref<3xf32, strided<[1]>>
    %subview_9 = memref.subview %alloc[3] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 3>>
    memref.copy %9#1, %subview_9 : memref<3xf32> to memref<3xf32, strided<[1], offset: 3>>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    %cast_10 = memref.cast %expand_shape : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_10) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %10 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
    %11 = memref.get_global @__constant_1x3xf32 : memref<1x3xf32>
    %cast_11 = memref.cast %10 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    %cast_12 = memref.cast %11 : memref<1x3xf32> to memref<1x3xf32, strided<[?, ?], offset: ?>>
    %12 = call @padcat(%cast_11, %cast_12) : (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32>
    %cast_13 = memref.cast %12 : memref<5x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_13) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %13 = memref.get_global @__constant_2x5xi4 : memref<2x5xi4>
    %14 = memref.get_global @__constant_2x5xi12 : memref<2x5xi12>
    %15 = memref.get_global @__constant_2x5xf16 : memref<2x5xf16>
    %16 = memref.get_global @__constant_2x5xbf16 : memref<2x5xbf16>
    %cast_14 = memref.cast %13 : memref<2x5xi4> to memref<2x5xi4, strided<[?, ?], offset: ?>>
    %cast_15 = memref.cast %14 : memref<2x5xi12> to memref<2x5xi12, strided<[?, ?], offset: ?>>
    %cast_16 = memref.cast %15 : memref<2x5xf16> to memref<2x5xf16, strided<[?, ?], offset: ?>>
    %cast_17 = memref.cast %16 : memref<2x5xbf16> to memref<2x5xbf16, strided<[?, ?], offset: ?>>
    %17:2 = call @narrow(%cast_14, %cast_15, %cast_16, %cast_17) : (memref<2x5xi4, strided<[?, ?], offset: ?>>, memref<2x5xi12, strided<[?, ?], offset: ?>>, memref<2x5xf16, strided<[?, ?], offset: ?>>, memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>)
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %20 = memref.load %17#0[%arg0, %arg1] : memref<2x5xi12>
        %21 = arith.extsi %20 : i12 to i64
        vector.print %21 : i64
      }
    }
    %cast_18 = memref.cast %17#1 : memref<2x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_18) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %18 = memref.get_global @__constant_5x2xf32 : memref<5x2xf32>
    %cast_19 = memref.cast %5 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_20 = memref.cast %18 : memref<5x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %19 = call @dynmm(%cast_19, %cast_20) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_21 = memref.cast %19 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_21) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
  module attributes {transform.with_named_sequence} {
  }
}

