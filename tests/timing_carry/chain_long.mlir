// 100,000 multiplies chained through an scf.for iter_args accumulator:
// long enough for the iteration memo and fast-forward to take the loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %k = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    %v = arith.muli %a, %k : i32
    scf.yield %v : i32
  }
  vector.print %r : i32
  return
}
