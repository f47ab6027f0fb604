// EXPECT: exit=1 error="A: the memref's buffer was deallocated"
// ARGS: -q --input A=%d/f32x4.npy --output A
// An --output buffer freed by the kernel is an error, and A.npy is not written.
func.func @main(%A: memref<4xf32>) {
  memref.dealloc %A : memref<4xf32>
  return
}
