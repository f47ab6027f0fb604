// EXPECT: exit=1 error="out-of-bounds reinterpret_cast"
// ARGS: -q
// reinterpret_cast with size 9223372036854775807 over a 16-element buffer.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<16xf32, 1>
  %c1 = arith.constant 1 : index
  %big = arith.constant 9223372036854775807 : index
  %r = memref.reinterpret_cast %buf to offset: [0], sizes: [%big], strides: [1] : memref<16xf32, 1> to memref<?xf32, strided<[?], offset: ?>, 1>
  %v = memref.load %r[%c1] : memref<?xf32, strided<[?], offset: ?>, 1>
  return %v : f32
}
