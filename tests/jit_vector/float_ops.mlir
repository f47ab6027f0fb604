// f32 and f64 vector ops lane by lane, with NaN, -0.0, infinities and
// values whose fused multiply-add differs from a multiply then an add:
// arithmetic (a NaN an op creates is the positive quiet one), signs,
// every compare predicate, selects, fma (a NaN lane takes the
// interpreter's path) and the conversions. No lane creates a NaN or
// converts a value out of its target's range (upstream leaves both to the
// host: edge_floats.mlir has them).
func.func @main() {
  %a = arith.constant dense<[1.5, -0.0, 0x7FC00000, 0x7F800000, -3.25, 0xFF800000, 1.0000001, 16777216.0]> : vector<8xf32>
  %b = arith.constant dense<[2.0, 0.5, 1.0, 2.0, 0.0, 3.0, 0.9999999, 1.0]> : vector<8xf32>
  %c = arith.constant dense<[[1.0e300, -0.0], [0x7FF8000000000000, 2.5]]> : vector<2x2xf64>
  %d = arith.constant dense<[[1.0e10, 1.0], [-1.0, 0xFFF0000000000000]]> : vector<2x2xf64>
  func.call @f32s(%a, %b) : (vector<8xf32>, vector<8xf32>) -> ()
  func.call @f64s(%c, %d) : (vector<2x2xf64>, vector<2x2xf64>) -> ()
  // No NaN lane: the whole fma native.
  %x = arith.constant dense<[1.0000001, 3.0, -2.0, 0.1]> : vector<4xf32>
  %y = arith.constant dense<[0.9999999, 0.1, 0.5, 10.0]> : vector<4xf32>
  %z = arith.constant dense<[-1.0, 0.0, 1.0, -1.0]> : vector<4xf32>
  %f = vector.fma %x, %y, %z : vector<4xf32>
  vector.print %f : vector<4xf32>
  %i = arith.fptosi %f : vector<4xf32> to vector<4xi13>
  vector.print %i : vector<4xi13>
  %fa = math.absf %f : vector<4xf32>
  %j = arith.fptoui %fa : vector<4xf32> to vector<4xi33>
  vector.print %j : vector<4xi33>
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
  %7 = math.absf %a : vector<2x2xf64>
  vector.print %7 : vector<2x2xf64>
  return
}
