// Induction variables with their own locations, as mlir-opt
// --mlir-print-debuginfo prints affine.for's: upstream's parseArgument
// reads a trailing loc(...) for affine.for, affine.parallel, scf.parallel
// and scf.forall (scf.for reads its variable as a bare name).
func.func @ivs(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i loc("ivs.mlir":8:14) = 0 to %n {
    affine.parallel (%j loc("ivs.mlir":9:22), %k) = (0, 0) to (4, 2) {
    }
  }
  scf.parallel (%i loc("ivs.mlir":12:17)) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i loc("ivs.mlir":14:15), %j) in (%n, 3) {
  }
  return
}
