func.func @f(%g: (i32) -> i32, %a: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i64) -> i32
  func.return
}
