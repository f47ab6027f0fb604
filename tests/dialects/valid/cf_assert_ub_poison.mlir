// cf.assert with escaped messages and extra attributes; ub.poison of
// scalar, vector, index and tensor types, with and without attributes.
func.func @checks(%c: i1, %n: index) -> (i32, vector<2x3xf16>) {
  cf.assert %c, "n must be \"positive\"\n"
  cf.assert %c, "" {note = 1 : i64}
  %0 = ub.poison : i32
  %1 = ub.poison : vector<2x3xf16>
  %2 = ub.poison {tag} : index
  %3 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<4xi8>
  %4 = ub.poison : i1
  cf.assert %4, "poison condition"
  return %0, %1 : i32, vector<2x3xf16>
}
