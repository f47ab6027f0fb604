// affine.for nests over a 2x2x3 i8 tensor with affine maps in the
// accesses: B[i][j][k] = A[i][j][k] * 3 + A[i][1 - j][k].
// HLS-FUNC: affine_3d
// HLS-INPUT: A i8 2x2x3 : 1 2 3 4 5 6 -7 -8 -9 10 11 12
// HLS-INPUT: B i8 2x2x3 : 0 0 0 0 0 0 0 0 0 0 0 0
func.func @affine_3d(%A: memref<2x2x3xi8, 1>, %B: memref<2x2x3xi8, 1>) {
  %c3 = arith.constant 3 : i8
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 3 {
        %a = affine.load %A[%i, %j, %k] : memref<2x2x3xi8, 1>
        %o = affine.load %A[%i, -%j + 1, %k] : memref<2x2x3xi8, 1>
        %m = arith.muli %a, %c3 : i8
        %s = arith.addi %m, %o : i8
        affine.store %s, %B[%i, %j, %k] : memref<2x2x3xi8, 1>
      }
    }
  }
  return
}
