// Rule: a multi-result lower bound needs 'max'.
func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to 10 {
  }
  return
}
