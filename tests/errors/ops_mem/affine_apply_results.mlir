// Rule: affine.apply's map has one result.
func.func @f(%a: index) {
  // expected-error@+1 {{mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}
