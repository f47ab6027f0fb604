// The two-result extended ops at an odd width: the low and high halves of
// a signed and an unsigned 13x13-bit product, and a sum with its carry,
// plus an integer bitcast. The high halves need a 26-bit product.
// HLS-FUNC: ext_i13
// HLS-ARG: -3000
// HLS-ARG: 2999
func.func @ext_i13(%a: i13, %b: i13) -> (i13, i13, i13, i13, i13, i1) {
  %sl, %sh = arith.mulsi_extended %a, %b : i13
  %ul, %uh = arith.mului_extended %a, %b : i13
  %s, %c = arith.addui_extended %a, %b : i13, i1
  %bc = arith.bitcast %sh : i13 to i13
  return %sl, %bc, %ul, %uh, %s, %c : i13, i13, i13, i13, i13, i1
}
