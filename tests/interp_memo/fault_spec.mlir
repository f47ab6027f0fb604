// An inner loop entered four times (once per row), each iteration storing
// to B[r, j] and then dividing by a loaded divisor: the divisor D[j] is 0
// at j = 5, but only row 2 reaches it (its inner loop runs to 8, the
// others to 4). Rows 0 and 1 run whole in the specialised form; row 2
// stores B[2, 0..=5] and faults on the division at j = 5.
func.func @main() {
  %B = memref.alloc() : memref<4x8xi32, 1>
  %D = memref.alloc() : memref<8xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1 : i32
  %seven = arith.constant 700 : i32
  scf.for %j = %c0 to %c8 step %c1 {
    %jj = arith.index_cast %j : index to i32
    %d = arith.addi %jj, %one : i32
    memref.store %d, %D[%j] : memref<8xi32, 1>
  }
  %z = arith.constant 0 : i32
  memref.store %z, %D[%c5] : memref<8xi32, 1>
  scf.for %r = %c0 to %c4 step %c1 {
    %row2 = arith.cmpi eq, %r, %c2 : index
    %n = arith.select %row2, %c8, %c4 : index
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %jj = arith.index_cast %j : index to i32
      memref.store %jj, %B[%r, %j] : memref<4x8xi32, 1>
      %d = memref.load %D[%j] : memref<8xi32, 1>
      %q = arith.divsi %seven, %d : i32
      %t = arith.addi %acc, %q : i32
      scf.yield %t : i32
    }
    vector.print %s : i32
  }
  return
}
