func.func @f(%a: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.fptosi %a : f32 to f64
  func.return
}
