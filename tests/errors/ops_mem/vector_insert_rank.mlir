// Rule: vector.insert of a scalar indexes every dimension.
func.func @f(%v: vector<2x4xf32>, %x: f32) {
  // expected-error@+1 {{expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %x, %v[1] : f32 into vector<2x4xf32>
  return
}
