// Seed-era spellings of the float ops, the casts and seed 002's br_cond,
// each producing its modern op.
func @complements(%a : i32, %f : f32, %g : f32, %c : i1) -> f64 {
  %0 = remf %f, %g : f32
  %1 = negf %f : f32
  %2 = fpext %f : f32 to f64
  %3 = fptrunc %f : f32 to f16
  %4 = sitofp %a : i32 to f32
  %5 = uitofp %a : i32 to f64
  %6 = fptosi %f : f32 to i32
  %7 = fptoui %f : f32 to i64
  %8 = bitcast %a : i32 to f32
  %9 = cmpf "oeq", %f, %g : f32
  br_cond %c, ^bb1, ^bb2
^bb1:
  br ^bb2
^bb2:
  return %2 : f64
}
