// Two pending DMAs write overlapping halves of one destination.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 8 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<2xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  memref.dma_start %src[%c0], %dst[%c4], %n, %tag[%c1] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<2xi32, 3>
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 3>
  return
}
