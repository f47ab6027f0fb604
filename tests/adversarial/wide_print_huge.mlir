// EXPECT: exit=1 error="printing this i16777215 value in decimal is not simulated"
// ARGS: -q
// LIMIT: time_s=30
// (2^16777215 - 1) / 3 has about 5 million decimal digits: printing it is
// refused on the print, not left running for hours.
func.func @main() {
  %a = arith.constant -1 : i16777215
  %b = arith.constant 3 : i16777215
  %q = arith.divui %a, %b : i16777215
  vector.print %q : i16777215
  return
}
