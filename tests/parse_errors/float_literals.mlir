// Float literals upstream refuses: a hex pattern or a decimal integer
// after a minus (reported at the digits, past the minus), a hex pattern
// wider than its type, in scalar attributes, constants and dense elements.
func.func private @f() attributes {a = -0x7F : f32}
// -----
func.func @f() {
  %0 = arith.constant -0x3FFF8000000000000000 : f80
  return
}
// -----
func.func @f() {
  %0 = arith.constant -7 : f128
  return
}
// -----
func.func private @f() attributes {a = -12 : f8E4M3FN}
// -----
func.func @f() {
  %0 = arith.constant dense<-0x7F> : vector<2xf32>
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<[1.0, -0x7F]> : vector<2xf8E5M2>
  return
}
// -----
func.func @f() {
  %0 = arith.constant 0x1FFFFFFFFFFFFFFFFFFFF : f80
  return
}
// -----
func.func private @f() attributes {a = 0x10 : f4E2M1FN}
// -----
func.func private @f() attributes {a = 0x80000 : tf32}
// -----
func.func private @f() attributes {a = 7 : f80}
