// Successors: a branch ends its block, passes as many operands as the
// target block has arguments, of the same types, and never targets the
// entry block (Language Reference, "Blocks"; upstream `BranchOpInterface`
// and `Verifier.cpp`).

func.func @type_mismatch(%v: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%v : i64)
^bb1(%x: i32):
  return
}

// -----

// The second successor of a conditional branch is checked too.
func.func @second_successor(%c: i1, %v: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%v : i32), ^bb2(%c : i1)
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}
