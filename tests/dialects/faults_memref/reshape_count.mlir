// A shape of 4x4 elements over a memref of 12.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<12xf32>
  %s = memref.alloc() : memref<2xindex>
  memref.store %c4, %s[%c0] : memref<2xindex>
  memref.store %c4, %s[%c1] : memref<2xindex>
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}
