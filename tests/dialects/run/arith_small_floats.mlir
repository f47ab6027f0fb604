// The 4-, 6- and 8-bit floats, as mlir-runner runs them through
// --convert-arith-to-apfloat (APFloat in the format, one rounding): per
// format, truncf at its rounding boundaries (the tie above the largest
// finite value, just past it, the smallest subnormal and the ties around
// it, negative zero, NaN and infinity), the encodings, extf back, the
// arithmetic (whose 0/0 and x/0 make NaN and infinity), cmpf, select,
// negf and a round trip through memory.
func.func @main() {
  // f4E2M1FN: largest finite 6.0, smallest subnormal 0.5
  %f4_2m1fn_x = arith.constant dense<[6.000000000e+00, 7.000000000e+00, 7.500000000e+00, -8.000000000e+00, 5.000000000e-01, 2.500000000e-01, 2.500500083e-01, 7.500000000e-01, 1.250000000e+00, -1.250000000e-01, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f4_2m1fn_t = arith.truncf %f4_2m1fn_x : vector<14xf32> to vector<14xf4E2M1FN>
  vector.print %f4_2m1fn_t : vector<14xf4E2M1FN>
  %f4_2m1fn_b = arith.bitcast %f4_2m1fn_t : vector<14xf4E2M1FN> to vector<14xi4>
  vector.print %f4_2m1fn_b : vector<14xi4>
  %f4_2m1fn_e = arith.extf %f4_2m1fn_t : vector<14xf4E2M1FN> to vector<14xf32>
  vector.print %f4_2m1fn_e : vector<14xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f4_2m1fn_a = arith.constant dense<[1.500000000e+00, 6.000000000e+00, -6.000000000e+00, 5.000000000e-01, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf4E2M1FN>
  %f4_2m1fn_c = arith.constant dense<[2.500000000e+00, 6.000000000e+00, 1.500000000e+00, 5.000000000e-01, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -5.000000000e-01]> : vector<8xf4E2M1FN>
  %f4_2m1fn_addf = arith.addf %f4_2m1fn_a, %f4_2m1fn_c : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_addf : vector<8xf4E2M1FN>
  %f4_2m1fn_subf = arith.subf %f4_2m1fn_a, %f4_2m1fn_c : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_subf : vector<8xf4E2M1FN>
  %f4_2m1fn_mulf = arith.mulf %f4_2m1fn_a, %f4_2m1fn_c : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_mulf : vector<8xf4E2M1FN>
  %f4_2m1fn_divf = arith.divf %f4_2m1fn_a, %f4_2m1fn_c : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_divf : vector<8xf4E2M1FN>
  %f4_2m1fn_neg = arith.negf %f4_2m1fn_divf : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_neg : vector<8xf4E2M1FN>
  %f4_2m1fn_lt = arith.cmpf olt, %f4_2m1fn_a, %f4_2m1fn_c : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_lt : vector<8xi1>
  %f4_2m1fn_une = arith.cmpf une, %f4_2m1fn_divf, %f4_2m1fn_divf : vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_une : vector<8xi1>
  %f4_2m1fn_sel = arith.select %f4_2m1fn_lt, %f4_2m1fn_mulf, %f4_2m1fn_subf : vector<8xi1>, vector<8xf4E2M1FN>
  vector.print %f4_2m1fn_sel : vector<8xf4E2M1FN>
  %f4_2m1fn_m = memref.alloc() : memref<2xf4E2M1FN>
  %f4_2m1fn_s0 = vector.extract %f4_2m1fn_addf[0] : f4E2M1FN from vector<8xf4E2M1FN>
  %f4_2m1fn_s1 = vector.extract %f4_2m1fn_divf[5] : f4E2M1FN from vector<8xf4E2M1FN>
  memref.store %f4_2m1fn_s0, %f4_2m1fn_m[%c0] : memref<2xf4E2M1FN>
  memref.store %f4_2m1fn_s1, %f4_2m1fn_m[%c1] : memref<2xf4E2M1FN>
  %f4_2m1fn_l0 = memref.load %f4_2m1fn_m[%c0] : memref<2xf4E2M1FN>
  %f4_2m1fn_l1 = memref.load %f4_2m1fn_m[%c1] : memref<2xf4E2M1FN>
  %f4_2m1fn_sum = arith.mulf %f4_2m1fn_l0, %f4_2m1fn_l1 : f4E2M1FN
  vector.print %f4_2m1fn_l0 : f4E2M1FN
  vector.print %f4_2m1fn_sum : f4E2M1FN
  memref.dealloc %f4_2m1fn_m : memref<2xf4E2M1FN>
  // f6E2M3FN: largest finite 7.5, smallest subnormal 0.125
  %f6_2m3fn_x = arith.constant dense<[7.500000000e+00, 7.750000000e+00, 7.875000000e+00, -8.000000000e+00, 1.250000000e-01, 6.250000000e-02, 6.251250207e-02, 1.875000000e-01, 3.125000000e-01, -3.125000000e-02, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f6_2m3fn_t = arith.truncf %f6_2m3fn_x : vector<14xf32> to vector<14xf6E2M3FN>
  vector.print %f6_2m3fn_t : vector<14xf6E2M3FN>
  %f6_2m3fn_b = arith.bitcast %f6_2m3fn_t : vector<14xf6E2M3FN> to vector<14xi6>
  vector.print %f6_2m3fn_b : vector<14xi6>
  %f6_2m3fn_e = arith.extf %f6_2m3fn_t : vector<14xf6E2M3FN> to vector<14xf32>
  vector.print %f6_2m3fn_e : vector<14xf32>
  %f6_2m3fn_a = arith.constant dense<[1.500000000e+00, 7.500000000e+00, -7.500000000e+00, 1.250000000e-01, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf6E2M3FN>
  %f6_2m3fn_c = arith.constant dense<[2.500000000e+00, 7.500000000e+00, 1.500000000e+00, 1.250000000e-01, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.250000000e-01]> : vector<8xf6E2M3FN>
  %f6_2m3fn_addf = arith.addf %f6_2m3fn_a, %f6_2m3fn_c : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_addf : vector<8xf6E2M3FN>
  %f6_2m3fn_subf = arith.subf %f6_2m3fn_a, %f6_2m3fn_c : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_subf : vector<8xf6E2M3FN>
  %f6_2m3fn_mulf = arith.mulf %f6_2m3fn_a, %f6_2m3fn_c : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_mulf : vector<8xf6E2M3FN>
  %f6_2m3fn_divf = arith.divf %f6_2m3fn_a, %f6_2m3fn_c : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_divf : vector<8xf6E2M3FN>
  %f6_2m3fn_neg = arith.negf %f6_2m3fn_divf : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_neg : vector<8xf6E2M3FN>
  %f6_2m3fn_lt = arith.cmpf olt, %f6_2m3fn_a, %f6_2m3fn_c : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_lt : vector<8xi1>
  %f6_2m3fn_une = arith.cmpf une, %f6_2m3fn_divf, %f6_2m3fn_divf : vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_une : vector<8xi1>
  %f6_2m3fn_sel = arith.select %f6_2m3fn_lt, %f6_2m3fn_mulf, %f6_2m3fn_subf : vector<8xi1>, vector<8xf6E2M3FN>
  vector.print %f6_2m3fn_sel : vector<8xf6E2M3FN>
  %f6_2m3fn_m = memref.alloc() : memref<2xf6E2M3FN>
  %f6_2m3fn_s0 = vector.extract %f6_2m3fn_addf[0] : f6E2M3FN from vector<8xf6E2M3FN>
  %f6_2m3fn_s1 = vector.extract %f6_2m3fn_divf[5] : f6E2M3FN from vector<8xf6E2M3FN>
  memref.store %f6_2m3fn_s0, %f6_2m3fn_m[%c0] : memref<2xf6E2M3FN>
  memref.store %f6_2m3fn_s1, %f6_2m3fn_m[%c1] : memref<2xf6E2M3FN>
  %f6_2m3fn_l0 = memref.load %f6_2m3fn_m[%c0] : memref<2xf6E2M3FN>
  %f6_2m3fn_l1 = memref.load %f6_2m3fn_m[%c1] : memref<2xf6E2M3FN>
  %f6_2m3fn_sum = arith.mulf %f6_2m3fn_l0, %f6_2m3fn_l1 : f6E2M3FN
  vector.print %f6_2m3fn_l0 : f6E2M3FN
  vector.print %f6_2m3fn_sum : f6E2M3FN
  %f6_2m3fn_w = arith.truncf %f6_2m3fn_l0 : f6E2M3FN to f4E2M1FN
  vector.print %f6_2m3fn_w : f4E2M1FN
  memref.dealloc %f6_2m3fn_m : memref<2xf6E2M3FN>
  // f6E3M2FN: largest finite 28.0, smallest subnormal 0.0625
  %f6_3m2fn_x = arith.constant dense<[2.800000000e+01, 3.000000000e+01, 3.100000000e+01, -3.200000000e+01, 6.250000000e-02, 3.125000000e-02, 3.125625104e-02, 9.375000000e-02, 1.562500000e-01, -1.562500000e-02, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f6_3m2fn_t = arith.truncf %f6_3m2fn_x : vector<14xf32> to vector<14xf6E3M2FN>
  vector.print %f6_3m2fn_t : vector<14xf6E3M2FN>
  %f6_3m2fn_b = arith.bitcast %f6_3m2fn_t : vector<14xf6E3M2FN> to vector<14xi6>
  vector.print %f6_3m2fn_b : vector<14xi6>
  %f6_3m2fn_e = arith.extf %f6_3m2fn_t : vector<14xf6E3M2FN> to vector<14xf32>
  vector.print %f6_3m2fn_e : vector<14xf32>
  %f6_3m2fn_a = arith.constant dense<[1.500000000e+00, 2.800000000e+01, -2.800000000e+01, 6.250000000e-02, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf6E3M2FN>
  %f6_3m2fn_c = arith.constant dense<[2.500000000e+00, 2.800000000e+01, 1.500000000e+00, 6.250000000e-02, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -6.250000000e-02]> : vector<8xf6E3M2FN>
  %f6_3m2fn_addf = arith.addf %f6_3m2fn_a, %f6_3m2fn_c : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_addf : vector<8xf6E3M2FN>
  %f6_3m2fn_subf = arith.subf %f6_3m2fn_a, %f6_3m2fn_c : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_subf : vector<8xf6E3M2FN>
  %f6_3m2fn_mulf = arith.mulf %f6_3m2fn_a, %f6_3m2fn_c : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_mulf : vector<8xf6E3M2FN>
  %f6_3m2fn_divf = arith.divf %f6_3m2fn_a, %f6_3m2fn_c : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_divf : vector<8xf6E3M2FN>
  %f6_3m2fn_neg = arith.negf %f6_3m2fn_divf : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_neg : vector<8xf6E3M2FN>
  %f6_3m2fn_lt = arith.cmpf olt, %f6_3m2fn_a, %f6_3m2fn_c : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_lt : vector<8xi1>
  %f6_3m2fn_une = arith.cmpf une, %f6_3m2fn_divf, %f6_3m2fn_divf : vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_une : vector<8xi1>
  %f6_3m2fn_sel = arith.select %f6_3m2fn_lt, %f6_3m2fn_mulf, %f6_3m2fn_subf : vector<8xi1>, vector<8xf6E3M2FN>
  vector.print %f6_3m2fn_sel : vector<8xf6E3M2FN>
  %f6_3m2fn_m = memref.alloc() : memref<2xf6E3M2FN>
  %f6_3m2fn_s0 = vector.extract %f6_3m2fn_addf[0] : f6E3M2FN from vector<8xf6E3M2FN>
  %f6_3m2fn_s1 = vector.extract %f6_3m2fn_divf[5] : f6E3M2FN from vector<8xf6E3M2FN>
  memref.store %f6_3m2fn_s0, %f6_3m2fn_m[%c0] : memref<2xf6E3M2FN>
  memref.store %f6_3m2fn_s1, %f6_3m2fn_m[%c1] : memref<2xf6E3M2FN>
  %f6_3m2fn_l0 = memref.load %f6_3m2fn_m[%c0] : memref<2xf6E3M2FN>
  %f6_3m2fn_l1 = memref.load %f6_3m2fn_m[%c1] : memref<2xf6E3M2FN>
  %f6_3m2fn_sum = arith.mulf %f6_3m2fn_l0, %f6_3m2fn_l1 : f6E3M2FN
  vector.print %f6_3m2fn_l0 : f6E3M2FN
  vector.print %f6_3m2fn_sum : f6E3M2FN
  %f6_3m2fn_w = arith.truncf %f6_3m2fn_l0 : f6E3M2FN to f4E2M1FN
  vector.print %f6_3m2fn_w : f4E2M1FN
  memref.dealloc %f6_3m2fn_m : memref<2xf6E3M2FN>
  // f8E5M2: largest finite 57344.0, smallest subnormal 1.52587890625e-05
  %f8_5m2_x = arith.constant dense<[5.734400000e+04, 6.144000000e+04, 6.348800000e+04, -6.553600000e+04, 1.525878906e-05, 7.629394531e-06, 7.630920663e-06, 2.288818359e-05, 3.814697266e-05, -3.814697266e-06, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_5m2_t = arith.truncf %f8_5m2_x : vector<14xf32> to vector<14xf8E5M2>
  vector.print %f8_5m2_t : vector<14xf8E5M2>
  %f8_5m2_b = arith.bitcast %f8_5m2_t : vector<14xf8E5M2> to vector<14xi8>
  vector.print %f8_5m2_b : vector<14xi8>
  %f8_5m2_e = arith.extf %f8_5m2_t : vector<14xf8E5M2> to vector<14xf32>
  vector.print %f8_5m2_e : vector<14xf32>
  %f8_5m2_a = arith.constant dense<[1.500000000e+00, 5.734400000e+04, -5.734400000e+04, 1.525878906e-05, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E5M2>
  %f8_5m2_c = arith.constant dense<[2.500000000e+00, 5.734400000e+04, 1.500000000e+00, 1.525878906e-05, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.525878906e-05]> : vector<8xf8E5M2>
  %f8_5m2_addf = arith.addf %f8_5m2_a, %f8_5m2_c : vector<8xf8E5M2>
  vector.print %f8_5m2_addf : vector<8xf8E5M2>
  %f8_5m2_subf = arith.subf %f8_5m2_a, %f8_5m2_c : vector<8xf8E5M2>
  vector.print %f8_5m2_subf : vector<8xf8E5M2>
  %f8_5m2_mulf = arith.mulf %f8_5m2_a, %f8_5m2_c : vector<8xf8E5M2>
  vector.print %f8_5m2_mulf : vector<8xf8E5M2>
  %f8_5m2_divf = arith.divf %f8_5m2_a, %f8_5m2_c : vector<8xf8E5M2>
  vector.print %f8_5m2_divf : vector<8xf8E5M2>
  %f8_5m2_neg = arith.negf %f8_5m2_divf : vector<8xf8E5M2>
  vector.print %f8_5m2_neg : vector<8xf8E5M2>
  %f8_5m2_lt = arith.cmpf olt, %f8_5m2_a, %f8_5m2_c : vector<8xf8E5M2>
  vector.print %f8_5m2_lt : vector<8xi1>
  %f8_5m2_une = arith.cmpf une, %f8_5m2_divf, %f8_5m2_divf : vector<8xf8E5M2>
  vector.print %f8_5m2_une : vector<8xi1>
  %f8_5m2_sel = arith.select %f8_5m2_lt, %f8_5m2_mulf, %f8_5m2_subf : vector<8xi1>, vector<8xf8E5M2>
  vector.print %f8_5m2_sel : vector<8xf8E5M2>
  %f8_5m2_m = memref.alloc() : memref<2xf8E5M2>
  %f8_5m2_s0 = vector.extract %f8_5m2_addf[0] : f8E5M2 from vector<8xf8E5M2>
  %f8_5m2_s1 = vector.extract %f8_5m2_divf[5] : f8E5M2 from vector<8xf8E5M2>
  memref.store %f8_5m2_s0, %f8_5m2_m[%c0] : memref<2xf8E5M2>
  memref.store %f8_5m2_s1, %f8_5m2_m[%c1] : memref<2xf8E5M2>
  %f8_5m2_l0 = memref.load %f8_5m2_m[%c0] : memref<2xf8E5M2>
  %f8_5m2_l1 = memref.load %f8_5m2_m[%c1] : memref<2xf8E5M2>
  %f8_5m2_sum = arith.mulf %f8_5m2_l0, %f8_5m2_l1 : f8E5M2
  vector.print %f8_5m2_l0 : f8E5M2
  vector.print %f8_5m2_sum : f8E5M2
  %f8_5m2_w = arith.truncf %f8_5m2_l0 : f8E5M2 to f4E2M1FN
  vector.print %f8_5m2_w : f4E2M1FN
  memref.dealloc %f8_5m2_m : memref<2xf8E5M2>
  // f8E4M3: largest finite 240.0, smallest subnormal 0.001953125
  %f8_4m3_x = arith.constant dense<[2.400000000e+02, 2.480000000e+02, 2.520000000e+02, -2.560000000e+02, 1.953125000e-03, 9.765625000e-04, 9.767578449e-04, 2.929687500e-03, 4.882812500e-03, -4.882812500e-04, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_4m3_t = arith.truncf %f8_4m3_x : vector<14xf32> to vector<14xf8E4M3>
  vector.print %f8_4m3_t : vector<14xf8E4M3>
  %f8_4m3_b = arith.bitcast %f8_4m3_t : vector<14xf8E4M3> to vector<14xi8>
  vector.print %f8_4m3_b : vector<14xi8>
  %f8_4m3_e = arith.extf %f8_4m3_t : vector<14xf8E4M3> to vector<14xf32>
  vector.print %f8_4m3_e : vector<14xf32>
  %f8_4m3_a = arith.constant dense<[1.500000000e+00, 2.400000000e+02, -2.400000000e+02, 1.953125000e-03, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E4M3>
  %f8_4m3_c = arith.constant dense<[2.500000000e+00, 2.400000000e+02, 1.500000000e+00, 1.953125000e-03, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.953125000e-03]> : vector<8xf8E4M3>
  %f8_4m3_addf = arith.addf %f8_4m3_a, %f8_4m3_c : vector<8xf8E4M3>
  vector.print %f8_4m3_addf : vector<8xf8E4M3>
  %f8_4m3_subf = arith.subf %f8_4m3_a, %f8_4m3_c : vector<8xf8E4M3>
  vector.print %f8_4m3_subf : vector<8xf8E4M3>
  %f8_4m3_mulf = arith.mulf %f8_4m3_a, %f8_4m3_c : vector<8xf8E4M3>
  vector.print %f8_4m3_mulf : vector<8xf8E4M3>
  %f8_4m3_divf = arith.divf %f8_4m3_a, %f8_4m3_c : vector<8xf8E4M3>
  vector.print %f8_4m3_divf : vector<8xf8E4M3>
  %f8_4m3_neg = arith.negf %f8_4m3_divf : vector<8xf8E4M3>
  vector.print %f8_4m3_neg : vector<8xf8E4M3>
  %f8_4m3_lt = arith.cmpf olt, %f8_4m3_a, %f8_4m3_c : vector<8xf8E4M3>
  vector.print %f8_4m3_lt : vector<8xi1>
  %f8_4m3_une = arith.cmpf une, %f8_4m3_divf, %f8_4m3_divf : vector<8xf8E4M3>
  vector.print %f8_4m3_une : vector<8xi1>
  %f8_4m3_sel = arith.select %f8_4m3_lt, %f8_4m3_mulf, %f8_4m3_subf : vector<8xi1>, vector<8xf8E4M3>
  vector.print %f8_4m3_sel : vector<8xf8E4M3>
  %f8_4m3_m = memref.alloc() : memref<2xf8E4M3>
  %f8_4m3_s0 = vector.extract %f8_4m3_addf[0] : f8E4M3 from vector<8xf8E4M3>
  %f8_4m3_s1 = vector.extract %f8_4m3_divf[5] : f8E4M3 from vector<8xf8E4M3>
  memref.store %f8_4m3_s0, %f8_4m3_m[%c0] : memref<2xf8E4M3>
  memref.store %f8_4m3_s1, %f8_4m3_m[%c1] : memref<2xf8E4M3>
  %f8_4m3_l0 = memref.load %f8_4m3_m[%c0] : memref<2xf8E4M3>
  %f8_4m3_l1 = memref.load %f8_4m3_m[%c1] : memref<2xf8E4M3>
  %f8_4m3_sum = arith.mulf %f8_4m3_l0, %f8_4m3_l1 : f8E4M3
  vector.print %f8_4m3_l0 : f8E4M3
  vector.print %f8_4m3_sum : f8E4M3
  %f8_4m3_w = arith.truncf %f8_4m3_l0 : f8E4M3 to f4E2M1FN
  vector.print %f8_4m3_w : f4E2M1FN
  memref.dealloc %f8_4m3_m : memref<2xf8E4M3>
  // f8E3M4: largest finite 15.5, smallest subnormal 0.015625
  %f8_3m4_x = arith.constant dense<[1.550000000e+01, 1.575000000e+01, 1.587500000e+01, -1.600000000e+01, 1.562500000e-02, 7.812500000e-03, 7.814062759e-03, 2.343750000e-02, 3.906250000e-02, -3.906250000e-03, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_3m4_t = arith.truncf %f8_3m4_x : vector<14xf32> to vector<14xf8E3M4>
  vector.print %f8_3m4_t : vector<14xf8E3M4>
  %f8_3m4_b = arith.bitcast %f8_3m4_t : vector<14xf8E3M4> to vector<14xi8>
  vector.print %f8_3m4_b : vector<14xi8>
  %f8_3m4_e = arith.extf %f8_3m4_t : vector<14xf8E3M4> to vector<14xf32>
  vector.print %f8_3m4_e : vector<14xf32>
  %f8_3m4_a = arith.constant dense<[1.500000000e+00, 1.550000000e+01, -1.550000000e+01, 1.562500000e-02, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E3M4>
  %f8_3m4_c = arith.constant dense<[2.500000000e+00, 1.550000000e+01, 1.500000000e+00, 1.562500000e-02, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.562500000e-02]> : vector<8xf8E3M4>
  %f8_3m4_addf = arith.addf %f8_3m4_a, %f8_3m4_c : vector<8xf8E3M4>
  vector.print %f8_3m4_addf : vector<8xf8E3M4>
  %f8_3m4_subf = arith.subf %f8_3m4_a, %f8_3m4_c : vector<8xf8E3M4>
  vector.print %f8_3m4_subf : vector<8xf8E3M4>
  %f8_3m4_mulf = arith.mulf %f8_3m4_a, %f8_3m4_c : vector<8xf8E3M4>
  vector.print %f8_3m4_mulf : vector<8xf8E3M4>
  %f8_3m4_divf = arith.divf %f8_3m4_a, %f8_3m4_c : vector<8xf8E3M4>
  vector.print %f8_3m4_divf : vector<8xf8E3M4>
  %f8_3m4_neg = arith.negf %f8_3m4_divf : vector<8xf8E3M4>
  vector.print %f8_3m4_neg : vector<8xf8E3M4>
  %f8_3m4_lt = arith.cmpf olt, %f8_3m4_a, %f8_3m4_c : vector<8xf8E3M4>
  vector.print %f8_3m4_lt : vector<8xi1>
  %f8_3m4_une = arith.cmpf une, %f8_3m4_divf, %f8_3m4_divf : vector<8xf8E3M4>
  vector.print %f8_3m4_une : vector<8xi1>
  %f8_3m4_sel = arith.select %f8_3m4_lt, %f8_3m4_mulf, %f8_3m4_subf : vector<8xi1>, vector<8xf8E3M4>
  vector.print %f8_3m4_sel : vector<8xf8E3M4>
  %f8_3m4_m = memref.alloc() : memref<2xf8E3M4>
  %f8_3m4_s0 = vector.extract %f8_3m4_addf[0] : f8E3M4 from vector<8xf8E3M4>
  %f8_3m4_s1 = vector.extract %f8_3m4_divf[5] : f8E3M4 from vector<8xf8E3M4>
  memref.store %f8_3m4_s0, %f8_3m4_m[%c0] : memref<2xf8E3M4>
  memref.store %f8_3m4_s1, %f8_3m4_m[%c1] : memref<2xf8E3M4>
  %f8_3m4_l0 = memref.load %f8_3m4_m[%c0] : memref<2xf8E3M4>
  %f8_3m4_l1 = memref.load %f8_3m4_m[%c1] : memref<2xf8E3M4>
  %f8_3m4_sum = arith.mulf %f8_3m4_l0, %f8_3m4_l1 : f8E3M4
  vector.print %f8_3m4_l0 : f8E3M4
  vector.print %f8_3m4_sum : f8E3M4
  %f8_3m4_w = arith.truncf %f8_3m4_l0 : f8E3M4 to f4E2M1FN
  vector.print %f8_3m4_w : f4E2M1FN
  memref.dealloc %f8_3m4_m : memref<2xf8E3M4>
  // f8E4M3FN: largest finite 448.0, smallest subnormal 0.001953125
  %f8_4m3fn_x = arith.constant dense<[4.480000000e+02, 4.640000000e+02, 4.720000000e+02, -4.800000000e+02, 1.953125000e-03, 9.765625000e-04, 9.767578449e-04, 2.929687500e-03, 4.882812500e-03, -4.882812500e-04, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_4m3fn_t = arith.truncf %f8_4m3fn_x : vector<14xf32> to vector<14xf8E4M3FN>
  vector.print %f8_4m3fn_t : vector<14xf8E4M3FN>
  %f8_4m3fn_b = arith.bitcast %f8_4m3fn_t : vector<14xf8E4M3FN> to vector<14xi8>
  vector.print %f8_4m3fn_b : vector<14xi8>
  %f8_4m3fn_e = arith.extf %f8_4m3fn_t : vector<14xf8E4M3FN> to vector<14xf32>
  vector.print %f8_4m3fn_e : vector<14xf32>
  %f8_4m3fn_a = arith.constant dense<[1.500000000e+00, 4.480000000e+02, -4.480000000e+02, 1.953125000e-03, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E4M3FN>
  %f8_4m3fn_c = arith.constant dense<[2.500000000e+00, 4.480000000e+02, 1.500000000e+00, 1.953125000e-03, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.953125000e-03]> : vector<8xf8E4M3FN>
  %f8_4m3fn_addf = arith.addf %f8_4m3fn_a, %f8_4m3fn_c : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_addf : vector<8xf8E4M3FN>
  %f8_4m3fn_subf = arith.subf %f8_4m3fn_a, %f8_4m3fn_c : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_subf : vector<8xf8E4M3FN>
  %f8_4m3fn_mulf = arith.mulf %f8_4m3fn_a, %f8_4m3fn_c : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_mulf : vector<8xf8E4M3FN>
  %f8_4m3fn_divf = arith.divf %f8_4m3fn_a, %f8_4m3fn_c : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_divf : vector<8xf8E4M3FN>
  %f8_4m3fn_neg = arith.negf %f8_4m3fn_divf : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_neg : vector<8xf8E4M3FN>
  %f8_4m3fn_lt = arith.cmpf olt, %f8_4m3fn_a, %f8_4m3fn_c : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_lt : vector<8xi1>
  %f8_4m3fn_une = arith.cmpf une, %f8_4m3fn_divf, %f8_4m3fn_divf : vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_une : vector<8xi1>
  %f8_4m3fn_sel = arith.select %f8_4m3fn_lt, %f8_4m3fn_mulf, %f8_4m3fn_subf : vector<8xi1>, vector<8xf8E4M3FN>
  vector.print %f8_4m3fn_sel : vector<8xf8E4M3FN>
  %f8_4m3fn_m = memref.alloc() : memref<2xf8E4M3FN>
  %f8_4m3fn_s0 = vector.extract %f8_4m3fn_addf[0] : f8E4M3FN from vector<8xf8E4M3FN>
  %f8_4m3fn_s1 = vector.extract %f8_4m3fn_divf[5] : f8E4M3FN from vector<8xf8E4M3FN>
  memref.store %f8_4m3fn_s0, %f8_4m3fn_m[%c0] : memref<2xf8E4M3FN>
  memref.store %f8_4m3fn_s1, %f8_4m3fn_m[%c1] : memref<2xf8E4M3FN>
  %f8_4m3fn_l0 = memref.load %f8_4m3fn_m[%c0] : memref<2xf8E4M3FN>
  %f8_4m3fn_l1 = memref.load %f8_4m3fn_m[%c1] : memref<2xf8E4M3FN>
  %f8_4m3fn_sum = arith.mulf %f8_4m3fn_l0, %f8_4m3fn_l1 : f8E4M3FN
  vector.print %f8_4m3fn_l0 : f8E4M3FN
  vector.print %f8_4m3fn_sum : f8E4M3FN
  %f8_4m3fn_w = arith.truncf %f8_4m3fn_l0 : f8E4M3FN to f4E2M1FN
  vector.print %f8_4m3fn_w : f4E2M1FN
  memref.dealloc %f8_4m3fn_m : memref<2xf8E4M3FN>
  // f8E5M2FNUZ: largest finite 57344.0, smallest subnormal 7.62939453125e-06
  %f8_5m2fnuz_x = arith.constant dense<[5.734400000e+04, 6.144000000e+04, 6.348800000e+04, -6.553600000e+04, 7.629394531e-06, 3.814697266e-06, 3.815460332e-06, 1.144409180e-05, 1.907348633e-05, -1.907348633e-06, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_5m2fnuz_t = arith.truncf %f8_5m2fnuz_x : vector<14xf32> to vector<14xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_t : vector<14xf8E5M2FNUZ>
  %f8_5m2fnuz_b = arith.bitcast %f8_5m2fnuz_t : vector<14xf8E5M2FNUZ> to vector<14xi8>
  vector.print %f8_5m2fnuz_b : vector<14xi8>
  %f8_5m2fnuz_e = arith.extf %f8_5m2fnuz_t : vector<14xf8E5M2FNUZ> to vector<14xf32>
  vector.print %f8_5m2fnuz_e : vector<14xf32>
  %f8_5m2fnuz_a = arith.constant dense<[1.500000000e+00, 5.734400000e+04, -5.734400000e+04, 7.629394531e-06, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_c = arith.constant dense<[2.500000000e+00, 5.734400000e+04, 1.500000000e+00, 7.629394531e-06, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -7.629394531e-06]> : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_addf = arith.addf %f8_5m2fnuz_a, %f8_5m2fnuz_c : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_addf : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_subf = arith.subf %f8_5m2fnuz_a, %f8_5m2fnuz_c : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_subf : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_mulf = arith.mulf %f8_5m2fnuz_a, %f8_5m2fnuz_c : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_mulf : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_divf = arith.divf %f8_5m2fnuz_a, %f8_5m2fnuz_c : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_divf : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_neg = arith.negf %f8_5m2fnuz_divf : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_neg : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_lt = arith.cmpf olt, %f8_5m2fnuz_a, %f8_5m2fnuz_c : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_lt : vector<8xi1>
  %f8_5m2fnuz_une = arith.cmpf une, %f8_5m2fnuz_divf, %f8_5m2fnuz_divf : vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_une : vector<8xi1>
  %f8_5m2fnuz_sel = arith.select %f8_5m2fnuz_lt, %f8_5m2fnuz_mulf, %f8_5m2fnuz_subf : vector<8xi1>, vector<8xf8E5M2FNUZ>
  vector.print %f8_5m2fnuz_sel : vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_m = memref.alloc() : memref<2xf8E5M2FNUZ>
  %f8_5m2fnuz_s0 = vector.extract %f8_5m2fnuz_addf[0] : f8E5M2FNUZ from vector<8xf8E5M2FNUZ>
  %f8_5m2fnuz_s1 = vector.extract %f8_5m2fnuz_divf[5] : f8E5M2FNUZ from vector<8xf8E5M2FNUZ>
  memref.store %f8_5m2fnuz_s0, %f8_5m2fnuz_m[%c0] : memref<2xf8E5M2FNUZ>
  memref.store %f8_5m2fnuz_s1, %f8_5m2fnuz_m[%c1] : memref<2xf8E5M2FNUZ>
  %f8_5m2fnuz_l0 = memref.load %f8_5m2fnuz_m[%c0] : memref<2xf8E5M2FNUZ>
  %f8_5m2fnuz_l1 = memref.load %f8_5m2fnuz_m[%c1] : memref<2xf8E5M2FNUZ>
  %f8_5m2fnuz_sum = arith.mulf %f8_5m2fnuz_l0, %f8_5m2fnuz_l1 : f8E5M2FNUZ
  vector.print %f8_5m2fnuz_l0 : f8E5M2FNUZ
  vector.print %f8_5m2fnuz_sum : f8E5M2FNUZ
  %f8_5m2fnuz_w = arith.truncf %f8_5m2fnuz_l0 : f8E5M2FNUZ to f4E2M1FN
  vector.print %f8_5m2fnuz_w : f4E2M1FN
  memref.dealloc %f8_5m2fnuz_m : memref<2xf8E5M2FNUZ>
  // f8E4M3FNUZ: largest finite 240.0, smallest subnormal 0.0009765625
  %f8_4m3fnuz_x = arith.constant dense<[2.400000000e+02, 2.480000000e+02, 2.520000000e+02, -2.560000000e+02, 9.765625000e-04, 4.882812500e-04, 4.883789225e-04, 1.464843750e-03, 2.441406250e-03, -2.441406250e-04, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_4m3fnuz_t = arith.truncf %f8_4m3fnuz_x : vector<14xf32> to vector<14xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_t : vector<14xf8E4M3FNUZ>
  %f8_4m3fnuz_b = arith.bitcast %f8_4m3fnuz_t : vector<14xf8E4M3FNUZ> to vector<14xi8>
  vector.print %f8_4m3fnuz_b : vector<14xi8>
  %f8_4m3fnuz_e = arith.extf %f8_4m3fnuz_t : vector<14xf8E4M3FNUZ> to vector<14xf32>
  vector.print %f8_4m3fnuz_e : vector<14xf32>
  %f8_4m3fnuz_a = arith.constant dense<[1.500000000e+00, 2.400000000e+02, -2.400000000e+02, 9.765625000e-04, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_c = arith.constant dense<[2.500000000e+00, 2.400000000e+02, 1.500000000e+00, 9.765625000e-04, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -9.765625000e-04]> : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_addf = arith.addf %f8_4m3fnuz_a, %f8_4m3fnuz_c : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_addf : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_subf = arith.subf %f8_4m3fnuz_a, %f8_4m3fnuz_c : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_subf : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_mulf = arith.mulf %f8_4m3fnuz_a, %f8_4m3fnuz_c : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_mulf : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_divf = arith.divf %f8_4m3fnuz_a, %f8_4m3fnuz_c : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_divf : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_neg = arith.negf %f8_4m3fnuz_divf : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_neg : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_lt = arith.cmpf olt, %f8_4m3fnuz_a, %f8_4m3fnuz_c : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_lt : vector<8xi1>
  %f8_4m3fnuz_une = arith.cmpf une, %f8_4m3fnuz_divf, %f8_4m3fnuz_divf : vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_une : vector<8xi1>
  %f8_4m3fnuz_sel = arith.select %f8_4m3fnuz_lt, %f8_4m3fnuz_mulf, %f8_4m3fnuz_subf : vector<8xi1>, vector<8xf8E4M3FNUZ>
  vector.print %f8_4m3fnuz_sel : vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_m = memref.alloc() : memref<2xf8E4M3FNUZ>
  %f8_4m3fnuz_s0 = vector.extract %f8_4m3fnuz_addf[0] : f8E4M3FNUZ from vector<8xf8E4M3FNUZ>
  %f8_4m3fnuz_s1 = vector.extract %f8_4m3fnuz_divf[5] : f8E4M3FNUZ from vector<8xf8E4M3FNUZ>
  memref.store %f8_4m3fnuz_s0, %f8_4m3fnuz_m[%c0] : memref<2xf8E4M3FNUZ>
  memref.store %f8_4m3fnuz_s1, %f8_4m3fnuz_m[%c1] : memref<2xf8E4M3FNUZ>
  %f8_4m3fnuz_l0 = memref.load %f8_4m3fnuz_m[%c0] : memref<2xf8E4M3FNUZ>
  %f8_4m3fnuz_l1 = memref.load %f8_4m3fnuz_m[%c1] : memref<2xf8E4M3FNUZ>
  %f8_4m3fnuz_sum = arith.mulf %f8_4m3fnuz_l0, %f8_4m3fnuz_l1 : f8E4M3FNUZ
  vector.print %f8_4m3fnuz_l0 : f8E4M3FNUZ
  vector.print %f8_4m3fnuz_sum : f8E4M3FNUZ
  %f8_4m3fnuz_w = arith.truncf %f8_4m3fnuz_l0 : f8E4M3FNUZ to f4E2M1FN
  vector.print %f8_4m3fnuz_w : f4E2M1FN
  memref.dealloc %f8_4m3fnuz_m : memref<2xf8E4M3FNUZ>
  // f8E4M3B11FNUZ: largest finite 30.0, smallest subnormal 0.0001220703125
  %f8_4m3b11fnuz_x = arith.constant dense<[3.000000000e+01, 3.100000000e+01, 3.150000000e+01, -3.200000000e+01, 1.220703125e-04, 6.103515625e-05, 6.104736531e-05, 1.831054688e-04, 3.051757812e-04, -3.051757812e-05, 3.299999952e+00, -0.000000000e+00, 0x7FC00000, 0xFF800000]> : vector<14xf32>
  %f8_4m3b11fnuz_t = arith.truncf %f8_4m3b11fnuz_x : vector<14xf32> to vector<14xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_t : vector<14xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_b = arith.bitcast %f8_4m3b11fnuz_t : vector<14xf8E4M3B11FNUZ> to vector<14xi8>
  vector.print %f8_4m3b11fnuz_b : vector<14xi8>
  %f8_4m3b11fnuz_e = arith.extf %f8_4m3b11fnuz_t : vector<14xf8E4M3B11FNUZ> to vector<14xf32>
  vector.print %f8_4m3b11fnuz_e : vector<14xf32>
  %f8_4m3b11fnuz_a = arith.constant dense<[1.500000000e+00, 3.000000000e+01, -3.000000000e+01, 1.220703125e-04, 0.000000000e+00, 3.000000000e+00, -0.000000000e+00, 2.000000000e+00]> : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_c = arith.constant dense<[2.500000000e+00, 3.000000000e+01, 1.500000000e+00, 1.220703125e-04, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, -1.220703125e-04]> : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_addf = arith.addf %f8_4m3b11fnuz_a, %f8_4m3b11fnuz_c : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_addf : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_subf = arith.subf %f8_4m3b11fnuz_a, %f8_4m3b11fnuz_c : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_subf : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_mulf = arith.mulf %f8_4m3b11fnuz_a, %f8_4m3b11fnuz_c : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_mulf : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_divf = arith.divf %f8_4m3b11fnuz_a, %f8_4m3b11fnuz_c : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_divf : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_neg = arith.negf %f8_4m3b11fnuz_divf : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_neg : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_lt = arith.cmpf olt, %f8_4m3b11fnuz_a, %f8_4m3b11fnuz_c : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_lt : vector<8xi1>
  %f8_4m3b11fnuz_une = arith.cmpf une, %f8_4m3b11fnuz_divf, %f8_4m3b11fnuz_divf : vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_une : vector<8xi1>
  %f8_4m3b11fnuz_sel = arith.select %f8_4m3b11fnuz_lt, %f8_4m3b11fnuz_mulf, %f8_4m3b11fnuz_subf : vector<8xi1>, vector<8xf8E4M3B11FNUZ>
  vector.print %f8_4m3b11fnuz_sel : vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_m = memref.alloc() : memref<2xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_s0 = vector.extract %f8_4m3b11fnuz_addf[0] : f8E4M3B11FNUZ from vector<8xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_s1 = vector.extract %f8_4m3b11fnuz_divf[5] : f8E4M3B11FNUZ from vector<8xf8E4M3B11FNUZ>
  memref.store %f8_4m3b11fnuz_s0, %f8_4m3b11fnuz_m[%c0] : memref<2xf8E4M3B11FNUZ>
  memref.store %f8_4m3b11fnuz_s1, %f8_4m3b11fnuz_m[%c1] : memref<2xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_l0 = memref.load %f8_4m3b11fnuz_m[%c0] : memref<2xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_l1 = memref.load %f8_4m3b11fnuz_m[%c1] : memref<2xf8E4M3B11FNUZ>
  %f8_4m3b11fnuz_sum = arith.mulf %f8_4m3b11fnuz_l0, %f8_4m3b11fnuz_l1 : f8E4M3B11FNUZ
  vector.print %f8_4m3b11fnuz_l0 : f8E4M3B11FNUZ
  vector.print %f8_4m3b11fnuz_sum : f8E4M3B11FNUZ
  %f8_4m3b11fnuz_w = arith.truncf %f8_4m3b11fnuz_l0 : f8E4M3B11FNUZ to f4E2M1FN
  vector.print %f8_4m3b11fnuz_w : f4E2M1FN
  memref.dealloc %f8_4m3b11fnuz_m : memref<2xf8E4M3B11FNUZ>
  // f8E8M0FNU: 2^(bits - 127); ties round up, 0 and tiny values give
  // 2^-127, values past 2^127 and NaN give the NaN 0xFF (which extf and
  // vector.print show as inf).
  %e8_x = arith.constant dense<[1.5, 3.0, 0.75, 1.0e6, 0.0, 1.0e-39, 1.0e-30, 2.5e38, 3.0e38, 0x7FC00000, 0x7F800000]> : vector<11xf32>
  %e8_t = arith.truncf %e8_x : vector<11xf32> to vector<11xf8E8M0FNU>
  vector.print %e8_t : vector<11xf8E8M0FNU>
  %e8_b = arith.bitcast %e8_t : vector<11xf8E8M0FNU> to vector<11xi8>
  vector.print %e8_b : vector<11xi8>
  %e8_e = arith.extf %e8_t : vector<11xf8E8M0FNU> to vector<11xf32>
  vector.print %e8_e : vector<11xf32>
  %e8_a = arith.constant dense<[2.0, 4.0, 1.0, 0.5]> : vector<4xf8E8M0FNU>
  %e8_c = arith.constant dense<[8.0, 0.25, 1.0, 1.7014118e38]> : vector<4xf8E8M0FNU>
  %e8_mul = arith.mulf %e8_a, %e8_c : vector<4xf8E8M0FNU>
  vector.print %e8_mul : vector<4xf8E8M0FNU>
  %e8_div = arith.divf %e8_a, %e8_c : vector<4xf8E8M0FNU>
  vector.print %e8_div : vector<4xf8E8M0FNU>
  %e8_add = arith.addf %e8_a, %e8_c : vector<4xf8E8M0FNU>
  vector.print %e8_add : vector<4xf8E8M0FNU>
  %e8_cmp = arith.cmpf oge, %e8_mul, %e8_a : vector<4xf8E8M0FNU>
  vector.print %e8_cmp : vector<4xi1>
  return
}
