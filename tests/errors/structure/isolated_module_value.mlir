// Regions of an isolated-from-above op (`func.func`) cannot see values
// defined outside it (Language Reference, "Value Scoping"; upstream
// `OpTrait::IsIsolatedFromAbove`).

// A module is a graph region, not isolated: a function still is.
module {
  %v = "test.value"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @f() {
    // expected-error@+1 {{'test.use' op using value defined outside the region}}
    "test.use"(%v) : (i32) -> ()
    return
  }
}

// -----

// The isolation error is reported however deep the use is nested.
module {
  %v = "test.value"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @f(%c: i1) {
    scf.if %c {
      scf.if %c {
        // expected-error@+1 {{'test.use' op using value defined outside the region}}
        "test.use"(%v) : (i32) -> ()
      }
    }
    return
  }
}
