// scf.for unsigned: the bounds compare unsigned, so an i8 loop from 251
// (-5 signed) to 255 (-1) runs, and one whose step wraps past 255 keeps
// going until it lands on the bound; index bounds above 2^63 run too.
func.func @main() {
  %lb = arith.constant 251 : i8
  %ub = arith.constant 255 : i8
  %st = arith.constant 2 : i8
  scf.for unsigned %i = %lb to %ub step %st : i8 {
    vector.print %i : i8
  }
  %c7 = arith.constant 7 : i8
  %n = scf.for unsigned %i = %lb to %ub step %c7 iter_args(%k = %lb) -> (i8) : i8 {
    %one = arith.constant 1 : i8
    %k1 = arith.addi %k, %one : i8
    scf.yield %k1 : i8
  }
  vector.print %n : i8
  %big = arith.constant -4 : index
  %top = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  scf.for unsigned %i = %big to %top step %c1 {
    vector.print %i : index
  }
  // Signed, the same i8 bounds run as -5 to -1.
  scf.for %i = %lb to %ub step %st : i8 {
    vector.print %i : i8
  }
  return
}
