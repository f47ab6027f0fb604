// output_shape [5, 2] splits a dimension of 5 elements into 10.
func.func @main() {
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xf32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c5, 2] : memref<?xf32> into memref<?x2xf32>
  return
}
