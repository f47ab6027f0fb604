// Rule: scf.for yields one value per iter_arg.
func.func @f(%a: index, %x: i32) {
  // expected-error@+1 {{different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (i32) {
    scf.yield %s, %s : i32, i32
  }
  return
}
