// Rule: vector.load reads vectors of the memref element type.
func.func @f(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>, vector<8xi32>
  return
}
