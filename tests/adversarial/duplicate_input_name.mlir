// EXPECT: exit=1 error="given two --input arrays"
// ARGS: -q --input A=%d/f32x4.npy --input A=%d/f32x4.npy
func.func @main(%A: memref<4xf32>) {
  return
}
