// Affine maps and integer sets as attributes, including semi-affine forms.
#id = affine_map<(d0, d1) -> (d0, d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>
func.func @affine_attrs() {
  "test.m"() {a = #id, b = affine_map<(d0)[s0] -> (d0 * s0, d0 floordiv s0, -d0 + 3)>, c = affine_map<() -> (0)>} : () -> ()
  "test.m"() {d = affine_map<(d0, d1) -> (d0 mod 8, (d1 + 4) ceildiv 3, d0 * 2 - d1)>, e = #set, f = affine_set<() : (1 == 0)>} : () -> ()
  return
}
