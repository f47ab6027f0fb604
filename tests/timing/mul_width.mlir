// The same dependent chain of three multiplies on i32 (@narrow) and on
// i64 (@wide); the target's int_mul cost depends on the operand width.
func.func @narrow() -> i32 {
  %a = arith.constant 3 : i32
  %m1 = arith.muli %a, %a : i32
  %m2 = arith.muli %m1, %a : i32
  %m3 = arith.muli %m2, %a : i32
  return %m3 : i32
}
func.func @wide() -> i64 {
  %a = arith.constant 3 : i64
  %m1 = arith.muli %a, %a : i64
  %m2 = arith.muli %m1, %a : i64
  %m3 = arith.muli %m2, %a : i64
  return %m3 : i64
}
