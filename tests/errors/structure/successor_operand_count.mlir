// Successors: a branch ends its block, passes as many operands as the
// target block has arguments, of the same types, and never targets the
// entry block (Language Reference, "Blocks"; upstream `BranchOpInterface`
// and `Verifier.cpp`).

func.func @too_few_operands() {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @too_many_operands(%a: i32) {
  // expected-error@+1 {{branch has 2 operands for successor #0, but target block has 1}}
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32):
  return
}
