// Rule: vector.fma works on floats.
func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}
