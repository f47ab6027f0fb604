// Generated from tests/corpus_vector/src/nn_kernels.mlir.in by mlir-opt 22 with
// PASSES: --pass-pipeline=builtin.module(linalg-generalize-named-ops,linalg-fold-unit-extent-dims,linalg-inline-scalar-operands,one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-affine-loops,func.func(affine-loop-tile{tile-size=4},affine-loop-unroll-jam{unroll-jam-factor=2},affine-super-vectorize{virtual-vector-size=4}))
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4)>
#map2 = affine_map<(d0) -> (d0 + 3)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0, d1) -> (d0 + d1)>
#map5 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map6 = affine_map<(d0) -> (d0 + 4, 5)>
#map7 = affine_map<(d0) -> (d0 + 4, 7)>
#map8 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
module {
  memref.global "private" constant @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32> = dense<[[[[1.000000e+00, 5.000000e-01, -1.000000e+00], [0.000000e+00, 2.000000e+00, 1.000000e+00]], [[-5.000000e-01, 1.000000e+00, 2.500000e-01], [1.500000e+00, -1.000000e+00, 0.000000e+00]], [[2.000000e+00, 0.000000e+00, -2.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01]]], [[[0.000000e+00, -1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, -5.000000e-01]], [[2.500000e-01, 7.500000e-01, 2.000000e+00], [-2.000000e+00, 0.000000e+00, 1.000000e+00]], [[1.000000e+00, -1.500000e+00, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32> = dense<[[[[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00], [-1.000000e+00, 2.500000e+00], [4.000000e+00, 2.500000e-01], [-3.000000e+00, 1.500000e+00], [2.000000e+00, -5.000000e-01]], [[0.000000e+00, 1.000000e+00], [-1.500000e+00, 2.000000e+00], [3.500000e+00, -2.500000e+00], [1.000000e+00, 1.000000e+00], [7.500000e-01, -4.000000e+00], [2.500000e+00, 5.000000e-01]], [[-2.000000e+00, 3.000000e+00], [1.250000e+00, -1.000000e+00], [5.000000e-01, 5.000000e-01], [-3.500000e+00, 2.000000e+00], [1.000000e+00, -1.500000e+00], [4.000000e+00, 0.000000e+00]], [[2.000000e+00, 2.000000e+00], [-5.000000e-01, 1.500000e+00], [3.000000e+00, -3.000000e+00], [2.500000e-01, 7.500000e-01], [-1.000000e+00, 2.000000e+00], [1.500000e+00, -2.500000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00], [-1.000000e+00, -1.000000e+00], [2.000000e+00, 3.000000e+00], [5.000000e-01, -5.000000e-01], [-2.000000e+00, 1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32> = dense<[[[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00], [2.000000e+00, 2.500000e+00, -5.000000e-01, 8.000000e+00, 1.000000e+00, 0.000000e+00, 3.000000e+00], [-7.000000e+00, 1.000000e+00, 2.000000e+00, -2.000000e+00, 9.000000e+00, 5.000000e-01, 7.500000e-01]], [[3.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, 2.000000e+00, -2.000000e+00, 4.000000e+00], [1.500000e+00, -1.500000e+00, 2.500000e+00, -2.500000e+00, 3.500000e+00, -3.500000e+00, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00, -1.000000e+00, 6.000000e+00], [-4.000000e+00, 4.000000e+00, -3.000000e+00, 3.000000e+00, -2.000000e+00, 2.000000e+00, -1.000000e+00], [5.000000e+00, 2.500000e-01, 5.000000e-01, 7.500000e-01, 1.000000e+00, 1.250000e+00, 1.500000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, -2.000000e+00, 5.000000e-01, 3.250000e+00, -7.500000e-01], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x5xf32 : memref<4x5xf32> = dense<[[5.000000e-01, 1.000000e+00, -1.000000e+00, 2.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01, 3.000000e+00, -5.000000e-01, 1.500000e+00], [0.000000e+00, -3.000000e+00, 5.000000e-01, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x7xf32 : memref<3x7xf32> = dense<[[1.000000e+00, -2.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 7.000000e+00], [0.000000e+00, 4.000000e+00, -4.000000e+00, 1.500000e+00, 2.000000e+00, -3.000000e+00, 1.000000e+00], [-1.250000e+00, 1.250000e-01, 7.000000e+00, -3.000000e+00, 2.500000e-01, 5.000000e+00, -6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x3xf32 : memref<1x3xf32> = dense<[[7.000000e+00, 8.000000e+00, 9.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi4 : memref<2x5xi4> = dense<[[7, -8, 3, -1, 0], [5, -5, 2, 6, -7]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xi12 : memref<2x5xi12> = dense<[[2047, -2048, 100, -77, 0], [1, -1, 555, -1000, 26]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xf16 : memref<2x5xf16> = dense<[[1.500000e+00, -2.250000e+00, 6.550400e+04, 1.000400e-03, -0.000000e+00], [3.000000e+00, 1.005000e+02, -7.750000e+00, 5.000000e-01, 2.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x5xbf16 : memref<2x5xbf16> = dense<[[1.000260e+30, -2.500000e+00, 3.000000e+00, 1.000980e-01, 7.000000e+00], [-1.000000e+00, 5.000000e-01, 1.000560e-20, 9.000000e+00, -3.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5x2xf32 : memref<5x2xf32> = dense<[[5.000000e-01, 1.000000e+00], [-1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.500000e-01]]> {alignment = 64 : i64}
  func.func @conv(%arg0: memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4x3xf32>
    affine.for %arg2 = 0 to 4 step 4 {
      affine.for %arg3 = 0 to 4 step 4 {
        affine.for %arg4 = 0 to 3 step 4 {
          affine.for %arg5 = #map(%arg2) to #map1(%arg2) {
            affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
              affine.for %arg7 = #map(%arg4) to #map2(%arg4) step 4 {
                %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
                vector.transfer_write %cst_0, %alloc[%arg5, %arg6, %arg7] : vector<4xf32>, memref<4x4x3xf32>
              }
            }
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2], [3]] : memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<5x6x2xf32, strided<[?, ?, ?], offset: ?>>
    affine.for %arg2 = 0 to 4 step 4 {
      affine.for %arg3 = 0 to 4 step 4 {
        affine.for %arg4 = 0 to 3 step 4 {
          affine.for %arg5 = 0 to 2 step 4 {
            affine.for %arg6 = 0 to 3 step 4 {
              affine.for %arg7 = 0 to 2 step 4 {
                affine.for %arg8 = #map(%arg2) to #map1(%arg2) {
                  affine.for %arg9 = #map(%arg3) to #map1(%arg3) {
                    affine.for %arg10 = #map(%arg4) to #map2(%arg4) {
                      affine.for %arg11 = #map(%arg5) to #map3(%arg5) {
                        affine.for %arg12 = #map(%arg6) to #map2(%arg6) {
                          affine.for %arg13 = #map(%arg7) to #map3(%arg7) {
                            %0 = affine.apply #map4(%arg8, %arg11)
                            %1 = affine.apply #map4(%arg9, %arg12)
                            %2 = affine.load %collapse_shape[%0, %1, %arg13] : memref<5x6x2xf32, strided<[?, ?, ?], offset: ?>>
                            %3 = affine.load %arg1[%arg11, %arg12, %arg13, %arg10] : memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
                            %4 = affine.load %alloc[%arg8, %arg9, %arg10] : memref<4x4x3xf32>
                            %5 = arith.mulf %2, %3 : f32
                            %6 = arith.addf %4, %5 : f32
                            affine.store %6, %alloc[%arg8, %arg9, %arg10] : memref<4x4x3xf32>
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2], [3]] output_shape [1, 4, 4, 3] : memref<4x4x3xf32> into memref<1x4x4x3xf32>
    return %expand_shape : memref<1x4x4x3xf32>
  }
  func.func @pool(%arg0: memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2x3xf32>
    affine.for %arg1 = 0 to 2 step 4 {
      affine.for %arg2 = 0 to 2 step 4 {
        affine.for %arg3 = 0 to 3 step 4 {
          affine.for %arg4 = #map(%arg1) to #map3(%arg1) {
            affine.for %arg5 = #map(%arg2) to #map3(%arg2) {
              affine.for %arg6 = #map(%arg3) to #map2(%arg3) step 4 {
                %cst_0 = arith.constant dense<0xFF800000> : vector<4xf32>
                vector.transfer_write %cst_0, %alloc[%arg4, %arg5, %arg6] : vector<4xf32>, memref<2x2x3xf32>
              }
            }
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2], [3]] : memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<2x5x7xf32, strided<[?, ?, ?], offset: ?>>
    affine.for %arg1 = 0 to 2 step 4 {
      affine.for %arg2 = 0 to 2 step 4 {
        affine.for %arg3 = 0 to 3 step 4 {
          affine.for %arg4 = 0 to 2 step 4 {
            affine.for %arg5 = 0 to 3 step 4 {
              affine.for %arg6 = #map(%arg1) to #map3(%arg1) {
                affine.for %arg7 = #map(%arg2) to #map3(%arg2) {
                  affine.for %arg8 = #map(%arg3) to #map2(%arg3) {
                    affine.for %arg9 = #map(%arg4) to #map3(%arg4) {
                      affine.for %arg10 = #map(%arg5) to #map2(%arg5) {
                        %0 = affine.apply #map5(%arg7, %arg9)
                        %1 = affine.apply #map5(%arg8, %arg10)
                        %2 = affine.load %collapse_shape[%arg6, %0, %1] : memref<2x5x7xf32, strided<[?, ?, ?], offset: ?>>
                        %3 = affine.load %alloc[%arg6, %arg7, %arg8] : memref<2x2x3xf32>
                        %4 = arith.maximumf %3, %2 : f32
                        affine.store %4, %alloc[%arg6, %arg7, %arg8] : memref<2x2x3xf32>
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    %expand_shape = memref.expand_shape %alloc [[0, 1], [2], [3]] output_shape [1, 2, 2, 3] : memref<2x2x3xf32> into memref<1x2x2x3xf32>
    return %expand_shape : memref<1x2x2x3xf32>
  }
  func.func @mmtb(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    affine.for %arg2 = 0 to 3 step 4 {
      affine.for %arg3 = 0 to 4 step 4 {
        affine.for %arg4 = #map(%arg2) to #map2(%arg2) {
          affine.for %arg5 = #map(%arg3) to #map1(%arg3) step 4 {
            %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
            vector.transfer_write %cst_0, %alloc[%arg4, %arg5] : vector<4xf32>, memref<3x4xf32>
          }
        }
      }
    }
    affine.for %arg2 = 0 to 3 step 4 {
      affine.for %arg3 = 0 to 4 step 4 {
        affine.for %arg4 = 0 to 5 step 4 {
          affine.for %arg5 = #map(%arg2) to #map2(%arg2) {
            affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
              affine.for %arg7 = #map(%arg4) to min #map6(%arg4) {
                %0 = affine.load %arg0[%arg5, %arg7] : memref<3x5xf32, strided<[?, ?], offset: ?>>
                %1 = affine.load %arg1[%arg6, %arg7] : memref<4x5xf32, strided<[?, ?], offset: ?>>
                %2 = affine.load %alloc[%arg5, %arg6] : memref<3x4xf32>
                %3 = arith.mulf %0, %1 : f32
                %4 = arith.addf %2, %3 : f32
                affine.store %4, %alloc[%arg5, %arg6] : memref<3x4xf32>
              }
            }
          }
        }
      }
    }
    return %alloc : memref<3x4xf32>
  }
  func.func @sums(%arg0: memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    affine.for %arg1 = 0 to 3 step 4 {
      affine.for %arg2 = #map(%arg1) to #map2(%arg1) step 4 {
        %cst_2 = arith.constant dense<0.000000e+00> : vector<4xf32>
        vector.transfer_write %cst_2, %alloc_1[%arg2] : vector<4xf32>, memref<3xf32>
      }
    }
    affine.for %arg1 = 0 to 3 step 4 {
      affine.for %arg2 = #map(%arg1) to #map2(%arg1) step 4 {
        %cst_2 = arith.constant dense<0xFF800000> : vector<4xf32>
        vector.transfer_write %cst_2, %alloc[%arg2] : vector<4xf32>, memref<3xf32>
      }
    }
    affine.for %arg1 = 0 to 3 step 4 {
      affine.for %arg2 = 0 to 7 step 4 {
        affine.for %arg3 = #map(%arg1) to #map2(%arg1) {
          affine.for %arg4 = #map(%arg2) to min #map7(%arg2) {
            %0 = affine.load %arg0[%arg3, %arg4] : memref<3x7xf32, strided<[?, ?], offset: ?>>
            %1 = affine.load %alloc_1[%arg3] : memref<3xf32>
            %2 = affine.load %alloc[%arg3] : memref<3xf32>
            %3 = arith.addf %0, %1 : f32
            %4 = arith.maximumf %0, %2 : f32
            affine.store %3, %alloc_1[%arg3] : memref<3xf32>
            affine.store %4, %alloc[%arg3] : memref<3xf32>
          }
        }
      }
    }
    return %alloc_1, %alloc : memref<3xf32>, memref<3xf32>
  }
  func.func @padcat(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32> {
    %cst = arith.constant -1.500000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<3x3xf32> to memref<2x3xf32, strided<[3, 1]>>
    memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
    %subview_0 = memref.subview %alloc[2, 0] [1, 3] [1, 1] : memref<3x3xf32> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    memref.copy %arg1, %subview_0 : memref<1x3xf32, strided<[?, ?], offset: ?>> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5x5xf32>
    affine.for %arg2 = 0 to 5 step 4 {
      affine.for %arg3 = 0 to 5 step 4 {
        affine.for %arg4 = #map(%arg2) to min #map6(%arg2) {
          affine.for %arg5 = #map(%arg3) to min #map6(%arg3) step 4 {
            %cst_3 = arith.constant dense<-1.500000e+00> : vector<4xf32>
            vector.transfer_write %cst_3, %alloc_1[%arg4, %arg5] : vector<4xf32>, memref<5x5xf32>
          }
        }
      }
    }
    %subview_2 = memref.subview %alloc_1[1, 2] [3, 3] [1, 1] : memref<5x5xf32> to memref<3x3xf32, strided<[5, 1], offset: 7>>
    memref.copy %alloc, %subview_2 : memref<3x3xf32> to memref<3x3xf32, strided<[5, 1], offset: 7>>
    return %alloc_1 : memref<5x5xf32>
  }
  func.func @narrow(%arg0: memref<2x5xi4, strided<[?, ?], offset: ?>>, %arg1: memref<2x5xi12, strided<[?, ?], offset: ?>>, %arg2: memref<2x5xf16, strided<[?, ?], offset: ?>>, %arg3: memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>) {
    %c77_i12 = arith.constant 77 : i12
    %c3_i4 = arith.constant 3 : i4
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi12>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
    affine.for %arg4 = 0 to 2 step 4 {
      affine.for %arg5 = 0 to 5 step 4 {
        affine.for %arg6 = #map(%arg4) to #map3(%arg4) {
          affine.for %arg7 = #map(%arg5) to min #map6(%arg5) {
            %0 = affine.load %arg0[%arg6, %arg7] : memref<2x5xi4, strided<[?, ?], offset: ?>>
            %1 = affine.load %arg1[%arg6, %arg7] : memref<2x5xi12, strided<[?, ?], offset: ?>>
            %2 = affine.load %arg2[%arg6, %arg7] : memref<2x5xf16, strided<[?, ?], offset: ?>>
            %3 = affine.load %arg3[%arg6, %arg7] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
            %4 = arith.muli %0, %c3_i4 : i4
            %5 = arith.extsi %4 : i4 to i12
            %6 = arith.muli %1, %c77_i12 : i12
            %7 = arith.subi %6, %5 : i12
            %8 = arith.remsi %7, %c77_i12 : i12
            %9 = arith.extf %2 : f16 to f32
            %10 = arith.extf %3 : bf16 to f32
            %11 = arith.mulf %2, %2 : f16
            %12 = arith.extf %11 : f16 to f32
            %13 = arith.addf %9, %10 : f32
            %14 = arith.subf %13, %12 : f32
            affine.store %8, %alloc[%arg6, %arg7] : memref<2x5xi12>
            affine.store %14, %alloc_0[%arg6, %arg7] : memref<2x5xf32>
          }
        }
      }
    }
    return %alloc, %alloc_0 : memref<2x5xi12>, memref<2x5xf32>
  }
  func.func @dynmm(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim step 4 {
      affine.for %arg3 = 0 to %dim_0 step 4 {
        affine.for %arg4 = #map(%arg2) to min #map8(%arg2)[%dim] {
          affine.for %arg5 = #map(%arg3) to min #map8(%arg3)[%dim_0] step 4 {
            %cst_4 = arith.constant dense<0.000000e+00> : vector<4xf32>
            vector.transfer_write %cst_4, %alloc[%arg4, %arg5] : vector<4xf32>, memref<?x?xf32>
          }
        }
      }
    }
    %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_3 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    affine.for %arg2 = 0 to %dim_1 step 4 {
      affine.for %arg3 = 0 to %dim_3 step 4 {
        affine.for %arg4 = 0 to %dim_2 step 4 {
          affine.for %arg5 = #map(%arg2) to min #map8(%arg2)[%dim_1] {
            affine.for %arg6 = #map(%arg3) to min #map8(%arg3)[%dim_3] {
              affine.for %arg7 = #map(%arg4) to min #map8(%arg4)[%dim_2] {
                %0 = affine.load %arg0[%arg5, %arg7] : memref<?x?xf32, strided<[?, ?], offset: ?>>
                %1 = affine.load %arg1[%arg7, %arg6] : memref<?x?xf32, strided<[?, ?], offset: ?>>
                %2 = affine.load %alloc[%arg5, %arg6] : memref<?x?xf32>
                %3 = arith.mulf %0, %1 : f32
                %4 = arith.addf %2, %3 : f32
                affine.store %4, %alloc[%arg5, %arg6] : memref<?x?xf32>
              }
            }
          }
        }
      }
    }
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
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %0 = memref.get_global @__constant_5x2xf32 : memref<5x2xf32>
    %1 = memref.get_global @__constant_2x5xbf16 : memref<2x5xbf16>
    %2 = memref.get_global @__constant_2x5xf16 : memref<2x5xf16>
    %3 = memref.get_global @__constant_2x5xi12 : memref<2x5xi12>
    %4 = memref.get_global @__constant_2x5xi4 : memref<2x5xi4>
    %5 = memref.get_global @__constant_1x3xf32 : memref<1x3xf32>
    %6 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
    %7 = memref.get_global @__constant_3x7xf32 : memref<3x7xf32>
    %8 = memref.get_global @__constant_4x5xf32 : memref<4x5xf32>
    %9 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %10 = memref.get_global @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32>
    %11 = memref.get_global @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32>
    %12 = memref.get_global @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32>
    %cast = memref.cast %11 : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_0 = memref.cast %12 : memref<2x3x2x3xf32> to memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    %13 = call @conv(%cast, %cast_0) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32>
    %collapse_shape = memref.collapse_shape %13 [[0, 1, 2], [3]] : memref<1x4x4x3xf32> into memref<16x3xf32>
    %cast_1 = memref.cast %collapse_shape : memref<16x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_2 = memref.cast %10 : memref<1x2x5x7xf32> to memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
    %14 = call @pool(%cast_2) : (memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32>
    %collapse_shape_3 = memref.collapse_shape %14 [[0, 1, 2], [3]] : memref<1x2x2x3xf32> into memref<4x3xf32>
    %cast_4 = memref.cast %collapse_shape_3 : memref<4x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_4) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_5 = memref.cast %9 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_6 = memref.cast %8 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
    %15 = call @mmtb(%cast_5, %cast_6) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32>
    %cast_7 = memref.cast %15 : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_7) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_8 = memref.cast %7 : memref<3x7xf32> to memref<3x7xf32, strided<[?, ?], offset: ?>>
    %16:2 = call @sums(%cast_8) : (memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>)
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    %subview = memref.subview %alloc[0] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1]>>
    memref.copy %16#0, %subview : memref<3xf32> to memref<3xf32, strided<[1]>>
    %subview_9 = memref.subview %alloc[3] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 3>>
    memref.copy %16#1, %subview_9 : memref<3xf32> to memref<3xf32, strided<[1], offset: 3>>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    %cast_10 = memref.cast %expand_shape : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_10) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_11 = memref.cast %6 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    %cast_12 = memref.cast %5 : memref<1x3xf32> to memref<1x3xf32, strided<[?, ?], offset: ?>>
    %17 = call @padcat(%cast_11, %cast_12) : (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32>
    %cast_13 = memref.cast %17 : memref<5x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_13) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_14 = memref.cast %4 : memref<2x5xi4> to memref<2x5xi4, strided<[?, ?], offset: ?>>
    %cast_15 = memref.cast %3 : memref<2x5xi12> to memref<2x5xi12, strided<[?, ?], offset: ?>>
    %cast_16 = memref.cast %2 : memref<2x5xf16> to memref<2x5xf16, strided<[?, ?], offset: ?>>
    %cast_17 = memref.cast %1 : memref<2x5xbf16> to memref<2x5xbf16, strided<[?, ?], offset: ?>>
    %18:2 = call @narrow(%cast_14, %cast_15, %cast_16, %cast_17) : (memref<2x5xi4, strided<[?, ?], offset: ?>>, memref<2x5xi12, strided<[?, ?], offset: ?>>, memref<2x5xf16, strided<[?, ?], offset: ?>>, memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>)
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %20 = memref.load %18#0[%arg0, %arg1] : memref<2x5xi12>
        %21 = arith.extsi %20 : i12 to i64
        vector.print %21 : i64
      }
    }
    %cast_18 = memref.cast %18#1 : memref<2x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_18) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %cast_19 = memref.cast %9 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_20 = memref.cast %0 : memref<5x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %19 = call @dynmm(%cast_19, %cast_20) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_21 = memref.cast %19 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_21) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
}

