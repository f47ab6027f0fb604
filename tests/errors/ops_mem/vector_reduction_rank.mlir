// Rule: vector.reduction reduces a 1-D vector.
func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}
