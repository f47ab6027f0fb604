// TOOL: opt
// ARGS:
// EXPECT: exit=0
// Upstream mlir-opt 22 gives the same verdict on this hex size.
func.func @f() -> vector<9xi1> {
  %c = arith.constant dense<"0x0F00"> : vector<9xi1>
  return %c : vector<9xi1>
}
