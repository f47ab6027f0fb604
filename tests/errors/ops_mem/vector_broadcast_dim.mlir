// Rule: vector.broadcast stretches only unit dimensions.
func.func @f(%v: vector<3xf32>) {
  // expected-error@+1 {{dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}
