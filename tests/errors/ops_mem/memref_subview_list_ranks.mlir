// Rule: memref.subview offsets, sizes and strides have the same length.
func.func @f(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2)}}
  %0 = memref.subview %m[0] [2, 4] [1, 1] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 1]>>
  return
}
