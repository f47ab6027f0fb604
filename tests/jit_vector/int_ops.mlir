// Integer vector ops at odd and full widths, 1-D and 2-D, lane by lane:
// every binary op, compare, select (a vector and a scalar condition) and
// cast; the values sit at each width's edges (0, 1, all ones, the sign
// bit alone, its neighbours).
func.func @main() {
  %a3 = arith.constant dense<[0, 1, 3, 4, 7, 5, 2, 6]> : vector<8xi3>
  %b3 = arith.constant dense<[1, 3, 4, 7, 1, 2, 7, 3]> : vector<8xi3>
  %a13 = arith.constant dense<[[0, 1, 4095], [4096, 8191, 1234]]> : vector<2x3xi13>
  %b13 = arith.constant dense<[[8191, 4096, 2], [3, 1, 4097]]> : vector<2x3xi13>
  %a33 = arith.constant dense<[0, 1, 4294967296, 8589934591, 4294967295]> : vector<5xi33>
  %b33 = arith.constant dense<[8589934591, 5, 3, 4294967296, 32]> : vector<5xi33>
  %a64 = arith.constant dense<[-9223372036854775808, -1, 7, 123456789012]> : vector<4xi64>
  %b64 = arith.constant dense<[3, -7, -1, 63]> : vector<4xi64>
  %ax = arith.constant dense<[-5, 17, 1, 64]> : vector<4xindex>
  %bx = arith.constant dense<[3, -4, 65, 2]> : vector<4xindex>
  func.call @ints3(%a3, %b3) : (vector<8xi3>, vector<8xi3>) -> ()
  func.call @ints13(%a13, %b13) : (vector<2x3xi13>, vector<2x3xi13>) -> ()
  func.call @ints33(%a33, %b33) : (vector<5xi33>, vector<5xi33>) -> ()
  func.call @ints64(%a64, %b64) : (vector<4xi64>, vector<4xi64>) -> ()
  func.call @intsx(%ax, %bx) : (vector<4xindex>, vector<4xindex>) -> ()
  return
}

func.func @ints3(%a: vector<8xi3>, %b: vector<8xi3>) {
  %0 = arith.addi %a, %b : vector<8xi3>
  vector.print %0 : vector<8xi3>
  %1 = arith.subi %a, %b : vector<8xi3>
  vector.print %1 : vector<8xi3>
  %2 = arith.muli %a, %b : vector<8xi3>
  vector.print %2 : vector<8xi3>
  %3 = arith.andi %a, %b : vector<8xi3>
  vector.print %3 : vector<8xi3>
  %4 = arith.ori %a, %b : vector<8xi3>
  vector.print %4 : vector<8xi3>
  %5 = arith.xori %a, %b : vector<8xi3>
  vector.print %5 : vector<8xi3>
  %6 = arith.maxsi %a, %b : vector<8xi3>
  vector.print %6 : vector<8xi3>
  %7 = arith.minsi %a, %b : vector<8xi3>
  vector.print %7 : vector<8xi3>
  %8 = arith.maxui %a, %b : vector<8xi3>
  vector.print %8 : vector<8xi3>
  %9 = arith.minui %a, %b : vector<8xi3>
  vector.print %9 : vector<8xi3>
  %10 = arith.divui %a, %b : vector<8xi3>
  vector.print %10 : vector<8xi3>
  %11 = arith.remui %a, %b : vector<8xi3>
  vector.print %11 : vector<8xi3>
  %c2 = arith.constant dense<2> : vector<8xi3>
  %12 = arith.shli %a, %c2 : vector<8xi3>
  vector.print %12 : vector<8xi3>
  %13 = arith.shrui %a, %c2 : vector<8xi3>
  vector.print %13 : vector<8xi3>
  %14 = arith.shrsi %a, %c2 : vector<8xi3>
  vector.print %14 : vector<8xi3>
  %15 = arith.cmpi slt, %a, %b : vector<8xi3>
  vector.print %15 : vector<8xi1>
  %16 = arith.cmpi ugt, %a, %b : vector<8xi3>
  vector.print %16 : vector<8xi1>
  %17 = arith.cmpi eq, %a, %b : vector<8xi3>
  vector.print %17 : vector<8xi1>
  %18 = arith.select %15, %a, %b : vector<8xi1>, vector<8xi3>
  vector.print %18 : vector<8xi3>
  %t = arith.constant true
  %19 = arith.select %t, %b, %a : vector<8xi3>
  vector.print %19 : vector<8xi3>
  %20 = arith.extsi %a : vector<8xi3> to vector<8xi13>
  vector.print %20 : vector<8xi13>
  %21 = arith.extui %a : vector<8xi3> to vector<8xi13>
  vector.print %21 : vector<8xi13>
  %22 = arith.sitofp %a : vector<8xi3> to vector<8xf32>
  vector.print %22 : vector<8xf32>
  %23 = arith.uitofp %a : vector<8xi3> to vector<8xf64>
  vector.print %23 : vector<8xf64>
  %24 = arith.index_cast %a : vector<8xi3> to vector<8xindex>
  vector.print %24 : vector<8xindex>
  return
}

func.func @ints13(%a: vector<2x3xi13>, %b: vector<2x3xi13>) {
  %0 = arith.muli %a, %b : vector<2x3xi13>
  vector.print %0 : vector<2x3xi13>
  %1 = arith.subi %a, %b : vector<2x3xi13>
  vector.print %1 : vector<2x3xi13>
  %2 = arith.shrsi %a, %b : vector<2x3xi13>
  vector.print %2 : vector<2x3xi13>
  %3 = arith.shli %a, %b : vector<2x3xi13>
  vector.print %3 : vector<2x3xi13>
  %4 = arith.divsi %a, %b : vector<2x3xi13>
  vector.print %4 : vector<2x3xi13>
  %5 = arith.remsi %a, %b : vector<2x3xi13>
  vector.print %5 : vector<2x3xi13>
  %6 = arith.cmpi sge, %a, %b : vector<2x3xi13>
  vector.print %6 : vector<2x3xi1>
  %7 = arith.cmpi ule, %a, %b : vector<2x3xi13>
  vector.print %7 : vector<2x3xi1>
  %8 = arith.trunci %a : vector<2x3xi13> to vector<2x3xi3>
  vector.print %8 : vector<2x3xi3>
  %9 = arith.extsi %a : vector<2x3xi13> to vector<2x3xi33>
  vector.print %9 : vector<2x3xi33>
  return
}

func.func @ints33(%a: vector<5xi33>, %b: vector<5xi33>) {
  %0 = arith.addi %a, %b : vector<5xi33>
  vector.print %0 : vector<5xi33>
  %1 = arith.muli %a, %b : vector<5xi33>
  vector.print %1 : vector<5xi33>
  %2 = arith.divui %a, %b : vector<5xi33>
  vector.print %2 : vector<5xi33>
  %sh = arith.constant dense<[32, 5, 3, 1, 0]> : vector<5xi33>
  %3 = arith.shrui %a, %sh : vector<5xi33>
  vector.print %3 : vector<5xi33>
  %4 = arith.maxsi %a, %b : vector<5xi33>
  vector.print %4 : vector<5xi33>
  %5 = arith.cmpi ne, %a, %b : vector<5xi33>
  vector.print %5 : vector<5xi1>
  %6 = arith.sitofp %a : vector<5xi33> to vector<5xf64>
  vector.print %6 : vector<5xf64>
  %7 = arith.trunci %a : vector<5xi33> to vector<5xi32>
  vector.print %7 : vector<5xi32>
  return
}

func.func @ints64(%a: vector<4xi64>, %b: vector<4xi64>) {
  %0 = arith.muli %a, %b : vector<4xi64>
  vector.print %0 : vector<4xi64>
  %1 = arith.remsi %b, %a : vector<4xi64>
  vector.print %1 : vector<4xi64>
  // A shift by the width or more is poison, which LLVM releases fold
  // differently: the amounts stay in range.
  %sh = arith.constant dense<[3, 7, 1, 63]> : vector<4xi64>
  %2 = arith.shrsi %a, %sh : vector<4xi64>
  vector.print %2 : vector<4xi64>
  %3 = arith.minui %a, %b : vector<4xi64>
  vector.print %3 : vector<4xi64>
  %4 = arith.uitofp %a : vector<4xi64> to vector<4xf32>
  vector.print %4 : vector<4xf32>
  %5 = arith.bitcast %a : vector<4xi64> to vector<4xf64>
  %6 = arith.bitcast %5 : vector<4xf64> to vector<4xi64>
  vector.print %6 : vector<4xi64>
  return
}

func.func @intsx(%a: vector<4xindex>, %b: vector<4xindex>) {
  %0 = arith.addi %a, %b : vector<4xindex>
  vector.print %0 : vector<4xindex>
  %1 = arith.divsi %a, %b : vector<4xindex>
  vector.print %1 : vector<4xindex>
  %2 = arith.cmpi slt, %a, %b : vector<4xindex>
  vector.print %2 : vector<4xi1>
  %3 = arith.index_cast %a : vector<4xindex> to vector<4xi13>
  vector.print %3 : vector<4xi13>
  %4 = arith.index_castui %a : vector<4xindex> to vector<4xi33>
  vector.print %4 : vector<4xi33>
  return
}
