module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: i32, %arg2: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 8, 128>}]} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg2[%c0, %c0_0] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %c3_i32 = arith.constant 3 : i32
    %1 = vector.broadcast %c3_i32 : i32 to vector<8x128xi32>
    %2 = arith.muli %0, %1 : vector<8x128xi32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %3 = vector.load %arg3[%c0_1, %c0_2] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %4 = arith.subi %2, %3 : vector<8x128xi32>
    %c0_i32 = arith.constant 0 : i32
    %5 = vector.broadcast %c0_i32 : i32 to vector<8x128xi32>
    %6 = arith.cmpi slt, %4, %5 : vector<8x128xi32>
    %c1000_i32 = arith.constant 1000 : i32
    %7 = vector.broadcast %c1000_i32 : i32 to vector<8x128xi32>
    %8 = arith.minsi %4, %7 : vector<8x128xi32>
    %c0_i32_3 = arith.constant 0 : i32
    %9 = vector.broadcast %c0_i32_3 : i32 to vector<8x128xi32>
    %10 = arith.select %6, %9, %8 : vector<8x128xi1>, vector<8x128xi32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %11 = vector.load %arg4[%c0_4, %c0_5] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg4[%c0_4, %c0_5], %10 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
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
  func.func @transform_2(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1 : i32, i32
  }
}
