// EXPECT: exit=1 error="allocation size overflows"
// ARGS: -q
// 2^61 elements of 8 bytes are 2^64 bytes: the alloc faults, not a later store.
func.func @main() {
  %n = arith.constant 2305843009213693952 : index
  %buf = memref.alloc(%n) : memref<?xi64, 1>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1 : i64
  memref.store %x, %buf[%c0] : memref<?xi64, 1>
  return
}
