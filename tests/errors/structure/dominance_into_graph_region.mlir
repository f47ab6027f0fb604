// A graph region nested in an SSA region relaxes order only inside itself:
// a value of the enclosing function must still dominate the op holding the
// graph region (upstream `DominanceInfo::properlyDominates`).

func.func @late_outer_value() {
  "test.graph"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "test.use"(%late) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 1 : i32
  return
}

// -----

// Inside the graph region itself, order does not matter. No error.
func.func @graph_inside(%a: i32) {
  "test.graph"() ({
    "test.use"(%in) : (i32) -> ()
    %in = "test.def"(%a) : (i32) -> i32
  }) : () -> ()
  return
}
