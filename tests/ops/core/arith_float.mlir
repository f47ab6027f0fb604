// Every float op of `arith`, with and without fastmath flags.
func.func @float_ops(%a: f32, %b: f32, %h: vector<8xf16>, %d: tensor<?xbf16>) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b fastmath<fast> : f32
  %2 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.maxnumf %a, %b : f32
  %8 = arith.minnumf %a, %b : f32
  %9 = arith.negf %a : f32
  %10 = arith.negf %a fastmath<contract> : f32
  %11 = arith.addf %h, %h : vector<8xf16>
  %12 = arith.mulf %d, %d : tensor<?xbf16>
  return %10 : f32
}
