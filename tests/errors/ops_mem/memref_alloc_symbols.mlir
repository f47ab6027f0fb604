// Rule: memref.alloc takes one operand per layout symbol.
func.func @f() {
  // expected-error@+1 {{symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  return
}
