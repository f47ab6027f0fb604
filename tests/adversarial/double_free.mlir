// EXPECT: exit=1 error="double free" error="deallocated here"
// ARGS: -q
func.func @main() {
  %a = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %a : memref<4xf32, 1>
  memref.dealloc %a : memref<4xf32, 1>
  return
}
