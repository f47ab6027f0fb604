// ub.unreachable on a path the run takes: undefined upstream, a located
// fault here, with the call that led to it.
func.func @pick(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %neg, ^bad, ^ok
^bad:
  ub.unreachable
^ok:
  return %x : i32
}
func.func @main() -> i32 {
  %m = arith.constant -1 : i32
  %b = func.call @pick(%m) : (i32) -> i32
  return %b : i32
}
