// Rule: a static memref.subview offset lies inside its static source dimension.
func.func @f(%m: memref<3x3xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 3 >= 3}}
  %0 = memref.subview %m[3, 0] [1, 2] [1, 1] : memref<3x3xf32> to memref<1x2xf32, strided<[3, 1], offset: 9>>
  return
}
