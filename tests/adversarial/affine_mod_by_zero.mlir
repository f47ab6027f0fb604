// EXPECT: exit=1 error="affine division by zero"
// ARGS: -q
func.func @main() -> index {
  %a = arith.constant 7 : index
  %b = arith.constant 0 : index
  %q = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%b]
  return %q : index
}
