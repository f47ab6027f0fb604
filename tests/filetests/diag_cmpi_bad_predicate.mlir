// Converted from tests/errors/ops_core/cmpi_bad_predicate.mlir. The expected diagnostics are
// upstream's: the `mlir-opt` engine (LLVM 22) must verify them too.
// RUN: opt --verify-diagnostics --split-input-file --allow-unregistered-dialect
// RUN: mlir-opt --verify-diagnostics --split-input-file --allow-unregistered-dialect

func.func @f(%a: i32) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  func.return
}
