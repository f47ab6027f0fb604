// EXPECT: exit=1 unlocated error="result 0: printing this i16777215 value"
// ARGS: -q
// LIMIT: time_s=30
func.func @main() -> i16777215 {
  %a = arith.constant -1 : i16777215
  %b = arith.constant 3 : i16777215
  %q = arith.divui %a, %b : i16777215
  return %q : i16777215
}
