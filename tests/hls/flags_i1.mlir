// An i1 memref: count the set flags and invert each one in place.
// HLS-FUNC: flags_i1
// HLS-INPUT: F i8 5 : 1 0 1 1 0
func.func @flags_i1(%F: memref<5xi1, 1>) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i8
  %t = arith.constant true
  %n = scf.for %i = %c0 to %c5 step %c1 iter_args(%k = %z) -> (i8) {
    %f = memref.load %F[%i] : memref<5xi1, 1>
    %e = arith.extui %f : i1 to i8
    %k1 = arith.addi %k, %e : i8
    %nf = arith.xori %f, %t : i1
    memref.store %nf, %F[%i] : memref<5xi1, 1>
    scf.yield %k1 : i8
  }
  return %n : i8
}
