// Rule: affine.apply takes one operand per map dimension and symbol.
func.func @f(%a: index) {
  // expected-error@+1 {{operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index, index) -> index
  return
}
