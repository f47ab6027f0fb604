// --max-cycles landing anywhere in a loop of direct calls: the test runs
// this kernel with every limit from 1 to 60 cycles, and each run must stop
// at the same instruction, called from the same place, under both
// engines; some stop inside @f (lines 7 to 9), some in main's loop.
func.func @f(%a: i64, %b: i64) -> i64 {
  %c = arith.muli %a, %b : i64
  %d = arith.addi %c, %a : i64
  %e = arith.muli %d, %d : i64
  return %e : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %k = arith.constant 3 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %k) -> i64 {
    %r = func.call @f(%acc, %k) : (i64, i64) -> i64
    scf.yield %r : i64
  }
  vector.print %s : i64
  return
}
