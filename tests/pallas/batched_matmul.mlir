module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<2x8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<2x128x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<2x8x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 2, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 2, 8, 128>}]} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %0 = vector.load %arg1[%c0, %c0_0, %c0_1] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<2x8x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %1 = vector.load %arg2[%c0_2, %c0_3, %c0_4] : memref<2x128x128xf32, #tpu.memory_space<vmem>>, vector<2x128x128xf32>
    "tpu.trace_start"() <{level = 10 : i32, message = "bqk,bkd->bqd"}> : () -> ()
    %cst = arith.constant dense<0.000000e+00> : vector<2x8x128xf32>
    %2 = tpu.matmul %0, %1, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[2], [1], [1], [2], [0, 0, 0, 1, 1, 2], [0], [0]>, transpose_lhs_hint = false} : vector<2x8x128xf32>, vector<2x128x128xf32>, vector<2x8x128xf32> -> vector<2x8x128xf32>
    "tpu.trace_stop"() : () -> ()
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %3 = vector.load %arg3[%c0_5, %c0_6, %c0_7] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<2x8x128xf32>
    tpu.vector_store %arg3[%c0_5, %c0_6, %c0_7], %2 {strides = array<i32>} : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<2x8x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %arg0, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %arg0, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %arg0, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
}
