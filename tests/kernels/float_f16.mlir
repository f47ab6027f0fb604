// f16: rounding to half precision, overflow to infinity, conversions.
func.func @main() {
  %a = arith.constant 1.000000e-01 : f16
  %b = arith.constant 6.550400e+04 : f16
  %two = arith.constant 2.000000e+00 : f16
  %0 = arith.addf %a, %a : f16
  vector.print %0 : f16
  %1 = arith.mulf %b, %two : f16
  vector.print %1 : f16
  %2 = arith.extf %a : f16 to f32
  vector.print %2 : f32
  %3 = arith.divf %two, %a : f16
  vector.print %3 : f16
  %h = arith.constant 0x3C01 : f16
  vector.print %h : f16
  %4 = arith.fptosi %b : f16 to i32
  vector.print %4 : i32
  return
}
