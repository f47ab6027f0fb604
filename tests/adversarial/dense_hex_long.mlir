// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="elements hex data size is invalid"
// Upstream mlir-opt 22 gives the same verdict on this hex size.
func.func @f() -> vector<4xi32> {
  %c = arith.constant dense<"0x010000000200000003000000040000000500"> : vector<4xi32>
  return %c : vector<4xi32>
}
