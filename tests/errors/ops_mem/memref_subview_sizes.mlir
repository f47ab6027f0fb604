// Rule: memref.subview result sizes are the static sizes.
func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<8x16xf32> to memref<2x5xf32, strided<[16, 1]>>
  return
}
