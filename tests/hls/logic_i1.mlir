// i1 arguments and result: a majority vote, a select and a compare.
// HLS-FUNC: vote_i1
// HLS-ARG: true
// HLS-ARG: false
// HLS-ARG: true
func.func @vote_i1(%a: i1, %b: i1, %c: i1) -> (i1, i1) {
  %ab = arith.andi %a, %b : i1
  %bc = arith.andi %b, %c : i1
  %ac = arith.andi %a, %c : i1
  %t = arith.ori %ab, %bc : i1
  %maj = arith.ori %t, %ac : i1
  %x = arith.xori %a, %b : i1
  %s = arith.select %x, %c, %b : i1
  %lt = arith.cmpi ult, %s, %maj : i1
  return %maj, %lt : i1, i1
}
