// LLVM pads each vector<3xf32> row of the result to 16 bytes: 32 bytes, not 24.
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %t = vector.type_cast %m : memref<2x3xf32> to memref<vector<2x3xf32>>
  %v = memref.load %t[] : memref<vector<2x3xf32>>
  vector.print %v : vector<2x3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
