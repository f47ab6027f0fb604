// vector.splat is gone from upstream LLVM 22; rmlir reads it as the
// vector.broadcast it meant and prints that.
func.func @splat(%x: f32, %i: i32) -> (vector<4xf32>, vector<2x3xi32>) {
  %0 = vector.splat %x : vector<4xf32>
  %1 = vector.splat %i : vector<2x3xi32>
  return %0, %1 : vector<4xf32>, vector<2x3xi32>
}
