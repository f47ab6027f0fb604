// An empty memref expanded into [0, 2^40, 2^40]: the stride of the first
// dim, 2^80 elements, does not fit in 64 bits.
func.func @main() {
  %c0 = arith.constant 0 : index
  %big = arith.constant 1099511627776 : index
  %m = memref.alloc(%c0) : memref<?xf32>
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [0, %big, %big] : memref<?xf32> into memref<0x?x?xf32>
  return
}
