// EXPECT: exit=1 error="subview offset or strides overflow 64 bits"
// ARGS: -q
// A one-element view with stride 2^62 is in bounds; a subview of it with
// stride 3 is too (it takes one element), but its stride in the buffer,
// 3 * 2^62, does not fit in 64 bits: the subview faults, not a later load.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<4xf32, 1>
  %c0 = arith.constant 0 : index
  %big = arith.constant 4611686018427387904 : index
  %v = memref.reinterpret_cast %buf to offset: [0], sizes: [1], strides: [%big] : memref<4xf32, 1> to memref<1xf32, strided<[?]>, 1>
  %s = memref.subview %v[0] [1] [3] : memref<1xf32, strided<[?]>, 1> to memref<1xf32, strided<[?]>, 1>
  %x = memref.load %s[%c0] : memref<1xf32, strided<[?]>, 1>
  return %x : f32
}
