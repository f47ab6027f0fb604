// Nested scf.for over a 3x4 i16 matrix: row sums into a second memref.
// HLS-FUNC: rowsum_2d
// HLS-INPUT: M i16 3x4 : 1 2 3 4 -5 6 -7 8 100 200 300 -400
// HLS-INPUT: S i16 3 : 0 0 0
func.func @rowsum_2d(%M: memref<3x4xi16, 1>, %S: memref<3xi16, 1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i16
  scf.for %i = %c0 to %c3 step %c1 {
    %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i16) {
      %v = memref.load %M[%i, %j] : memref<3x4xi16, 1>
      %s = arith.addi %acc, %v : i16
      scf.yield %s : i16
    }
    memref.store %r, %S[%i] : memref<3xi16, 1>
  }
  return
}
