// EXPECT: exit=1 error="negative dynamic size"
// ARGS: -q
// 9223372036854775808 elements of 2 bytes wrap past 2^64 bytes.
func.func @main() {
  %n = arith.constant -9223372036854775808 : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xi16, 1>
  memref.dealloc %buf : memref<?xi16, 1>
  return
}
