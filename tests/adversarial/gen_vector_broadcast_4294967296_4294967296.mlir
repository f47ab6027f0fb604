// EXPECT: exit=1 error="overflows 64 bits"
// ARGS: -q
// A vector of 18446744073709551616 elements.
func.func @main() {
  %c = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<4294967296x4294967296xf32>
  vector.print %v : vector<4294967296x4294967296xf32>
  return
}
