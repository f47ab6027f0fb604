func.func @f(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.andi %a, %a overflow<nsw> : i32
  func.return
}
