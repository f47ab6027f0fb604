func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.shli %a, %a : f32
  func.return
}
