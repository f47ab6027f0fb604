module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<8x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 8, 128>}]} {
    %c2_i32 = arith.constant 2 : i32
    tpu.log "block $0 of $1" {formatted = true} : [%arg0, %c2_i32] : i32, i32
    tpu.log "no placeholders"
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = vector.load %arg1[%c0, %c0_0] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %1 = vector.load %arg2[%c0_1, %c0_2] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %c0_i32 = arith.constant 0 : i32
    %2 = vector.broadcast %c0_i32 : i32 to vector<8x128xi32>
    %3 = arith.cmpi slt, %1, %2 : vector<8x128xi32>
    %c128_i32 = arith.constant 128 : i32
    %4 = vector.broadcast %c128_i32 : i32 to vector<8x128xi32>
    %5 = arith.addi %1, %4 : vector<8x128xi32>
    %6 = arith.select %3, %5, %1 : vector<8x128xi1>, vector<8x128xi32>
    %7 = vector.shape_cast %6 : vector<8x128xi32> to vector<8x128x1xi32>
    %8 = vector.shape_cast %7 : vector<8x128x1xi32> to vector<8x128xi32>
    %9 = tpu.dynamic_gather %0[%8] in [1] : vector<8x128xf32>, vector<8x128xi32> -> vector<8x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %10 = vector.load %arg4[%c0_3, %c0_4] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg4[%c0_3, %c0_4], %9 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %11 = vector.load %arg3[%c0_5, %c0_6] : memref<8x128xi32, #tpu.memory_space<vmem>>, vector<8x128xi32>
    %c0_i32_7 = arith.constant 0 : i32
    %12 = vector.broadcast %c0_i32_7 : i32 to vector<8x128xi32>
    %13 = arith.cmpi slt, %11, %12 : vector<8x128xi32>
    %c8_i32 = arith.constant 8 : i32
    %14 = vector.broadcast %c8_i32 : i32 to vector<8x128xi32>
    %15 = arith.addi %11, %14 : vector<8x128xi32>
    %16 = arith.select %13, %15, %11 : vector<8x128xi1>, vector<8x128xi32>
    %17 = vector.shape_cast %16 : vector<8x128xi32> to vector<8x128x1xi32>
    %18 = vector.shape_cast %17 : vector<8x128x1xi32> to vector<8x128xi32>
    %19 = tpu.dynamic_gather %0[%18] in [0] : vector<8x128xf32>, vector<8x128xi32> -> vector<8x128xf32>
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %20 = vector.load %arg5[%c0_8, %c0_9] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg5[%c0_8, %c0_9], %19 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %21 = tpu.weird %0 : vector<8x128xf32> -> vector<8x128xi1>
    %cst = arith.constant dense<true> : vector<8x128xi1>
    %22 = arith.xori %21, %cst : vector<8x128xi1>
    %cst_10 = arith.constant -1.000000e+00 : f32
    %23 = vector.broadcast %cst_10 : f32 to vector<8x128xf32>
    %24 = arith.select %22, %0, %23 : vector<8x128xi1>, vector<8x128xf32>
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %25 = vector.load %arg6[%c0_11, %c0_12] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    tpu.vector_store %arg6[%c0_11, %c0_12], %24 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
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
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_2(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_3(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_4(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_5(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
}
