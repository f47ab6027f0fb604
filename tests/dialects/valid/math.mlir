// Every supported math op in its custom form, with fastmath flags, on
// scalars, vectors and tensors.
func.func @math(%x: f32, %y: f64, %v: vector<4xf32>, %t: tensor<2x3xf64>, %i: i13, %n: index, %w: vector<2xi100>, %v2: vector<4xi64>) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %y fastmath<fast> : f64
  %2 = math.rsqrt %v fastmath<nnan,ninf> : vector<4xf32>
  %3 = math.exp %t : tensor<2x3xf64>
  %4 = math.exp2 %x {tag} : f32
  %5 = math.log %y : f64
  %6 = math.log2 %v : vector<4xf32>
  %7 = math.log10 %x : f32
  %8 = math.sin %y fastmath<afn> : f64
  %9 = math.cos %x : f32
  %10 = math.tanh %v : vector<4xf32>
  %11 = math.floor %x : f32
  %12 = math.ceil %t : tensor<2x3xf64>
  %13 = math.round %y : f64
  %14 = math.roundeven %v : vector<4xf32>
  %15 = math.trunc %x : f32
  %16 = math.powf %y, %y fastmath<reassoc,contract> : f64
  %17 = math.copysign %v, %v : vector<4xf32>
  %18 = math.fma %x, %x, %x fastmath<fast> : f32
  %19 = math.absi %i : i13
  %20 = math.ctlz %n : index
  %21 = math.cttz %w : vector<2xi100>
  %22 = math.ctpop %i : i13
  %24 = math.ipowi %i, %i : i13
  %25 = math.ipowi %n, %n : index
  %26 = math.fpowi %x, %i fastmath<fast> : f32, i13
  %28 = math.tan %x : f32
  %29 = math.atan %y : f64
  %30 = math.asin %v : vector<4xf32>
  %31 = math.acos %x fastmath<fast> : f32
  %32 = math.sinh %y : f64
  %33 = math.cosh %x : f32
  %34 = math.atan2 %y, %y fastmath<nnan> : f64
  %35 = math.cbrt %x : f32
  %36 = math.acosh %y fastmath<fast> : f64
  %37 = math.asinh %v : vector<4xf32>
  %38 = math.atanh %t : tensor<2x3xf64>
  %39 = math.erf %x : f32
  %40 = math.erfc %y : f64
  %41 = math.expm1 %v fastmath<afn> : vector<4xf32>
  %42 = math.log1p %x : f32
  %27 = math.fpowi %v, %v2 : vector<4xf32>, vector<4xi64>
  %23 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<none>}> {note = 1 : i64} : (f32) -> f32
  %43:2 = math.sincos %x : f32
  %s, %c = math.sincos %v fastmath<afn> : vector<4xf32>
  %44:2 = math.sincos %t {tag = "t"} : tensor<2x3xf64>
  %45:2 = "math.sincos"(%y) : (f64) -> (f64, f64)
  %46 = math.clampf %x to [%43#0, %43#1] : f32
  %47 = math.clampf %v to [%s, %c] fastmath<nnan,nsz> {tag} : vector<4xf32>
  %48 = math.clampf %t to [%t, %44#1] : tensor<2x3xf64>
  %49 = "math.clampf"(%y, %45#0, %45#1) <{fastmath = #arith.fastmath<fast>}> : (f64, f64, f64) -> f64
  return
}
