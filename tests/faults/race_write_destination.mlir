// A store into the destination of a DMA that has not been waited for.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 8 : index
  %x = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<8xf32>, memref<8xf32, 1>, memref<1xi32, 3>
  memref.store %x, %dst[%c3] : memref<8xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}
