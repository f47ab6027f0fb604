// Two 4-byte SRAM buffers, one load from each, back to back: whether the
// loads hit one bank depends on where the second buffer starts, which the
// space's `alignment` decides.
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi32, 1>
  %b = memref.alloc() : memref<1xi32, 1>
  %x = memref.load %a[%c0] : memref<1xi32, 1>
  %y = memref.load %b[%c0] : memref<1xi32, 1>
  return
}
