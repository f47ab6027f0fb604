// The seed-era complements of the Standard dialect's arithmetic: subi,
// muli, subf, divf, cmpf, index_cast, sexti, zexti, trunci, the shifts and
// alloca. Expected values by hand: -100 : i8 is 0x9C, so zexti gives 156
// and sexti -100; trunci of 300 : i16 keeps 300 - 256 = 44; -100 >> 2 is
// -25 signed and (156 >> 2) = 39 unsigned; 3 << 4 = 48.
// EXPECT: 7
// EXPECT: -42
// EXPECT: 0.75
// EXPECT: 1.5
// EXPECT: 1
// EXPECT: 5
// EXPECT: -100
// EXPECT: 156
// EXPECT: 44
// EXPECT: 48
// EXPECT: -25
// EXPECT: 39
// EXPECT: 9
func @main() {
  %a = constant 10 : i32
  %b = constant 3 : i32
  %0 = subi %a, %b : i32
  vector.print %0 : i32
  %m = constant -14 : i32
  %1 = muli %m, %b : i32
  vector.print %1 : i32
  %x = constant 2.25 : f64
  %y = constant 1.5 : f64
  %2 = subf %x, %y : f64
  vector.print %2 : f64
  %3 = divf %x, %y : f64
  vector.print %3 : f64
  %4 = cmpf "ogt", %x, %y : f64
  vector.print %4 : i1
  %five = constant 5 : i32
  %5 = index_cast %five : i32 to index
  vector.print %5 : index
  %n = constant -100 : i8
  %6 = sexti %n : i8 to i32
  vector.print %6 : i32
  %7 = zexti %n : i8 to i32
  vector.print %7 : i32
  %big = constant 300 : i16
  %8 = trunci %big : i16 to i8
  vector.print %8 : i8
  %three = constant 3 : i8
  %four = constant 4 : i8
  %9 = shift_left %three, %four : i8
  vector.print %9 : i8
  %two = constant 2 : i8
  %10 = shift_right_signed %n, %two : i8
  vector.print %10 : i8
  %11 = shift_right_unsigned %n, %two : i8
  vector.print %11 : i8
  %c0 = constant 0 : index
  %S = alloca() : memref<1xi64>
  %nine = constant 9 : i64
  store %nine, %S[%c0] : memref<1xi64>
  %12 = load %S[%c0] : memref<1xi64>
  vector.print %12 : i64
  return
}
