// Layouts written as affine maps that are linear in the dims read as the
// strides and offset they spell: a transpose may name its result that way.
func.func @maps(%m: memref<?x?xf32>, %s: memref<6x4xi8>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %u = memref.transpose %s (i, j) -> (j, i) : memref<6x4xi8> to memref<4x6xi8, affine_map<(d0, d1) -> (d0 + d1 * 4)>>
  return
}
