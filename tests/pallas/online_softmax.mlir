module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<8x1xf32, #tpu.memory_space<vmem>>, %arg6: memref<8x1xf32, #tpu.memory_space<vmem>>, %arg7: memref<8x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 8, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32_0 : i32
    scf.if %2 {
      %cst_22 = arith.constant 0xFF800000 : f32
      %38 = vector.broadcast %cst_22 : f32 to vector<8x1xf32>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %39 = vector.load %arg5[%c0_23, %c0_24] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
      %40 = vector.shape_cast %39 : vector<8x1xf32> to vector<8x1xf32>
      %41 = vector.shape_cast %38 : vector<8x1xf32> to vector<8x1xf32>
      tpu.vector_store %arg5[%c0_23, %c0_24], %41 {strides = array<i32>} : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>, 
      %cst_25 = arith.constant 0.000000e+00 : f32
      %42 = vector.broadcast %cst_25 : f32 to vector<8x1xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %43 = vector.load %arg6[%c0_26, %c0_27] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
      %44 = vector.shape_cast %43 : vector<8x1xf32> to vector<8x1xf32>
      %45 = vector.shape_cast %42 : vector<8x1xf32> to vector<8x1xf32>
      tpu.vector_store %arg6[%c0_26, %c0_27], %45 {strides = array<i32>} : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>, 
      %cst_28 = arith.constant 0.000000e+00 : f32
      %46 = vector.broadcast %cst_28 : f32 to vector<8x128xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %47 = vector.load %arg7[%c0_29, %c0_30] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      %48 = vector.shape_cast %47 : vector<8x128xf32> to vector<8x128xf32>
      %49 = vector.shape_cast %46 : vector<8x128xf32> to vector<8x128xf32>
      tpu.vector_store %arg7[%c0_29, %c0_30], %49 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %3 = vector.load %arg1[%c0, %c0_1] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %4 = vector.load %arg2[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst = arith.constant dense<0.000000e+00> : vector<8x128xf32>
    %5 = tpu.matmul %3, %4, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x128xf32>, vector<128x128xf32>, vector<8x128xf32> -> vector<8x128xf32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %6 = vector.load %arg5[%c0_4, %c0_5] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
    %cst_6 = arith.constant dense<0xFF800000> : vector<8xf32>
    %7 = vector.multi_reduction <maximumf>, %5, %cst_6 [1] : vector<8x128xf32> to vector<8xf32>
    %8 = vector.shape_cast %7 : vector<8xf32> to vector<8x1xf32>
    %9 = arith.maximumf %6, %8 : vector<8x1xf32>
    %10 = vector.broadcast %9 : vector<8x1xf32> to vector<8x128xf32>
    %11 = arith.subf %5, %10 : vector<8x128xf32>
    %12 = math.exp %11 : vector<8x128xf32>
    %13 = arith.subf %6, %9 : vector<8x1xf32>
    %14 = math.exp %13 : vector<8x1xf32>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %15 = vector.load %arg6[%c0_7, %c0_8] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
    %16 = arith.mulf %14, %15 : vector<8x1xf32>
    %cst_9 = arith.constant dense<0.000000e+00> : vector<8xf32>
    %17 = vector.multi_reduction <add>, %12, %cst_9 [1] : vector<8x128xf32> to vector<8xf32>
    %18 = vector.shape_cast %17 : vector<8xf32> to vector<8x1xf32>
    %19 = arith.addf %16, %18 : vector<8x1xf32>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %20 = vector.load %arg6[%c0_10, %c0_11] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
    %21 = vector.shape_cast %20 : vector<8x1xf32> to vector<8x1xf32>
    %22 = vector.shape_cast %19 : vector<8x1xf32> to vector<8x1xf32>
    tpu.vector_store %arg6[%c0_10, %c0_11], %22 {strides = array<i32>} : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>, 
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %23 = vector.load %arg7[%c0_12, %c0_13] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %24 = vector.broadcast %14 : vector<8x1xf32> to vector<8x128xf32>
    %25 = arith.mulf %24, %23 : vector<8x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %26 = vector.load %arg3[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : vector<8x128xf32>
    %27 = tpu.matmul %12, %26, %cst_16 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<8x128xf32>, vector<128x128xf32>, vector<8x128xf32> -> vector<8x128xf32>
    %28 = arith.addf %25, %27 : vector<8x128xf32>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %29 = vector.load %arg7[%c0_17, %c0_18] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
    %30 = vector.shape_cast %29 : vector<8x128xf32> to vector<8x128xf32>
    %31 = vector.shape_cast %28 : vector<8x128xf32> to vector<8x128xf32>
    tpu.vector_store %arg7[%c0_17, %c0_18], %31 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %32 = vector.load %arg5[%c0_19, %c0_20] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
    %33 = vector.shape_cast %32 : vector<8x1xf32> to vector<8x1xf32>
    %34 = vector.shape_cast %9 : vector<8x1xf32> to vector<8x1xf32>
    tpu.vector_store %arg5[%c0_19, %c0_20], %34 {strides = array<i32>} : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>, 
    %c1_i32 = arith.constant 1 : i32
    %35 = arith.cmpi eq, %arg0, %c1_i32 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_21 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32_21 : i32
    scf.if %37 {
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %38 = vector.load %arg7[%c0_22, %c0_23] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %39 = vector.load %arg6[%c0_24, %c0_25] : memref<8x1xf32, #tpu.memory_space<vmem>>, vector<8x1xf32>
      %40 = vector.broadcast %39 : vector<8x1xf32> to vector<8x128xf32>
      %41 = arith.divf %38, %40 : vector<8x128xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %42 = vector.load %arg4[%c0_26, %c0_27] : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>
      tpu.vector_store %arg4[%c0_26, %c0_27], %41 {strides = array<i32>} : memref<8x128xf32, #tpu.memory_space<vmem>>, vector<8x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32, %c0_i32_0 : i32, i32
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
    %c0_i32_1 = arith.constant 0 : i32
    return %c0_i32, %c0_i32_0 : i32, i32
  }
}
