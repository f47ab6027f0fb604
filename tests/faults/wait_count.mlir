// The DMA moves 16 elements but the wait names 8.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %half = arith.constant 8 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %half : memref<1xi32, 3>
  return
}
