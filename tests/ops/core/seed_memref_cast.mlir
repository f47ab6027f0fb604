// The seed memref_cast (004), which becomes memref.cast.
func @cast(%m : memref<4x?xf32>) -> memref<?x?xf32> {
  %0 = memref_cast %m : memref<4x?xf32> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
