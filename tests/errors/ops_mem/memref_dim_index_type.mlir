// Rule: memref.dim's dimension operand is an index.
func.func @f(%m: memref<4xf32>, %i: i32) -> index {
  // expected-error@+1 {{operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, i32) -> index
  return %0 : index
}
