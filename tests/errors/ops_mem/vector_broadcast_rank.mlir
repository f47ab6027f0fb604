// Rule: vector.broadcast never lowers the rank.
func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}
