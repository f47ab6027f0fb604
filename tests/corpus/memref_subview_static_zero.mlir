// A static zero offset or a static zero stride times a dynamic stride is a
// static zero in the inferred subview layout, as upstream infers it.
func.func @zero_times_dynamic(%m: memref<8xf32, strided<[?]>>) -> memref<4xf32, strided<[?]>> {
  %s = memref.subview %m[0] [4] [2] : memref<8xf32, strided<[?]>> to memref<4xf32, strided<[?]>>
  return %s : memref<4xf32, strided<[?]>>
}

func.func @zero_stride(%m: memref<8x8xf32, strided<[?, ?], offset: 3>>) -> memref<4x1xf32, strided<[?, 0], offset: 3>> {
  %s = memref.subview %m[0, 0] [4, 1] [1, 0] : memref<8x8xf32, strided<[?, ?], offset: 3>> to memref<4x1xf32, strided<[?, 0], offset: 3>>
  return %s : memref<4x1xf32, strided<[?, 0], offset: 3>>
}
