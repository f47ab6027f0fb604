// Rule: memref.dealloc frees a memref.
func.func @f(%a: f32) {
  // expected-error@+1 {{operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.dealloc"(%a) : (f32) -> ()
  return
}
