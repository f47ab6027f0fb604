// Rule: vector.load takes one index per memref dimension.
func.func @f(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{requires 2 indices}}
  %0 = vector.load %m[%i] : memref<8x8xf32>, vector<8xf32>
  return
}
