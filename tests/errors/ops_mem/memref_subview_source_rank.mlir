// Rule: memref.subview has one offset per source dimension.
func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [2, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 1]>>
  return
}
