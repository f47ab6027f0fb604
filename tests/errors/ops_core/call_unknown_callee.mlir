func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%a) : (i32) -> i32
  func.return
}
