// affine.dma_start and affine.dma_wait.
func.func @affine_dma(%src: memref<100x100xf32>, %n: index) {
  %dst = memref.alloc() : memref<100x100xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %num = arith.constant 64 : index
  affine.for %i = 0 to 10 {
    affine.dma_start %src[%i, %i + 1], %dst[%i, 0], %tag[0], %num : memref<100x100xf32>, memref<100x100xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[0], %num : memref<1xi32, 2>
  }
  return
}
