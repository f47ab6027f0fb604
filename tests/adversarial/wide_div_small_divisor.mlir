// EXPECT: exit=0 stdout="0"
// ARGS: -q
// LIMIT: time_s=30
// (2^16777215 - 1) mod 3: 2^odd = 2 (mod 3), so the remainder is 1 and the
// comparison with 0 is false. Long division by a one-limb divisor is
// linear in the width (it took hours bit by bit).
func.func @main() -> i1 {
  %a = arith.constant -1 : i16777215
  %b = arith.constant 3 : i16777215
  %r = arith.remui %a, %b : i16777215
  %z = arith.constant 0 : i16777215
  %e = arith.cmpi eq, %r, %z : i16777215
  return %e : i1
}
