// An `affine.if` stops at the first constraint that does not hold: while
// `d0 - 2 >= 0` fails, the second constraint, which divides by zero, is
// never evaluated; on the trip where the first holds, the division faults.
func.func @main() {
  %z = arith.constant 0 : index
  affine.for %i = 0 to 5 {
    affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, d0 floordiv s0 >= 0)>(%i)[%z] {
      vector.print %i : index
    }
    %j = arith.addi %i, %i : index
    vector.print %j : index
  }
  return
}
