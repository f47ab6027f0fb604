// i7 arithmetic that wraps: add, multiply, subtract, shifts, min/max.
// HLS-FUNC: wrap_i7
// HLS-ARG: 100
// HLS-ARG: -37
func.func @wrap_i7(%a: i7, %b: i7) -> (i7, i7, i7, i7) {
  %s = arith.addi %a, %b : i7
  %m = arith.muli %a, %b : i7
  %d = arith.subi %b, %a : i7
  %c2 = arith.constant 2 : i7
  %sh = arith.shli %a, %c2 : i7
  %sr = arith.shrsi %b, %c2 : i7
  %su = arith.shrui %b, %c2 : i7
  %x = arith.xori %sr, %su : i7
  %mx = arith.maxsi %m, %d : i7
  %mn = arith.minui %sh, %x : i7
  return %s, %m, %mx, %mn : i7, i7, i7, i7
}
