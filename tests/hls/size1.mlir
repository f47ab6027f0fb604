// A size-1 memref as an accumulator, updated n times.
// HLS-FUNC: count1
// HLS-ARG: 5
// HLS-ARG: 3
// HLS-INPUT: C i32 1 : 10
func.func @count1(%C: memref<1xi32, 1>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %C[%c0] : memref<1xi32, 1>
    %s = arith.addi %v, %k : i32
    memref.store %s, %C[%c0] : memref<1xi32, 1>
  }
  return
}
