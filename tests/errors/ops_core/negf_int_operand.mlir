func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  func.return
}
