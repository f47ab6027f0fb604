// Successors: a branch ends its block, passes as many operands as the
// target block has arguments, of the same types, and never targets the
// entry block (Language Reference, "Blocks"; upstream `BranchOpInterface`
// and `Verifier.cpp`).

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor_later() {
^bb0:
  %c = "test.cond"() : () -> i1
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb0, ^bb2
^bb2:
  return
}
