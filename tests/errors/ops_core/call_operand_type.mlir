func.func private @g(i64) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0}}
  %0 = func.call @g(%a) : (i32) -> i32
  func.return
}
