module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xi32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32_0 : i32
    scf.if %2 {
      %c0_i32_6 = arith.constant 0 : i32
      %8 = vector.broadcast %c0_i32_6 : i32 to vector<8x128xi32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %9 = vector.load %arg2[%c0_7, %c0_8] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
      tpu.vector_store %arg2[%c0_7, %c0_8], %8 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %3 = vector.load %arg2[%c0, %c0_1] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %4 = vector.shape_cast %3 : vector<8x128xi32> to vector<8x128xi32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %5 = vector.load %arg1[%c0_2, %c0_3] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %6 = arith.addi %4, %5 : vector<8x128xi32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %7 = vector.load %arg2[%c0_4, %c0_5] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    tpu.vector_store %arg2[%c0_4, %c0_5], %6 {strides = array<i32>} : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>, 
    return
  }
  func.func @transform_0(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_1(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32, %c0_i32_0 : i32, i32
  }
}
