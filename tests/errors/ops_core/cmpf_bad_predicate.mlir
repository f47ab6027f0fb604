func.func @f(%a: f32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %a, %a : f32
  func.return
}
