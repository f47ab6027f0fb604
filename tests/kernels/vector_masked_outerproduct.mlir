// vector.mask around vector.outerproduct: with an accumulator, the lanes
// the mask turns off keep the accumulator; without one the mask changes
// nothing (as upstream lowers it). Float and i9 with a combining kind, an
// odd 3x5 shape, and the vector-times-scalar form.
func.func @main() {
  %m = arith.constant dense<[[true, false, true, true, false], [false, true, true, false, true], [true, true, false, false, false]]> : vector<3x5xi1>
  %x = arith.constant dense<[1.5, -2.0, 0.25]> : vector<3xf32>
  %y = arith.constant dense<[3.0, 4.0, -5.0, 0.5, 8.0]> : vector<5xf32>
  %z = arith.constant dense<0.125> : vector<3x5xf32>
  %p = vector.mask %m { vector.outerproduct %x, %y, %z : vector<3xf32>, vector<5xf32> } : vector<3x5xi1> -> vector<3x5xf32>
  vector.print %p : vector<3x5xf32>
  %q = vector.mask %m { vector.outerproduct %x, %y : vector<3xf32>, vector<5xf32> } : vector<3x5xi1> -> vector<3x5xf32>
  vector.print %q : vector<3x5xf32>
  %xi = arith.constant dense<[7, -3, 100]> : vector<3xi9>
  %yi = arith.constant dense<[3, 100, 5, -1, 2]> : vector<5xi9>
  %zi = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [-1, -2, -3, -4, -5]]> : vector<3x5xi9>
  %r = vector.mask %m { vector.outerproduct %xi, %yi, %zi {kind = #vector.kind<maxsi>} : vector<3xi9>, vector<5xi9> } : vector<3x5xi1> -> vector<3x5xi9>
  vector.print %r : vector<3x5xi9>
  %m1 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s = arith.constant 2.0 : f32
  %acc = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %a = vector.mask %m1 { vector.outerproduct %x, %s, %acc : vector<3xf32>, f32 } : vector<3xi1> -> vector<3xf32>
  vector.print %a : vector<3xf32>
  return
}
