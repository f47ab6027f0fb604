module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<16x128xf32, #tpu.memory_space<any>>, %arg1: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %0 = tpu.memref_slice %arg2[%c0_i32, %c0_i32_0] : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %1 = tpu.memref_slice %arg0[%c0_i32_1, %c0_i32_2] : memref<16x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.enqueue_dma source(%1 : memref<8x128xf32, #tpu.memory_space<any>>) target(%0 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c8_i32 = arith.constant 8 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %2 = tpu.memref_slice %arg2[%c8_i32, %c0_i32_3] : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c8_i32_4 = arith.constant 8 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %3 = tpu.memref_slice %arg0[%c8_i32_4, %c0_i32_5] : memref<16x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.enqueue_dma source(%3 : memref<8x128xf32, #tpu.memory_space<any>>) target(%2 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%arg0 : memref<16x128xf32, #tpu.memory_space<any>>) dst(%arg2 : memref<16x128xf32, #tpu.memory_space<vmem>>)
    %c0 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %4 = vector.load %arg2[%c0, %c0_6] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %cst = arith.constant 2.000000e+00 : f32
    %5 = vector.broadcast %cst : f32 to vector<16x128xf32>
    %6 = arith.mulf %4, %5 : vector<16x128xf32>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %7 = vector.load %arg1[%c0_7, %c0_8] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    tpu.vector_store %arg1[%c0_7, %c0_8], %6 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, 
    tpu.enqueue_dma source(%arg0 : memref<16x128xf32, #tpu.memory_space<any>>) target(%arg2 : memref<16x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %8 = tpu.memref_slice %arg2[%c0_i32_9, %c0_i32_10] : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %9 = tpu.memref_slice %arg0[%c0_i32_11, %c0_i32_12] : memref<16x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%9 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%8 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    %c8_i32_13 = arith.constant 8 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %10 = tpu.memref_slice %arg2[%c8_i32_13, %c0_i32_14] : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c8_i32_15 = arith.constant 8 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %11 = tpu.memref_slice %arg0[%c8_i32_15, %c0_i32_16] : memref<16x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.wait_dma2 semaphore(%arg3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%11 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%10 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %12 = vector.load %arg1[%c0_17, %c0_18] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %13 = vector.shape_cast %12 : vector<16x128xf32> to vector<16x128xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %14 = vector.load %arg2[%c0_19, %c0_20] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %15 = arith.addf %13, %14 : vector<16x128xf32>
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %16 = vector.load %arg1[%c0_21, %c0_22] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    tpu.vector_store %arg1[%c0_21, %c0_22], %15 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, 
    return
  }
}
