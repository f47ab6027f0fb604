// Integer and float conversions.
func.func @casts(%a: i8, %b: i64, %f: f32, %d: f64, %i: index) -> (i32, i16, i8, f64, f16, f32, f64, i32, i64, index, i64, index, i32, f32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i16
  %2 = arith.trunci %b : i64 to i8
  %3 = arith.extf %f : f32 to f64
  %4 = arith.truncf %d : f64 to f16
  %5 = arith.sitofp %b : i64 to f32
  %6 = arith.uitofp %a : i8 to f64
  %7 = arith.fptosi %f : f32 to i32
  %8 = arith.fptoui %d : f64 to i64
  %9 = arith.index_cast %b : i64 to index
  %10 = arith.index_cast %i : index to i64
  %11 = arith.index_castui %a : i8 to index
  %12 = arith.bitcast %f : f32 to i32
  %13 = arith.bitcast %12 : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i16, i8, f64, f16, f32, f64, i32, i64, index, i64, index, i32, f32
}
