// ub.unreachable ends a block that control never reaches, with or without
// an attribute dictionary.
func.func @pick(%c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^ok, ^bad
^bad:
  cf.cond_br %d, ^worse, ^ok
^worse:
  ub.unreachable {reason = "d set"}
^ok:
  %one = arith.constant 1 : i32
  return %one : i32
}

func.func @never() {
  "ub.unreachable"() : () -> ()
}
