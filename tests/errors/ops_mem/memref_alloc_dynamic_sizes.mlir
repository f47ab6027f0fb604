// Rule: memref.alloc takes one size per dynamic dimension.
func.func @f(%d: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%d) : memref<4x4xf32>
  return
}
