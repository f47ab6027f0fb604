#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
memref.global "private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @h : memref<2xf32> = uninitialized
func.func @f(%d: index, %s: index, %i: index, %n: index, %x: f32) {
  %0 = memref.alloc(%d) {alignment = 64 : i64} : memref<?x4xf32, 1>
  %1 = memref.alloc(%d)[%s] : memref<?x4xf32, #map>
  %2 = memref.alloca() : memref<8x16xf32>
  %c0 = arith.constant 0 : index
  %3 = memref.load %2[%i, %c0] : memref<8x16xf32>
  memref.store %x, %2[%i, %c0] {nontemporal = true} : memref<8x16xf32>
  %4 = memref.dim %0, %c0 : memref<?x4xf32, 1>
  %5 = memref.cast %2 : memref<8x16xf32> to memref<?x16xf32>
  %6 = memref.subview %2[%i, 4] [2, %n] [1, 1] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 1], offset: ?>>
  memref.copy %2, %2 : memref<8x16xf32> to memref<8x16xf32>
  %7 = memref.get_global @g : memref<4xi32>
  %src = memref.alloc() : memref<40x128xf32>
  %dst = memref.alloc() : memref<2x1024xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%c0], %s, %d : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  memref.dealloc %0 : memref<?x4xf32, 1>
  return
}

func.func @more(%m: memref<8x16xf32>, %u: memref<*xf32>, %i: index, %n: index) -> f32 {
  %a = memref.alloca(%n) {alignment = 16 : i64} : memref<?xi8>
  %b = memref.alloc(%n, %n) : memref<?x4x?xf64, 3>
  %c = memref.cast %m : memref<8x16xf32> to memref<*xf32>
  %d = memref.cast %u : memref<*xf32> to memref<8x16xf32>
  %s = memref.subview %m[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1]>>
  %t = memref.subview %m[%i, %i] [%n, %n] [2, %n] : memref<8x16xf32> to memref<?x?xf32, strided<[32, ?], offset: ?>>
  %v = memref.load %s[%i] {nontemporal = false} : memref<16xf32, strided<[1]>>
  %r = memref.dim %b, %i : memref<?x4x?xf64, 3>
  memref.store %v, %t[%i, %i] : memref<?x?xf32, strided<[32, ?], offset: ?>>
  memref.dealloc %b : memref<?x4x?xf64, 3>
  %flat = memref.alloc() : memref<20xf32>
  %rc = memref.reinterpret_cast %flat to offset: [2], sizes: [3, 4], strides: [6, 1] : memref<20xf32> to memref<3x4xf32, strided<[6, 1], offset: 2>>
  %rd = memref.reinterpret_cast %u to offset: [%i], sizes: [%n, 4], strides: [%n, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}
memref.global "public" @pub : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global constant @k : memref<i32> = dense<7>
memref.global "private" @aligned : memref<4xi8> = uninitialized {alignment = 32 : i64}
