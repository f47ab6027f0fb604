// Values of enclosing regions are visible in nested regions, but only
// where the enclosing op is dominated by the definition (Language
// Reference, "Value Scoping").

// An op's own results are not visible inside its regions.
func.func @own_result(%c: i1) {
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %r = scf.if %c -> i32 {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    scf.yield %r : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return
}
