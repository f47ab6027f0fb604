// Converted from tests/errors/structure/dominance_same_block.mlir. The expected diagnostics are
// upstream's: the `mlir-opt` engine (LLVM 22) must verify them too.
// RUN: opt --verify-diagnostics --split-input-file --allow-unregistered-dialect
// RUN: mlir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect

// SSA dominance inside one block: a use must follow its definition
// (Language Reference, "Control Flow and SSACFG Regions").

func.func @use_before_def() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 0 : i32
  return %0 : i32
}

// -----

// An op may not use its own result.
func.func @self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "test.self"(%0) : (i32) -> i32
  return
}

// -----

// Every bad use is reported, not just the first: one per function.
func.func @first(%arg: i32) -> i32 {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %0 = arith.addi %arg, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "test.late"() : () -> i32
  return %0 : i32
}
func.func @second() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.muli %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "test.late"() : () -> i32
  return %0 : i32
}
