// EXPECT: exit=1 error="out-of-bounds subview"
// ARGS: -q
// A subview with offset 4611686018427387904: must fault on the subview, not read element 0.
func.func @main() -> i8 {
  %buf = memref.alloc() : memref<16xi8, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 4611686018427387904 : index
  %sv = memref.subview %buf[%big] [%c2] [1] : memref<16xi8, 1> to memref<?xi8, strided<[1], offset: ?>, 1>
  %v = memref.load %sv[%c1] : memref<?xi8, strided<[1], offset: ?>, 1>
  return %v : i8
}
