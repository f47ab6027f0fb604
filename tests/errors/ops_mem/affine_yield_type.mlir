// Rule: affine.yield yields values of the loop result types.
func.func @f(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return
}
