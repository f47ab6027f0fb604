// Rule: an scf.if with results needs an else region.
func.func @f(%c: i1) {
  // expected-error@+1 {{must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}
