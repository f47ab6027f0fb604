// Four multiplies that read only constants: independent, so they pipeline.
func.func @main() -> (i32, i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 5 : i32
  %m1 = arith.muli %a, %b : i32
  %m2 = arith.muli %b, %b : i32
  %m3 = arith.muli %a, %a : i32
  %m4 = arith.muli %b, %a : i32
  return %m1, %m2, %m3, %m4 : i32, i32, i32, i32
}
