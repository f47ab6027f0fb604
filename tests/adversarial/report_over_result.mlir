// EXPECT: exit=1 unlocated error="is the same file as"
// ARGS: -q --report ./RESULT_0.npy
// The report would replace the memref result written at the same path.
func.func @main() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
