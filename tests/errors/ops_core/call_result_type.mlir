func.func private @g(i32) -> i64
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i32'}}
  // expected-note@+1 {{function result types: 'i64'}}
  %0 = func.call @g(%a) : (i32) -> i32
  func.return
}
