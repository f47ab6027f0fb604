// EXPECT: exit=1 error="affine arithmetic overflow"
// ARGS: -q
// The smallest index floordiv -1 does not fit in 64 bits: an overflow,
// not a division by zero (the divisor is -1).
func.func @main() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%b]
  return %q : index
}
