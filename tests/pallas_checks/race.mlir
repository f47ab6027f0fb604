// A kernel that reads a DMA's target before waiting for it: rmlir-sim
// must stop with a located race error at the vector.load.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<any>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} {
    tpu.enqueue_dma source(%arg0 : memref<8x128xf32, #tpu.memory_space<any>>) target(%arg2 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c0 = arith.constant 0 : index
    %0 = vector.load %arg2[%c0, %c0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%arg0 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%arg2 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    tpu.vector_store %arg1[%c0, %c0], %0 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
