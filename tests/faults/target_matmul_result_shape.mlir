// A 2x3 by 3x2 matrix product declared with a scalar result: the product
// is 2x2.
func.func @main() -> f32 {
  %a = arith.constant dense<1.0> : vector<2x3xf32>
  %b = arith.constant dense<1.0> : vector<3x2xf32>
  %c = "tpu.matmulf32"(%a, %b) : (vector<2x3xf32>, vector<3x2xf32>) -> f32
  return %c : f32
}
