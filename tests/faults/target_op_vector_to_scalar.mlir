// A target op declared with a scalar result for vector operands: the
// function would return a vector as its f32 result.
func.func @main() -> f32 {
  %s = arith.constant dense<1.5> : vector<8xf32>
  %v = "tpu.vaddf32"(%s, %s) : (vector<8xf32>, vector<8xf32>) -> f32
  return %v : f32
}
