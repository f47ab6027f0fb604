// Generated from tests/corpus_vector/src/tensor_widths.mlir.in by mlir-opt 22 with
// PASSES: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --expand-strided-metadata --fold-memref-alias-ops --lower-affine --convert-scf-to-cf
module {
  memref.global "private" constant @__constant_2x4xbf16 : memref<2x4xbf16> = dense<[[2.000000e+00, 5.990400e+04, -1.500000e+00, 7.250000e+00], [1.000980e-01, -2.001950e-01, 9.984020e-31, 2.550000e+02]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x4xf16 : memref<2x4xf16> = dense<[[1.500000e+00, -5.000000e-01, 6.550400e+04, 1.000170e-04], [3.140630e+00, -2.500000e+00, 1.192090e-07, 1.002500e+02]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x4xi65 : memref<2x4xi65> = dense<[[18446744073709551615, -18446744073709551616, 3, -5], [1099511627776, 7, -1, -1]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x4xi33 : memref<2x4xi33> = dense<[[4294967295, -4294967296, 12345, -7], [1, 0, 3000000000, -2999999999]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x4xi7 : memref<2x4xi7> = dense<[[1, -3, 63, -64], [7, 0, -1, 22]]> {alignment = 64 : i64}
  func.func @ints(%arg0: memref<2x4xi7, strided<[?, ?], offset: ?>>, %arg1: memref<2x4xi33, strided<[?, ?], offset: ?>>, %arg2: memref<2x4xi65, strided<[?, ?], offset: ?>>) -> (memref<2x4xi7>, memref<2x4xi33>, memref<2x4xi64>, memref<2x4xi1>) {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c60_i65 = arith.constant 60 : i65
    %c3_i65 = arith.constant 3 : i65
    %c5_i33 = arith.constant 5 : i33
    %c3_i7 = arith.constant 3 : i7
    %c45_i7 = arith.constant 45 : i7
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xi7>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x4xi33>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x4xi64>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x4xi1>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %0, %c2 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c4 : index
    cf.cond_br %3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%0, %2] : memref<2x4xi7, strided<[?, ?], offset: ?>>
    %5 = memref.load %arg1[%0, %2] : memref<2x4xi33, strided<[?, ?], offset: ?>>
    %6 = memref.load %arg2[%0, %2] : memref<2x4xi65, strided<[?, ?], offset: ?>>
    %7 = arith.muli %4, %c45_i7 : i7
    %8 = arith.andi %4, %c3_i7 : i7
    %9 = arith.shrsi %7, %8 : i7
    %10 = arith.remui %7, %c45_i7 : i7
    %11 = arith.xori %9, %10 : i7
    %12 = arith.trunci %6 : i65 to i33
    %13 = arith.muli %5, %12 : i33
    %14 = arith.divsi %13, %c5_i33 : i33
    %15 = arith.maxsi %14, %5 : i33
    %16 = arith.extsi %4 : i7 to i33
    %17 = arith.addi %15, %16 : i33
    %18 = arith.extui %17 : i33 to i65
    %19 = arith.muli %18, %6 : i65
    %20 = arith.shli %19, %c3_i65 : i65
    %21 = arith.ceildivsi %20, %6 : i65
    %22 = arith.cmpi slt, %21, %18 : i65
    %23 = arith.cmpi ugt, %4, %c45_i7 : i7
    %24 = arith.xori %22, %23 : i1
    %25 = arith.select %24, %21, %20 : i65
    %26 = arith.shrsi %25, %c60_i65 : i65
    %27 = arith.trunci %26 : i65 to i64
    memref.store %11, %alloc[%0, %2] : memref<2x4xi7>
    memref.store %17, %alloc_0[%0, %2] : memref<2x4xi33>
    memref.store %27, %alloc_1[%0, %2] : memref<2x4xi64>
    memref.store %24, %alloc_2[%0, %2] : memref<2x4xi1>
    %28 = arith.addi %2, %c1 : index
    cf.br ^bb3(%28 : index)
  ^bb5:  // pred: ^bb3
    %29 = arith.addi %0, %c1 : index
    cf.br ^bb1(%29 : index)
  ^bb6:  // pred: ^bb1
    return %alloc, %alloc_0, %alloc_1, %alloc_2 : memref<2x4xi7>, memref<2x4xi33>, memref<2x4xi64>, memref<2x4xi1>
  }
  func.func @floats(%arg0: memref<2x4xf16, strided<[?, ?], offset: ?>>, %arg1: memref<2x4xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x4xf16>, memref<4xbf16>) {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf16>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %0, %c2 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c4 : index
    cf.cond_br %3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%0, %2] : memref<2x4xf16, strided<[?, ?], offset: ?>>
    %5 = memref.load %arg1[%0, %2] : memref<2x4xbf16, strided<[?, ?], offset: ?>>
    %6 = arith.extf %5 : bf16 to f32
    %7 = arith.truncf %6 : f32 to f16
    %8 = arith.mulf %4, %7 : f16
    %9 = arith.divf %8, %4 : f16
    %10 = arith.subf %9, %7 : f16
    %11 = arith.addf %10, %8 : f16
    memref.store %11, %alloc[%0, %2] : memref<2x4xf16>
    %12 = arith.addi %2, %c1 : index
    cf.br ^bb3(%12 : index)
  ^bb5:  // pred: ^bb3
    %13 = arith.addi %0, %c1 : index
    cf.br ^bb1(%13 : index)
  ^bb6:  // pred: ^bb1
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xbf16>
    cf.br ^bb7(%c0 : index)
  ^bb7(%14: index):  // 2 preds: ^bb6, ^bb8
    %15 = arith.cmpi slt, %14, %c4 : index
    cf.cond_br %15, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    memref.store %cst, %alloc_0[%14] : memref<4xbf16>
    %16 = arith.addi %14, %c1 : index
    cf.br ^bb7(%16 : index)
  ^bb9:  // pred: ^bb7
    cf.br ^bb10(%c0 : index)
  ^bb10(%17: index):  // 2 preds: ^bb9, ^bb14
    %18 = arith.cmpi slt, %17, %c2 : index
    cf.cond_br %18, ^bb11, ^bb15
  ^bb11:  // pred: ^bb10
    cf.br ^bb12(%c0 : index)
  ^bb12(%19: index):  // 2 preds: ^bb11, ^bb13
    %20 = arith.cmpi slt, %19, %c4 : index
    cf.cond_br %20, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %21 = memref.load %arg1[%17, %19] : memref<2x4xbf16, strided<[?, ?], offset: ?>>
    %22 = memref.load %alloc_0[%19] : memref<4xbf16>
    %23 = arith.mulf %21, %21 : bf16
    %24 = arith.addf %23, %22 : bf16
    memref.store %24, %alloc_0[%19] : memref<4xbf16>
    %25 = arith.addi %19, %c1 : index
    cf.br ^bb12(%25 : index)
  ^bb14:  // pred: ^bb12
    %26 = arith.addi %17, %c1 : index
    cf.br ^bb10(%26 : index)
  ^bb15:  // pred: ^bb10
    return %alloc, %alloc_0 : memref<2x4xf16>, memref<4xbf16>
  }
  func.func @main() {
    %c32_i33 = arith.constant 32 : i33
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = memref.get_global @__constant_2x4xi7 : memref<2x4xi7>
    %1 = memref.get_global @__constant_2x4xi33 : memref<2x4xi33>
    %2 = memref.get_global @__constant_2x4xi65 : memref<2x4xi65>
    %cast = memref.cast %0 : memref<2x4xi7> to memref<2x4xi7, strided<[?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<2x4xi33> to memref<2x4xi33, strided<[?, ?], offset: ?>>
    %cast_1 = memref.cast %2 : memref<2x4xi65> to memref<2x4xi65, strided<[?, ?], offset: ?>>
    %3:4 = call @ints(%cast, %cast_0, %cast_1) : (memref<2x4xi7, strided<[?, ?], offset: ?>>, memref<2x4xi33, strided<[?, ?], offset: ?>>, memref<2x4xi65, strided<[?, ?], offset: ?>>) -> (memref<2x4xi7>, memref<2x4xi33>, memref<2x4xi64>, memref<2x4xi1>)
    cf.br ^bb1(%c0 : index)
  ^bb1(%4: index):  // 2 preds: ^bb0, ^bb5
    %5 = arith.cmpi slt, %4, %c2 : index
    cf.cond_br %5, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%6: index):  // 2 preds: ^bb2, ^bb4
    %7 = arith.cmpi slt, %6, %c4 : index
    cf.cond_br %7, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %8 = memref.load %3#0[%4, %6] : memref<2x4xi7>
    %9 = memref.load %3#1[%4, %6] : memref<2x4xi33>
    %10 = memref.load %3#2[%4, %6] : memref<2x4xi64>
    %11 = memref.load %3#3[%4, %6] : memref<2x4xi1>
    %12 = arith.extsi %8 : i7 to i64
    %13 = arith.trunci %9 : i33 to i32
    %14 = arith.shrsi %9, %c32_i33 : i33
    %15 = arith.trunci %14 : i33 to i8
    vector.print %12 : i64
    vector.print %13 : i32
    vector.print %15 : i8
    vector.print %10 : i64
    vector.print %11 : i1
    %16 = arith.addi %6, %c1 : index
    cf.br ^bb3(%16 : index)
  ^bb5:  // pred: ^bb3
    %17 = arith.addi %4, %c1 : index
    cf.br ^bb1(%17 : index)
  ^bb6:  // pred: ^bb1
    %18 = memref.get_global @__constant_2x4xf16 : memref<2x4xf16>
    %19 = memref.get_global @__constant_2x4xbf16 : memref<2x4xbf16>
    %cast_2 = memref.cast %18 : memref<2x4xf16> to memref<2x4xf16, strided<[?, ?], offset: ?>>
    %cast_3 = memref.cast %19 : memref<2x4xbf16> to memref<2x4xbf16, strided<[?, ?], offset: ?>>
    %20:2 = call @floats(%cast_2, %cast_3) : (memref<2x4xf16, strided<[?, ?], offset: ?>>, memref<2x4xbf16, strided<[?, ?], offset: ?>>) -> (memref<2x4xf16>, memref<4xbf16>)
    cf.br ^bb7(%c0 : index)
  ^bb7(%21: index):  // 2 preds: ^bb6, ^bb11
    %22 = arith.cmpi slt, %21, %c2 : index
    cf.cond_br %22, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%c0 : index)
  ^bb9(%23: index):  // 2 preds: ^bb8, ^bb10
    %24 = arith.cmpi slt, %23, %c4 : index
    cf.cond_br %24, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %25 = memref.load %20#0[%21, %23] : memref<2x4xf16>
    %26 = arith.extf %25 : f16 to f32
    vector.print %26 : f32
    %27 = arith.bitcast %25 : f16 to i16
    vector.print %27 : i16
    %28 = arith.addi %23, %c1 : index
    cf.br ^bb9(%28 : index)
  ^bb11:  // pred: ^bb9
    %29 = arith.addi %21, %c1 : index
    cf.br ^bb7(%29 : index)
  ^bb12:  // pred: ^bb7
    cf.br ^bb13(%c0 : index)
  ^bb13(%30: index):  // 2 preds: ^bb12, ^bb14
    %31 = arith.cmpi slt, %30, %c4 : index
    cf.cond_br %31, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %32 = memref.load %20#1[%30] : memref<4xbf16>
    %33 = arith.extf %32 : bf16 to f32
    vector.print %33 : f32
    %34 = arith.addi %30, %c1 : index
    cf.br ^bb13(%34 : index)
  ^bb15:  // pred: ^bb13
    return
  }
}

