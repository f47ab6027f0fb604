func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  func.return %a : i64
}
