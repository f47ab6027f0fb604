// Target ops of configs/tpu.toml, for the `predicate` and `ii` keys.
func.func @predicate() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 0x7FC00000]> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xf32>
  %c = "tpu.vcmpltf32"(%a, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  vector.print %c : vector<4xi1>
  return
}

func.func @ii() {
  %a = arith.constant dense<1.0> : vector<8x128xf32>
  %x = "tpu.vaddf32"(%a, %a) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  %y = "tpu.vaddf32"(%a, %a) : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
  return
}
