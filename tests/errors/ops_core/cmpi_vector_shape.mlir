func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  func.return
}
