// Globals with initial values, get_global and copy.
memref.global "private" constant @table : memref<4xi32> = dense<[5, 6, 7, 8]>
memref.global "private" @acc : memref<2xf32> = dense<[1.5, 2.5]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.get_global @table : memref<4xi32>
  %dst = memref.alloc() : memref<4xi32>
  memref.copy %t, %dst : memref<4xi32> to memref<4xi32>
  %v = vector.load %dst[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %v : vector<4xi32>
  %a = memref.get_global @acc : memref<2xf32>
  %x = memref.load %a[%c1] : memref<2xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %a[%c0] : memref<2xf32>
  %a2 = memref.get_global @acc : memref<2xf32>
  %z = memref.load %a2[%c0] : memref<2xf32>
  vector.print %z : f32
  memref.dealloc %dst : memref<4xi32>
  return
}
