// EXPECT: exit=1 error="deallocated, so it has no contents to write"
// ARGS: -q
// A returned memref that was freed is an error, not a corrupt RESULT_0.npy.
func.func @main() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %a : memref<4xf32>
}
