// One contiguous DMA of 64 vector<3xf32> elements from DRAM to SRAM. Each
// element takes LLVM's allocation size, 16 bytes (12 rounded up to a power
// of two), so the transfer moves 1024 bytes, not 768.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 64 : index
  %src = memref.alloc() : memref<64xvector<3xf32>>
  %dst = memref.alloc() : memref<64xvector<3xf32>, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<64xvector<3xf32>>, memref<64xvector<3xf32>, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
