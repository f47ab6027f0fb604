// HLS-ERROR: 3:8: error: 'vector.broadcast' is not supported by the HLS backend
func.func @f(%a: i32) -> i32 {
  %v = vector.broadcast %a : i32 to vector<4xi32>
  %e = vector.extract %v[0] : i32 from vector<4xi32>
  return %e : i32
}
