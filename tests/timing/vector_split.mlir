// Two dependent float adds on one native 8x128 tile (@one_tile) and on
// vector<16x256xf32>, which is four native tiles (@four_tiles).
func.func @one_tile() -> vector<8x128xf32> {
  %a = arith.constant dense<1.0> : vector<8x128xf32>
  %b = arith.addf %a, %a : vector<8x128xf32>
  %c = arith.addf %b, %b : vector<8x128xf32>
  return %c : vector<8x128xf32>
}
func.func @four_tiles() -> vector<16x256xf32> {
  %a = arith.constant dense<1.0> : vector<16x256xf32>
  %b = arith.addf %a, %a : vector<16x256xf32>
  %c = arith.addf %b, %b : vector<16x256xf32>
  return %c : vector<16x256xf32>
}
