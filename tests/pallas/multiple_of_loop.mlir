module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: i32, %arg2: memref<32x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 2>, scalar_prefetch = 0 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 32, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}]} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.broadcast %cst : f32 to vector<8x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %1 = vector.load %arg4[%c0, %c0_0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %2 = vector.shape_cast %1 : vector<8x128xf32> to vector<8x128xf32>
    %3 = vector.shape_cast %0 : vector<8x128xf32> to vector<8x128xf32>
    tpu.vector_store %arg4[%c0, %c0_0], %3 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %cst_1 = arith.constant 1.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.addi %c0_i32, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %5 = scf.for %arg5 = %c0_i32 to %4 step %c1_i32 iter_args(%arg6 = %cst_1) -> (f32)  : i32 {
      %c8_i32 = arith.constant 8 : i32
      %8 = arith.muli %arg5, %c8_i32 : i32
      %9 = tpu.assume_multiple %8, 8 : i32
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %10 = vector.load %arg4[%c0_7, %c0_8] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      %11 = arith.index_cast %9 : i32 to index
      %c0_9 = arith.constant 0 : index
      %12 = vector.load %arg2[%11, %c0_9] : memref<32x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      %13 = vector.broadcast %arg6 : f32 to vector<8x128xf32>
      %14 = arith.mulf %12, %13 : vector<8x128xf32>
      %15 = arith.addf %10, %14 : vector<8x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %16 = vector.load %arg4[%c0_10, %c0_11] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      %17 = vector.shape_cast %16 : vector<8x128xf32> to vector<8x128xf32>
      %18 = vector.shape_cast %15 : vector<8x128xf32> to vector<8x128xf32>
      tpu.vector_store %arg4[%c0_10, %c0_11], %18 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
      %cst_12 = arith.constant 5.000000e-01 : f32
      %19 = arith.mulf %arg6, %cst_12 : f32
      scf.yield %19 : f32
    }
    %c4_i32_2 = arith.constant 4 : i32
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %6 = vector.load %arg4[%c0_3, %c0_4] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %7 = vector.load %arg3[%c0_5, %c0_6] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg3[%c0_5, %c0_6], %6 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1 : i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1 : i32, i32
  }
}
