// Affine subscripts of SSA ids, constants and symbols.
func.func @subscripts(%A: memref<32x32xf32>, %B: memref<4x8x16xi32, 1>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i * 2 + 1, %j + symbol(%n)] : memref<32x32xf32>
      affine.store %v, %A[%j, 3] : memref<32x32xf32>
      %w = affine.load %B[%i mod 4, %j, %i floordiv 2] : memref<4x8x16xi32, 1>
      affine.store %w, %B[0, %j, %i] : memref<4x8x16xi32, 1>
    }
  }
  return
}
