// A 2x2 window of rows of 4, cast to the identity layout the verifier
// wants, is not contiguous when memref.reshape reads it row-major.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xf32>
  %w = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %d = memref.cast %w : memref<2x2xf32, strided<[4, 1]>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %i = memref.cast %d : memref<2x2xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32>
  %s = memref.alloc() : memref<1xindex>
  memref.store %c4, %s[%c0] : memref<1xindex>
  %r = memref.reshape %i(%s) : (memref<2x2xf32>, memref<1xindex>) -> memref<?xf32>
  return
}
