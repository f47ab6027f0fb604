// A kernel that starts a 4096-byte DMA and waits for 8192 bytes on its
// semaphore: the wait would never end, a deadlock at the wait.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<16x128xf32, #tpu.memory_space<any>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = tpu.memref_slice %arg0[%c0_i32, %c0_i32] : memref<16x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    %1 = tpu.memref_slice %arg2[%c0_i32, %c0_i32] : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    tpu.enqueue_dma source(%0 : memref<8x128xf32, #tpu.memory_space<any>>) target(%1 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%arg0 : memref<16x128xf32, #tpu.memory_space<any>>) dst(%arg2 : memref<16x128xf32, #tpu.memory_space<vmem>>)
    %c0 = arith.constant 0 : index
    %2 = vector.load %arg2[%c0, %c0] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg1[%c0, %c0], %2 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
