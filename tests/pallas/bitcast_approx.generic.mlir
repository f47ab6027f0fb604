"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xf32, #tpu.memory_space<vmem>>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "vector.load"(%arg0, %0, %1) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %3 = "tpu.bitcast"(%2) : (vector<8x128xf32>) -> vector<8x128xi32>
    %4 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %5 = "vector.broadcast"(%4) : (i32) -> vector<8x128xi32>
    %6 = "arith.xori"(%3, %5) : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %7 = "tpu.bitcast"(%6) : (vector<8x128xi32>) -> vector<8x128xf32>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "vector.load"(%arg1, %8, %9) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%7, %arg1, %8, %9) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %11 = "tpu.reciprocal"(%2) <{approx = true, full_range = true}> : (vector<8x128xf32>) -> vector<8x128xf32>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "vector.load"(%arg2, %12, %13) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%11, %arg2, %12, %13) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
