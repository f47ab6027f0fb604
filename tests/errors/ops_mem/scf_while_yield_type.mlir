// Rule: scf.while's do region yields the before region's argument types.
func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %y : f32
  }
  return
}
