// vector.mask around vector.reduction: only the lanes the mask turns on
// are combined, from the accumulator or, without one, from the value
// upstream's lowering starts from (all lanes off shows it), for integer
// kinds at odd widths (i65 too, printed as its low and high 64 bits) and
// for every float kind.
func.func @ints(%v: vector<5xi13>, %m: vector<5xi1>) {
  %add = vector.mask %m { vector.reduction <add>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %mul = vector.mask %m { vector.reduction <mul>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %and = vector.mask %m { vector.reduction <and>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %or = vector.mask %m { vector.reduction <or>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %xor = vector.mask %m { vector.reduction <xor>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %minsi = vector.mask %m { vector.reduction <minsi>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %maxsi = vector.mask %m { vector.reduction <maxsi>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %minui = vector.mask %m { vector.reduction <minui>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %maxui = vector.mask %m { vector.reduction <maxui>, %v : vector<5xi13> into i13 } : vector<5xi1> -> i13
  %acc = arith.constant 100 : i13
  %adda = vector.mask %m { vector.reduction <add>, %v, %acc : vector<5xi13> into i13 } : vector<5xi1> -> i13
  vector.print %add : i13
  vector.print %mul : i13
  vector.print %and : i13
  vector.print %or : i13
  vector.print %xor : i13
  vector.print %minsi : i13
  vector.print %maxsi : i13
  vector.print %minui : i13
  vector.print %maxui : i13
  vector.print %adda : i13
  return
}

func.func @floats(%v: vector<3xf32>, %m: vector<3xi1>) {
  %add = vector.mask %m { vector.reduction <add>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %mul = vector.mask %m { vector.reduction <mul>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %mn = vector.mask %m { vector.reduction <minimumf>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %mx = vector.mask %m { vector.reduction <maximumf>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %mnn = vector.mask %m { vector.reduction <minnumf>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %mxn = vector.mask %m { vector.reduction <maxnumf>, %v : vector<3xf32> into f32 } : vector<3xi1> -> f32
  %acc = arith.constant -2.5 : f32
  %mula = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<3xf32> into f32 } : vector<3xi1> -> f32
  vector.print %add : f32
  vector.print %mul : f32
  vector.print %mn : f32
  vector.print %mx : f32
  vector.print %mnn : f32
  vector.print %mxn : f32
  vector.print %mula : f32
  return
}

func.func @halves(%v: vector<2xf64>, %m: vector<2xi1>) {
  %mn = vector.mask %m { vector.reduction <minimumf>, %v : vector<2xf64> into f64 } : vector<2xi1> -> f64
  %mx = vector.mask %m { vector.reduction <maximumf>, %v : vector<2xf64> into f64 } : vector<2xi1> -> f64
  %add = vector.mask %m { vector.reduction <add>, %v : vector<2xf64> into f64 } : vector<2xi1> -> f64
  vector.print %mn : f64
  vector.print %mx : f64
  vector.print %add : f64
  return
}

func.func @print_i65(%x: i65) {
  %lo = arith.trunci %x : i65 to i64
  %c1 = arith.constant 1 : i65
  %h = arith.shrui %x, %c1 : i65
  %hi = arith.trunci %h : i65 to i64
  vector.print %lo : i64 punctuation <comma>
  vector.print %hi : i64
  return
}

func.func @wide(%v: vector<3xi65>, %m: vector<3xi1>) {
  %minsi = vector.mask %m { vector.reduction <minsi>, %v : vector<3xi65> into i65 } : vector<3xi1> -> i65
  %maxsi = vector.mask %m { vector.reduction <maxsi>, %v : vector<3xi65> into i65 } : vector<3xi1> -> i65
  %and = vector.mask %m { vector.reduction <and>, %v : vector<3xi65> into i65 } : vector<3xi1> -> i65
  %mul = vector.mask %m { vector.reduction <mul>, %v : vector<3xi65> into i65 } : vector<3xi1> -> i65
  call @print_i65(%minsi) : (i65) -> ()
  call @print_i65(%maxsi) : (i65) -> ()
  call @print_i65(%and) : (i65) -> ()
  call @print_i65(%mul) : (i65) -> ()
  return
}

func.func @main() {
  %vi = arith.constant dense<[3, -7, 9, 4095, -4096]> : vector<5xi13>
  %some = arith.constant dense<[true, true, false, true, false]> : vector<5xi1>
  %none = arith.constant dense<false> : vector<5xi1>
  %all = arith.constant dense<true> : vector<5xi1>
  call @ints(%vi, %some) : (vector<5xi13>, vector<5xi1>) -> ()
  call @ints(%vi, %none) : (vector<5xi13>, vector<5xi1>) -> ()
  call @ints(%vi, %all) : (vector<5xi13>, vector<5xi1>) -> ()
  %vf = arith.constant dense<[-0.0, 1.5, -3.25]> : vector<3xf32>
  %fsome = arith.constant dense<[true, false, true]> : vector<3xi1>
  %fzero = arith.constant dense<[true, false, false]> : vector<3xi1>
  %fnone = arith.constant dense<false> : vector<3xi1>
  call @floats(%vf, %fsome) : (vector<3xf32>, vector<3xi1>) -> ()
  call @floats(%vf, %fzero) : (vector<3xf32>, vector<3xi1>) -> ()
  call @floats(%vf, %fnone) : (vector<3xf32>, vector<3xi1>) -> ()
  %vd = arith.constant dense<[-0.0, 2.0]> : vector<2xf64>
  %dnone = arith.constant dense<false> : vector<2xi1>
  %done = arith.constant dense<[true, false]> : vector<2xi1>
  call @halves(%vd, %dnone) : (vector<2xf64>, vector<2xi1>) -> ()
  call @halves(%vd, %done) : (vector<2xf64>, vector<2xi1>) -> ()
  %vw = arith.constant dense<[-18446744073709551616, 3, 12345678901234567]> : vector<3xi65>
  %wnone = arith.constant dense<false> : vector<3xi1>
  %wsome = arith.constant dense<[true, false, true]> : vector<3xi1>
  call @wide(%vw, %wnone) : (vector<3xi65>, vector<3xi1>) -> ()
  call @wide(%vw, %wsome) : (vector<3xi65>, vector<3xi1>) -> ()
  return
}
