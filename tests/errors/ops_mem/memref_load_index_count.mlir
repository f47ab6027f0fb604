// Rule: memref.load takes one index per memref dimension.
func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}
