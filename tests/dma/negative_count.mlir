// A DMA of -1 elements.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant -1 : index
  %src = memref.alloc() : memref<16xf32, 1>
  %dst = memref.alloc() : memref<16xf32>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}
