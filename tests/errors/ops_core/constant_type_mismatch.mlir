func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i64
  func.return
}
