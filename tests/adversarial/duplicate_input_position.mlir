// EXPECT: exit=1 error="given two --input arrays (A=… and 0=…)"
// ARGS: -q --input A=%d/f32x4.npy --input 0=%d/f32x4.npy
func.func @main(%A: memref<4xf32>) {
  return
}
