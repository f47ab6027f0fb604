// A dynamic allocation of -1 elements.
func.func @main() {
  %n = arith.constant -1 : index
  %a = memref.alloc(%n) : memref<?xf32, 1>
  return
}
