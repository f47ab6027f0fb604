// `d0 * s0 + 1` overflows 64 bits on the fourth trip (on the third it is
// exactly the largest index), inside an
// `affine.min` whose other result is fine: the run faults there.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %big = arith.constant 4611686018427387903 : index
  scf.for %k = %c0 to %c5 step %c1 {
    %m = affine.min affine_map<(d0)[s0] -> (d0 * s0 + 1, 7)>(%k)[%big]
    vector.print %m : index
  }
  return
}
