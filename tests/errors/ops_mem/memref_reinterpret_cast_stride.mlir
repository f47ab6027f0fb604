// Rule: memref.reinterpret_cast's result layout has the strides written.
func.func @f(%base: memref<20xf32>) {
  // expected-error@+1 {{expected result type with stride = 5 instead of 6 in dim = 0}}
  %m = memref.reinterpret_cast %base to offset: [2], sizes: [3, 4], strides: [5, 1] : memref<20xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  return
}
