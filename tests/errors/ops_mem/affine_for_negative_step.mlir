// Rule: affine.for steps forward.
func.func @f() {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
