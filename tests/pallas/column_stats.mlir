module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<64x256xf32, #tpu.memory_space<vmem>>, %arg2: memref<1x256xf32, #tpu.memory_space<vmem>>, %arg3: memref<1x256xi32, #tpu.memory_space<vmem>>, %arg4: memref<64x256xbf16, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 4>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 64, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 64, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32_0 : i32
    scf.if %2 {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_15 : f32 to vector<1x256xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %24 = vector.load %arg2[%c0_16, %c0_17] : memref<1x256xf32, #tpu.memory_space<vmem>>, vector<1x256xf32>
      tpu.vector_store %arg2[%c0_16, %c0_17], %23 {strides = array<i32>} : memref<1x256xf32, #tpu.memory_space<vmem>>, vector<1x256xf32>, 
      %c0_i32_18 = arith.constant 0 : i32
      %25 = vector.broadcast %c0_i32_18 : i32 to vector<1x256xi32>
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %26 = vector.load %arg3[%c0_19, %c0_20] : memref<1x256xi32, #tpu.memory_space<vmem>>, vector<1x256xi32>
      tpu.vector_store %arg3[%c0_19, %c0_20], %25 {strides = array<i32>} : memref<1x256xi32, #tpu.memory_space<vmem>>, vector<1x256xi32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %3 = vector.load %arg1[%c0, %c0_1] : memref<64x256xf32, #tpu.memory_space<vmem>>, vector<64x256xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %4 = vector.load %arg2[%c0_2, %c0_3] : memref<1x256xf32, #tpu.memory_space<vmem>>, vector<1x256xf32>
    %5 = vector.shape_cast %4 : vector<1x256xf32> to vector<1x256xf32>
    %cst = arith.constant dense<0.000000e+00> : vector<256xf32>
    %6 = vector.multi_reduction <add>, %3, %cst [0] : vector<64x256xf32> to vector<256xf32>
    %7 = vector.shape_cast %6 : vector<256xf32> to vector<1x256xf32>
    %8 = arith.addf %5, %7 : vector<1x256xf32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %9 = vector.load %arg2[%c0_4, %c0_5] : memref<1x256xf32, #tpu.memory_space<vmem>>, vector<1x256xf32>
    tpu.vector_store %arg2[%c0_4, %c0_5], %8 {strides = array<i32>} : memref<1x256xf32, #tpu.memory_space<vmem>>, vector<1x256xf32>, 
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %10 = vector.load %arg3[%c0_6, %c0_7] : memref<1x256xi32, #tpu.memory_space<vmem>>, vector<1x256xi32>
    %11 = vector.shape_cast %10 : vector<1x256xi32> to vector<1x256xi32>
    %cst_8 = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_8 : f32 to vector<64x256xf32>
    %13 = arith.cmpf ogt, %3, %12 : vector<64x256xf32>
    %14 = arith.extui %13 : vector<64x256xi1> to vector<64x256xi32>
    %cst_9 = arith.constant dense<0> : vector<256xi32>
    %15 = vector.multi_reduction <add>, %14, %cst_9 [0] : vector<64x256xi32> to vector<256xi32>
    %16 = vector.shape_cast %15 : vector<256xi32> to vector<1x256xi32>
    %17 = arith.addi %11, %16 : vector<1x256xi32>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %18 = vector.load %arg3[%c0_10, %c0_11] : memref<1x256xi32, #tpu.memory_space<vmem>>, vector<1x256xi32>
    tpu.vector_store %arg3[%c0_10, %c0_11], %17 {strides = array<i32>} : memref<1x256xi32, #tpu.memory_space<vmem>>, vector<1x256xi32>, 
    %cst_12 = arith.constant 7.500000e-01 : f32
    %19 = vector.broadcast %cst_12 : f32 to vector<64x256xf32>
    %20 = arith.mulf %3, %19 : vector<64x256xf32>
    %21 = arith.truncf %20 : vector<64x256xf32> to vector<64x256xbf16>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %22 = vector.load %arg4[%c0_13, %c0_14] : memref<64x256xbf16, #tpu.memory_space<vmem>>, vector<64x256xbf16>
    tpu.vector_store %arg4[%c0_13, %c0_14], %21 {strides = array<i32>} : memref<64x256xbf16, #tpu.memory_space<vmem>>, vector<64x256xbf16>, 
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
  func.func @transform_2(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32, %c0_i32_0 : i32, i32
  }
  func.func @transform_3(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
}
