// arith.scaling_extf and arith.scaling_truncf on the small floats (the
// microscaling case: f4/f8 values with f8E8M0FNU scales), as
// --arith-expand lowers them and --convert-arith-to-apfloat then runs the
// extf/truncf on the small types: saturation (f4E2M1FN), overflow to inf
// (f8E5M2) and to NaN (f8E4M3FN), the smallest scale 2^-127, and an f32
// scale whose infinity makes the quotient NaN.
func.func @main() {
  %x = arith.constant dense<[1.5, -3.0, 0.099975586, 448.0, 0.001953125, 0.0]> : vector<6xf8E4M3FN>
  %s = arith.constant dense<[4.0, 0.25, 1.0, 2.0, 1.0e-38, 1.0]> : vector<6xf8E8M0FNU>
  %0 = arith.scaling_extf %x, %s : vector<6xf8E4M3FN>, vector<6xf8E8M0FNU> to vector<6xf32>
  vector.print %0 : vector<6xf32>
  %y = arith.constant dense<[3.0, -12.0, 0.1, 100.0, 70000.0, 1.0e-3]> : vector<6xf32>
  %t = arith.constant dense<[1.0, 2.0, 0.25, 8.0, 0.5, 7.0e-5]> : vector<6xf8E8M0FNU>
  %1 = arith.scaling_truncf %y, %t : vector<6xf32>, vector<6xf8E8M0FNU> to vector<6xf4E2M1FN>
  vector.print %1 : vector<6xf4E2M1FN>
  %2 = arith.scaling_truncf %y, %t : vector<6xf32>, vector<6xf8E8M0FNU> to vector<6xf8E5M2>
  vector.print %2 : vector<6xf8E5M2>
  %3 = arith.scaling_truncf %y, %t : vector<6xf32>, vector<6xf8E8M0FNU> to vector<6xf8E4M3FN>
  vector.print %3 : vector<6xf8E4M3FN>
  %4 = arith.scaling_extf %1, %t : vector<6xf4E2M1FN>, vector<6xf8E8M0FNU> to vector<6xf32>
  vector.print %4 : vector<6xf32>
  %y16 = arith.constant dense<[3.0, -12.0, 0.1, 100.0, 7.0, 1.0e-3]> : vector<6xf16>
  %s32 = arith.constant dense<[3.0, -4.0, 1.0e-40, 2.0, 0.75, 0x7F800000]> : vector<6xf32>
  %5 = arith.scaling_truncf %y16, %s32 : vector<6xf16>, vector<6xf32> to vector<6xf8E4M3FN>
  vector.print %5 : vector<6xf8E4M3FN>
  return
}
