// Rule: vector.extract returns what its position selects.
func.func @f(%v: vector<2x4xf32>) -> f32 {
  // expected-error@+2 {{inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = vector.extract %v[1] : f32 from vector<2x4xf32>
  return %0 : f32
}
