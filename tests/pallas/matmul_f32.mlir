module attributes {stable_mosaic.version = 11 : i64} {
  func.func @matmul_kernel(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 2, 2>, scalar_prefetch = 0 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32_0 : i32
    scf.if %2 {
      %cst_9 = arith.constant 0.000000e+00 : f32
      %14 = vector.broadcast %cst_9 : f32 to vector<128x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %15 = vector.load %arg6[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %16 = vector.shape_cast %15 : vector<128x128xf32> to vector<128x128xf32>
      %17 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg6[%c0_10, %c0_11], %17 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %3 = vector.load %arg6[%c0, %c0_1] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %4 = vector.load %arg3[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %5 = vector.load %arg4[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
    %6 = tpu.matmul %4, %5, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x128xf32>
    %7 = arith.addf %3, %6 : vector<128x128xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %8 = vector.load %arg6[%c0_6, %c0_7] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg6[%c0_6, %c0_7], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %12 = arith.extui %11 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_8 : i32
    scf.if %13 {
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %14 = vector.load %arg6[%c0_9, %c0_10] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %15 = vector.load %arg5[%c0_11, %c0_12] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      tpu.vector_store %arg5[%c0_11, %c0_12], %14 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg2 : i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg2, %arg1 : i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1 : i32, i32
  }
}
