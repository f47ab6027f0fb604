// Allocation, loads, stores and deallocation in several memory spaces.
func.func @basic(%i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloca() : memref<16xi32, 1>
  %2 = memref.alloc() {alignment = 64 : i64} : memref<8x128xf32, 2>
  memref.store %v, %0[%i, %j] : memref<4x8xf32>
  %3 = memref.load %0[%i, %j] : memref<4x8xf32>
  %4 = memref.load %2[%i, %j] {nontemporal = true} : memref<8x128xf32, 2>
  %5 = arith.addf %3, %4 : f32
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %2 : memref<8x128xf32, 2>
  return %5 : f32
}
func.func @scalar_memref(%m: memref<f64>) -> f64 {
  %0 = memref.load %m[] : memref<f64>
  return %0 : f64
}
