// Rule: vector.extract has at most one position per dimension.
func.func @f(%v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return %0 : f32
}
