// Rounding divisions at odd widths with every sign combination:
// floordivsi rounds toward -inf, ceildivsi toward +inf, ceildivui up.
// Expected (by hand): -4000/7 = -571.4 -> floor -572, ceil -571;
// 4001/-13 = -307.8 -> floor -308, ceil -307; -4000/-13 = 307.7 ->
// floor 307, ceil 308; 4001/7 = 571.6 -> ceil 572; -91/7 = -13 exactly
// (both); unsigned -4000 is 4192, 4192/7 = 598.9 -> 599; i7: -50/7 =
// -7.1 -> floor -8, ceil -7.
// Cycles: one block. One unit of each rounding division per width (which
// also keeps Yosys quick); each op reads argument registers and holds its
// unit for 4 * ceil(w/32) = 4 states (built-in cost). The five i13
// ceildivsi run back to back in states 0, 4, 8, 12, 16, the last result
// ready in state 20; the four i13 floordivsi end by state 16, the rest by
// state 4. The return runs in state 20: states 0..20, 21 cycles.
// HLS-FUNC: divround_i13
// HLS-SET: hls.limits.floordivsi=1
// HLS-SET: hls.limits.ceildivsi=1
// HLS-ARG: -4000
// HLS-ARG: 7
// HLS-ARG: 4001
// HLS-ARG: -13
// HLS-ARG: -91
// HLS-ARG: -50
// HLS-CYCLES: 21
func.func @divround_i13(%a: i13, %b: i13, %c: i13, %d: i13, %e: i13, %f: i7)
    -> (i13, i13, i13, i13, i13, i13, i13, i13, i13, i13, i7, i7) {
  %f1 = arith.floordivsi %a, %b : i13
  %f2 = arith.floordivsi %c, %d : i13
  %f3 = arith.floordivsi %a, %d : i13
  %f4 = arith.floordivsi %e, %b : i13
  %c1 = arith.ceildivsi %a, %b : i13
  %c2 = arith.ceildivsi %c, %d : i13
  %c3 = arith.ceildivsi %a, %d : i13
  %c4 = arith.ceildivsi %c, %b : i13
  %c5 = arith.ceildivsi %e, %b : i13
  %u1 = arith.ceildivui %a, %b : i13
  %seven = arith.constant 7 : i7
  %f7 = arith.floordivsi %f, %seven : i7
  %c7 = arith.ceildivsi %f, %seven : i7
  return %f1, %f2, %f3, %f4, %c1, %c2, %c3, %c4, %c5, %u1, %f7, %c7
      : i13, i13, i13, i13, i13, i13, i13, i13, i13, i13, i7, i7
}
