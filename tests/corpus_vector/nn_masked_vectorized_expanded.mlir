// Generated from tests/corpus_vector/src/nn_kernels_vectorize.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --lower-vector-mask --lower-vector-multi-reduction --convert-vector-to-scf --lower-affine --expand-strided-metadata --fold-memref-alias-ops --arith-expand
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
                  %0 = arith.addi %arg3, %arg6 : index
                  %1 = arith.addi %arg4, %arg7 : index
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
                %0 = arith.muli %arg3, %c2 overflow<nsw> : index
                %1 = arith.addi %0, %arg5 : index
                %2 = arith.muli %arg4, %c2 overflow<nsw> : index
                %3 = arith.addi %2, %arg6 : index
                %4 = memref.load %arg0[%arg1, %arg2, %1, %3] : memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
                %5 = memref.load %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
                %6 = arith.cmpf ugt, %5, %4 : f32
                %7 = arith.select %6, %5, %4 : f32
                %8 = arith.cmpf uno, %4, %4 : f32
                %9 = arith.select %8, %4, %7 : f32
                memref.store %9, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
              }
            }
          }
        }
      }
    }
    return %alloc : memref<1x2x2x3xf32>
  }
  func.func @mmtb(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32> {
    %0 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %1 = ub.poison : f32
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca() : memref<vector<4x8xf32>>
    %alloca_0 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_1 = memref.alloca() : memref<vector<4x8xf32>>
    %alloca_2 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_3 = memref.alloca() : memref<vector<4x4xf32>>
    %alloca_4 = memref.alloca() : memref<vector<4x4xi1>>
    %alloca_5 = memref.alloca() : memref<vector<4x4xf32>>
    %alloca_6 = memref.alloca() : memref<vector<4x4xi1>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<3x4xf32>
      }
    }
    %2 = vector.create_mask %c3, %c5 : vector<4x8xi1>
    memref.store %2, %alloca_0[] : memref<vector<4x8xi1>>
    %3 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
    %4 = vector.type_cast %alloca_0 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %59 = memref.load %4[%arg2] : memref<4xvector<8xi1>>
      %60 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %0) -> (vector<8xf32>) {
        %61 = vector.extract %59[%arg3] : i1 from vector<8xi1>
        %62 = scf.if %61 -> (vector<8xf32>) {
          %63 = memref.load %arg0[%arg2, %arg3] : memref<3x5xf32, strided<[?, ?], offset: ?>>
          %64 = vector.insert %63, %arg4 [%arg3] : f32 into vector<8xf32>
          scf.yield %64 : vector<8xf32>
        } else {
          scf.yield %arg4 : vector<8xf32>
        }
        scf.yield %62 : vector<8xf32>
      }
      memref.store %60, %3[%arg2] : memref<4xvector<8xf32>>
    }
    %5 = memref.load %alloca[] : memref<vector<4x8xf32>>
    %6 = vector.broadcast %5 : vector<4x8xf32> to vector<4x4x8xf32>
    %7 = vector.transpose %6, [1, 0, 2] : vector<4x4x8xf32> to vector<4x4x8xf32>
    %8 = vector.create_mask %c4, %c5 : vector<4x8xi1>
    memref.store %8, %alloca_2[] : memref<vector<4x8xi1>>
    %9 = vector.type_cast %alloca_1 : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
    %10 = vector.type_cast %alloca_2 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %59 = memref.load %10[%arg2] : memref<4xvector<8xi1>>
      %60 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %0) -> (vector<8xf32>) {
        %61 = vector.extract %59[%arg3] : i1 from vector<8xi1>
        %62 = scf.if %61 -> (vector<8xf32>) {
          %63 = memref.load %arg1[%arg2, %arg3] : memref<4x5xf32, strided<[?, ?], offset: ?>>
          %64 = vector.insert %63, %arg4 [%arg3] : f32 into vector<8xf32>
          scf.yield %64 : vector<8xf32>
        } else {
          scf.yield %arg4 : vector<8xf32>
        }
        scf.yield %62 : vector<8xf32>
      }
      memref.store %60, %9[%arg2] : memref<4xvector<8xf32>>
    }
    %11 = memref.load %alloca_1[] : memref<vector<4x8xf32>>
    %12 = vector.broadcast %11 : vector<4x8xf32> to vector<4x4x8xf32>
    %13 = vector.create_mask %c3, %c4 : vector<4x4xi1>
    memref.store %13, %alloca_4[] : memref<vector<4x4xi1>>
    %14 = vector.type_cast %alloca_3 : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
    %15 = vector.type_cast %alloca_4 : memref<vector<4x4xi1>> to memref<4xvector<4xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %59 = memref.load %15[%arg2] : memref<4xvector<4xi1>>
      %60 = vector.transfer_read %alloc[%arg2, %c0], %1, %59 {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
      memref.store %60, %14[%arg2] : memref<4xvector<4xf32>>
    }
    %16 = memref.load %alloca_3[] : memref<vector<4x4xf32>>
    %17 = arith.mulf %7, %12 : vector<4x4x8xf32>
    %18 = vector.create_mask %c3, %c4, %c5 : vector<4x4x8xi1>
    %19 = vector.transpose %18, [2, 0, 1] : vector<4x4x8xi1> to vector<8x4x4xi1>
    %20 = vector.transpose %17, [2, 0, 1] : vector<4x4x8xf32> to vector<8x4x4xf32>
    %21 = vector.shape_cast %19 : vector<8x4x4xi1> to vector<8x16xi1>
    %22 = vector.shape_cast %20 : vector<8x4x4xf32> to vector<8x16xf32>
    %23 = vector.shape_cast %16 : vector<4x4xf32> to vector<16xf32>
    %24 = vector.extract %22[0] : vector<16xf32> from vector<8x16xf32>
    %25 = vector.extract %21[0] : vector<16xi1> from vector<8x16xi1>
    %26 = arith.addf %24, %23 : vector<16xf32>
    %27 = arith.select %25, %26, %23 : vector<16xi1>, vector<16xf32>
    %28 = vector.extract %22[1] : vector<16xf32> from vector<8x16xf32>
    %29 = vector.extract %21[1] : vector<16xi1> from vector<8x16xi1>
    %30 = arith.addf %28, %27 : vector<16xf32>
    %31 = arith.select %29, %30, %27 : vector<16xi1>, vector<16xf32>
    %32 = vector.extract %22[2] : vector<16xf32> from vector<8x16xf32>
    %33 = vector.extract %21[2] : vector<16xi1> from vector<8x16xi1>
    %34 = arith.addf %32, %31 : vector<16xf32>
    %35 = arith.select %33, %34, %31 : vector<16xi1>, vector<16xf32>
    %36 = vector.extract %22[3] : vector<16xf32> from vector<8x16xf32>
    %37 = vector.extract %21[3] : vector<16xi1> from vector<8x16xi1>
    %38 = arith.addf %36, %35 : vector<16xf32>
    %39 = arith.select %37, %38, %35 : vector<16xi1>, vector<16xf32>
    %40 = vector.extract %22[4] : vector<16xf32> from vector<8x16xf32>
    %41 = vector.extract %21[4] : vector<16xi1> from vector<8x16xi1>
    %42 = arith.addf %40, %39 : vector<16xf32>
    %43 = arith.select %41, %42, %39 : vector<16xi1>, vector<16xf32>
    %44 = vector.extract %22[5] : vector<16xf32> from vector<8x16xf32>
    %45 = vector.extract %21[5] : vector<16xi1> from vector<8x16xi1>
    %46 = arith.addf %44, %43 : vector<16xf32>
    %47 = arith.select %45, %46, %43 : vector<16xi1>, vector<16xf32>
    %48 = vector.extract %22[6] : vector<16xf32> from vector<8x16xf32>
    %49 = vector.extract %21[6] : vector<16xi1> from vector<8x16xi1>
    %50 = arith.addf %48, %47 : vector<16xf32>
    %51 = arith.select %49, %50, %47 : vector<16xi1>, vector<16xf32>
    %52 = vector.extract %22[7] : vector<16xf32> from vector<8x16xf32>
    %53 = vector.extract %21[7] : vector<16xi1> from vector<8x16xi1>
    %54 = arith.addf %52, %51 : vector<16xf32>
    %55 = arith.select %53, %54, %51 : vector<16xi1>, vector<16xf32>
    %56 = vector.shape_cast %55 : vector<16xf32> to vector<4x4xf32>
    memref.store %13, %alloca_6[] : memref<vector<4x4xi1>>
    memref.store %56, %alloca_5[] : memref<vector<4x4xf32>>
    %57 = vector.type_cast %alloca_5 : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
    %58 = vector.type_cast %alloca_6 : memref<vector<4x4xi1>> to memref<4xvector<4xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %59 = memref.load %57[%arg2] : memref<4xvector<4xf32>>
      %60 = memref.load %58[%arg2] : memref<4xvector<4xi1>>
      vector.transfer_write %59, %alloc[%arg2, %c0], %60 {in_bounds = [true]} : vector<4xf32>, memref<3x4xf32>
    }
    return %alloc : memref<3x4xf32>
  }
  func.func @sums(%arg0: memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>) {
    %0 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %1 = ub.poison : f32
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca() : memref<vector<4x8xf32>>
    %alloca_1 = memref.alloca() : memref<vector<4x8xi1>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    scf.for %arg1 = %c0 to %c3 step %c1 {
      memref.store %cst_0, %alloc_2[%arg1] : memref<3xf32>
    }
    scf.for %arg1 = %c0 to %c3 step %c1 {
      memref.store %cst, %alloc[%arg1] : memref<3xf32>
    }
    %2 = vector.create_mask %c3, %c7 : vector<4x8xi1>
    memref.store %2, %alloca_1[] : memref<vector<4x8xi1>>
    %3 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
    %4 = vector.type_cast %alloca_1 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      %101 = memref.load %4[%arg1] : memref<4xvector<8xi1>>
      %102 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %0) -> (vector<8xf32>) {
        %103 = vector.extract %101[%arg2] : i1 from vector<8xi1>
        %104 = scf.if %103 -> (vector<8xf32>) {
          %105 = memref.load %arg0[%arg1, %arg2] : memref<3x7xf32, strided<[?, ?], offset: ?>>
          %106 = vector.insert %105, %arg3 [%arg2] : f32 into vector<8xf32>
          scf.yield %106 : vector<8xf32>
        } else {
          scf.yield %arg3 : vector<8xf32>
        }
        scf.yield %104 : vector<8xf32>
      }
      memref.store %102, %3[%arg1] : memref<4xvector<8xf32>>
    }
    %5 = memref.load %alloca[] : memref<vector<4x8xf32>>
    %6 = vector.create_mask %c3 : vector<4xi1>
    %7 = vector.transfer_read %alloc_2[%c0], %1, %6 {in_bounds = [true]} : memref<3xf32>, vector<4xf32>
    %8 = vector.transfer_read %alloc[%c0], %1, %6 {in_bounds = [true]} : memref<3xf32>, vector<4xf32>
    %9 = vector.transpose %2, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
    %10 = vector.transpose %5, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %11 = vector.extract %10[0] : vector<4xf32> from vector<8x4xf32>
    %12 = vector.extract %9[0] : vector<4xi1> from vector<8x4xi1>
    %13 = arith.addf %11, %7 : vector<4xf32>
    %14 = arith.select %12, %13, %7 : vector<4xi1>, vector<4xf32>
    %15 = vector.extract %10[1] : vector<4xf32> from vector<8x4xf32>
    %16 = vector.extract %9[1] : vector<4xi1> from vector<8x4xi1>
    %17 = arith.addf %15, %14 : vector<4xf32>
    %18 = arith.select %16, %17, %14 : vector<4xi1>, vector<4xf32>
    %19 = vector.extract %10[2] : vector<4xf32> from vector<8x4xf32>
    %20 = vector.extract %9[2] : vector<4xi1> from vector<8x4xi1>
    %21 = arith.addf %19, %18 : vector<4xf32>
    %22 = arith.select %20, %21, %18 : vector<4xi1>, vector<4xf32>
    %23 = vector.extract %10[3] : vector<4xf32> from vector<8x4xf32>
    %24 = vector.extract %9[3] : vector<4xi1> from vector<8x4xi1>
    %25 = arith.addf %23, %22 : vector<4xf32>
    %26 = arith.select %24, %25, %22 : vector<4xi1>, vector<4xf32>
    %27 = vector.extract %10[4] : vector<4xf32> from vector<8x4xf32>
    %28 = vector.extract %9[4] : vector<4xi1> from vector<8x4xi1>
    %29 = arith.addf %27, %26 : vector<4xf32>
    %30 = arith.select %28, %29, %26 : vector<4xi1>, vector<4xf32>
    %31 = vector.extract %10[5] : vector<4xf32> from vector<8x4xf32>
    %32 = vector.extract %9[5] : vector<4xi1> from vector<8x4xi1>
    %33 = arith.addf %31, %30 : vector<4xf32>
    %34 = arith.select %32, %33, %30 : vector<4xi1>, vector<4xf32>
    %35 = vector.extract %10[6] : vector<4xf32> from vector<8x4xf32>
    %36 = vector.extract %9[6] : vector<4xi1> from vector<8x4xi1>
    %37 = arith.addf %35, %34 : vector<4xf32>
    %38 = arith.select %36, %37, %34 : vector<4xi1>, vector<4xf32>
    %39 = vector.extract %10[7] : vector<4xf32> from vector<8x4xf32>
    %40 = vector.extract %9[7] : vector<4xi1> from vector<8x4xi1>
    %41 = arith.addf %39, %38 : vector<4xf32>
    %42 = arith.select %40, %41, %38 : vector<4xi1>, vector<4xf32>
    %43 = vector.transpose %2, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
    %44 = vector.transpose %5, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
    %45 = vector.extract %44[0] : vector<4xf32> from vector<8x4xf32>
    %46 = vector.extract %43[0] : vector<4xi1> from vector<8x4xi1>
    %47 = arith.cmpf ugt, %45, %8 : vector<4xf32>
    %48 = arith.select %47, %45, %8 : vector<4xi1>, vector<4xf32>
    %49 = arith.cmpf uno, %8, %8 : vector<4xf32>
    %50 = arith.select %49, %8, %48 : vector<4xi1>, vector<4xf32>
    %51 = arith.select %46, %50, %8 : vector<4xi1>, vector<4xf32>
    %52 = vector.extract %44[1] : vector<4xf32> from vector<8x4xf32>
    %53 = vector.extract %43[1] : vector<4xi1> from vector<8x4xi1>
    %54 = arith.cmpf ugt, %52, %51 : vector<4xf32>
    %55 = arith.select %54, %52, %51 : vector<4xi1>, vector<4xf32>
    %56 = arith.cmpf uno, %51, %51 : vector<4xf32>
    %57 = arith.select %56, %51, %55 : vector<4xi1>, vector<4xf32>
    %58 = arith.select %53, %57, %51 : vector<4xi1>, vector<4xf32>
    %59 = vector.extract %44[2] : vector<4xf32> from vector<8x4xf32>
    %60 = vector.extract %43[2] : vector<4xi1> from vector<8x4xi1>
    %61 = arith.cmpf ugt, %59, %58 : vector<4xf32>
    %62 = arith.select %61, %59, %58 : vector<4xi1>, vector<4xf32>
    %63 = arith.cmpf uno, %58, %58 : vector<4xf32>
    %64 = arith.select %63, %58, %62 : vector<4xi1>, vector<4xf32>
    %65 = arith.select %60, %64, %58 : vector<4xi1>, vector<4xf32>
    %66 = vector.extract %44[3] : vector<4xf32> from vector<8x4xf32>
    %67 = vector.extract %43[3] : vector<4xi1> from vector<8x4xi1>
    %68 = arith.cmpf ugt, %66, %65 : vector<4xf32>
    %69 = arith.select %68, %66, %65 : vector<4xi1>, vector<4xf32>
    %70 = arith.cmpf uno, %65, %65 : vector<4xf32>
    %71 = arith.select %70, %65, %69 : vector<4xi1>, vector<4xf32>
    %72 = arith.select %67, %71, %65 : vector<4xi1>, vector<4xf32>
    %73 = vector.extract %44[4] : vector<4xf32> from vector<8x4xf32>
    %74 = vector.extract %43[4] : vector<4xi1> from vector<8x4xi1>
    %75 = arith.cmpf ugt, %73, %72 : vector<4xf32>
    %76 = arith.select %75, %73, %72 : vector<4xi1>, vector<4xf32>
    %77 = arith.cmpf uno, %72, %72 : vector<4xf32>
    %78 = arith.select %77, %72, %76 : vector<4xi1>, vector<4xf32>
    %79 = arith.select %74, %78, %72 : vector<4xi1>, vector<4xf32>
    %80 = vector.extract %44[5] : vector<4xf32> from vector<8x4xf32>
    %81 = vector.extract %43[5] : vector<4xi1> from vector<8x4xi1>
    %82 = arith.cmpf ugt, %80, %79 : vector<4xf32>
    %83 = arith.select %82, %80, %79 : vector<4xi1>, vector<4xf32>
    %84 = arith.cmpf uno, %79, %79 : vector<4xf32>
    %85 = arith.select %84, %79, %83 : vector<4xi1>, vector<4xf32>
    %86 = arith.select %81, %85, %79 : vector<4xi1>, vector<4xf32>
    %87 = vector.extract %44[6] : vector<4xf32> from vector<8x4xf32>
    %88 = vector.extract %43[6] : vector<4xi1> from vector<8x4xi1>
    %89 = arith.cmpf ugt, %87, %86 : vector<4xf32>
    %90 = arith.select %89, %87, %86 : vector<4xi1>, vector<4xf32>
    %91 = arith.cmpf uno, %86, %86 : vector<4xf32>
    %92 = arith.select %91, %86, %90 : vector<4xi1>, vector<4xf32>
    %93 = arith.select %88, %92, %86 : vector<4xi1>, vector<4xf32>
    %94 = vector.extract %44[7] : vector<4xf32> from vector<8x4xf32>
    %95 = vector.extract %43[7] : vector<4xi1> from vector<8x4xi1>
    %96 = arith.cmpf ugt, %94, %93 : vector<4xf32>
    %97 = arith.select %96, %94, %93 : vector<4xi1>, vector<4xf32>
    %98 = arith.cmpf uno, %93, %93 : vector<4xf32>
    %99 = arith.select %98, %93, %97 : vector<4xi1>, vector<4xf32>
    %100 = arith.select %95, %99, %93 : vector<4xi1>, vector<4xf32>
    vector.transfer_write %42, %alloc_2[%c0], %6 {in_bounds = [true]} : vector<4xf32>, memref<3xf32>
    vector.transfer_write %100, %alloc[%c0], %6 {in_bounds = [true]} : vector<4xf32>, memref<3xf32>
    return %alloc_2, %alloc : memref<3xf32>, memref<3xf32>
  }
  func.func @padcat(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant -1.500000e+00 : f32
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %alloca = memref.alloca() : memref<vector<8x8xf32>>
    %alloca_0 = memref.alloca() : memref<vector<8x8xi1>>
    %alloca_1 = memref.alloca() : memref<vector<8x8xf32>>
    %alloca_2 = memref.alloca() : memref<vector<8x8xi1>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<3x3xf32> to memref<2x3xf32, strided<[3, 1]>>
    memref.copy %arg0, %reinterpret_cast : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
    %reinterpret_cast_3 = memref.reinterpret_cast %alloc to offset: [6], sizes: [1, 3], strides: [3, 1] : memref<3x3xf32> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    memref.copy %arg1, %reinterpret_cast_3 : memref<1x3xf32, strided<[?, ?], offset: ?>> to memref<1x3xf32, strided<[3, 1], offset: 6>>
    %0 = vector.create_mask %c3, %c3 : vector<8x8xi1>
    memref.store %0, %alloca_0[] : memref<vector<8x8xi1>>
    %1 = vector.type_cast %alloca : memref<vector<8x8xf32>> to memref<8xvector<8xf32>>
    %2 = vector.type_cast %alloca_0 : memref<vector<8x8xi1>> to memref<8xvector<8xi1>>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %7 = memref.load %2[%arg2] : memref<8xvector<8xi1>>
      %8 = vector.transfer_read %alloc[%arg2, %c0], %cst, %7 {in_bounds = [true]} : memref<3x3xf32>, vector<8xf32>
      memref.store %8, %1[%arg2] : memref<8xvector<8xf32>>
    }
    %3 = memref.load %alloca[] : memref<vector<8x8xf32>>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<5x5xf32>
    %4 = vector.create_mask %c5, %c5 : vector<8x8xi1>
    memref.store %4, %alloca_2[] : memref<vector<8x8xi1>>
    memref.store %3, %alloca_1[] : memref<vector<8x8xf32>>
    %5 = vector.type_cast %alloca_1 : memref<vector<8x8xf32>> to memref<8xvector<8xf32>>
    %6 = vector.type_cast %alloca_2 : memref<vector<8x8xi1>> to memref<8xvector<8xi1>>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %7 = memref.load %5[%arg2] : memref<8xvector<8xf32>>
      %8 = memref.load %6[%arg2] : memref<8xvector<8xi1>>
      vector.transfer_write %7, %alloc_4[%arg2, %c0], %8 {in_bounds = [true]} : vector<8xf32>, memref<5x5xf32>
    }
    return %alloc_4 : memref<5x5xf32>
  }
  func.func @narrow(%arg0: memref<2x5xi4, strided<[?, ?], offset: ?>>, %arg1: memref<2x5xi12, strided<[?, ?], offset: ?>>, %arg2: memref<2x5xf16, strided<[?, ?], offset: ?>>, %arg3: memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>) {
    %0 = ub.poison : vector<8xbf16>
    %1 = ub.poison : vector<8xf16>
    %2 = ub.poison : vector<8xi12>
    %3 = ub.poison : vector<8xi4>
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<3> : vector<4x8xi4>
    %cst_0 = arith.constant dense<77> : vector<4x8xi12>
    %alloca = memref.alloca() : memref<vector<4x8xi4>>
    %alloca_1 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_2 = memref.alloca() : memref<vector<4x8xi12>>
    %alloca_3 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_4 = memref.alloca() : memref<vector<4x8xf16>>
    %alloca_5 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_6 = memref.alloca() : memref<vector<4x8xbf16>>
    %alloca_7 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_8 = memref.alloca() : memref<vector<4x8xi12>>
    %alloca_9 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_10 = memref.alloca() : memref<vector<4x8xf32>>
    %alloca_11 = memref.alloca() : memref<vector<4x8xi1>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi12>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
    %4 = vector.create_mask %c2, %c5 : vector<4x8xi1>
    memref.store %4, %alloca_1[] : memref<vector<4x8xi1>>
    %5 = vector.type_cast %alloca : memref<vector<4x8xi4>> to memref<4xvector<8xi4>>
    %6 = vector.type_cast %alloca_1 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %6[%arg4] : memref<4xvector<8xi1>>
      %33 = scf.for %arg5 = %c0 to %c8 step %c1 iter_args(%arg6 = %3) -> (vector<8xi4>) {
        %34 = vector.extract %32[%arg5] : i1 from vector<8xi1>
        %35 = scf.if %34 -> (vector<8xi4>) {
          %36 = memref.load %arg0[%arg4, %arg5] : memref<2x5xi4, strided<[?, ?], offset: ?>>
          %37 = vector.insert %36, %arg6 [%arg5] : i4 into vector<8xi4>
          scf.yield %37 : vector<8xi4>
        } else {
          scf.yield %arg6 : vector<8xi4>
        }
        scf.yield %35 : vector<8xi4>
      }
      memref.store %33, %5[%arg4] : memref<4xvector<8xi4>>
    }
    %7 = memref.load %alloca[] : memref<vector<4x8xi4>>
    memref.store %4, %alloca_3[] : memref<vector<4x8xi1>>
    %8 = vector.type_cast %alloca_2 : memref<vector<4x8xi12>> to memref<4xvector<8xi12>>
    %9 = vector.type_cast %alloca_3 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %9[%arg4] : memref<4xvector<8xi1>>
      %33 = scf.for %arg5 = %c0 to %c8 step %c1 iter_args(%arg6 = %2) -> (vector<8xi12>) {
        %34 = vector.extract %32[%arg5] : i1 from vector<8xi1>
        %35 = scf.if %34 -> (vector<8xi12>) {
          %36 = memref.load %arg1[%arg4, %arg5] : memref<2x5xi12, strided<[?, ?], offset: ?>>
          %37 = vector.insert %36, %arg6 [%arg5] : i12 into vector<8xi12>
          scf.yield %37 : vector<8xi12>
        } else {
          scf.yield %arg6 : vector<8xi12>
        }
        scf.yield %35 : vector<8xi12>
      }
      memref.store %33, %8[%arg4] : memref<4xvector<8xi12>>
    }
    %10 = memref.load %alloca_2[] : memref<vector<4x8xi12>>
    memref.store %4, %alloca_5[] : memref<vector<4x8xi1>>
    %11 = vector.type_cast %alloca_4 : memref<vector<4x8xf16>> to memref<4xvector<8xf16>>
    %12 = vector.type_cast %alloca_5 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %12[%arg4] : memref<4xvector<8xi1>>
      %33 = scf.for %arg5 = %c0 to %c8 step %c1 iter_args(%arg6 = %1) -> (vector<8xf16>) {
        %34 = vector.extract %32[%arg5] : i1 from vector<8xi1>
        %35 = scf.if %34 -> (vector<8xf16>) {
          %36 = memref.load %arg2[%arg4, %arg5] : memref<2x5xf16, strided<[?, ?], offset: ?>>
          %37 = vector.insert %36, %arg6 [%arg5] : f16 into vector<8xf16>
          scf.yield %37 : vector<8xf16>
        } else {
          scf.yield %arg6 : vector<8xf16>
        }
        scf.yield %35 : vector<8xf16>
      }
      memref.store %33, %11[%arg4] : memref<4xvector<8xf16>>
    }
    %13 = memref.load %alloca_4[] : memref<vector<4x8xf16>>
    memref.store %4, %alloca_7[] : memref<vector<4x8xi1>>
    %14 = vector.type_cast %alloca_6 : memref<vector<4x8xbf16>> to memref<4xvector<8xbf16>>
    %15 = vector.type_cast %alloca_7 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %15[%arg4] : memref<4xvector<8xi1>>
      %33 = scf.for %arg5 = %c0 to %c8 step %c1 iter_args(%arg6 = %0) -> (vector<8xbf16>) {
        %34 = vector.extract %32[%arg5] : i1 from vector<8xi1>
        %35 = scf.if %34 -> (vector<8xbf16>) {
          %36 = memref.load %arg3[%arg4, %arg5] : memref<2x5xbf16, strided<[?, ?], offset: ?>>
          %37 = vector.insert %36, %arg6 [%arg5] : bf16 into vector<8xbf16>
          scf.yield %37 : vector<8xbf16>
        } else {
          scf.yield %arg6 : vector<8xbf16>
        }
        scf.yield %35 : vector<8xbf16>
      }
      memref.store %33, %14[%arg4] : memref<4xvector<8xbf16>>
    }
    %16 = memref.load %alloca_6[] : memref<vector<4x8xbf16>>
    %17 = arith.muli %7, %cst : vector<4x8xi4>
    %18 = arith.extsi %17 : vector<4x8xi4> to vector<4x8xi12>
    %19 = arith.muli %10, %cst_0 : vector<4x8xi12>
    %20 = arith.subi %19, %18 : vector<4x8xi12>
    %21 = arith.remsi %20, %cst_0 : vector<4x8xi12>
    %22 = arith.extf %13 : vector<4x8xf16> to vector<4x8xf32>
    %23 = arith.extf %16 : vector<4x8xbf16> to vector<4x8xf32>
    %24 = arith.mulf %13, %13 : vector<4x8xf16>
    %25 = arith.extf %24 : vector<4x8xf16> to vector<4x8xf32>
    %26 = arith.addf %22, %23 : vector<4x8xf32>
    %27 = arith.subf %26, %25 : vector<4x8xf32>
    memref.store %4, %alloca_9[] : memref<vector<4x8xi1>>
    memref.store %21, %alloca_8[] : memref<vector<4x8xi12>>
    %28 = vector.type_cast %alloca_8 : memref<vector<4x8xi12>> to memref<4xvector<8xi12>>
    %29 = vector.type_cast %alloca_9 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %28[%arg4] : memref<4xvector<8xi12>>
      %33 = memref.load %29[%arg4] : memref<4xvector<8xi1>>
      vector.transfer_write %32, %alloc[%arg4, %c0], %33 {in_bounds = [true]} : vector<8xi12>, memref<2x5xi12>
    }
    memref.store %4, %alloca_11[] : memref<vector<4x8xi1>>
    memref.store %27, %alloca_10[] : memref<vector<4x8xf32>>
    %30 = vector.type_cast %alloca_10 : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
    %31 = vector.type_cast %alloca_11 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %32 = memref.load %30[%arg4] : memref<4xvector<8xf32>>
      %33 = memref.load %31[%arg4] : memref<4xvector<8xi1>>
      vector.transfer_write %32, %alloc_12[%arg4, %c0], %33 {in_bounds = [true]} : vector<8xf32>, memref<2x5xf32>
    }
    return %alloc, %alloc_12 : memref<2x5xi12>, memref<2x5xf32>
  }
  func.func @dynmm(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %0 = ub.poison : vector<4xf32>
    %1 = ub.poison : vector<8xf32>
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %2 = ub.poison : f32
    %alloca = memref.alloca() : memref<vector<4x8xf32>>
    %alloca_0 = memref.alloca() : memref<vector<4x8xi1>>
    %alloca_1 = memref.alloca() : memref<vector<8x4xf32>>
    %alloca_2 = memref.alloca() : memref<vector<8x4xi1>>
    %alloca_3 = memref.alloca() : memref<vector<4x4xf32>>
    %alloca_4 = memref.alloca() : memref<vector<4x4xi1>>
    %alloca_5 = memref.alloca() : memref<vector<4x4xf32>>
    %alloca_6 = memref.alloca() : memref<vector<4x4xi1>>
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_7 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_7) {alignment = 64 : i64} : memref<?x?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_7 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    %dim_8 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_9 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_10 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %3 = vector.create_mask %dim_8, %dim_10 : vector<4x8xi1>
    memref.store %3, %alloca_0[] : memref<vector<4x8xi1>>
    %4 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
    %5 = vector.type_cast %alloca_0 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %61 = memref.load %5[%arg2] : memref<4xvector<8xi1>>
      %62 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %1) -> (vector<8xf32>) {
        %63 = vector.extract %61[%arg3] : i1 from vector<8xi1>
        %64 = scf.if %63 -> (vector<8xf32>) {
          %65 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %66 = vector.insert %65, %arg4 [%arg3] : f32 into vector<8xf32>
          scf.yield %66 : vector<8xf32>
        } else {
          scf.yield %arg4 : vector<8xf32>
        }
        scf.yield %64 : vector<8xf32>
      }
      memref.store %62, %4[%arg2] : memref<4xvector<8xf32>>
    }
    %6 = memref.load %alloca[] : memref<vector<4x8xf32>>
    %7 = vector.broadcast %6 : vector<4x8xf32> to vector<4x4x8xf32>
    %8 = vector.transpose %7, [1, 0, 2] : vector<4x4x8xf32> to vector<4x4x8xf32>
    %9 = vector.create_mask %dim_10, %dim_9 : vector<8x4xi1>
    memref.store %9, %alloca_2[] : memref<vector<8x4xi1>>
    %10 = vector.type_cast %alloca_1 : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
    %11 = vector.type_cast %alloca_2 : memref<vector<8x4xi1>> to memref<8xvector<4xi1>>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %61 = memref.load %11[%arg2] : memref<8xvector<4xi1>>
      %62 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %0) -> (vector<4xf32>) {
        %63 = vector.extract %61[%arg3] : i1 from vector<4xi1>
        %64 = scf.if %63 -> (vector<4xf32>) {
          %65 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %66 = vector.insert %65, %arg4 [%arg3] : f32 into vector<4xf32>
          scf.yield %66 : vector<4xf32>
        } else {
          scf.yield %arg4 : vector<4xf32>
        }
        scf.yield %64 : vector<4xf32>
      }
      memref.store %62, %10[%arg2] : memref<8xvector<4xf32>>
    }
    %12 = memref.load %alloca_1[] : memref<vector<8x4xf32>>
    %13 = vector.broadcast %12 : vector<8x4xf32> to vector<4x8x4xf32>
    %14 = vector.transpose %13, [0, 2, 1] : vector<4x8x4xf32> to vector<4x4x8xf32>
    %15 = vector.create_mask %dim_8, %dim_9 : vector<4x4xi1>
    memref.store %15, %alloca_4[] : memref<vector<4x4xi1>>
    %16 = vector.type_cast %alloca_3 : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
    %17 = vector.type_cast %alloca_4 : memref<vector<4x4xi1>> to memref<4xvector<4xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %61 = memref.load %17[%arg2] : memref<4xvector<4xi1>>
      %62 = vector.transfer_read %alloc[%arg2, %c0], %2, %61 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
      memref.store %62, %16[%arg2] : memref<4xvector<4xf32>>
    }
    %18 = memref.load %alloca_3[] : memref<vector<4x4xf32>>
    %19 = arith.mulf %8, %14 : vector<4x4x8xf32>
    %20 = vector.create_mask %dim_8, %dim_9, %dim_10 : vector<4x4x8xi1>
    %21 = vector.transpose %20, [2, 0, 1] : vector<4x4x8xi1> to vector<8x4x4xi1>
    %22 = vector.transpose %19, [2, 0, 1] : vector<4x4x8xf32> to vector<8x4x4xf32>
    %23 = vector.shape_cast %21 : vector<8x4x4xi1> to vector<8x16xi1>
    %24 = vector.shape_cast %22 : vector<8x4x4xf32> to vector<8x16xf32>
    %25 = vector.shape_cast %18 : vector<4x4xf32> to vector<16xf32>
    %26 = vector.extract %24[0] : vector<16xf32> from vector<8x16xf32>
    %27 = vector.extract %23[0] : vector<16xi1> from vector<8x16xi1>
    %28 = arith.addf %26, %25 : vector<16xf32>
    %29 = arith.select %27, %28, %25 : vector<16xi1>, vector<16xf32>
    %30 = vector.extract %24[1] : vector<16xf32> from vector<8x16xf32>
    %31 = vector.extract %23[1] : vector<16xi1> from vector<8x16xi1>
    %32 = arith.addf %30, %29 : vector<16xf32>
    %33 = arith.select %31, %32, %29 : vector<16xi1>, vector<16xf32>
    %34 = vector.extract %24[2] : vector<16xf32> from vector<8x16xf32>
    %35 = vector.extract %23[2] : vector<16xi1> from vector<8x16xi1>
    %36 = arith.addf %34, %33 : vector<16xf32>
    %37 = arith.select %35, %36, %33 : vector<16xi1>, vector<16xf32>
    %38 = vector.extract %24[3] : vector<16xf32> from vector<8x16xf32>
    %39 = vector.extract %23[3] : vector<16xi1> from vector<8x16xi1>
    %40 = arith.addf %38, %37 : vector<16xf32>
    %41 = arith.select %39, %40, %37 : vector<16xi1>, vector<16xf32>
    %42 = vector.extract %24[4] : vector<16xf32> from vector<8x16xf32>
    %43 = vector.extract %23[4] : vector<16xi1> from vector<8x16xi1>
    %44 = arith.addf %42, %41 : vector<16xf32>
    %45 = arith.select %43, %44, %41 : vector<16xi1>, vector<16xf32>
    %46 = vector.extract %24[5] : vector<16xf32> from vector<8x16xf32>
    %47 = vector.extract %23[5] : vector<16xi1> from vector<8x16xi1>
    %48 = arith.addf %46, %45 : vector<16xf32>
    %49 = arith.select %47, %48, %45 : vector<16xi1>, vector<16xf32>
    %50 = vector.extract %24[6] : vector<16xf32> from vector<8x16xf32>
    %51 = vector.extract %23[6] : vector<16xi1> from vector<8x16xi1>
    %52 = arith.addf %50, %49 : vector<16xf32>
    %53 = arith.select %51, %52, %49 : vector<16xi1>, vector<16xf32>
    %54 = vector.extract %24[7] : vector<16xf32> from vector<8x16xf32>
    %55 = vector.extract %23[7] : vector<16xi1> from vector<8x16xi1>
    %56 = arith.addf %54, %53 : vector<16xf32>
    %57 = arith.select %55, %56, %53 : vector<16xi1>, vector<16xf32>
    %58 = vector.shape_cast %57 : vector<16xf32> to vector<4x4xf32>
    memref.store %15, %alloca_6[] : memref<vector<4x4xi1>>
    memref.store %58, %alloca_5[] : memref<vector<4x4xf32>>
    %59 = vector.type_cast %alloca_5 : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
    %60 = vector.type_cast %alloca_6 : memref<vector<4x4xi1>> to memref<4xvector<4xi1>>
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %61 = memref.load %59[%arg2] : memref<4xvector<4xf32>>
      %62 = memref.load %60[%arg2] : memref<4xvector<4xi1>>
      vector.transfer_write %61, %alloc[%arg2, %c0], %62 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
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
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @__constant_1x5x6x2xf32 : memref<1x5x6x2xf32>
    %1 = memref.get_global @__constant_2x3x2x3xf32 : memref<2x3x2x3xf32>
    %cast = memref.cast %0 : memref<1x5x6x2xf32> to memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<2x3x2x3xf32> to memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    %2 = call @conv(%cast, %cast_0) : (memref<1x5x6x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x3xf32>
    %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %2 : memref<1x4x4x3xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [16, 3], strides: [3, 1] : memref<f32> to memref<16x3xf32>
    %cast_1 = memref.cast %reinterpret_cast : memref<16x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %3 = memref.get_global @__constant_1x2x5x7xf32 : memref<1x2x5x7xf32>
    %cast_2 = memref.cast %3 : memref<1x2x5x7xf32> to memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>
    %4 = call @pool(%cast_2) : (memref<1x2x5x7xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32>
    %base_buffer_3, %offset_4, %sizes_5:4, %strides_6:4 = memref.extract_strided_metadata %4 : memref<1x2x2x3xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
    %reinterpret_cast_7 = memref.reinterpret_cast %base_buffer_3 to offset: [0], sizes: [4, 3], strides: [3, 1] : memref<f32> to memref<4x3xf32>
    %cast_8 = memref.cast %reinterpret_cast_7 : memref<4x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_8) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %5 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %6 = memref.get_global @__constant_4x5xf32 : memref<4x5xf32>
    %cast_9 = memref.cast %5 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_10 = memref.cast %6 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
    %7 = call @mmtb(%cast_9, %cast_10) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32>
    %cast_11 = memref.cast %7 : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_11) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %8 = memref.get_global @__constant_3x7xf32 : memref<3x7xf32>
    %cast_12 = memref.cast %8 : memref<3x7xf32> to memref<3x7xf32, strided<[?, ?], offset: ?>>
    %9:2 = call @sums(%cast_12) : (memref<3x7xf32, strided<[?, ?], offset: ?>>) -> (memref<3xf32>, memref<3xf32>)
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
    %reinterpret_cast_13 = memref.reinterpret_cast %alloc to offset: [0], sizes: [3], strides: [1] : memref<6xf32> to memref<3xf32, strided<[1]>>
    memref.copy %9#0, %reinterpret_cast_13 : memref<3xf32> to memref<3xf32, strided<[1]>>
    %reinterpret_cast_14 = memref.reinterpret_cast %alloc to offset: [3], sizes: [3], strides: [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 3>>
    memref.copy %9#1, %reinterpret_cast_14 : memref<3xf32> to memref<3xf32, strided<[1], offset: 3>>
    %reinterpret_cast_15 = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
    %cast_16 = memref.cast %reinterpret_cast_15 : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_16) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %10 = memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
    %11 = memref.get_global @__constant_1x3xf32 : memref<1x3xf32>
    %cast_17 = memref.cast %10 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    %cast_18 = memref.cast %11 : memref<1x3xf32> to memref<1x3xf32, strided<[?, ?], offset: ?>>
    %12 = call @padcat(%cast_17, %cast_18) : (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<1x3xf32, strided<[?, ?], offset: ?>>) -> memref<5x5xf32>
    %cast_19 = memref.cast %12 : memref<5x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_19) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %13 = memref.get_global @__constant_2x5xi4 : memref<2x5xi4>
    %14 = memref.get_global @__constant_2x5xi12 : memref<2x5xi12>
    %15 = memref.get_global @__constant_2x5xf16 : memref<2x5xf16>
    %16 = memref.get_global @__constant_2x5xbf16 : memref<2x5xbf16>
    %cast_20 = memref.cast %13 : memref<2x5xi4> to memref<2x5xi4, strided<[?, ?], offset: ?>>
    %cast_21 = memref.cast %14 : memref<2x5xi12> to memref<2x5xi12, strided<[?, ?], offset: ?>>
    %cast_22 = memref.cast %15 : memref<2x5xf16> to memref<2x5xf16, strided<[?, ?], offset: ?>>
    %cast_23 = memref.cast %16 : memref<2x5xbf16> to memref<2x5xbf16, strided<[?, ?], offset: ?>>
    %17:2 = call @narrow(%cast_20, %cast_21, %cast_22, %cast_23) : (memref<2x5xi4, strided<[?, ?], offset: ?>>, memref<2x5xi12, strided<[?, ?], offset: ?>>, memref<2x5xf16, strided<[?, ?], offset: ?>>, memref<2x5xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x5xi12>, memref<2x5xf32>)
    scf.for %arg0 = %c0 to %c2 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %20 = memref.load %17#0[%arg0, %arg1] : memref<2x5xi12>
        %21 = arith.extsi %20 : i12 to i64
        vector.print %21 : i64
      }
    }
    %cast_24 = memref.cast %17#1 : memref<2x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_24) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    %18 = memref.get_global @__constant_5x2xf32 : memref<5x2xf32>
    %cast_25 = memref.cast %5 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_26 = memref.cast %18 : memref<5x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %19 = call @dynmm(%cast_25, %cast_26) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_27 = memref.cast %19 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    call @print2(%cast_27) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
  module attributes {transform.with_named_sequence} {
  }
}

