// Rule: affine.min's map has a result to take the minimum of.
func.func @f(%a: index) {
  // expected-error@+1 {{affine map expect at least one result}}
  %0 = "affine.min"(%a) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}
