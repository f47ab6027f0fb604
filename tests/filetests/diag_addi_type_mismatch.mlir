// Converted from tests/errors/ops_core/addi_type_mismatch.mlir. The expected diagnostics are
// upstream's: the `mlir-opt` engine (LLVM 22) must verify them too.
// RUN: opt --verify-diagnostics --split-input-file --allow-unregistered-dialect
// RUN: mlir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  func.return
}
