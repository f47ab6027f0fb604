// Rule: memref.store stores a value of the element type.
func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}
