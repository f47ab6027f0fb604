"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<2x8x128xf32, #tpu.memory_space<vmem>>, memref<2x128x128xf32, #tpu.memory_space<vmem>>, memref<2x8x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg3: i32, %arg4: memref<2x8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<2x128x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<2x8x128xf32, #tpu.memory_space<vmem>>):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "vector.load"(%arg4, %9, %10, %11) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<2x8x128xf32>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "vector.load"(%arg5, %13, %14, %15) : (memref<2x128x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<2x128x128xf32>
    "tpu.trace_start"() <{level = 10 : i32, message = "bqk,bkd->bqd"}> : () -> ()
    %17 = "arith.constant"() <{value = dense<0.000000e+00> : vector<2x8x128xf32>}> : () -> vector<2x8x128xf32>
    %18 = "tpu.matmul"(%12, %16, %17) <{dimension_numbers = #tpu.dot_dimension_numbers<[2], [1], [1], [2], [0, 0, 0, 1, 1, 2], [0], [0]>, transpose_lhs = false, transpose_lhs_hint = false, transpose_rhs = false}> : (vector<2x8x128xf32>, vector<2x128x128xf32>, vector<2x8x128xf32>) -> vector<2x8x128xf32>
    "tpu.trace_stop"() : () -> ()
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "vector.load"(%arg6, %19, %20, %21) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<2x8x128xf32>
    "tpu.vector_store"(%18, %arg6, %19, %20, %21) <{add = false, operandSegmentSizes = array<i32: 1, 1, 3, 0>, strides = array<i32>}> : (vector<2x8x128xf32>, memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 2, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 2, 8, 128>}]} : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "transform_0"}> ({
  ^bb0(%arg2: i32):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg2, %6, %7) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "transform_1"}> ({
  ^bb0(%arg1: i32):
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg1, %3, %4) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "transform_2"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg0, %0, %1) : (i32, i32, i32) -> ()
  }) : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
