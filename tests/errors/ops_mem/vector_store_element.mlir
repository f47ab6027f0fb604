// Rule: vector.store writes vectors of the memref element type.
func.func @f(%m: memref<8x8xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error@+1 {{base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<8x8xf32>, vector<8xi32>
  return
}
