// An empty vector.mask forwards what its yield returns, for free, and the
// forwarded value is ready when its source is.
func.func @main() {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %p = arith.muli %c3, %c5 : i64
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  %f = vector.mask %m { vector.yield %p : i64 } : vector<2xi1> -> i64
  %s = arith.addi %f, %c3 : i64
  vector.print %s : i64
  return
}
