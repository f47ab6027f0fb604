// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="elements hex data size is invalid"
// Upstream mlir-opt 22 gives the same verdict on this hex size.
func.func @f() -> vector<2xi1> {
  %c = arith.constant dense<"0x0100"> : vector<2xi1>
  return %c : vector<2xi1>
}
