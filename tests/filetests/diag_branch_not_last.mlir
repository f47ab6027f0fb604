// Converted from tests/errors/structure/branch_not_last.mlir. The expected diagnostics are
// upstream's: the `mlir-opt` engine (LLVM 22) must verify them too.
// RUN: opt --verify-diagnostics --split-input-file --allow-unregistered-dialect
// RUN: mlir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect

// Successors: a branch ends its block, passes as many operands as the
// target block has arguments, of the same types, and never targets the
// entry block (Language Reference, "Blocks"; upstream `BranchOpInterface`
// and `Verifier.cpp`).

func.func @branch_in_the_middle() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %x = arith.constant 1 : i32
^bb1:
  return
}
