// Four entries of one inner loop summing A[250·i + j] for j below the
// row's bound (A[k] = k): 250 for rows 0..2, whose entries prove every
// load within A's 1000 elements, then 260 for row 3, whose entry's proof
// fails (its last index would be 1009): the copy that checks runs, and
// the load at j = 250 faults, as the interpreter reports it. Rows 0..2
// print 31125 + 62500·i first.
func.func @main() {
  %A = memref.alloc() : memref<1000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c250 = arith.constant 250 : index
  %c260 = arith.constant 260 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  scf.for %k = %c0 to %c1000 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %A[%k] : memref<1000xi32, 1>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %is3 = arith.cmpi eq, %i, %c3 : index
    %n = arith.select %is3, %c260, %c250 : index
    %row = arith.muli %i, %c250 : index
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %x = arith.addi %row, %j : index
      %a = memref.load %A[%x] : memref<1000xi32, 1>
      %m = arith.addi %acc, %a : i32
      scf.yield %m : i32
    }
    vector.print %s : i32
  }
  return
}
