// Rule: bitwise reductions need integers.
func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}
