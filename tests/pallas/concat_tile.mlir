module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<16x256xf32, #tpu.memory_space<vmem>>, %arg3: memref<16x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0, %c0_0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1 = vector.load %arg1[%c0_1, %c0_2] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %2 = tpu.concatenate %0, %1 in 0 : vector<8x128xf32>, vector<8x128xf32> -> vector<16x128xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst : f32 to vector<16x128xf32>
    %4 = arith.subf %3, %2 : vector<16x128xf32>
    %5 = tpu.concatenate %2, %4 in 1 : vector<16x128xf32>, vector<16x128xf32> -> vector<16x256xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %6 = vector.load %arg2[%c0_3, %c0_4] : memref<16x256xf32, #tpu.memory_space<vmem>>, vector<16x256xf32>
    tpu.vector_store %arg2[%c0_3, %c0_4], %5 {strides = array<i32>} : memref<16x256xf32, #tpu.memory_space<vmem>>, vector<16x256xf32>, 
    %7 = tpu.concatenate %0, %0 in 0 : vector<8x128xf32>, vector<8x128xf32> -> vector<16x128xf32>
    %cst_5 = arith.constant 2.000000e+00 : f32
    %8 = vector.broadcast %cst_5 : f32 to vector<16x128xf32>
    %9 = arith.mulf %7, %8 : vector<16x128xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %10 = vector.load %arg3[%c0_6, %c0_7] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    tpu.vector_store %arg3[%c0_6, %c0_7], %9 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, 
    return
  }
}
