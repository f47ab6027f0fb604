// Values of enclosing regions are visible in nested regions, but only
// where the enclosing op is dominated by the definition (Language
// Reference, "Value Scoping").

// The use is inside an op that comes before the definition.
func.func @nested_use_before_def(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %x = arith.addi %late, %late : i32
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 1 : i32
  return
}

// -----

// Two levels deep: the outermost enclosing op decides.
func.func @deeply_nested(%c: i1) {
  scf.if %c {
    scf.if %c {
      // expected-error@+1 {{operand #0 does not dominate this use}}
      %x = arith.addi %late, %late : i32
    }
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 1 : i32
  return
}
