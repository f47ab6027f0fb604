func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.muli' op requires the same type for all operands and results}}
  %0 = "arith.muli"(%a, %a) : (i32, i32) -> i64
  func.return
}
