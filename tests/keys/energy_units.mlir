// One vector add on the vector unit and one 8x8x8 matmul on the matrix unit.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @main() -> f32 {
  %a = arith.constant dense<1.0> : vector<8x8xf32>
  %s = arith.addf %a, %a : vector<8x8xf32>
  %c = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %s, %a, %a : vector<8x8xf32>, vector<8x8xf32> into vector<8x8xf32>
  %r = vector.extract %c[0, 0] : f32 from vector<8x8xf32>
  return %r : f32
}
