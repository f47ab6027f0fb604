module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %0 = tpu.iota {dimensions = array<i32: 1>} : vector<8x128xi32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %1 = vector.load %arg0[%c0, %c0_0] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %c3_i32 = arith.constant 3 : i32
    %2 = tpu.dynamic_rotate %1 by %c3_i32 dim 1 : vector<8x128xi32>, i32 -> vector<8x128xi32>
    %3 = arith.addi %2, %0 : vector<8x128xi32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %4 = vector.load %arg1[%c0_1, %c0_2] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg1[%c0_1, %c0_2], %3 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    return
  }
}
