// Rule: memref.subview result offset is the source offset plus offsets times strides (1 * 16 here).
func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[16, 1], offset: 16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[1, 0] [2, 4] [1, 1] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 1]>>
  return
}
