func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> vector<2xi64>
  func.return
}
