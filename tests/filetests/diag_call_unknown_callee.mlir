// Converted from tests/errors/ops_core/call_unknown_callee.mlir. The expected diagnostics are
// upstream's: the `mlir-opt` engine (LLVM 22) must verify them too.
// RUN: opt --verify-diagnostics --split-input-file --allow-unregistered-dialect
// RUN: mlir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%a) : (i32) -> i32
  func.return
}
