// Calls between functions, recursion and multiple results.
func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @pair(%a: i32) -> (i32, i32) {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  return %a, %0 : i32, i32
}
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %z, ^bb1, ^bb2
^bb1:
  return %c1 : i64
^bb2:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}
func.func @use() -> i32 {
  %c = arith.constant 3 : i32
  %0:2 = call @pair(%c) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}
