// Rule: vector.insert positions lie inside the vector.
func.func @f(%v: vector<4xf32>, %x: f32) {
  // expected-error@+1 {{expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %x, %v[7] : f32 into vector<4xf32>
  return
}
