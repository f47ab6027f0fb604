// Rule: vector.reduction returns the element type.
func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}
