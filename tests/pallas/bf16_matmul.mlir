module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<128x128xbf16, #tpu.memory_space<vmem>>, %arg1: memref<128x128xbf16, #tpu.memory_space<vmem>>, %arg2: memref<1x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0, %c0_0] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1 = vector.load %arg1[%c0_1, %c0_2] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
    %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
    %2 = tpu.matmul %0, %1, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %3 = vector.load %arg2[%c0_3, %c0_4] : memref<1x128xf32, #tpu.memory_space<vmem>>, vector<1x128xf32>
    %4 = vector.broadcast %3 : vector<1x128xf32> to vector<128x128xf32>
    %5 = arith.addf %2, %4 : vector<128x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %6 = vector.load %arg3[%c0_5, %c0_6] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    tpu.vector_store %arg3[%c0_5, %c0_6], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    return
  }
}
