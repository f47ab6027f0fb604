func.func private @g(i32)
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = func.call @g(%a) : (i32) -> i32
  func.return
}
