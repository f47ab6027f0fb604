// Seed Standard dialect: addi, and, or, xor on integers and addf, mulf on
// floats. The spec defines them as the usual operations; the values below
// follow from 12 = 0b1100 and 10 = 0b1010.
// EXPECT: 22
// EXPECT: 8
// EXPECT: 14
// EXPECT: 6
// EXPECT: 3.75
// EXPECT: 5.0625
// EXPECT: ( 2, 4, 6 )
func @main() {
  %a = constant 12 : i8
  %b = constant 10 : i8
  %0 = addi %a, %b : i8
  vector.print %0 : i8
  %1 = and %a, %b : i8
  vector.print %1 : i8
  %2 = or %a, %b : i8
  vector.print %2 : i8
  %3 = xor %a, %b : i8
  vector.print %3 : i8
  %x = constant 2.25 : f32
  %y = constant 1.5 : f32
  %4 = addf %x, %y : f32
  vector.print %4 : f32
  %5 = mulf %x, %x : f32
  vector.print %5 : f32
  %v = constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
  %6 = addf %v, %v : vector<3xf64>
  vector.print %6 : vector<3xf64>
  return
}
