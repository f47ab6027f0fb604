// Rows of 64 i32 (256 bytes: one bank block when the test sets a
// 256-byte interleave; four banks, so the rows' first addresses take four
// bank phases in turn). Row i of the in-place sweep runs 4·i + 5
// iterations, so no two entries of its inner loop have the same trip
// count; before an odd row's inner loop a multiply (4 cycles) makes the
// offset %t the loop reads, still in flight at the entry, while even
// rows take it from a move: consecutive entries differ in their state,
// their bank phase and the iterations left.
func.func @main() {
  %A = memref.alloc() : memref<12x64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c64 = arith.constant 64 : index
  %c3 = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c12 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %ij = arith.addi %i, %j : index
      %v = arith.index_cast %ij : index to i32
      memref.store %v, %A[%i, %j] : memref<12x64xi32, 1>
    }
  }
  scf.for %i = %c1 to %c12 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %is_odd = arith.cmpi eq, %odd, %c1 : index
    %t = scf.if %is_odd -> (index) {
      %m = arith.muli %i, %c0 : index
      scf.yield %m : index
    } else {
      scf.yield %c0 : index
    }
    %i4 = arith.muli %i, %c4 : index
    %n = arith.addi %i4, %c5 : index
    %up = arith.subi %i, %c1 : index
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.addi %j, %t : index
      %a = memref.load %A[%up, %k] : memref<12x64xi32, 1>
      %b = memref.load %A[%i, %k] : memref<12x64xi32, 1>
      %b3 = arith.muli %b, %c3 : i32
      %s = arith.addi %a, %b3 : i32
      memref.store %s, %A[%i, %k] : memref<12x64xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c12 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %A[%i, %j] : memref<12x64xi32, 1>
      %y3 = arith.muli %y, %c3 : i32
      %q = arith.addi %y3, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
