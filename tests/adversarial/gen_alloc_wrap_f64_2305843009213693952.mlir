// EXPECT: exit=1 error="allocation size overflows"
// ARGS: -q
// 2305843009213693952 elements of 8 bytes wrap past 2^64 bytes.
func.func @main() {
  %n = arith.constant 2305843009213693952 : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xf64, 1>
  memref.dealloc %buf : memref<?xf64, 1>
  return
}
