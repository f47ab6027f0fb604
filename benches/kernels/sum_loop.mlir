// Scalar arith in a counted loop: 20 million iterations of add, mul, xor.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000000 : index
  %z = arith.constant 0 : i64
  %k = arith.constant 6364136223846793005 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.muli %acc, %k : i64
    %b = arith.addi %a, %ii : i64
    %s7 = arith.constant 7 : i64
    %sh = arith.shrui %b, %s7 : i64
    %c = arith.xori %b, %sh : i64
    scf.yield %c : i64
  }
  vector.print %r : i64
  return
}
