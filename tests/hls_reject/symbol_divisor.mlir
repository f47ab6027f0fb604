// HLS-ERROR: 3:3: error: 'affine.load' is not supported by the HLS backend with floordiv, ceildiv or mod in its map
func.func @f(%A: memref<8xi32, 1>, %i: index) -> i32 {
  %v = affine.load %A[%i floordiv 2] : memref<8xi32, 1>
  return %v : i32
}
