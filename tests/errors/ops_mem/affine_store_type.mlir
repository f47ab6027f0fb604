// Rule: affine.store stores a value of the element type.
func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}
