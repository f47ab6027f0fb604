// Rule: scf.if yields one value per result.
func.func @f(%c: i1, %x: i32) {
  // expected-error@+1 {{along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %x : i32
  }
  return
}
