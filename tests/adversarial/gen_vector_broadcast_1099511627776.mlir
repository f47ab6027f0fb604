// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 1099511627776 elements.
func.func @main() {
  %c = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<1099511627776xf32>
  vector.print %v : vector<1099511627776xf32>
  return
}
