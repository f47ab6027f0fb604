// i129: the sign bit sits past 128 bits.
func.func @main() {
  %max = arith.constant 340282366920938463463374607431768211455 : i129
  %one = arith.constant 1 : i129
  %s = arith.constant 128 : i129
  %0 = arith.addi %max, %one : i129
  %1 = arith.shrui %0, %s : i129
  %t = arith.trunci %1 : i129 to i8
  vector.print %t : i8
  %2 = arith.cmpi slt, %0, %one : i129
  vector.print %2 : i1
  %3 = arith.shrsi %0, %s : i129
  %t3 = arith.trunci %3 : i129 to i64
  vector.print %t3 : i64
  %4 = arith.extsi %t3 : i64 to i129
  %5 = arith.cmpi eq, %4, %3 : i129
  vector.print %5 : i1
  return
}
