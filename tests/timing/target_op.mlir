// Two dependent calls of the target-specific op "wide.vadd".
func.func @main() -> vector<8x128xf32> {
  %a = arith.constant dense<1.0> : vector<8x128xf32>
  %b = "wide.vadd"(%a, %a) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  %c = "wide.vadd"(%b, %b) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return %c : vector<8x128xf32>
}
