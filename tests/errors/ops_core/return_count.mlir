func.func @f(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  func.return %a : i32
}
