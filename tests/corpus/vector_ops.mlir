// vector construction and element access.
func.func @vectors(%s: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: index) -> (vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, vector<2x4xf32>, f32) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.extract %v[2] : f32 from vector<4xf32>
  %3 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %4 = vector.insert %s, %1 [0, 3] : f32 into vector<2x4xf32>
  %5 = vector.extract %v[%i] : f32 from vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, vector<2x4xf32>, f32
}
