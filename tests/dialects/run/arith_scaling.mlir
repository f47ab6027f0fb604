// arith.scaling_extf and arith.scaling_truncf as --arith-expand lowers
// them: the scale keeps only its f32 exponent (a power of two, 0 for a
// zero exponent, NaN for an infinite or NaN scale; its sign and mantissa
// are dropped), then extf(in) * scale or truncf(in / scale).
func.func @main() {
  %x16 = arith.constant dense<[1.5, -3.0, 0.099975586, 65504.0, 6.1035156e-05, 0.0]> : vector<6xf16>
  %s32 = arith.constant dense<[3.0, -4.0, 1.0e-40, 1.7014118e38, 0.75, 0x7F800000]> : vector<6xf32>
  %0 = arith.scaling_extf %x16, %s32 : vector<6xf16>, vector<6xf32> to vector<6xf32>
  vector.print %0 : vector<6xf32>
  %1 = arith.scaling_extf %x16, %s32 : vector<6xf16>, vector<6xf32> to vector<6xf64>
  vector.print %1 : vector<6xf64>
  %xb = arith.constant dense<[1.5, -3.0, 2.5e+30, 7.0]> : vector<4xbf16>
  %sh = arith.constant dense<[8.0, 0.3, 5.0e-3, 65504.0]> : vector<4xf16>
  %2 = arith.scaling_extf %xb, %sh fastmath<fast> : vector<4xbf16>, vector<4xf16> to vector<4xf32>
  vector.print %2 : vector<4xf32>
  %y32 = arith.constant dense<[3.0, -12.0, 0.1, 100.0, 70000.0, 1.0e-3]> : vector<6xf32>
  %s16 = arith.constant dense<[1.0, 2.0, 0.25, 8.0, 0.5, 7.0e-5]> : vector<6xf16>
  %3 = arith.scaling_truncf %y32, %s16 : vector<6xf32>, vector<6xf16> to vector<6xf16>
  vector.print %3 : vector<6xf16>
  %4 = arith.scaling_truncf %y32, %s32 : vector<6xf32>, vector<6xf32> to vector<6xbf16>
  vector.print %4 : vector<6xbf16>
  %y64 = arith.constant dense<[1.0e10, -0.3, 3.0e-300]> : vector<3xf64>
  %s64 = arith.constant dense<[1.0e5, 1.0e300, -2.0e-30]> : vector<3xf64>
  %5 = arith.scaling_truncf %y64, %s64 : vector<3xf64>, vector<3xf64> to vector<3xf32>
  vector.print %5 : vector<3xf32>
  %sb = arith.constant dense<[1.0, 3.0e+38, 1.0e-38]> : vector<3xbf16>
  %6 = arith.scaling_truncf %y64, %sb : vector<3xf64>, vector<3xbf16> to vector<3xf16>
  vector.print %6 : vector<3xf16>
  %a = arith.constant 5.5 : f16
  %b = arith.constant 0.2 : f32
  %7 = arith.scaling_extf %a, %b : f16, f32 to f64
  vector.print %7 : f64
  %c = arith.constant 1234.5678 : f64
  %8 = arith.scaling_truncf %c, %b : f64, f32 to bf16
  vector.print %8 : bf16
  return
}
