// A copy from 3 elements into 5: the static types agree, the sizes do not.
func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c3) : memref<?xf32, 1>
  %b = memref.alloc(%c5) : memref<?xf32, 1>
  memref.copy %a, %b : memref<?xf32, 1> to memref<?xf32, 1>
  return
}
