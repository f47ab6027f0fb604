// HLS-ERROR: 3:8: error: 'affine.apply' is not supported by the HLS backend with a floordiv, ceildiv or mod by anything but a positive constant
func.func @f(%A: memref<8xi32, 1>, %i: index, %n: index) -> i32 {
  %j = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%n]
  %v = memref.load %A[%j] : memref<8xi32, 1>
  return %v : i32
}
