// Rule: memref.load indices are index values.
func.func @f(%m: memref<4xf32>, %i: i32) -> f32 {
  // expected-error@+1 {{operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return %0 : f32
}
