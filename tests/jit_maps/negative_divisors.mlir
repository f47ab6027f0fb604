// Divisors of both signs, and the most negative index as a divisor. MLIR's
// rules hold for positive divisors; for the others rmlir rounds as the
// operator's name says (floor, ceiling) and takes `mod` in [0, |s0|)
// (`rmlir_ir::affine`), and both engines must agree on that. A `mod` by
// the most negative index has `|s0| = 2^63`, which does not fit: the
// result still does.
#fdiv = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#cdiv = affine_map<(d0)[s0] -> (d0 ceildiv s0)>
#mod = affine_map<(d0)[s0] -> (d0 mod s0)>
func.func @main() {
  %xs = arith.constant dense<[-7, -6, 0, 5, 9223372036854775807, -9223372036854775807]> : vector<6xindex>
  %ds = arith.constant dense<[-3, -1, 4, -9223372036854775808]> : vector<4xindex>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %x = vector.extract %xs[%i] : index from vector<6xindex>
      %d = vector.extract %ds[%j] : index from vector<4xindex>
      %f = affine.apply #fdiv(%x)[%d]
      %c = affine.apply #cdiv(%x)[%d]
      %m = affine.apply #mod(%x)[%d]
      %v = vector.from_elements %x, %d, %f, %c, %m : vector<5xindex>
      vector.print %v : vector<5xindex>
    }
  }
  return
}
