// Generated from tests/corpus_vector/src/tensor_gather.mlir.in by mlir-opt 22 with
// PASSES: --transform-interpreter --test-transform-dialect-erase-schedule --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --transform-preload-library=transform-library-paths=tests/corpus_vector/src/lower_vector.mlir.in --transform-interpreter --test-transform-dialect-erase-schedule
#map = affine_map<(d0) -> (-d0 + 5, 4)>
#map1 = affine_map<(d0) -> (-d0 + 6, 4)>
#map2 = affine_map<(d0) -> (-d0 + 7, 4)>
module {
  memref.global "private" constant @__constant_3x4xindex : memref<3x4xindex> = dense<[[15, 0, 3, 3], [7, 8, 1, 2], [12, 14, 5, 9]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32 : memref<16xf32> = dense<[5.000000e-01, 1.500000e+00, -2.000000e+00, 3.000000e+00, 4.250000e+00, -5.000000e+00, 6.000000e+00, 7.500000e+00, 8.000000e+00, -9.000000e+00, 1.000000e+01, 1.100000e+01, 1.250000e+01, 1.300000e+01, -1.400000e+01, 1.500000e+01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5x7xi8 : memref<5x7xi8> = dense<[[1, -2, 3, -4, 5, -6, 7], [127, -128, 0, 1, 2, 3, 4], [9, 8, 7, 6, 5, 4, 3], [-1, -1, -1, -1, -1, -1, -1], [100, 50, -25, 12, -6, 3, -1]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_6x7xi8 : memref<6x7xi8> = dense<[[1, 0, 0, 0, 0, 0, 1], [2, 2, 2, 2, 2, 2, 2], [-128, 127, -128, 127, 0, 0, 0], [3, -3, 3, -3, 3, -3, 3], [0, 1, 2, 3, 4, 5, 6], [-7, -6, -5, -4, -3, -2, -1]]> {alignment = 64 : i64}
  func.func @pad(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<6x8xf32> {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<-9.500000e+00> : vector<6x8xf32>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant -9.500000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x8xf32>
    vector.transfer_write %cst, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<6x8xf32>, memref<6x8xf32>
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst_0 {in_bounds = [true, true]} : memref<3x5xf32, strided<[?, ?], offset: ?>>, vector<3x5xf32>
    vector.transfer_write %0, %alloc[%c1, %c2] {in_bounds = [true, true]} : vector<3x5xf32>, memref<6x8xf32>
    return %alloc : memref<6x8xf32>
  }
  func.func @qmm(%arg0: memref<5x7xi8, strided<[?, ?], offset: ?>>, %arg1: memref<6x7xi8, strided<[?, ?], offset: ?>>) -> memref<5x6xi32> {
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<0> : vector<5x6xi32>
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x6xi32>
    vector.transfer_write %cst, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<5x6xi32>, memref<5x6xi32>
    %0 = scf.for %arg2 = %c0 to %c5 step %c4 iter_args(%arg3 = %alloc) -> (memref<5x6xi32>) {
      %1 = scf.for %arg4 = %c0 to %c6 step %c4 iter_args(%arg5 = %arg3) -> (memref<5x6xi32>) {
        %2 = scf.for %arg6 = %c0 to %c7 step %c4 iter_args(%arg7 = %arg5) -> (memref<5x6xi32>) {
          %3 = affine.min #map(%arg2)
          %4 = affine.min #map1(%arg4)
          %5 = affine.min #map2(%arg6)
          %subview = memref.subview %arg0[%arg2, %arg6] [%3, %5] [1, 1] : memref<5x7xi8, strided<[?, ?], offset: ?>> to memref<?x?xi8, strided<[?, ?], offset: ?>>
          %subview_0 = memref.subview %arg1[%arg4, %arg6] [%4, %5] [1, 1] : memref<6x7xi8, strided<[?, ?], offset: ?>> to memref<?x?xi8, strided<[?, ?], offset: ?>>
          %subview_1 = memref.subview %arg7[%arg2, %arg4] [%3, %4] [1, 1] : memref<5x6xi32> to memref<?x?xi32, strided<[6, 1], offset: ?>>
          scf.for %arg8 = %c0 to %3 step %c1 {
            scf.for %arg9 = %c0 to %4 step %c1 {
              scf.for %arg10 = %c0 to %5 step %c1 {
                %6 = memref.load %subview[%arg8, %arg10] : memref<?x?xi8, strided<[?, ?], offset: ?>>
                %7 = memref.load %subview_0[%arg9, %arg10] : memref<?x?xi8, strided<[?, ?], offset: ?>>
                %8 = memref.load %subview_1[%arg8, %arg9] : memref<?x?xi32, strided<[6, 1], offset: ?>>
                %9 = arith.extsi %6 : i8 to i32
                %10 = arith.extsi %7 : i8 to i32
                %11 = arith.muli %9, %10 : i32
                %12 = arith.addi %8, %11 : i32
                memref.store %12, %subview_1[%arg8, %arg9] : memref<?x?xi32, strided<[6, 1], offset: ?>>
              }
            }
          }
          %subview_2 = memref.subview %arg7[%arg2, %arg4] [%3, %4] [1, 1] : memref<5x6xi32> to memref<?x?xi32, strided<[6, 1], offset: ?>>
          memref.copy %subview_1, %subview_2 : memref<?x?xi32, strided<[6, 1], offset: ?>> to memref<?x?xi32, strided<[6, 1], offset: ?>>
          scf.yield %arg7 : memref<5x6xi32>
        }
        scf.yield %2 : memref<5x6xi32>
      }
      scf.yield %1 : memref<5x6xi32>
    }
    return %0 : memref<5x6xi32>
  }
  func.func @mm(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant dense<0.000000e+00> : vector<4x4xf32>
    %0 = ub.poison : vector<16xf32>
    %1 = ub.poison : f32
    %cst_0 = arith.constant dense<0.000000e+00> : vector<8x8xf32>
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    vector.transfer_write %cst_0, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, memref<8x8xf32>
    %2 = scf.for %arg2 = %c0 to %c8 step %c4 iter_args(%arg3 = %alloc) -> (memref<8x8xf32>) {
      %3 = scf.for %arg4 = %c0 to %c8 step %c4 iter_args(%arg5 = %arg3) -> (memref<8x8xf32>) {
        %4 = scf.for %arg6 = %c0 to %c8 step %c4 iter_args(%arg7 = %arg5) -> (memref<8x8xf32>) {
          %5 = vector.transfer_read %arg0[%arg2, %arg6], %1 {in_bounds = [true, true]} : memref<8x8xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
          %6 = vector.transfer_read %arg1[%arg6, %arg4], %1 {in_bounds = [true, true]} : memref<8x8xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
          %7 = vector.transfer_read %arg7[%arg2, %arg4], %1 {in_bounds = [true, true]} : memref<8x8xf32>, vector<4x4xf32>
          %8 = vector.extract %6[0] : vector<4xf32> from vector<4x4xf32>
          %9 = vector.insert_strided_slice %8, %0 {offsets = [0], strides = [1]} : vector<4xf32> into vector<16xf32>
          %10 = vector.extract %6[1] : vector<4xf32> from vector<4x4xf32>
          %11 = vector.insert_strided_slice %10, %9 {offsets = [4], strides = [1]} : vector<4xf32> into vector<16xf32>
          %12 = vector.extract %6[2] : vector<4xf32> from vector<4x4xf32>
          %13 = vector.insert_strided_slice %12, %11 {offsets = [8], strides = [1]} : vector<4xf32> into vector<16xf32>
          %14 = vector.extract %6[3] : vector<4xf32> from vector<4x4xf32>
          %15 = vector.insert_strided_slice %14, %13 {offsets = [12], strides = [1]} : vector<4xf32> into vector<16xf32>
          %16 = vector.shuffle %15, %15 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>, vector<16xf32>
          %17 = vector.extract_strided_slice %16 {offsets = [0], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
          %18 = vector.extract_strided_slice %16 {offsets = [4], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
          %19 = vector.extract_strided_slice %16 {offsets = [8], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
          %20 = vector.extract_strided_slice %16 {offsets = [12], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
          %21 = vector.extract %5[0] : vector<4xf32> from vector<4x4xf32>
          %22 = arith.mulf %21, %17 : vector<4xf32>
          %23 = vector.reduction <add>, %22 : vector<4xf32> into f32
          %24 = vector.insert %23, %cst [0, 0] : f32 into vector<4x4xf32>
          %25 = arith.mulf %21, %18 : vector<4xf32>
          %26 = vector.reduction <add>, %25 : vector<4xf32> into f32
          %27 = vector.insert %26, %24 [0, 1] : f32 into vector<4x4xf32>
          %28 = arith.mulf %21, %19 : vector<4xf32>
          %29 = vector.reduction <add>, %28 : vector<4xf32> into f32
          %30 = vector.insert %29, %27 [0, 2] : f32 into vector<4x4xf32>
          %31 = arith.mulf %21, %20 : vector<4xf32>
          %32 = vector.reduction <add>, %31 : vector<4xf32> into f32
          %33 = vector.insert %32, %30 [0, 3] : f32 into vector<4x4xf32>
          %34 = vector.extract %5[1] : vector<4xf32> from vector<4x4xf32>
          %35 = arith.mulf %34, %17 : vector<4xf32>
          %36 = vector.reduction <add>, %35 : vector<4xf32> into f32
          %37 = vector.insert %36, %33 [1, 0] : f32 into vector<4x4xf32>
          %38 = arith.mulf %34, %18 : vector<4xf32>
          %39 = vector.reduction <add>, %38 : vector<4xf32> into f32
          %40 = vector.insert %39, %37 [1, 1] : f32 into vector<4x4xf32>
          %41 = arith.mulf %34, %19 : vector<4xf32>
          %42 = vector.reduction <add>, %41 : vector<4xf32> into f32
          %43 = vector.insert %42, %40 [1, 2] : f32 into vector<4x4xf32>
          %44 = arith.mulf %34, %20 : vector<4xf32>
          %45 = vector.reduction <add>, %44 : vector<4xf32> into f32
          %46 = vector.insert %45, %43 [1, 3] : f32 into vector<4x4xf32>
          %47 = vector.extract %5[2] : vector<4xf32> from vector<4x4xf32>
          %48 = arith.mulf %47, %17 : vector<4xf32>
          %49 = vector.reduction <add>, %48 : vector<4xf32> into f32
          %50 = vector.insert %49, %46 [2, 0] : f32 into vector<4x4xf32>
          %51 = arith.mulf %47, %18 : vector<4xf32>
          %52 = vector.reduction <add>, %51 : vector<4xf32> into f32
          %53 = vector.insert %52, %50 [2, 1] : f32 into vector<4x4xf32>
          %54 = arith.mulf %47, %19 : vector<4xf32>
          %55 = vector.reduction <add>, %54 : vector<4xf32> into f32
          %56 = vector.insert %55, %53 [2, 2] : f32 into vector<4x4xf32>
          %57 = arith.mulf %47, %20 : vector<4xf32>
          %58 = vector.reduction <add>, %57 : vector<4xf32> into f32
          %59 = vector.insert %58, %56 [2, 3] : f32 into vector<4x4xf32>
          %60 = vector.extract %5[3] : vector<4xf32> from vector<4x4xf32>
          %61 = arith.mulf %60, %17 : vector<4xf32>
          %62 = vector.reduction <add>, %61 : vector<4xf32> into f32
          %63 = vector.insert %62, %59 [3, 0] : f32 into vector<4x4xf32>
          %64 = arith.mulf %60, %18 : vector<4xf32>
          %65 = vector.reduction <add>, %64 : vector<4xf32> into f32
          %66 = vector.insert %65, %63 [3, 1] : f32 into vector<4x4xf32>
          %67 = arith.mulf %60, %19 : vector<4xf32>
          %68 = vector.reduction <add>, %67 : vector<4xf32> into f32
          %69 = vector.insert %68, %66 [3, 2] : f32 into vector<4x4xf32>
          %70 = arith.mulf %60, %20 : vector<4xf32>
          %71 = vector.reduction <add>, %70 : vector<4xf32> into f32
          %72 = vector.insert %71, %69 [3, 3] : f32 into vector<4x4xf32>
          %73 = arith.addf %72, %7 : vector<4x4xf32>
          vector.transfer_write %73, %arg7[%arg2, %arg4] {in_bounds = [true, true]} : vector<4x4xf32>, memref<8x8xf32>
          scf.yield %arg7 : memref<8x8xf32>
        }
        scf.yield %4 : memref<8x8xf32>
      }
      scf.yield %3 : memref<8x8xf32>
    }
    return %2 : memref<8x8xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
    %cst_0 = arith.constant dense<true> : vector<4xi1>
    %0 = ub.poison : vector<3x4xf32>
    %c8 = arith.constant 8 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst_1 = arith.constant dense<2.000000e+00> : vector<3x5xf32>
    %cst_2 = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<4xf32>
    %1 = ub.poison : index
    %2 = memref.get_global @__constant_6x7xi8 : memref<6x7xi8>
    %3 = memref.get_global @__constant_5x7xi8 : memref<5x7xi8>
    %4 = memref.get_global @__constant_16xf32 : memref<16xf32>
    %5 = memref.get_global @__constant_3x4xindex : memref<3x4xindex>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    %6 = vector.transfer_read %5[%c0, %c0], %1 {in_bounds = [true, true]} : memref<3x4xindex>, vector<3x4xindex>
    %7 = vector.extract %6[0] : vector<4xindex> from vector<3x4xindex>
    %8 = vector.gather %4[%c0] [%7], %cst_0, %cst : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %9 = vector.insert %8, %0 [0] : vector<4xf32> into vector<3x4xf32>
    %10 = vector.extract %6[1] : vector<4xindex> from vector<3x4xindex>
    %11 = vector.gather %4[%c0] [%10], %cst_0, %cst : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %12 = vector.insert %11, %9 [1] : vector<4xf32> into vector<3x4xf32>
    %13 = vector.extract %6[2] : vector<4xindex> from vector<3x4xindex>
    %14 = vector.gather %4[%c0] [%13], %cst_0, %cst : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %15 = vector.insert %14, %12 [2] : vector<4xf32> into vector<3x4xf32>
    %16 = vector.insert %cst_2, %0 [0] : vector<4xf32> into vector<3x4xf32>
    %17 = vector.insert %cst_2, %16 [1] : vector<4xf32> into vector<3x4xf32>
    %18 = vector.insert %cst_2, %17 [2] : vector<4xf32> into vector<3x4xf32>
    %19 = arith.addf %15, %18 : vector<3x4xf32>
    vector.transfer_write %19, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
    scf.for %arg0 = %c0 to %c3 step %c1 {
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %24 = memref.load %alloc[%arg0, %arg1] : memref<3x4xf32>
        vector.print %24 : f32
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<3x5xf32>
    vector.transfer_write %cst_1, %alloc_3[%c0, %c0] {in_bounds = [true, true]} : vector<3x5xf32>, memref<3x5xf32>
    vector.transfer_write %19, %alloc_3[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x5xf32>
    %cast = memref.cast %alloc_3 : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %20 = call @pad(%cast) : (memref<3x5xf32, strided<[?, ?], offset: ?>>) -> memref<6x8xf32>
    scf.for %arg0 = %c0 to %c6 step %c1 {
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %24 = memref.load %20[%arg0, %arg1] : memref<6x8xf32>
        vector.print %24 : f32
      }
    }
    %cast_4 = memref.cast %3 : memref<5x7xi8> to memref<5x7xi8, strided<[?, ?], offset: ?>>
    %cast_5 = memref.cast %2 : memref<6x7xi8> to memref<6x7xi8, strided<[?, ?], offset: ?>>
    %21 = call @qmm(%cast_4, %cast_5) : (memref<5x7xi8, strided<[?, ?], offset: ?>>, memref<6x7xi8, strided<[?, ?], offset: ?>>) -> memref<5x6xi32>
    scf.for %arg0 = %c0 to %c5 step %c1 {
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %24 = memref.load %21[%arg0, %arg1] : memref<5x6xi32>
        vector.print %24 : i32
      }
    }
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    %22 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %alloc_6) -> (memref<8x8xf32>) {
      %24 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg1) -> (memref<8x8xf32>) {
        %25 = arith.muli %arg0, %c8 : index
        %26 = arith.addi %25, %arg2 : index
        %27 = arith.remui %26, %c5 : index
        %28 = arith.index_cast %27 : index to i32
        %29 = arith.sitofp %28 : i32 to f32
        memref.store %29, %arg3[%arg0, %arg2] : memref<8x8xf32>
        scf.yield %arg3 : memref<8x8xf32>
      }
      scf.yield %24 : memref<8x8xf32>
    }
    %cast_7 = memref.cast %22 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    %cast_8 = memref.cast %22 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    %23 = call @mm(%cast_7, %cast_8) : (memref<8x8xf32, strided<[?, ?], offset: ?>>, memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      %24 = vector.load %23[%arg0, %c0] : memref<8x8xf32>, vector<8xf32>
      vector.print %24 : vector<8xf32>
    }
    return
  }
  module attributes {transform.with_named_sequence} {
  }
}

