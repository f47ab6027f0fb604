// All sixteen float comparison predicates.
func.func @cmpf(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_unordered(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf ueq, %a, %b : f32
  %1 = arith.cmpf ugt, %a, %b : f32
  %2 = arith.cmpf uge, %a, %b : f32
  %3 = arith.cmpf ult, %a, %b : f32
  %4 = arith.cmpf ule, %a, %b : f32
  %5 = arith.cmpf une, %a, %b : f32
  %6 = arith.cmpf uno, %a, %b : f32
  %7 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}
