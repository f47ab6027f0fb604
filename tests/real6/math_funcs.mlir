// Generated from src/math.mlir.in by: mlir-opt --convert-math-to-funcs --canonicalize
// (tests/real6/gen.sh writes this file).
module {
  func.func @main() {
    %c3_i32 = arith.constant 3 : i32
    %c977_i32 = arith.constant 977 : i32
    %c5_i32 = arith.constant 5 : i32
    %cst = arith.constant -2.300000e+00 : f32
    %cst_0 = arith.constant 3.700000e-01 : f32
    %alloc = memref.alloc() : memref<16xf32>
    %alloc_1 = memref.alloc() : memref<16xf16>
    %alloc_2 = memref.alloc() : memref<16xf64>
    %alloc_3 = memref.alloc() : memref<16xi32>
    affine.for %arg0 = 0 to 16 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f32
      %2 = arith.mulf %1, %cst_0 : f32
      %3 = arith.addf %2, %cst : f32
      affine.store %3, %alloc[%arg0] : memref<16xf32>
      %4 = arith.truncf %3 : f32 to f16
      affine.store %4, %alloc_1[%arg0] : memref<16xf16>
      %5 = arith.extf %3 : f32 to f64
      affine.store %5, %alloc_2[%arg0] : memref<16xf64>
      %6 = arith.subi %0, %c5_i32 : i32
      %7 = arith.muli %6, %c977_i32 : i32
      affine.store %7, %alloc_3[%arg0] : memref<16xi32>
    }
    affine.for %arg0 = 0 to 16 {
      %0 = affine.load %alloc[%arg0] : memref<16xf32>
      %1 = affine.load %alloc_1[%arg0] : memref<16xf16>
      %2 = affine.load %alloc_2[%arg0] : memref<16xf64>
      %3 = affine.load %alloc_3[%arg0] : memref<16xi32>
      %4 = math.tanh %0 : f32
      %5 = math.erf %0 : f32
      %6 = math.exp2 %0 : f32
      %7 = math.absf %0 : f32
      %8 = math.log1p %7 : f32
      %9 = math.atan2 %0, %4 : f32
      %10 = math.ceil %0 : f32
      %11 = math.roundeven %0 : f32
      %12 = math.powf %7, %0 : f32
      %13 = func.call @__mlir_math_fpowi_f32_i32(%0, %c3_i32) : (f32, i32) -> f32
      %14 = func.call @__mlir_math_ipowi_i32(%3, %c3_i32) : (i32, i32) -> i32
      %15 = math.ctlz %3 : i32
      %16 = math.ctpop %3 : i32
      %17 = math.rsqrt %7 : f32
      %18 = math.sinh %2 : f64
      %19 = math.cosh %1 : f16
      %20 = math.asinh %0 : f32
      %21 = math.fma %0, %4, %5 : f32
      %22 = math.cbrt %0 : f32
      %23 = math.round %2 : f64
      %24 = math.exp %1 : f16
      %25 = math.expm1 %0 : f32
      %26 = vector.from_elements %4, %5, %6, %8, %9, %10, %11, %12, %13, %17, %20, %21, %22, %25 : vector<14xf32>
      vector.print %26 : vector<14xf32>
      %27 = vector.from_elements %14, %15, %16 : vector<3xi32>
      vector.print %27 : vector<3xi32>
      %28 = vector.from_elements %18, %23 : vector<2xf64>
      vector.print %28 : vector<2xf64>
      %29 = vector.from_elements %19, %24 : vector<2xf16>
      %30 = arith.extf %29 : vector<2xf16> to vector<2xf32>
      vector.print %30 : vector<2xf32>
    }
    return
  }
  func.func private @__mlir_math_fpowi_f32_i32(%arg0: f32, %arg1: i32) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %cst = arith.constant 1.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %cst : f32
  ^bb2:  // pred: ^bb0
    %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
    %2 = arith.cmpi eq, %arg1, %c-2147483648_i32 : i32
    %3 = arith.subi %c0_i32, %arg1 : i32
    %4 = arith.select %1, %3, %arg1 : i32
    %5 = arith.select %2, %c2147483647_i32, %4 : i32
    cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i32)
  ^bb3(%6: f32, %7: f32, %8: i32):  // 2 preds: ^bb2, ^bb6
    %9 = arith.andi %8, %c1_i32 : i32
    %10 = arith.cmpi ne, %9, %c0_i32 : i32
    cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
  ^bb4:  // pred: ^bb3
    %11 = arith.mulf %6, %7 : f32
    cf.br ^bb5(%11 : f32)
  ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
    %13 = arith.shrui %8, %c1_i32 : i32
    %14 = arith.cmpi eq, %13, %c0_i32 : i32
    cf.cond_br %14, ^bb7(%12 : f32), ^bb6
  ^bb6:  // pred: ^bb5
    %15 = arith.mulf %7, %7 : f32
    cf.br ^bb3(%12, %15, %13 : f32, f32, i32)
  ^bb7(%16: f32):  // pred: ^bb5
    cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
  ^bb8:  // pred: ^bb7
    %17 = arith.mulf %16, %arg0 : f32
    cf.br ^bb9(%17 : f32)
  ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
    cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
  ^bb10:  // pred: ^bb9
    %19 = arith.divf %cst, %18 : f32
    cf.br ^bb11(%19 : f32)
  ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
    return %20 : f32
  }
  func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %c1_i32 : i32
  ^bb2:  // pred: ^bb0
    %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
    cf.cond_br %1, ^bb3, ^bb12(%c1_i32, %arg0, %arg1 : i32, i32, i32)
  ^bb3:  // pred: ^bb2
    %2 = arith.cmpi eq, %arg0, %c0_i32 : i32
    cf.cond_br %2, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %3 = arith.divsi %c1_i32, %c0_i32 : i32
    return %3 : i32
  ^bb5:  // pred: ^bb3
    %4 = arith.cmpi eq, %arg0, %c1_i32 : i32
    cf.cond_br %4, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    return %c1_i32 : i32
  ^bb7:  // pred: ^bb5
    %5 = arith.cmpi eq, %arg0, %c-1_i32 : i32
    cf.cond_br %5, ^bb8, ^bb11
  ^bb8:  // pred: ^bb7
    %6 = arith.andi %arg1, %c1_i32 : i32
    %7 = arith.cmpi ne, %6, %c0_i32 : i32
    cf.cond_br %7, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    return %c-1_i32 : i32
  ^bb10:  // pred: ^bb8
    return %c1_i32 : i32
  ^bb11:  // pred: ^bb7
    return %c0_i32 : i32
  ^bb12(%8: i32, %9: i32, %10: i32):  // 2 preds: ^bb2, ^bb16
    %11 = arith.andi %10, %c1_i32 : i32
    %12 = arith.cmpi ne, %11, %c0_i32 : i32
    cf.cond_br %12, ^bb13, ^bb14(%8 : i32)
  ^bb13:  // pred: ^bb12
    %13 = arith.muli %8, %9 : i32
    cf.br ^bb14(%13 : i32)
  ^bb14(%14: i32):  // 2 preds: ^bb12, ^bb13
    %15 = arith.shrui %10, %c1_i32 : i32
    %16 = arith.cmpi eq, %15, %c0_i32 : i32
    cf.cond_br %16, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    return %14 : i32
  ^bb16:  // pred: ^bb14
    %17 = arith.muli %9, %9 : i32
    cf.br ^bb12(%14, %17, %15 : i32, i32, i32)
  }
}

