// The Standard dialect's division examples: 6 / -2 = -3 signed, 0 unsigned
// at i16 (-2 is 65534), and remainders.
func.func @main() {
  %a = arith.constant 6 : i16
  %b = arith.constant -2 : i16
  %0 = arith.divsi %a, %b : i16
  vector.print %0 : i16
  %1 = arith.divui %a, %b : i16
  vector.print %1 : i16
  %2 = arith.remsi %a, %b : i16
  vector.print %2 : i16
  %3 = arith.remui %a, %b : i16
  vector.print %3 : i16
  %m = arith.constant -7 : i16
  %4 = arith.remsi %m, %b : i16
  vector.print %4 : i16
  %5 = arith.divsi %m, %b : i16
  vector.print %5 : i16
  return
}
