// DMA-heavy kernel for benches/dma_events.py: 100000 rounds of 4 small
// transfers (16 f32 = 64 bytes each) from VMEM (space 1) into 4 HBM slots
// (space 0) on 4 tags, then 4 dma_waits. The round-robin policy spreads the
// 4 in-flight transfers over the main engines. 400000 transfers in all; it
// prints A[48] = 7 (stored before the loop, only read by the DMAs).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %rounds = arith.constant 100000 : index
  %A = memref.alloc() : memref<64xf32, 1>
  %seven = arith.constant 7.0 : f32
  memref.store %seven, %A[%c48] : memref<64xf32, 1>
  %buf = memref.alloc() : memref<4x16xf32>
  %tags = memref.alloc() : memref<4xi32, #tpu.memory_space<semaphore_mem>>
  scf.for %i = %c0 to %rounds step %c1 {
    memref.dma_start %A[%c0], %buf[%c0, %c0], %c16, %tags[%c0] : memref<64xf32, 1>, memref<4x16xf32>, memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_start %A[%c16], %buf[%c1, %c0], %c16, %tags[%c1] : memref<64xf32, 1>, memref<4x16xf32>, memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_start %A[%c32], %buf[%c2, %c0], %c16, %tags[%c2] : memref<64xf32, 1>, memref<4x16xf32>, memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_start %A[%c48], %buf[%c3, %c0], %c16, %tags[%c3] : memref<64xf32, 1>, memref<4x16xf32>, memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_wait %tags[%c0], %c16 : memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_wait %tags[%c1], %c16 : memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_wait %tags[%c2], %c16 : memref<4xi32, #tpu.memory_space<semaphore_mem>>
    memref.dma_wait %tags[%c3], %c16 : memref<4xi32, #tpu.memory_space<semaphore_mem>>
  }
  %v = memref.load %A[%c48] : memref<64xf32, 1>
  vector.print %v : f32
  return
}
