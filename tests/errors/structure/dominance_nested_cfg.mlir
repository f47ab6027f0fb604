// Values of enclosing regions are visible in nested regions, but only
// where the enclosing op is dominated by the definition (Language
// Reference, "Value Scoping").

// Dominance inside a nested multi-block region is checked with that
// region's own CFG, even in an unregistered op's region (only the order
// inside one block is relaxed there, as it may be a graph region).
func.func @nested_cfg(%c: i1) {
  "test.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    // expected-note@+1 {{operand defined here (op in the same region)}}
    %v = arith.constant 1 : i32
    cf.br ^bb2
  ^bb2:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %w = arith.addi %v, %v : i32
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
