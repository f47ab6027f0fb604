"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "add_kernel"}> ({
  ^bb0(%arg3: i32, %arg4: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg5: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<8x128xf32, #tpu.memory_space<vmem>>):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "vector.load"(%arg4, %6, %7) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "vector.load"(%arg5, %9, %10) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %12 = "arith.addf"(%8, %11) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "vector.load"(%arg6, %13, %14) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%12, %arg6, %13, %14) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 8, 128>}]} : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_0"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg2, %4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_1"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg1, %2) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_2"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
