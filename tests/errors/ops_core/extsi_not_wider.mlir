func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  func.return
}
