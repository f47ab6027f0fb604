// An always-true condition (`affine_set<() : ()>`, stored as `0 == 0`)
// runs its then-region. (A band of no loops reads and prints, but
// upstream's lowering cannot take it, so it is not run here.)
func.func @main() {
  %c = arith.constant 7 : i32
  %d = arith.constant 9 : i32
  affine.if affine_set<() : ()>() {
    vector.print %d : i32
  } else {
    vector.print %c : i32
  }
  return
}
