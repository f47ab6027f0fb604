// realloc frees its source: freeing it again is a double free.
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
