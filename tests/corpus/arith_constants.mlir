// Constants of many integer widths and every common float form.
func.func @constants() {
  %0 = arith.constant true
  %1 = arith.constant false
  %2 = arith.constant 7 : i7
  %3 = arith.constant -4096 : i13
  %4 = arith.constant 4294967296 : i33
  %5 = arith.constant -9223372036854775808 : i64
  %6 = arith.constant 36893488147419103231 : i65
  %7 = arith.constant -170141183460469231731687303715884105728 : i128
  %8 = arith.constant 340282366920938463463374607431768211455 : i129
  %9 = arith.constant 42 : index
  %10 = arith.constant 1.500000e+00 : f32
  %11 = arith.constant 0x7C00 : f16
  %12 = arith.constant -2.500000e-01 : bf16
  %13 = arith.constant 3.1415926535897931 : f64
  %14 = arith.constant 0x7FF8000000000000 : f64
  %15 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %16 = arith.constant dense<2.000000e+00> : vector<2x3xf32>
  %17 = arith.constant 1 : i1000
  return
}
