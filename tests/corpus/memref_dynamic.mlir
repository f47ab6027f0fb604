// Dynamic shapes: alloc with sizes and symbols, dim, cast.
func.func @dyn(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%n, %m) : memref<?x?xf32>
  %1 = memref.dim %0, %c0 : memref<?x?xf32>
  %2 = memref.dim %0, %c1 : memref<?x?xf32>
  %3 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<?x?xf32>
  %5 = memref.alloc(%n)[%m] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %6 = arith.addi %1, %2 : index
  memref.dealloc %0 : memref<?x?xf32>
  return %6 : index
}
