"builtin.module"() ({
  "func.func"() <{function_type = (memref<128x128xbf16, #tpu.memory_space<vmem>>, memref<128x128xbf16, #tpu.memory_space<vmem>>, memref<1x128xf32, #tpu.memory_space<vmem>>, memref<128x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<128x128xbf16, #tpu.memory_space<vmem>>, %arg1: memref<128x128xbf16, #tpu.memory_space<vmem>>, %arg2: memref<1x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<128x128xf32, #tpu.memory_space<vmem>>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "vector.load"(%arg0, %0, %1) : (memref<128x128xbf16, #tpu.memory_space<vmem>>, index, index) -> vector<128x128xbf16>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "vector.load"(%arg1, %3, %4) : (memref<128x128xbf16, #tpu.memory_space<vmem>>, index, index) -> vector<128x128xbf16>
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> : () -> vector<128x128xf32>
    %7 = "tpu.matmul"(%2, %5, %6) <{dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs = false, transpose_lhs_hint = false, transpose_rhs = false}> : (vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32>) -> vector<128x128xf32>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "vector.load"(%arg2, %8, %9) : (memref<1x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<1x128xf32>
    %11 = "vector.broadcast"(%10) : (vector<1x128xf32>) -> vector<128x128xf32>
    %12 = "arith.addf"(%7, %11) <{fastmath = #arith.fastmath<none>}> : (vector<128x128xf32>, vector<128x128xf32>) -> vector<128x128xf32>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "vector.load"(%arg3, %13, %14) : (memref<128x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<128x128xf32>
    "tpu.vector_store"(%12, %arg3, %13, %14) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<128x128xf32>, memref<128x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
