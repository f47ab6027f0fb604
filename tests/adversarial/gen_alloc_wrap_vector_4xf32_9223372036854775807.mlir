// EXPECT: exit=1 error="allocation size overflows"
// ARGS: -q
// 9223372036854775807 elements of 16 bytes wrap past 2^64 bytes.
func.func @main() {
  %n = arith.constant 9223372036854775807 : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xvector<4xf32>, 1>
  memref.dealloc %buf : memref<?xvector<4xf32>, 1>
  return
}
