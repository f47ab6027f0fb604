// EXPECT: exit=1 error="deallocates a buffer that a DMA still uses" error="the DMA was started here"
// ARGS: -q
// The destination is freed while the transfer is in flight: the dealloc
// faults, naming the DMA, rather than the data landing in a freed buffer.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %src = memref.alloc() : memref<8xi32, 1>
  %dst = memref.alloc() : memref<8xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c8, %tag[%c0] : memref<8xi32, 1>, memref<8xi32, 1>, memref<1xi32, 3>
  memref.dealloc %dst : memref<8xi32, 1>
  memref.dma_wait %tag[%c0], %c8 : memref<1xi32, 3>
  return
}
