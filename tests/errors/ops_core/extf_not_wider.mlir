func.func @f(%a: f64) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %a : f64 to f32
  func.return
}
