// The most negative index `floordiv` -1 is the one quotient that does not
// fit: the run faults at that `affine.apply`, after printing the
// `ceildiv` by 2 beside it, which fits.
func.func @main() {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %c2 = arith.constant 2 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%min)[%c2]
  vector.print %a : index
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%min)[%m1]
  vector.print %b : index
  return
}
