// A target op declared with a vector result for scalar operands: its
// elementwise semantics computes a scalar, which a vector.extract after it
// would find where it verified a vector.
func.func @main() -> f32 {
  %s = arith.constant 1.5 : f32
  %v = "tpu.vaddf32"(%s, %s) : (f32, f32) -> vector<8xf32>
  %x = vector.extract %v[1] : f32 from vector<8xf32>
  return %x : f32
}
