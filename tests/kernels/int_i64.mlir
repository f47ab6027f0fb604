// i64 edge cases: minimum value, unsigned compare, wraparound.
func.func @main() {
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %m2 = arith.constant -2 : i64
  %0 = arith.addi %max, %one : i64
  vector.print %0 : i64
  %1 = arith.cmpi ugt, %min, %max : i64
  vector.print %1 : i1
  %2 = arith.divui %min, %m2 : i64
  vector.print %2 : i64
  %3 = arith.remsi %max, %m2 : i64
  vector.print %3 : i64
  %4 = arith.muli %max, %max : i64
  vector.print %4 : i64
  %5 = arith.shrui %min, %one : i64
  vector.print %5 : i64
  return
}
