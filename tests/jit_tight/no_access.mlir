// 1000 steps of 64-bit arithmetic with no load or store: any plan armed
// counts without a compare, in the tight copy, until its budget is spent
// or the loop ends. x ← x·3 + i, wrapping.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %x0 = arith.constant 7 : i64
  %k = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.muli %x, %k : i64
    %b = arith.addi %a, %ii : i64
    scf.yield %b : i64
  }
  vector.print %r : i64
  return
}
