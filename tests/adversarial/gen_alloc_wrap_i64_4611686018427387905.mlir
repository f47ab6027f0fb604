// EXPECT: exit=1 error="allocation size overflows"
// ARGS: -q
// 4611686018427387905 elements of 8 bytes wrap past 2^64 bytes.
func.func @main() {
  %n = arith.constant 4611686018427387905 : index
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xi64, 1>
  memref.dealloc %buf : memref<?xi64, 1>
  return
}
