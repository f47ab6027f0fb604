// DMA start and wait, plain and strided, between memory spaces.
func.func @dma(%src: memref<40x128xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 256 : index
  %stride = arith.constant 128 : index
  %per = arith.constant 32 : index
  %dst = memref.alloc() : memref<2x1024xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%i, %j], %dst[%c0, %c0], %num, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %num : memref<1xi32, 2>
  memref.dma_start %src[%i, %j], %dst[%c0, %c0], %num, %tag[%c0], %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %num : memref<1xi32, 2>
  return
}
