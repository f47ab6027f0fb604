// Every float binary and unary op of `arith`, in all four common float types.
func.func @float_binops(%a: f32, %b: f32, %h: f16, %g: bf16, %d: f64) -> (f32, f16, bf16, f64) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.maximumf %4, %a : f32
  %6 = arith.minimumf %5, %a : f32
  %7 = arith.maxnumf %6, %b : f32
  %8 = arith.minnumf %7, %b : f32
  %9 = arith.negf %8 : f32
  %10 = arith.addf %h, %h : f16
  %11 = arith.mulf %g, %g : bf16
  %12 = arith.divf %d, %d : f64
  %13 = arith.addf %9, %9 fastmath<fast> : f32
  return %13, %10, %11, %12 : f32, f16, bf16, f64
}
