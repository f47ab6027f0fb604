// i64 multiply, min/max, shifts and compare.
// HLS-FUNC: ops_i64
// HLS-ARG: 0xfedcba9876543210
// HLS-ARG: 123456789
func.func @ops_i64(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %q = arith.muli %a, %b : i64
  %r = arith.xori %a, %b : i64
  %mx = arith.maxui %q, %r : i64
  %mn = arith.minsi %a, %b : i64
  %c7 = arith.constant 7 : i64
  %s = arith.shrui %a, %c7 : i64
  %t = arith.subi %s, %mn : i64
  return %q, %r, %mx, %t : i64, i64, i64, i64
}
