// A `floordiv` by a symbol that reaches zero on the fourth trip: the run
// faults there, at the `affine.apply`, after printing three quotients.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %d = arith.subi %c3, %k : index
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c100)[%d]
    vector.print %q : index
  }
  return
}
