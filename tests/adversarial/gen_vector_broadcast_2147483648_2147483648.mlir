// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 4611686018427387904 elements.
func.func @main() {
  %c = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<2147483648x2147483648xf32>
  vector.print %v : vector<2147483648x2147483648xf32>
  return
}
