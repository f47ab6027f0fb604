// A dma_wait with no DMA started at all.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}
