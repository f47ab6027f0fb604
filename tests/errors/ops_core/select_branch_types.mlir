func.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  func.return
}
