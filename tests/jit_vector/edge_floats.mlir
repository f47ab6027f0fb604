// Where upstream's result is left to the host or undefined, the two
// engines must still agree: NaNs the ops create (the value library makes
// them the positive quiet NaN; x86 makes them negative), fma lanes whose
// result is a NaN (the interpreter's path), and float-to-int conversions
// of NaN, infinities and out-of-range values (saturating, as the value
// library does; poison upstream).
func.func @main() {
  %a = arith.constant dense<[1.5, -0.0, 0x7FC00000, 0x7F800000, -3.25, 0xFF800000, 1.0000001, 16777216.0]> : vector<8xf32>
  %b = arith.constant dense<[2.0, 0.0, 1.0, 0x7F800000, 0.0, 0x7F800000, 0.9999999, 1.0]> : vector<8xf32>
  %c = arith.constant dense<[[1.0e300, -0.0], [0x7FF8000000000000, 2.5]]> : vector<2x2xf64>
  %d = arith.constant dense<[[1.0e10, 0.0], [-1.0, 0xFFF0000000000000]]> : vector<2x2xf64>
  func.call @f32s(%a, %b) : (vector<8xf32>, vector<8xf32>) -> ()
  func.call @f64s(%c, %d) : (vector<2x2xf64>, vector<2x2xf64>) -> ()
  // No NaN lane: the whole fma native.
  %x = arith.constant dense<[1.0000001, 3.0, -2.0, 0.1]> : vector<4xf32>
  %y = arith.constant dense<[0.9999999, 0.1, 0.5, 10.0]> : vector<4xf32>
  %z = arith.constant dense<[-1.0, 0.0, 1.0, -1.0]> : vector<4xf32>
  %f = vector.fma %x, %y, %z : vector<4xf32>
  vector.print %f : vector<4xf32>
  // Fused multiply-adds that create a NaN (infinity times zero) or carry
  // one: the interpreter's path gives the value library's NaNs.
  %n1 = arith.constant dense<[0x7F800000, 0.0, -0.0, 1.0]> : vector<4xf32>
  %n2 = arith.constant dense<[0.0, 0xFF800000, 0x7F800000, 0x7FC00001]> : vector<4xf32>
  %n3 = arith.constant dense<[1.0, 1.0, 0xFF800000, 1.0]> : vector<4xf32>
  %nf = vector.fma %n1, %n2, %n3 : vector<4xf32>
  vector.print %nf : vector<4xf32>
  %nb = arith.bitcast %nf : vector<4xf32> to vector<4xi32>
  vector.print %nb : vector<4xi32>
  // Minimum and maximum reductions over NaN lanes: the interpreter's
  // path (NaN propagates through minimumf/maximumf, not through the
  // num kinds, and a signalling NaN comes out quiet).
  %nr = arith.constant dense<[1.0, 0x7FA00001, -0.0, 0xFFC00002]> : vector<4xf32>
  %r0 = vector.reduction <minimumf>, %nr : vector<4xf32> into f32
  %r0b = arith.bitcast %r0 : f32 to i32
  vector.print %r0b : i32
  %r1 = vector.reduction <maxnumf>, %nr : vector<4xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <maximumf>, %nr : vector<4xf32> into f32
  %r2b = arith.bitcast %r2 : f32 to i32
  vector.print %r2b : i32
  %s = arith.constant 1.0000001 : f32
  %t = arith.constant 0.9999999 : f32
  %u = arith.constant -1.0 : f32
  %g = math.fma %s, %t, %u : f32
  vector.print %g : f32
  return
}

func.func @f32s(%a: vector<8xf32>, %b: vector<8xf32>) {
  %0 = arith.addf %a, %b : vector<8xf32>
  vector.print %0 : vector<8xf32>
  %1 = arith.subf %a, %b : vector<8xf32>
  vector.print %1 : vector<8xf32>
  %2 = arith.mulf %a, %b : vector<8xf32>
  vector.print %2 : vector<8xf32>
  %3 = arith.divf %a, %b : vector<8xf32>
  vector.print %3 : vector<8xf32>
  %4 = arith.negf %a : vector<8xf32>
  vector.print %4 : vector<8xf32>
  %5 = math.absf %4 : vector<8xf32>
  vector.print %5 : vector<8xf32>
  %6 = vector.fma %a, %b, %a : vector<8xf32>
  vector.print %6 : vector<8xf32>
  %p0 = arith.cmpf oeq, %a, %b : vector<8xf32>
  vector.print %p0 : vector<8xi1>
  %p1 = arith.cmpf ogt, %a, %b : vector<8xf32>
  vector.print %p1 : vector<8xi1>
  %p2 = arith.cmpf oge, %a, %b : vector<8xf32>
  vector.print %p2 : vector<8xi1>
  %p3 = arith.cmpf olt, %a, %b : vector<8xf32>
  vector.print %p3 : vector<8xi1>
  %p4 = arith.cmpf ole, %a, %b : vector<8xf32>
  vector.print %p4 : vector<8xi1>
  %p5 = arith.cmpf one, %a, %b : vector<8xf32>
  vector.print %p5 : vector<8xi1>
  %p6 = arith.cmpf ord, %a, %b : vector<8xf32>
  vector.print %p6 : vector<8xi1>
  %p7 = arith.cmpf ueq, %a, %b : vector<8xf32>
  vector.print %p7 : vector<8xi1>
  %p8 = arith.cmpf ugt, %a, %b : vector<8xf32>
  vector.print %p8 : vector<8xi1>
  %p9 = arith.cmpf uge, %a, %b : vector<8xf32>
  vector.print %p9 : vector<8xi1>
  %p10 = arith.cmpf ult, %a, %b : vector<8xf32>
  vector.print %p10 : vector<8xi1>
  %p11 = arith.cmpf ule, %a, %b : vector<8xf32>
  vector.print %p11 : vector<8xi1>
  %p12 = arith.cmpf une, %a, %b : vector<8xf32>
  vector.print %p12 : vector<8xi1>
  %p13 = arith.cmpf uno, %a, %b : vector<8xf32>
  vector.print %p13 : vector<8xi1>
  %p14 = arith.cmpf true, %a, %b : vector<8xf32>
  vector.print %p14 : vector<8xi1>
  %p15 = arith.cmpf false, %a, %b : vector<8xf32>
  vector.print %p15 : vector<8xi1>
  %7 = arith.select %p3, %a, %b : vector<8xi1>, vector<8xf32>
  vector.print %7 : vector<8xf32>
  %8 = arith.extf %a : vector<8xf32> to vector<8xf64>
  vector.print %8 : vector<8xf64>
  %9 = arith.fptosi %a : vector<8xf32> to vector<8xi13>
  vector.print %9 : vector<8xi13>
  %10 = arith.fptoui %a : vector<8xf32> to vector<8xi33>
  vector.print %10 : vector<8xi33>
  %11 = arith.bitcast %a : vector<8xf32> to vector<8xi32>
  vector.print %11 : vector<8xi32>
  return
}

func.func @f64s(%a: vector<2x2xf64>, %b: vector<2x2xf64>) {
  %0 = arith.mulf %a, %b : vector<2x2xf64>
  vector.print %0 : vector<2x2xf64>
  %1 = arith.divf %b, %a : vector<2x2xf64>
  vector.print %1 : vector<2x2xf64>
  %2 = arith.subf %a, %a : vector<2x2xf64>
  vector.print %2 : vector<2x2xf64>
  %3 = arith.cmpf ult, %a, %b : vector<2x2xf64>
  vector.print %3 : vector<2x2xi1>
  %4 = arith.truncf %a : vector<2x2xf64> to vector<2x2xf32>
  vector.print %4 : vector<2x2xf32>
  %5 = math.fma %a, %b, %b : vector<2x2xf64>
  vector.print %5 : vector<2x2xf64>
  %6 = arith.fptosi %b : vector<2x2xf64> to vector<2x2xi64>
  vector.print %6 : vector<2x2xi64>
  %7 = math.absf %a : vector<2x2xf64>
  vector.print %7 : vector<2x2xf64>
  return
}
