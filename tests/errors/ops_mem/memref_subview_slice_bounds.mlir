// Rule: a static memref.subview slice ends inside its source: 0 + (4 - 1) * 3 = 9 >= 5.
func.func @f(%m: memref<5x3xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 5}}
  %0 = memref.subview %m[0, 2] [4, 1] [3, 1] : memref<5x3xf32> to memref<4x1xf32, strided<[9, 1], offset: 2>>
  return
}
