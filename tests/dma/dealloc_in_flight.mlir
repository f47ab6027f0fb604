// The source of a pending DMA is deallocated before the dma_wait: the
// transfer would read freed memory.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  %src = memref.alloc() : memref<16xf32, 1>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.dealloc %src : memref<16xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}
