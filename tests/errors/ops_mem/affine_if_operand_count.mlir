// Rule: affine.if takes one operand per set dimension and symbol.
func.func @f(%a: index) {
  // expected-error@+1 {{operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%a, %a) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}
