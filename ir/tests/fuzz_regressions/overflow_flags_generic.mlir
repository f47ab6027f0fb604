// expect 3:8: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<non&>}> : (i32, i32) -> i32
  return %0 : i32
}
