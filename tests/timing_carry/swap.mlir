// Two iter_args whose yield rotates them (a parallel move: the new %a is
// the old %b, the new %b this iteration's product), so each product
// feeds the multiply two iterations later.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %x = arith.constant 2 : i32
  %y = arith.constant 5 : i32
  %k = arith.constant 3 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %v = arith.muli %a, %k : i32
    scf.yield %b, %v : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  return
}
