func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  func.return
}
