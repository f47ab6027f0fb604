// Rule: scf.condition ends the before region of an scf.while.
func.func @f(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}
