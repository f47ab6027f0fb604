func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  func.return
}
