// EXPECT: exit=1 error="out-of-bounds subview"
// ARGS: -q
// A subview with stride 1099511627776: must fault on the subview, not read element 0.
func.func @main() -> i64 {
  %buf = memref.alloc() : memref<16xi64, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 1099511627776 : index
  %sv = memref.subview %buf[0] [%c2] [%big] : memref<16xi64, 1> to memref<?xi64, strided<[?]>, 1>
  %v = memref.load %sv[%c1] : memref<?xi64, strided<[?]>, 1>
  return %v : i64
}
