// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 1099511627776 elements.
func.func @main() {
  %v = arith.constant dense<1.0> : vector<1099511627776xf32>
  vector.print %v : vector<1099511627776xf32>
  return
}
