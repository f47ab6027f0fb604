// Comparisons with every predicate, select and constants.
func.func @cmp(%a: i32, %b: i32, %x: f64, %y: f64, %v: vector<4xi32>, %w: vector<4xf32>, %c: i1) -> i1 {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi slt, %v, %v : vector<4xi32>
  %11 = arith.cmpf false, %x, %y : f64
  %12 = arith.cmpf oeq, %x, %y : f64
  %13 = arith.cmpf ogt, %x, %y : f64
  %14 = arith.cmpf oge, %x, %y : f64
  %15 = arith.cmpf olt, %x, %y : f64
  %16 = arith.cmpf ole, %x, %y : f64
  %17 = arith.cmpf one, %x, %y : f64
  %18 = arith.cmpf ord, %x, %y : f64
  %19 = arith.cmpf ueq, %x, %y : f64
  %20 = arith.cmpf ugt, %x, %y : f64
  %21 = arith.cmpf uge, %x, %y : f64
  %22 = arith.cmpf ult, %x, %y : f64
  %23 = arith.cmpf ule, %x, %y : f64
  %24 = arith.cmpf une, %x, %y : f64
  %25 = arith.cmpf uno, %x, %y : f64
  %26 = arith.cmpf true, %x, %y fastmath<nnan> : f64
  %27 = arith.cmpf olt, %w, %w : vector<4xf32>
  %28 = arith.select %c, %a, %b : i32
  %29 = arith.select %10, %v, %v : vector<4xi1>, vector<4xi32>
  %30 = arith.select %c, %w, %w : vector<4xf32>
  %c42_i32 = arith.constant 42 : i32
  %c-1_i8 = arith.constant -1 : i8
  %cst = arith.constant 1.500000e+00 : f32
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %cst_0 = arith.constant dense<1> : vector<4xi32>
  %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %c7_i64 = arith.constant {tag} 7 : i64
  return %26 : i1
}
