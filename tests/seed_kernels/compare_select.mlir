// Seed Standard dialect: cmpi ("The result is 1 if the comparison is true
// and 0 otherwise", with the predicate as a string, as in the spec's
// `cmpi "eq", %lhs, %rhs`) and select ("if the condition is true the first
// value is chosen, otherwise the second").
// EXPECT: 1
// EXPECT: 0
// EXPECT: 1
// EXPECT: 0
// EXPECT: 7
// EXPECT: -1
// EXPECT: ( 1, 0, 1, 0 )
func @main() {
  %a = constant 7 : i32
  %b = constant -1 : i32
  %0 = cmpi "sgt", %a, %b : i32
  vector.print %0 : i1
  %1 = cmpi "ugt", %a, %b : i32
  vector.print %1 : i1
  %2 = cmpi "ne", %a, %b : i32
  vector.print %2 : i1
  %3 = cmpi "eq", %a, %b : i32
  vector.print %3 : i1
  %4 = select %0, %a, %b : i32
  vector.print %4 : i32
  %5 = select %1, %a, %b : i32
  vector.print %5 : i32
  %l = constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %r = constant dense<[1, 3, 3, 5]> : vector<4xi64>
  %6 = cmpi "eq", %l, %r : vector<4xi64>
  vector.print %6 : vector<4xi1>
  return
}
