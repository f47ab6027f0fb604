func.func @f(%c: i32, %a: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  func.return
}
