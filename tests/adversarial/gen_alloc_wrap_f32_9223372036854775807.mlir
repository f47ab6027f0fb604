// EXPECT: exit=1 error="allocation size overflows"
// ARGS: -q
// 9223372036854775807 elements of 4 bytes wrap past 2^64 bytes.
func.func @main() {
  %n = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xf32, 1>
  memref.dealloc %buf : memref<?xf32, 1>
  return
}
