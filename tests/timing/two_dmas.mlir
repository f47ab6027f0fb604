// Two DMAs of 256 f32 (1024 bytes) each, DRAM to SRAM, on two tags, in
// flight at the same time: they share DRAM's read bandwidth.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %src = memref.alloc() : memref<512xf32>
  %dst = memref.alloc() : memref<512xf32, 1>
  %tag = memref.alloc() : memref<2xi32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %c256, %tag[%c0] : memref<512xf32>, memref<512xf32, 1>, memref<2xi32, 2>
  memref.dma_start %src[%c256], %dst[%c256], %c256, %tag[%c1] : memref<512xf32>, memref<512xf32, 1>, memref<2xi32, 2>
  memref.dma_wait %tag[%c0], %c256 : memref<2xi32, 2>
  memref.dma_wait %tag[%c1], %c256 : memref<2xi32, 2>
  return
}
