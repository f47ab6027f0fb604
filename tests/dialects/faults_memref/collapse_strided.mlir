// A subview with a row stride of 8 over rows of 4: its dims are not
// contiguous, which the dynamic strides hide from the verifier.
func.func @main() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x8xf32>
  %s = memref.subview %m[0, 0] [%c4, %c4] [1, 1] : memref<4x8xf32> to memref<?x?xf32, strided<[8, 1]>>
  %d = memref.cast %s : memref<?x?xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, 1]>>
  %c = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  return
}
