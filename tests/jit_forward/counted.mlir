// Loops with no access, whose tight copy counts its iterations with one
// compare: x <- x·3 + i, wrapping, over i from 5 below 1000 by 3 (332
// iterations, the bound not a multiple of the step), over the same by a
// step read from memory (7: 142 iterations, the step no constant), and
// unsigned from 2^63 - 10 below 2^63 + 990 by 1 (an index the signed
// compare would find negative: 1000 iterations).
func.func @main() {
  %S = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 1000 : index
  %lo = arith.constant 9223372036854775798 : index
  %hi = arith.constant -9223372036854774818 : index
  %x0 = arith.constant 7 : i64
  %k = arith.constant 3 : i64
  memref.store %c7, %S[%c0] : memref<1xindex>
  %st = memref.load %S[%c0] : memref<1xindex>
  %a = scf.for %i = %c5 to %n step %c3 iter_args(%x = %x0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %x, %k : i64
    %y = arith.addi %m, %ii : i64
    scf.yield %y : i64
  }
  vector.print %a : i64
  %b = scf.for %i = %c5 to %n step %st iter_args(%x = %x0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %x, %k : i64
    %y = arith.addi %m, %ii : i64
    scf.yield %y : i64
  }
  vector.print %b : i64
  %c = scf.for unsigned %i = %lo to %hi step %c1 iter_args(%x = %x0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %x, %k : i64
    %y = arith.addi %m, %ii : i64
    scf.yield %y : i64
  }
  vector.print %c : i64
  return
}
