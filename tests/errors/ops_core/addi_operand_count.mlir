func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 3}}
  %0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
  func.return
}
