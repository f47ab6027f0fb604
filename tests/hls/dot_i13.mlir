// An i13 dot product of two memrefs, the sum widened to i32 each step.
// HLS-FUNC: dot_i13
// HLS-INPUT: X i16 6 : 100 -200 300 -400 500 4095
// HLS-INPUT: Y i16 6 : 7 8 -9 10 -11 -4096
func.func @dot_i13(%X: memref<6xi13, 1>, %Y: memref<6xi13, 1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %X[%i] : memref<6xi13, 1>
    %y = memref.load %Y[%i] : memref<6xi13, 1>
    %p = arith.muli %x, %y : i13
    %w = arith.extsi %p : i13 to i32
    %s = arith.addi %acc, %w : i32
    scf.yield %s : i32
  }
  return %r : i32
}
