// expect 3:58: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<fast, x>}> : (f32, f32) -> f32
  return %0 : f32
}
