// Rule: memref.reinterpret_cast's result shape has the sizes written.
func.func @f(%base: memref<20xf32>) {
  // expected-error@+1 {{expected result type with size = 5 instead of 4 in dim = 1}}
  %m = memref.reinterpret_cast %base to offset: [2], sizes: [3, 5], strides: [6, 1] : memref<20xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  return
}
