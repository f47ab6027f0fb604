// Generated from tests/corpus_vector/src/math_funcs.mlir.in by mlir-opt 22 with
// PASSES: --convert-math-to-funcs=convert-ctlz=true --canonicalize --cse
module {
  func.func @main() {
    %cst = arith.constant 5.000000e-01 : f64
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    scf.for %arg0 = %c0 to %c9 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.subi %0, %c4_i32 : i32
      %2 = arith.subi %0, %c3_i32 : i32
      %3 = math.absi %2 : i32
      %4 = func.call @__mlir_math_ipowi_i32(%1, %3) : (i32, i32) -> i32
      vector.print %4 : i32
      %5 = arith.trunci %1 : i32 to i8
      %6 = arith.trunci %0 : i32 to i8
      %7 = func.call @__mlir_math_ipowi_i8(%5, %6) : (i8, i8) -> i8
      vector.print %7 : i8
      %8 = arith.sitofp %1 : i32 to f64
      %9 = arith.addf %8, %cst : f64
      %10 = func.call @__mlir_math_fpowi_f64_i32(%9, %2) : (f64, i32) -> f64
      vector.print %10 : f64
      %11 = arith.shli %c1_i32, %0 : i32
      %12 = func.call @__mlir_math_ctlz_i32(%11) : (i32) -> i32
      vector.print %12 : i32
      %13 = func.call @__mlir_math_ipowi_i32(%1, %3) : (i32, i32) -> i32
      %14 = func.call @__mlir_math_ipowi_i32(%1, %3) : (i32, i32) -> i32
      %15 = func.call @__mlir_math_ipowi_i32(%1, %3) : (i32, i32) -> i32
      %16 = vector.from_elements %13, %14, %15 : vector<3xi32>
      vector.print %16 : vector<3xi32>
    }
    return
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
  func.func private @__mlir_math_ipowi_i8(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %c0_i8 = arith.constant 0 : i8
    %c1_i8 = arith.constant 1 : i8
    %c-1_i8 = arith.constant -1 : i8
    %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %c1_i8 : i8
  ^bb2:  // pred: ^bb0
    %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
    cf.cond_br %1, ^bb3, ^bb12(%c1_i8, %arg0, %arg1 : i8, i8, i8)
  ^bb3:  // pred: ^bb2
    %2 = arith.cmpi eq, %arg0, %c0_i8 : i8
    cf.cond_br %2, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %3 = arith.divsi %c1_i8, %c0_i8 : i8
    return %3 : i8
  ^bb5:  // pred: ^bb3
    %4 = arith.cmpi eq, %arg0, %c1_i8 : i8
    cf.cond_br %4, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    return %c1_i8 : i8
  ^bb7:  // pred: ^bb5
    %5 = arith.cmpi eq, %arg0, %c-1_i8 : i8
    cf.cond_br %5, ^bb8, ^bb11
  ^bb8:  // pred: ^bb7
    %6 = arith.andi %arg1, %c1_i8 : i8
    %7 = arith.cmpi ne, %6, %c0_i8 : i8
    cf.cond_br %7, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    return %c-1_i8 : i8
  ^bb10:  // pred: ^bb8
    return %c1_i8 : i8
  ^bb11:  // pred: ^bb7
    return %c0_i8 : i8
  ^bb12(%8: i8, %9: i8, %10: i8):  // 2 preds: ^bb2, ^bb16
    %11 = arith.andi %10, %c1_i8 : i8
    %12 = arith.cmpi ne, %11, %c0_i8 : i8
    cf.cond_br %12, ^bb13, ^bb14(%8 : i8)
  ^bb13:  // pred: ^bb12
    %13 = arith.muli %8, %9 : i8
    cf.br ^bb14(%13 : i8)
  ^bb14(%14: i8):  // 2 preds: ^bb12, ^bb13
    %15 = arith.shrui %10, %c1_i8 : i8
    %16 = arith.cmpi eq, %15, %c0_i8 : i8
    cf.cond_br %16, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    return %14 : i8
  ^bb16:  // pred: ^bb14
    %17 = arith.muli %9, %9 : i8
    cf.br ^bb12(%14, %17, %15 : i8, i8, i8)
  }
  func.func private @__mlir_math_fpowi_f64_i32(%arg0: f64, %arg1: i32) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %cst = arith.constant 1.000000e+00 : f64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %cst : f64
  ^bb2:  // pred: ^bb0
    %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
    %2 = arith.cmpi eq, %arg1, %c-2147483648_i32 : i32
    %3 = arith.subi %c0_i32, %arg1 : i32
    %4 = arith.select %1, %3, %arg1 : i32
    %5 = arith.select %2, %c2147483647_i32, %4 : i32
    cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i32)
  ^bb3(%6: f64, %7: f64, %8: i32):  // 2 preds: ^bb2, ^bb6
    %9 = arith.andi %8, %c1_i32 : i32
    %10 = arith.cmpi ne, %9, %c0_i32 : i32
    cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
  ^bb4:  // pred: ^bb3
    %11 = arith.mulf %6, %7 : f64
    cf.br ^bb5(%11 : f64)
  ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
    %13 = arith.shrui %8, %c1_i32 : i32
    %14 = arith.cmpi eq, %13, %c0_i32 : i32
    cf.cond_br %14, ^bb7(%12 : f64), ^bb6
  ^bb6:  // pred: ^bb5
    %15 = arith.mulf %7, %7 : f64
    cf.br ^bb3(%12, %15, %13 : f64, f64, i32)
  ^bb7(%16: f64):  // pred: ^bb5
    cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
  ^bb8:  // pred: ^bb7
    %17 = arith.mulf %16, %arg0 : f64
    cf.br ^bb9(%17 : f64)
  ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
    cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
  ^bb10:  // pred: ^bb9
    %19 = arith.divf %cst, %18 : f64
    cf.br ^bb11(%19 : f64)
  ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
    return %20 : f64
  }
  func.func private @__mlir_math_ctlz_i32(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %c32 = arith.constant 32 : index
    %c1_i32 = arith.constant 1 : i32
    %c1 = arith.constant 1 : index
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = scf.if %0 -> (i32) {
      scf.yield %c32_i32 : i32
    } else {
      %2:2 = scf.for %arg1 = %c1 to %c32 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i32) -> (i32, i32) {
        %3 = arith.cmpi slt, %arg2, %c0_i32 : i32
        %4:2 = scf.if %3 -> (i32, i32) {
          scf.yield %arg2, %arg3 : i32, i32
        } else {
          %5 = arith.addi %arg3, %c1_i32 : i32
          %6 = arith.shli %arg2, %c1_i32 : i32
          scf.yield %6, %5 : i32, i32
        }
        scf.yield %4#0, %4#1 : i32, i32
      }
      scf.yield %2#1 : i32
    }
    return %1 : i32
  }
}

