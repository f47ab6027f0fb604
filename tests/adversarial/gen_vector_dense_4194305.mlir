// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 4194305 elements.
func.func @main() {
  %v = arith.constant dense<1.0> : vector<4194305xf32>
  vector.print %v : vector<4194305xf32>
  return
}
