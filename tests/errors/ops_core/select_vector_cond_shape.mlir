func.func @f(%c: vector<2xi1>, %a: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xi32>
  func.return
}
