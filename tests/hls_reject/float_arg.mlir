// HLS-ERROR: 2:14: error: argument %x of type f32 is not supported by the HLS backend
func.func @f(%x: f32) -> f32 {
  return %x : f32
}
