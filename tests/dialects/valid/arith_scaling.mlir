// arith.scaling_extf and arith.scaling_truncf over the MX float types, with
// their rounding mode, fastmath flags and extra attributes.
func.func @scaling(%f4: vector<4xf4E2M1FN>, %e8: vector<4xf8E8M0FNU>, %x: vector<4xf32>,
                   %h: f16, %s: f8E8M0FNU, %b: bf16, %f6: tensor<2xf6E3M2FN>,
                   %ts: tensor<2xf8E8M0FNU>) {
  %0 = arith.scaling_extf %f4, %e8 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %1 = arith.scaling_truncf %x, %e8 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %2 = arith.scaling_truncf %h, %s to_nearest_away fastmath<fast> : f16, f8E8M0FNU to f8E4M3FN
  %3 = arith.scaling_extf %h, %b fastmath<nnan,ninf> {tag = 1 : i32} : f16, bf16 to f64
  %4 = arith.scaling_extf %f6, %ts : tensor<2xf6E3M2FN>, tensor<2xf8E8M0FNU> to tensor<2xbf16>
  %5 = arith.scaling_truncf %x, %x downward : vector<4xf32>, vector<4xf32> to vector<4xf8E5M2>
  %6 = "arith.scaling_truncf"(%h, %s) <{roundingmode = 3 : i32}> : (f16, f8E8M0FNU) -> f8E4M3FN
  %7 = "arith.scaling_extf"(%h, %s) <{fastmath = #arith.fastmath<none>}> : (f16, f8E8M0FNU) -> f32
  %8 = arith.scaling_truncf %x, %x fastmath<none> : vector<4xf32>, vector<4xf32> to vector<4xf16>
  return
}
