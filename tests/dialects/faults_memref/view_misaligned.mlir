// i32 elements at byte 9.
func.func @main() {
  %c9 = arith.constant 9 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c9][] : memref<16xi8> to memref<2xi32>
  return
}
