// A dynamic realloc size of -3.
func.func @main() {
  %n = arith.constant -3 : index
  %m = memref.alloc() : memref<4xf32>
  %r = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  return
}
