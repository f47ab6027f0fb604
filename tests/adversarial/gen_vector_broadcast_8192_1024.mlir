// EXPECT: exit=1 error="too large to simulate"
// ARGS: -q
// A vector of 8388608 elements.
func.func @main() {
  %c = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<8192x1024xf32>
  vector.print %v : vector<8192x1024xf32>
  return
}
