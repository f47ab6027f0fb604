// LLVM packs a vector<8xi1> memref element into one byte, bit by bit.
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xvector<8xi1>>
  %v = memref.load %m[%c0] : memref<2xvector<8xi1>>
  vector.print %v : vector<8xi1>
  memref.dealloc %m : memref<2xvector<8xi1>>
  return
}
