// Rule: memref.store takes one index per memref dimension.
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{store index operand count not equal to memref rank}}
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}
