// Rule: scf.for yields values of the iter_arg types.
func.func @f(%a: index, %x: i32, %y: f32) {
  // expected-error@+1 {{0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = scf.for %i = %a to %a step %a iter_args(%s = %x) -> (i32) {
    scf.yield %y : f32
  }
  return
}
