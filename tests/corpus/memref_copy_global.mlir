// Globals, get_global and copy.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @buffer : memref<2x2xf32> = uninitialized
memref.global "private" @zeros : memref<8xf32, 1> = dense<0.000000e+00>
func.func @use_globals(%dst: memref<4xi32>) {
  %0 = memref.get_global @table : memref<4xi32>
  memref.copy %0, %dst : memref<4xi32> to memref<4xi32>
  %1 = memref.get_global @buffer : memref<2x2xf32>
  return
}
