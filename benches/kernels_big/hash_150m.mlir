// A 150 M-iteration integer hash: multiply, add, shift and xor on i64.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 150000000 : index
  %seed = arith.constant 88172645463325252 : i64
  %k = arith.constant 2862933555777941757 : i64
  %inc = arith.constant 3037000493 : i64
  %s29 = arith.constant 29 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed) -> (i64) {
    %a = arith.muli %x, %k : i64
    %b = arith.addi %a, %inc : i64
    %s = arith.shrui %b, %s29 : i64
    %y = arith.xori %b, %s : i64
    scf.yield %y : i64
  }
  vector.print %r : i64
  return
}
