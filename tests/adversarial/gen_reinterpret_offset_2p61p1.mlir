// EXPECT: exit=1 error="out-of-bounds reinterpret_cast"
// ARGS: -q
// reinterpret_cast with offset 2305843009213693953 over a 16-element buffer.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<16xf32, 1>
  %c1 = arith.constant 1 : index
  %big = arith.constant 2305843009213693953 : index
  %r = memref.reinterpret_cast %buf to offset: [%big], sizes: [2], strides: [1] : memref<16xf32, 1> to memref<?xf32, strided<[?], offset: ?>, 1>
  %v = memref.load %r[%c1] : memref<?xf32, strided<[?], offset: ?>, 1>
  return %v : f32
}
