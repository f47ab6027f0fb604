// EXPECT: exit=1 error="division of i16777215 values this large is not simulated"
// ARGS: -q
// LIMIT: time_s=30
// A 2^24-bit dividend over a 2^23-bit divisor is about 2^17 x 2^17 limb
// operations, past the bound: a located error instead of minutes of work.
func.func @main() -> i1 {
  %a = arith.constant -1 : i16777215
  %one = arith.constant 1 : i16777215
  %k = arith.constant 8388608 : i16777215
  %p = arith.shli %one, %k : i16777215
  %b = arith.addi %p, %one : i16777215
  %q = arith.divui %a, %b : i16777215
  %z = arith.constant 0 : i16777215
  %e = arith.cmpi eq, %q, %z : i16777215
  return %e : i1
}
