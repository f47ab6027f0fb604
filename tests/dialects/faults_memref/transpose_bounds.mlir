// Index 4 of the transposed view's dimension of size 2.
func.func @main() {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2x3xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %v = memref.load %t[%c0, %c4] : memref<3x2xf32, strided<[1, 3]>>
  return
}
