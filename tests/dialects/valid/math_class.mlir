// The float classification ops: scalars and vectors, fastmath flags in the
// attribute dictionary (none is left out), and the generic form.
func.func @classes(%x: f32, %v: vector<4xf16>, %b: vector<2x3xbf16>) -> (i1, vector<4xi1>, vector<2x3xi1>, i1) {
  %0 = math.isnan %x : f32
  %1 = math.isinf %v {fastmath = #arith.fastmath<nnan,ninf>} : vector<4xf16>
  %2 = math.isfinite %b {fastmath = #arith.fastmath<none>} : vector<2x3xbf16>
  %3 = math.isnormal %x {tag} : f32
  %4 = "math.isnan"(%v) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xi1>
  %5 = "math.isnormal"(%x) : (f32) -> i1
  %6 = arith.andi %0, %5 : i1
  %7 = arith.ori %1, %4 : vector<4xi1>
  return %6, %7, %2, %3 : i1, vector<4xi1>, vector<2x3xi1>, i1
}
