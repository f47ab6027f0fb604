// Rule: scf.if yields values of its result types.
func.func @f(%c: i1, %x: i32, %y: f32) {
  // expected-error@+1 {{along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %y : f32
  } else {
    scf.yield %x : i32
  }
  return
}
