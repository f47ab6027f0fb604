// A memref of 6 elements cast to a static size of 4.
func.func @main() {
  %n = arith.constant 6 : index
  %a = memref.alloc(%n) : memref<?xf32, 1>
  %b = memref.cast %a : memref<?xf32, 1> to memref<4xf32, 1>
  return
}
