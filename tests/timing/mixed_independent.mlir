// Three adds and three multiplies, none reading another's result, in
// alternating order: an add and a multiply may issue in the same cycle.
func.func @main() -> (i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 5 : i32
  %s1 = arith.addi %a, %b : i32
  %m1 = arith.muli %a, %b : i32
  %s2 = arith.addi %b, %b : i32
  %m2 = arith.muli %b, %b : i32
  %s3 = arith.addi %a, %a : i32
  %m3 = arith.muli %a, %a : i32
  return %s1, %m1, %s2, %m2, %s3, %m3 : i32, i32, i32, i32, i32, i32
}
