// Rows of 4 i32 lanes stored along row 1 of a 3x12 memref, one per
// iteration from column 0: the row at column 9 is the first whose last
// lane (column 12) is outside the row, although the buffer goes on (row
// 2); the store faults there, having stored the nine rows before it.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %A = memref.alloc() : memref<3x12xi32>
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %z, %A[%c2, %i] : memref<3x12xi32>
  }
  %v0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = scf.for %j = %c0 to %c12 step %c1 iter_args(%t = %v0) -> (vector<4xi32>) {
    vector.store %t, %A[%c1, %j] : memref<3x12xi32>, vector<4xi32>
    %u = arith.addi %t, %v0 : vector<4xi32>
    scf.yield %u : vector<4xi32>
  }
  vector.print %s : vector<4xi32>
  return
}
