func.func @f(%a: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  func.return
}
