// Rule: affine.load subscripts one memref dimension each.
func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{affine map num results must equal memref rank}}
  %0 = affine.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}
