// Four i32 elements at byte 4 of a 16-byte buffer end at byte 20.
func.func @main() {
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c4][] : memref<16xi8> to memref<4xi32>
  return
}
