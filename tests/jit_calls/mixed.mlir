// Compiled and interpreted functions calling each other: main calls @a
// and @b directly; @a calls @r, recursive and so interpreted, through the
// runtime; @r calls @b, compiled, which the runtime enters (its direct
// parameter 0), and @b calls @c directly. So @b runs both ways, returning
// natively to main and through the runtime to @r.
func.func @c(%x: i64) -> i64 {
  %k = arith.constant 5 : i64
  %y = arith.muli %x, %k : i64
  return %y : i64
}
func.func @b(%x: i64) -> i64 {
  %k = arith.constant 1 : i64
  %y = arith.addi %x, %k : i64
  %z = func.call @c(%y) : (i64) -> i64
  return %z : i64
}
func.func @r(%x: i64, %k: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %k, %c0 : i64
  %v = scf.if %done -> i64 {
    %w = func.call @b(%x) : (i64) -> i64
    scf.yield %w : i64
  } else {
    %k1 = arith.subi %k, %c1 : i64
    %w = func.call @r(%x, %k1) : (i64, i64) -> i64
    %w2 = arith.addi %w, %k : i64
    scf.yield %w2 : i64
  }
  return %v : i64
}
func.func @a(%x: i64) -> i64 {
  %k = arith.constant 3 : i64
  %y = func.call @r(%x, %k) : (i64, i64) -> i64
  return %y : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %p = func.call @a(%ii) : (i64) -> i64
    %q = func.call @b(%p) : (i64) -> i64
    %t = arith.addi %acc, %q : i64
    scf.yield %t : i64
  }
  vector.print %s : i64
  return
}
