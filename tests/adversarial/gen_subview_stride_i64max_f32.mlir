// EXPECT: exit=1 error="out-of-bounds subview"
// ARGS: -q
// A subview with stride 9223372036854775807: must fault on the subview, not read element 0.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<16xf32, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 9223372036854775807 : index
  %sv = memref.subview %buf[0] [%c2] [%big] : memref<16xf32, 1> to memref<?xf32, strided<[?]>, 1>
  %v = memref.load %sv[%c1] : memref<?xf32, strided<[?]>, 1>
  return %v : f32
}
