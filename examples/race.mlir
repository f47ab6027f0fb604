// A deliberate race: the kernel loads from the DMA's destination buffer
// before waiting for the transfer, so it might read stale data on real
// hardware. rmlir-sim stops with an error naming both ops (the load and the
// dma_start it races with). Fix: move the memref.dma_wait above the load.
//
// Run:  rmlir-sim examples/race.mlir     (exit status 1 and the error)
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 128 : index
  %src = memref.alloc() : memref<128xf32>
  %dst = memref.alloc() : memref<128xf32, 1>
  %tag = memref.alloc() : memref<1xi32, #tpu.memory_space<semaphore_mem>>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<128xf32>, memref<128xf32, 1>, memref<1xi32, #tpu.memory_space<semaphore_mem>>
  %early = memref.load %dst[%c0] : memref<128xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, #tpu.memory_space<semaphore_mem>>
  vector.print %early : f32
  return
}
