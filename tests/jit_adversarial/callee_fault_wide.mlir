// As callee_fault.mlir, with a 128-bit result (read back in two halves)
// and the callee stopped by a failed `cf.assert`: both engines print 12
// (14 - 2) and -1 (2^128 - 1 - 0, printed signed), then report the
// assertion on 15 < 0, called from line 29.
func.func @check(%a: i128, %b: i128) -> i128 {
  %ok = arith.cmpi ult, %a, %b : i128
  cf.assert %ok, "a below b"
  %s = arith.subi %b, %a : i128
  return %s : i128
}
func.func @main() {
  %c0 = arith.constant 0 : i128
  %c1 = arith.constant 1 : i128
  %c2 = arith.constant 2 : i128
  %c3 = arith.constant 3 : i128
  %c14 = arith.constant 14 : i128
  %m = arith.constant -1 : i128
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %x = func.call @check(%c2, %c14) : (i128, i128) -> i128
  vector.print %x : i128
  %y = func.call @check(%c0, %m) : (i128, i128) -> i128
  vector.print %y : i128
  %s = arith.addi %x, %y : i128
  %t = arith.addi %s, %c3 : i128
  %u = arith.addi %t, %c1 : i128
  %z = func.call @check(%u, %c0) : (i128, i128) -> i128
  vector.print %z : i128
  return
}
