func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  func.return
}
