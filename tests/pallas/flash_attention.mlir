module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: i32, %arg1: i32, %arg2: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg4: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<128x1xf32, #tpu.memory_space<vmem>>, %arg7: memref<128x1xf32, #tpu.memory_space<vmem>>, %arg8: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 3>, scalar_prefetch = 0 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32_0 : i32
    scf.if %2 {
      %cst_23 = arith.constant 0xFF800000 : f32
      %40 = vector.broadcast %cst_23 : f32 to vector<128x1xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %41 = vector.load %arg6[%c0_24, %c0_25] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
      %42 = vector.shape_cast %41 : vector<128x1xf32> to vector<128x1xf32>
      %43 = vector.shape_cast %40 : vector<128x1xf32> to vector<128x1xf32>
      tpu.vector_store %arg6[%c0_24, %c0_25], %43 {strides = array<i32>} : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>, 
      %cst_26 = arith.constant 0.000000e+00 : f32
      %44 = vector.broadcast %cst_26 : f32 to vector<128x1xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %45 = vector.load %arg7[%c0_27, %c0_28] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
      %46 = vector.shape_cast %45 : vector<128x1xf32> to vector<128x1xf32>
      %47 = vector.shape_cast %44 : vector<128x1xf32> to vector<128x1xf32>
      tpu.vector_store %arg7[%c0_27, %c0_28], %47 {strides = array<i32>} : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>, 
      %cst_29 = arith.constant 0.000000e+00 : f32
      %48 = vector.broadcast %cst_29 : f32 to vector<128x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %49 = vector.load %arg8[%c0_30, %c0_31] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %50 = vector.shape_cast %49 : vector<128x128xf32> to vector<128x128xf32>
      %51 = vector.shape_cast %48 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg8[%c0_30, %c0_31], %51 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %3 = vector.load %arg2[%c0, %c0_1] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %4 = vector.load %arg3[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
    %5 = tpu.matmul %3, %4, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x128xf32>
    %cst_4 = arith.constant 1.250000e-01 : f32
    %6 = vector.broadcast %cst_4 : f32 to vector<128x128xf32>
    %7 = arith.mulf %5, %6 : vector<128x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %8 = vector.load %arg6[%c0_5, %c0_6] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
    %cst_7 = arith.constant dense<0xFF800000> : vector<128xf32>
    %9 = vector.multi_reduction <maximumf>, %7, %cst_7 [1] : vector<128x128xf32> to vector<128xf32>
    %10 = vector.shape_cast %9 : vector<128xf32> to vector<128x1xf32>
    %11 = arith.maximumf %8, %10 : vector<128x1xf32>
    %12 = vector.broadcast %11 : vector<128x1xf32> to vector<128x128xf32>
    %13 = arith.subf %7, %12 : vector<128x128xf32>
    %14 = math.exp %13 : vector<128x128xf32>
    %15 = arith.subf %8, %11 : vector<128x1xf32>
    %16 = math.exp %15 : vector<128x1xf32>
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %17 = vector.load %arg7[%c0_8, %c0_9] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
    %18 = arith.mulf %16, %17 : vector<128x1xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : vector<128xf32>
    %19 = vector.multi_reduction <add>, %14, %cst_10 [1] : vector<128x128xf32> to vector<128xf32>
    %20 = vector.shape_cast %19 : vector<128xf32> to vector<128x1xf32>
    %21 = arith.addf %18, %20 : vector<128x1xf32>
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %22 = vector.load %arg7[%c0_11, %c0_12] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
    %23 = vector.shape_cast %22 : vector<128x1xf32> to vector<128x1xf32>
    %24 = vector.shape_cast %21 : vector<128x1xf32> to vector<128x1xf32>
    tpu.vector_store %arg7[%c0_11, %c0_12], %24 {strides = array<i32>} : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>, 
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %25 = vector.load %arg8[%c0_13, %c0_14] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %26 = vector.broadcast %16 : vector<128x1xf32> to vector<128x128xf32>
    %27 = arith.mulf %26, %25 : vector<128x128xf32>
    %c0_15 = arith.constant 0 : index
    %c0_16 = arith.constant 0 : index
    %28 = vector.load %arg4[%c0_15, %c0_16] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_17 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
    %29 = tpu.matmul %14, %28, %cst_17 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x128xf32>
    %30 = arith.addf %27, %29 : vector<128x128xf32>
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %31 = vector.load %arg8[%c0_18, %c0_19] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %32 = vector.shape_cast %31 : vector<128x128xf32> to vector<128x128xf32>
    %33 = vector.shape_cast %30 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg8[%c0_18, %c0_19], %33 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %34 = vector.load %arg6[%c0_20, %c0_21] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
    %35 = vector.shape_cast %34 : vector<128x1xf32> to vector<128x1xf32>
    %36 = vector.shape_cast %11 : vector<128x1xf32> to vector<128x1xf32>
    tpu.vector_store %arg6[%c0_20, %c0_21], %36 {strides = array<i32>} : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>, 
    %c2_i32 = arith.constant 2 : i32
    %37 = arith.cmpi eq, %arg1, %c2_i32 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32_22 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32_22 : i32
    scf.if %39 {
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %40 = vector.load %arg8[%c0_23, %c0_24] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %41 = vector.load %arg7[%c0_25, %c0_26] : memref<128x1xf32, #tpu.memory_space<vmem>>, vector<128x1xf32>
      %42 = vector.broadcast %41 : vector<128x1xf32> to vector<128x128xf32>
      %43 = arith.divf %40, %42 : vector<128x128xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %44 = vector.load %arg5[%c0_27, %c0_28] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      tpu.vector_store %arg5[%c0_27, %c0_28], %43 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg1, %c0_i32 : i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg1, %c0_i32 : i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32 : i32, i32
  }
}
