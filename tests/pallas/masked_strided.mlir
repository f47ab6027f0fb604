module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<16x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0, %c0_0] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %1 = tpu.reciprocal %0 : vector<16x128xf32> -> vector<16x128xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %2 = tpu.strided_load %arg0[%c0_1, %c0_2] {strides = array<i32: 2, 1>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %3 = vector.load %arg1[%c0_3, %c0_4] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    tpu.vector_store %arg1[%c0_3, %c0_4], %1 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, 
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %4 = vector.load %arg1[%c0_5, %c0_6] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg1[%c0_5, %c0_6], %2 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %5 = tpu.iota {dimensions = array<i32: 1>} : vector<16x128xi32>
    %c64_i32 = arith.constant 64 : i32
    %6 = vector.broadcast %c64_i32 : i32 to vector<16x128xi32>
    %7 = arith.cmpi slt, %5, %6 : vector<16x128xi32>
    %cst = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst : f32 to vector<16x128xf32>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %9 = vector.load %arg1[%c0_7, %c0_8] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %10 = vector.shape_cast %9 : vector<16x128xf32> to vector<16x128xf32>
    %11 = vector.shape_cast %8 : vector<16x128xf32> to vector<16x128xf32>
    %12 = vector.shape_cast %7 : vector<16x128xi1> to vector<16x128xi1>
    tpu.vector_store %arg1[%c0_7, %c0_8], %11 masked %12 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, vector<16x128xi1>
    %cst_9 = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_9 : f32 to vector<8x128xf32>
    %14 = arith.subf %13, %2 : vector<8x128xf32>
    %c1 = arith.constant 1 : index
    %c0_10 = arith.constant 0 : index
    %15 = tpu.strided_load %arg1[%c1, %c0_10] {strides = array<i32: 2, 1>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.strided_store %arg1[%c1, %c0_10], %14 {strides = array<i32: 2, 1>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    return
  }
}
