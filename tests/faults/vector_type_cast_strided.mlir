// vector.type_cast reads a memref's bytes as one vector, so the verifier takes
// only identity layouts: this subview skips elements between its rows.
func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %t = vector.type_cast %s : memref<2x2xf32, strided<[4, 1]>> to memref<vector<2x2xf32>>
  return
}
