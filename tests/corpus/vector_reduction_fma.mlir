// Reductions of every common kind and fused multiply-add.
func.func @reduce(%v: vector<16xi32>, %f: vector<8xf32>, %acc: f32) -> (i32, i32, i32, i32, f32, f32, f32, vector<8xf32>) {
  %0 = vector.reduction <add>, %v : vector<16xi32> into i32
  %1 = vector.reduction <mul>, %v : vector<16xi32> into i32
  %2 = vector.reduction <maxsi>, %v : vector<16xi32> into i32
  %3 = vector.reduction <xor>, %v : vector<16xi32> into i32
  %4 = vector.reduction <add>, %f, %acc : vector<8xf32> into f32
  %5 = vector.reduction <maxnumf>, %f : vector<8xf32> into f32
  %6 = vector.reduction <minimumf>, %f : vector<8xf32> into f32
  %7 = vector.fma %f, %f, %f : vector<8xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, f32, f32, f32, vector<8xf32>
}
