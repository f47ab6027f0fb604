// Four multiplies, each reading the previous result: a dependent chain.
func.func @main() -> i32 {
  %a = arith.constant 3 : i32
  %m1 = arith.muli %a, %a : i32
  %m2 = arith.muli %m1, %a : i32
  %m3 = arith.muli %m2, %a : i32
  %m4 = arith.muli %m3, %a : i32
  return %m4 : i32
}
