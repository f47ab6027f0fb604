// An unrolled loop's affine.apply of k + c with k below a constant bound
// next to the largest index: k + 1 never overflows (k <= 2^63 - 2), so
// compiled code needs no side path for it; k + 2 overflows on the last
// trip, where k = 2^63 - 2, and the run faults there.
#p1 = affine_map<(d0) -> (d0 + 1)>
#p2 = affine_map<(d0) -> (d0 + 2)>
func.func @main() {
  affine.for %k = 9223372036854775800 to 9223372036854775807 {
    %a = affine.apply #p1(%k)
    %b = affine.apply #p2(%k)
    %d = arith.subi %b, %a : index
    vector.print %a : index
    vector.print %d : index
  }
  return
}
