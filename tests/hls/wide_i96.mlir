// Integers wider than 64 bits: i96 add, multiply, xor, shift, and an
// extension from i64 and truncation back.
// HLS-FUNC: wide_i96
// HLS-ARG: 39614081257132168796771975167
// HLS-ARG: -12345678901234567890123
// HLS-ARG: -5
func.func @wide_i96(%a: i96, %b: i96, %c: i64) -> (i96, i96, i64) {
  %s = arith.addi %a, %b : i96
  %ce = arith.extsi %c : i64 to i96
  %m = arith.muli %s, %ce : i96
  %k = arith.constant 17 : i96
  %sh = arith.shli %m, %k : i96
  %x = arith.xori %sh, %a : i96
  %t = arith.trunci %x : i96 to i64
  %lt = arith.cmpi slt, %x, %b : i96
  %r = arith.select %lt, %x, %m : i96
  return %m, %r, %t : i96, i96, i64
}
