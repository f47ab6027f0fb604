module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %0 = tpu.memref_reshape %arg0 : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %1 = vector.load %0[%c0, %c0_0, %c0_1] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
    %2 = vector.shape_cast %1 : vector<1x8x128xf32> to vector<8x128xf32>
    %3 = tpu.memref_reshape %arg0 : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %4 = vector.load %3[%c1, %c0_2, %c0_3] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
    %5 = vector.shape_cast %4 : vector<1x8x128xf32> to vector<8x128xf32>
    %6 = tpu.memref_reshape %arg0 : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %7 = vector.load %6[%c0_4, %c0_5, %c0_6] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
    %8 = vector.shape_cast %7 : vector<1x8x128xf32> to vector<8x128xf32>
    %9 = arith.mulf %5, %8 : vector<8x128xf32>
    %10 = arith.subf %2, %9 : vector<8x128xf32>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %11 = vector.load %arg1[%c0_7, %c0_8] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg1[%c0_7, %c0_8], %10 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %12 = tpu.memref_bitcast %arg0 : memref<16x128xf32, #tpu.memory_space<vmem>> -> memref<16x128xi32, #tpu.memory_space<vmem>>
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %13 = vector.load %12[%c0_9, %c0_10] : memref<16x128xi32, #tpu.memory_space<vmem>>, vector<16x128xi32>
    %14 = vector.extract_strided_slice %13 {offsets = [8, 0], sizes = [8, 128], strides = [1, 1]} : vector<16x128xi32> to vector<8x128xi32>
    %c1_i32 = arith.constant 1 : i32
    %15 = vector.broadcast %c1_i32 : i32 to vector<8x128xi32>
    %16 = arith.addi %14, %15 : vector<8x128xi32>
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %17 = vector.load %arg2[%c0_11, %c0_12] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg2[%c0_11, %c0_12], %16 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    return
  }
}
