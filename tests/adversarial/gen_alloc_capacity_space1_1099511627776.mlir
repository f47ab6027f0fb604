// EXPECT: exit=1 error="exceeds the capacity"
// ARGS: -q
// 1099511627776 f32 in space 1: too large for the space, not for 64 bits.
func.func @main() {
  %n = arith.constant 1099511627776 : index
  %buf = memref.alloc(%n) : memref<?xf32, 1>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.0 : f32
  memref.store %x, %buf[%c0] : memref<?xf32, 1>
  return
}
