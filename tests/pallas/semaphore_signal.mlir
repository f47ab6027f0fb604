module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<2xi32, #tpu.memory_space<smem>>, %arg2: memref<32x128xf32, #tpu.memory_space<any>>, %arg3: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<2x8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg6: memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1>, scalar_prefetch = 1 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}]} {
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg1[%c0] : memref<2xi32, #tpu.memory_space<smem>>
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = tpu.memref_slice %arg5[%c0_i32_0] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %3 = tpu.memref_squeeze %2 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %4 = tpu.memref_slice %arg4[%c0_i32, %c0_i32_1, %c0_i32_2] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %5 = tpu.memref_squeeze %4 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_3 = arith.constant 0 : i32
    %6 = tpu.memref_slice %arg2[%1, %c0_i32_3] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.enqueue_dma source(%6 : memref<8x128xf32, #tpu.memory_space<any>>) target(%5 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%3 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %7 = tpu.memref_slice %arg5[%c0_i32_5] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %8 = tpu.memref_squeeze %7 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %c0_i32_6 = arith.constant 0 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %9 = tpu.memref_slice %arg4[%c0_i32_4, %c0_i32_6, %c0_i32_7] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %10 = tpu.memref_squeeze %9 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_8 = arith.constant 0 : i32
    %11 = tpu.memref_slice %arg2[%1, %c0_i32_8] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.wait_dma2 semaphore(%8 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%11 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%10 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    %c1_i32 = arith.constant 1 : i32
    tpu.sem_signal %arg6, %c1_i32 : memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>
    %c1 = arith.constant 1 : index
    %12 = memref.load %arg1[%c1] : memref<2xi32, #tpu.memory_space<smem>>
    %c8_i32_9 = arith.constant 8 : i32
    %13 = arith.muli %12, %c8_i32_9 : i32
    %c1_i32_10 = arith.constant 1 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %14 = tpu.memref_slice %arg5[%c1_i32_11] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %15 = tpu.memref_squeeze %14 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %16 = tpu.memref_slice %arg4[%c1_i32_10, %c0_i32_12, %c0_i32_13] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %17 = tpu.memref_squeeze %16 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_14 = arith.constant 0 : i32
    %18 = tpu.memref_slice %arg2[%13, %c0_i32_14] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.enqueue_dma source(%18 : memref<8x128xf32, #tpu.memory_space<any>>) target(%17 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%15 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    %c1_i32_15 = arith.constant 1 : i32
    %c1_i32_16 = arith.constant 1 : i32
    %19 = tpu.memref_slice %arg5[%c1_i32_16] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %20 = tpu.memref_squeeze %19 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %21 = tpu.memref_slice %arg4[%c1_i32_15, %c0_i32_17, %c0_i32_18] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %22 = tpu.memref_squeeze %21 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %c0_i32_19 = arith.constant 0 : i32
    %23 = tpu.memref_slice %arg2[%13, %c0_i32_19] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
    tpu.wait_dma2 semaphore(%20 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%23 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%22 : memref<8x128xf32, #tpu.memory_space<vmem>>)
    %c1_i32_20 = arith.constant 1 : i32
    tpu.sem_signal %arg6, %c1_i32_20 : memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>
    %c2_i32 = arith.constant 2 : i32
    %true = arith.constant true
    tpu.sem_wait %arg6, %c2_i32 : memref<!tpu.semaphore, #tpu.memory_space<semaphore_mem>>
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %c0_23 = arith.constant 0 : index
    %24 = vector.load %arg4[%c0_21, %c0_22, %c0_23] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
    %25 = vector.shape_cast %24 : vector<1x8x128xf32> to vector<8x128xf32>
    %c1_24 = arith.constant 1 : index
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %26 = vector.load %arg4[%c1_24, %c0_25, %c0_26] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
    %27 = vector.shape_cast %26 : vector<1x8x128xf32> to vector<8x128xf32>
    %28 = arith.subf %25, %27 : vector<8x128xf32>
    %c0_27 = arith.constant 0 : index
    %c0_28 = arith.constant 0 : index
    %29 = vector.load %arg3[%c0_27, %c0_28] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg3[%c0_27, %c0_28], %28 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
  func.func @transform_1(%arg0: i32, %arg1: memref<2xi32, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32, %c0_i32_0 : i32, i32
  }
}
