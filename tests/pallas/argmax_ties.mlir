module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg2: memref<8x8xi32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg5: memref<8x8xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0, %c0_0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1 = vector.load %arg1[%c0_1, %c0_2] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %2 = arith.sitofp %1 : vector<8x128xi32> to vector<8x128xf32>
    %c0_i32 = arith.constant 0 : i32
    %3 = vector.broadcast %c0_i32 : i32 to vector<8x8xi32>
    %c0_i32_3 = arith.constant 0 : i32
    %4 = vector.broadcast %c0_i32_3 : i32 to vector<8x128xi32>
    %5 = tpu.reduce_index %0 {axis = 1 : i32, kind = #tpu.reduction_kind<arg_max>} : vector<8x128xf32> -> vector<8xi32>
    %6 = vector.shape_cast %5 : vector<8xi32> to vector<1x8xi32>
    %7 = vector.broadcast %6 : vector<1x8xi32> to vector<8x8xi32>
    %8 = arith.addi %7, %3 : vector<8x8xi32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %9 = vector.load %arg2[%c0_4, %c0_5] : memref<8x8xi32, #tpu.memory_space<vmem>>, vector<8x8xi32>
    tpu.vector_store %arg2[%c0_4, %c0_5], %8 {strides = array<i32>} : memref<8x8xi32, #tpu.memory_space<vmem>>, vector<8x8xi32>, 
    %10 = tpu.reduce_index %0 {axis = 0 : i32, kind = #tpu.reduction_kind<arg_min>} : vector<8x128xf32> -> vector<128xi32>
    %11 = vector.shape_cast %10 : vector<128xi32> to vector<1x128xi32>
    %12 = vector.broadcast %11 : vector<1x128xi32> to vector<8x128xi32>
    %13 = arith.addi %12, %4 : vector<8x128xi32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %14 = vector.load %arg3[%c0_6, %c0_7] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg3[%c0_6, %c0_7], %13 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    %15 = tpu.reduce_index %2 {axis = 0 : i32, kind = #tpu.reduction_kind<arg_max>} : vector<8x128xf32> -> vector<128xi32>
    %16 = vector.shape_cast %15 : vector<128xi32> to vector<1x128xi32>
    %17 = vector.broadcast %16 : vector<1x128xi32> to vector<8x128xi32>
    %18 = arith.addi %17, %4 : vector<8x128xi32>
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %19 = vector.load %arg4[%c0_8, %c0_9] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg4[%c0_8, %c0_9], %18 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    %20 = tpu.reduce_index %0 {axis = 1 : i32, kind = #tpu.reduction_kind<arg_min>} : vector<8x128xf32> -> vector<8xi32>
    %21 = vector.shape_cast %20 : vector<8xi32> to vector<1x8xi32>
    %22 = vector.broadcast %21 : vector<1x8xi32> to vector<8x8xi32>
    %23 = arith.addi %22, %3 : vector<8x8xi32>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %24 = vector.load %arg5[%c0_10, %c0_11] : memref<8x8xi32, #tpu.memory_space<vmem>>, vector<8x8xi32>
    tpu.vector_store %arg5[%c0_10, %c0_11], %23 {strides = array<i32>} : memref<8x8xi32, #tpu.memory_space<vmem>>, vector<8x8xi32>, 
    return
  }
}
