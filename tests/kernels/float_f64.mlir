// f64 arithmetic, conversions to and from integers.
func.func @main() {
  %a = arith.constant 2.718281828459045 : f64
  %b = arith.constant -1.0e+300 : f64
  %0 = arith.mulf %a, %a : f64
  vector.print %0 : f64
  %1 = arith.mulf %b, %b : f64
  vector.print %1 : f64
  %2 = arith.fptosi %a : f64 to i32
  vector.print %2 : i32
  %c = arith.constant -7 : i64
  %3 = arith.sitofp %c : i64 to f64
  vector.print %3 : f64
  %4 = arith.uitofp %c : i64 to f64
  vector.print %4 : f64
  %5 = arith.divf %a, %3 : f64
  vector.print %5 : f64
  %6 = arith.minimumf %a, %b : f64
  vector.print %6 : f64
  %7 = arith.truncf %a : f64 to f32
  vector.print %7 : f32
  return
}
