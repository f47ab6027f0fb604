// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="elements hex data size is invalid"
// Upstream mlir-opt 22 gives the same verdict on this hex size.
func.func @f() -> vector<2xf32> {
  %c = arith.constant dense<"0x0000803F0000803F0000"> : vector<2xf32>
  return %c : vector<2xf32>
}
