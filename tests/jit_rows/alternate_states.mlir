// Eight entries of a row sum over A (rows of 256 i32, 1024 bytes: with
// the test's 256-byte interleave on four banks every row starts at the
// same bank phase), alternating between two states: the body reads the
// result of a multiply made just before the loop, which even rows wait
// out in a chain of adds and odd rows enter with still in flight (its
// first iteration waits a cycle for it). Consecutive entries then have
// the same phases and strides and differ only in the state they start
// from. A[i][j] = 256 i + j, so row i sums to 65536 i + 32640.
func.func @main() {
  %A = memref.alloc() : memref<8x256xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c256 step %c1 {
      %k = arith.muli %i, %c256 : index
      %v = arith.addi %k, %j : index
      %w = arith.index_cast %v : index to i32
      memref.store %w, %A[%i, %j] : memref<8x256xi32, 1>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %is_even = arith.cmpi eq, %odd, %c0 : index
    %t = arith.muli %i, %c0 : index
    scf.if %is_even {
      %a1 = arith.addi %i, %c1 : index
      %a2 = arith.addi %a1, %c1 : index
      %a3 = arith.addi %a2, %c1 : index
      %a4 = arith.addi %a3, %c1 : index
      %a5 = arith.addi %a4, %c1 : index
      %a6 = arith.addi %a5, %c1 : index
    }
    %s = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
      %k = arith.addi %j, %t : index
      %a = memref.load %A[%i, %k] : memref<8x256xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
