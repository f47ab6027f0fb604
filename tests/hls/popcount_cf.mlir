// A loop written with cf branches: population count of an i16.
// HLS-FUNC: popcount_cf
// HLS-ARG: -21846
func.func @popcount_cf(%v: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  cf.br ^loop(%v, %c0 : i16, i16)
^loop(%x: i16, %n: i16):
  %done = arith.cmpi eq, %x, %c0 : i16
  cf.cond_br %done, ^exit(%n : i16), ^body
^body:
  %b = arith.andi %x, %c1 : i16
  %n1 = arith.addi %n, %b : i16
  %x1 = arith.shrui %x, %c1 : i16
  cf.br ^loop(%x1, %n1 : i16, i16)
^exit(%r: i16):
  return %r : i16
}
