// Signed division and remainder at odd widths, with negative operands:
// both round toward zero, the remainder takes the dividend's sign.
// HLS-FUNC: divsi_odd
// HLS-ARG: -50
// HLS-ARG: 7
// HLS-ARG: -4000
// HLS-ARG: -13
func.func @divsi_odd(%a: i7, %b: i7, %c: i13, %d: i13) -> (i7, i7, i13, i13, i13) {
  %q7 = arith.divsi %a, %b : i7
  %r7 = arith.remsi %a, %b : i7
  %q13 = arith.divsi %c, %d : i13
  %r13 = arith.remsi %c, %d : i13
  %u = arith.divui %c, %d : i13
  return %q7, %r7, %q13, %r13, %u : i7, i7, i13, i13, i13
}
