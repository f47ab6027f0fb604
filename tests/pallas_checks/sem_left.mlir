// A kernel that signals a semaphore nobody waits on: Pallas requires every
// semaphore back at zero when the call ends.
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<any>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c1_i32 = arith.constant 1 : i32
    tpu.sem_signal %arg2, %c1_i32 : memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<1.000000e+00> : vector<8x128xf32>
    tpu.vector_store %arg1[%c0, %c0], %cst {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
}
