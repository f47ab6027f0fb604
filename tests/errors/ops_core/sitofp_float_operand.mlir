func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f64
  func.return
}
