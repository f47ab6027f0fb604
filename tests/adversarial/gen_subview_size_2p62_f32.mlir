// EXPECT: exit=1 error="out-of-bounds subview"
// ARGS: -q
// A subview with size 4611686018427387904: must fault on the subview, not read element 0.
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<16xf32, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 4611686018427387904 : index
  %sv = memref.subview %buf[0] [%big] [1] : memref<16xf32, 1> to memref<?xf32, 1>
  %v = memref.load %sv[%c1] : memref<?xf32, 1>
  return %v : f32
}
