// Rule: affine.yield yields one value per loop result.
func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}
