// Rule: an affine.if with results needs an else region.
func.func @f(%a: index) {
  // expected-note@+2 {{region branch point}}
  // expected-error@+1 {{along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
