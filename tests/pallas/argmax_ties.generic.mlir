"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x8xi32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x8xi32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg2: memref<8x8xi32, #tpu.memory_space<vmem>>, %arg3: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg4: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg5: memref<8x8xi32, #tpu.memory_space<vmem>>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "vector.load"(%arg0, %0, %1) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "vector.load"(%arg1, %3, %4) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %6 = "arith.sitofp"(%5) : (vector<8x128xi32>) -> vector<8x128xf32>
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "vector.broadcast"(%7) : (i32) -> vector<8x8xi32>
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "vector.broadcast"(%9) : (i32) -> vector<8x128xi32>
    %11 = "tpu.reduce_index"(%2) <{axis = 1 : i32, kind = #tpu.reduction_kind<arg_max>}> : (vector<8x128xf32>) -> vector<8xi32>
    %12 = "vector.shape_cast"(%11) : (vector<8xi32>) -> vector<1x8xi32>
    %13 = "vector.broadcast"(%12) : (vector<1x8xi32>) -> vector<8x8xi32>
    %14 = "arith.addi"(%13, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<8x8xi32>, vector<8x8xi32>) -> vector<8x8xi32>
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "vector.load"(%arg2, %15, %16) : (memref<8x8xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x8xi32>
    "tpu.vector_store"(%14, %arg2, %15, %16) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x8xi32>, memref<8x8xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    %18 = "tpu.reduce_index"(%2) <{axis = 0 : i32, kind = #tpu.reduction_kind<arg_min>}> : (vector<8x128xf32>) -> vector<128xi32>
    %19 = "vector.shape_cast"(%18) : (vector<128xi32>) -> vector<1x128xi32>
    %20 = "vector.broadcast"(%19) : (vector<1x128xi32>) -> vector<8x128xi32>
    %21 = "arith.addi"(%20, %10) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "vector.load"(%arg3, %22, %23) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    "tpu.vector_store"(%21, %arg3, %22, %23) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    %25 = "tpu.reduce_index"(%6) <{axis = 0 : i32, kind = #tpu.reduction_kind<arg_max>}> : (vector<8x128xf32>) -> vector<128xi32>
    %26 = "vector.shape_cast"(%25) : (vector<128xi32>) -> vector<1x128xi32>
    %27 = "vector.broadcast"(%26) : (vector<1x128xi32>) -> vector<8x128xi32>
    %28 = "arith.addi"(%27, %10) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "vector.load"(%arg4, %29, %30) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    "tpu.vector_store"(%28, %arg4, %29, %30) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    %32 = "tpu.reduce_index"(%2) <{axis = 1 : i32, kind = #tpu.reduction_kind<arg_min>}> : (vector<8x128xf32>) -> vector<8xi32>
    %33 = "vector.shape_cast"(%32) : (vector<8xi32>) -> vector<1x8xi32>
    %34 = "vector.broadcast"(%33) : (vector<1x8xi32>) -> vector<8x8xi32>
    %35 = "arith.addi"(%34, %8) <{overflowFlags = #arith.overflow<none>}> : (vector<8x8xi32>, vector<8x8xi32>) -> vector<8x8xi32>
    %36 = "arith.constant"() <{value = 0 : index}> : () -> index
    %37 = "arith.constant"() <{value = 0 : index}> : () -> index
    %38 = "vector.load"(%arg5, %36, %37) : (memref<8x8xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x8xi32>
    "tpu.vector_store"(%35, %arg5, %36, %37) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x8xi32>, memref<8x8xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
