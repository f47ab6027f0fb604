// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 8388608 elements.
func.func @main() {
  %v = arith.constant dense<1.0> : vector<8192x1024xf32>
  vector.print %v : vector<8192x1024xf32>
  return
}
