// affine.apply, min and max, with the floordiv/ceildiv/mod family.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @apply(%i: index, %j: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply #map(%i)[%s]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 2)>(%i, %j)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 6 + d0 ceildiv 4 - 1)>(%0)
  %3 = affine.min affine_map<(d0)[s0] -> (d0, s0, 64)>(%i)[%s]
  %4 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%i, %j)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
