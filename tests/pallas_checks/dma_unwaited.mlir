// A kernel that starts a DMA and never waits for it: its DMA semaphore is
// left non-zero at the end of the call.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<any>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} {
    tpu.enqueue_dma source(%arg0 : memref<8x128xf32, #tpu.memory_space<any>>) target(%arg2 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<1.000000e+00> : vector<8x128xf32>
    tpu.vector_store %arg1[%c0, %c0], %cst {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
