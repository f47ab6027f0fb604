func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (i32, i32) -> i1
  func.return
}
