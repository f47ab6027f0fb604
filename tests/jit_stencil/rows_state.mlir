// Rows of 256 i32 (1024 bytes: the whole bank round of four 256-byte
// banks the test sets), so every row's accesses are at the same bank
// phase; before each odd row's inner loop a multiply (4 cycles) makes
// the offset %t the inner loop reads, which is still in flight when the
// loop is entered, while even rows take it from a move: consecutive
// entries meet the same phases from different states, so the shape
// kept from one entry is not the next one's.
func.func @main() {
  %A = memref.alloc() : memref<6x256xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c250 = arith.constant 250 : index
  %c256 = arith.constant 256 : index
  %c3 = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c256 step %c1 {
      %jj = arith.index_cast %j : index to i32
      memref.store %jj, %A[%i, %j] : memref<6x256xi32, 1>
    }
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %is_odd = arith.cmpi eq, %odd, %c1 : index
    %t = scf.if %is_odd -> (index) {
      %m = arith.muli %i, %c0 : index
      scf.yield %m : index
    } else {
      scf.yield %c0 : index
    }
    scf.for %j = %c0 to %c250 step %c1 {
      %k = arith.addi %j, %t : index
      %a = memref.load %A[%i, %k] : memref<6x256xi32, 1>
      %b = arith.muli %a, %c3 : i32
      memref.store %b, %A[%i, %k] : memref<6x256xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c256 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %A[%i, %j] : memref<6x256xi32, 1>
      %q = arith.addi %y, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
