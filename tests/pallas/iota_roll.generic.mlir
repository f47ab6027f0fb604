"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>):
    %0 = "tpu.iota"() <{dimensions = array<i32: 1>}> : () -> vector<8x128xi32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "vector.load"(%arg0, %1, %2) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "tpu.dynamic_rotate"(%3, %4) <{dimension = 1 : si32}> : (vector<8x128xi32>, i32) -> vector<8x128xi32>
    %6 = "arith.addi"(%5, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "vector.load"(%arg1, %7, %8) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    "tpu.vector_store"(%6, %arg1, %7, %8) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
