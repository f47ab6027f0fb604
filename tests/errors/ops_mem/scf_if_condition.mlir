// Rule: scf.if's condition is an i1.
func.func @f(%c: i32) {
  // expected-error@+1 {{operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}
