// 64-bit extended multiplies: the high halves come from a 128-bit product,
// the widest the backend holds.
// HLS-FUNC: ext_i64
// HLS-ARG: -81985529216486895
// HLS-ARG: 1311768467463790320
func.func @ext_i64(%a: i64, %b: i64) -> (i64, i64, i1) {
  %sl, %sh = arith.mulsi_extended %a, %b : i64
  %ul, %uh = arith.mului_extended %a, %b : i64
  %s, %c = arith.addui_extended %uh, %sh : i64, i1
  return %sh, %s, %c : i64, i64, i1
}
