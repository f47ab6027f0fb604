// A pending strided DMA reads src rows [0, 1] and [4, 5] (4 elements, 2
// every 4): storing into the gap src[2] is fine, storing into src[5] is a
// race with the DMA.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<8xf32, 1>
  %dst = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %c4, %c2 : memref<8xf32, 1>, memref<4xf32, 1>, memref<1xi32, 3>
  memref.store %one, %src[%c2] : memref<8xf32, 1>
  memref.store %one, %src[%c5] : memref<8xf32, 1>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 3>
  return
}
