// TOOL: opt
// ARGS:
// EXPECT: exit=0
// Upstream mlir-opt 22 gives the same verdict on this hex size.
func.func @f() -> vector<4xi32> {
  %c = arith.constant dense<"0x07000000"> : vector<4xi32>
  return %c : vector<4xi32>
}
