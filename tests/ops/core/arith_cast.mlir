// Every cast of `arith`, on scalars and vectors.
func.func @casts(%i: i32, %f: f32, %x: index, %v: vector<4xi8>) {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %i : i32 to i64
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.trunci %i overflow<nsw> : i32 to i16
  %4 = arith.extf %f : f32 to f64
  %5 = arith.extf %f fastmath<fast> : f32 to f64
  %6 = arith.truncf %f : f32 to f16
  %7 = arith.truncf %f to_nearest_even fastmath<fast> : f32 to bf16
  %8 = arith.truncf %f toward_zero : f32 to f16
  %9 = arith.sitofp %i : i32 to f32
  %10 = arith.uitofp %i : i32 to f64
  %11 = arith.fptosi %f : f32 to i32
  %12 = arith.fptoui %f : f32 to i64
  %13 = arith.index_cast %i : i32 to index
  %14 = arith.index_cast %x : index to i64
  %15 = arith.index_castui %i : i32 to index
  %16 = arith.bitcast %i : i32 to f32
  %17 = arith.bitcast %f : f32 to i32
  %18 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %19 = arith.sitofp %v : vector<4xi8> to vector<4xf16>
  return
}
