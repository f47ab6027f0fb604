// EXPECT: exit=1 error="out-of-bounds access"
// ARGS: -q
func.func @main() {
  %buf = memref.alloc() : memref<4x4xi32, 1>
  %c0 = arith.constant 0 : index
  %i = arith.constant -9223372036854775808 : index
  %x = arith.constant 7 : i32
  memref.store %x, %buf[%c0, %i] : memref<4x4xi32, 1>
  return
}
