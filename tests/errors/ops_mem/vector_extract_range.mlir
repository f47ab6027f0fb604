// Rule: vector.extract positions lie inside the vector.
func.func @f(%v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return %0 : f32
}
