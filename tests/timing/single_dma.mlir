// One contiguous DMA of 256 f32 (1024 bytes) from DRAM to SRAM.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 256 : index
  %src = memref.alloc() : memref<256xf32>
  %dst = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
