// vector.reduction of every kind, with and without an accumulator, on
// odd-width and full-width integers, i1 and index, and on floats (folded left to right
// from the accumulator or lane 0: the float sums below round differently
// in any other order).
func.func @main() {
  %a = arith.constant dense<[5, 4095, 4096, 8191, 1, 300]> : vector<6xi13>
  %k = arith.constant 77 : i13
  %r0 = vector.reduction <add>, %a : vector<6xi13> into i13
  vector.print %r0 : i13
  %r1 = vector.reduction <mul>, %a, %k : vector<6xi13> into i13
  vector.print %r1 : i13
  %r2 = vector.reduction <minsi>, %a : vector<6xi13> into i13
  vector.print %r2 : i13
  %r3 = vector.reduction <minui>, %a : vector<6xi13> into i13
  vector.print %r3 : i13
  %r4 = vector.reduction <maxsi>, %a, %k : vector<6xi13> into i13
  vector.print %r4 : i13
  %r5 = vector.reduction <maxui>, %a : vector<6xi13> into i13
  vector.print %r5 : i13
  %r6 = vector.reduction <and>, %a, %k : vector<6xi13> into i13
  vector.print %r6 : i13
  %r7 = vector.reduction <or>, %a : vector<6xi13> into i13
  vector.print %r7 : i13
  %r8 = vector.reduction <xor>, %a : vector<6xi13> into i13
  vector.print %r8 : i13
  %b = arith.constant dense<[-9223372036854775808, 3, -1, 9223372036854775807]> : vector<4xi64>
  %s0 = vector.reduction <add>, %b : vector<4xi64> into i64
  vector.print %s0 : i64
  %s1 = vector.reduction <minsi>, %b : vector<4xi64> into i64
  vector.print %s1 : i64
  %s2 = vector.reduction <maxui>, %b : vector<4xi64> into i64
  vector.print %s2 : i64
  %x = arith.constant dense<[3, -8, 1, 2]> : vector<4xindex>
  %x0 = vector.reduction <mul>, %x : vector<4xindex> into index
  vector.print %x0 : index
  %m = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %m0 = vector.reduction <and>, %m : vector<4xi1> into i1
  vector.print %m0 : i1
  %m1 = vector.reduction <xor>, %m : vector<4xi1> into i1
  vector.print %m1 : i1
  %f = arith.constant dense<[1.0e8, 1.0, -1.0e8, 1.0, 0.5, 3.0e-8, 7.0, -0.0]> : vector<8xf32>
  %z = arith.constant 0.125 : f32
  %f0 = vector.reduction <add>, %f : vector<8xf32> into f32
  vector.print %f0 : f32
  %f1 = vector.reduction <add>, %f, %z : vector<8xf32> into f32
  vector.print %f1 : f32
  %f2 = vector.reduction <mul>, %f, %z : vector<8xf32> into f32
  vector.print %f2 : f32
  %f3 = vector.reduction <minimumf>, %f : vector<8xf32> into f32
  vector.print %f3 : f32
  %f4 = vector.reduction <maxnumf>, %f : vector<8xf32> into f32
  vector.print %f4 : f32
  %zs = arith.constant dense<[0.0, -0.0, 0.0, -0.0]> : vector<4xf64>
  %nz = arith.constant -0.0 : f64
  %z0 = vector.reduction <maximumf>, %zs, %nz : vector<4xf64> into f64
  vector.print %z0 : f64
  %z1 = vector.reduction <minimumf>, %zs : vector<4xf64> into f64
  vector.print %z1 : f64
  %z2 = vector.reduction <minnumf>, %f, %z : vector<8xf32> into f32
  vector.print %z2 : f32
  %z3 = vector.reduction <maxnumf>, %zs : vector<4xf64> into f64
  vector.print %z3 : f64
  %g = arith.constant dense<[1.0e16, 1.0, -1.0e16, 1.0]> : vector<4xf64>
  %w = arith.constant 2.0 : f64
  %g0 = vector.reduction <add>, %g, %w : vector<4xf64> into f64
  vector.print %g0 : f64
  %g1 = vector.reduction <mul>, %g : vector<4xf64> into f64
  vector.print %g1 : f64
  return
}
