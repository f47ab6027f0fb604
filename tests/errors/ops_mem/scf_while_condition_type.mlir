// Rule: scf.condition forwards values of the scf.while result types.
func.func @f(%c: i1, %x: i32) {
  // expected-error@+1 {{along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %f = arith.constant 1.0 : f32
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
