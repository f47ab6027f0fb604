// Attribute and type aliases, used in signatures and bodies.
!tile = memref<8x128xf32, 1>
!vec = vector<8x128xf32>
#row = affine_map<(d0, d1) -> (d0 * 128 + d1)>
#attr = {kind = "tile", n = 8 : i64}
func.func @use_aliases(%t: !tile, %c: index) -> !vec {
  %v = vector.load %t[%c, %c] : !tile, !vec
  %p = affine.apply #row(%c, %c)
  "test.a"() {info = #attr} : () -> ()
  return %v : !vec
}
