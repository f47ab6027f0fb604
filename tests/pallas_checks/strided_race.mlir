// A strided copy (the right half of an (8, 256) HBM array, 8 rows of 128
// every 256) into VMEM, and a store into its target before the wait: a
// race, located at the store.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x256xf32, #tpu.memory_space<any>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %0 = tpu.memref_slice %arg0[%c0_i32, %c128_i32] : memref<8x256xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.enqueue_dma source(%0 : memref<8x128xf32, #tpu.memory_space<any>>) target(%arg2 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<1.000000e+00> : vector<8x128xf32>
    tpu.vector_store %arg2[%c0, %c0], %cst {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%0 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%arg2 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    %1 = vector.load %arg2[%c0, %c0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg1[%c0, %c0], %1 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
