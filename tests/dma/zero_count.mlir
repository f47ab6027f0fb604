// A zero-element DMA is pending like any other, and a dma_wait for 0
// elements on its tag completes it: the kernel prints 7.
func.func @main() {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  %src = memref.alloc() : memref<16xf32, 1>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c0, %tag[%c0] : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c0 : memref<1xi32, 3>
  vector.print %seven : i32
  return
}
