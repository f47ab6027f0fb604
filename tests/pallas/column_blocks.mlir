module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<16x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 3>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 16, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 16, 128>}]} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg1[%c0, %c0_0] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    %1 = math.absf %0 : vector<16x128xf32>
    %2 = math.floor %1 : vector<16x128xf32>
    %c1_i32 = arith.constant 1 : i32
    %3 = arith.addi %arg0, %c1_i32 : i32
    %4 = arith.sitofp %3 : i32 to f32
    %5 = vector.broadcast %4 : f32 to vector<16x128xf32>
    %6 = arith.mulf %2, %5 : vector<16x128xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %7 = vector.load %arg2[%c0_1, %c0_2] : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>
    tpu.vector_store %arg2[%c0_1, %c0_2], %6 {strides = array<i32>} : memref<16x128xf32, #tpu.memory_space<vmem>>, vector<16x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %arg0 : i32, i32
  }
  func.func @transform_1(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %arg0 : i32, i32
  }
}
