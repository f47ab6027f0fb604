"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg2: i32, %arg3: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xi32, #tpu.memory_space<vmem>>):
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.cmpi"(%arg2, %5) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7 = "arith.extui"(%6) : (i1) -> i32
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.cmpi"(%7, %8) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "scf.if"(%9) ({
      %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %22 = "vector.broadcast"(%21) : (i32) -> vector<8x128xi32>
      %23 = "arith.constant"() <{value = 0 : index}> : () -> index
      %24 = "arith.constant"() <{value = 0 : index}> : () -> index
      %25 = "vector.load"(%arg4, %23, %24) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
      "tpu.vector_store"(%22, %arg4, %23, %24) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "vector.load"(%arg4, %10, %11) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %13 = "vector.shape_cast"(%12) : (vector<8x128xi32>) -> vector<8x128xi32>
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "vector.load"(%arg3, %14, %15) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %17 = "arith.addi"(%13, %16) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "vector.load"(%arg4, %18, %19) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    "tpu.vector_store"(%17, %arg4, %18, %19) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}]} : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_0"}> ({
  ^bb0(%arg1: i32):
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg1, %3) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_1"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
