// The same buffer deallocated twice.
func.func @main() {
  %a = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %a : memref<4xf32, 1>
  memref.dealloc %a : memref<4xf32, 1>
  return
}
