// EXPECT: exit=1 error="exceeds the capacity"
// ARGS: -q
// 8589934592 f32 in space 2: too large for the space, not for 64 bits.
func.func @main() {
  %n = arith.constant 8589934592 : index
  %buf = memref.alloc(%n) : memref<?xf32, 2>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  memref.store %x, %buf[%c0] : memref<?xf32, 2>
  return
}
