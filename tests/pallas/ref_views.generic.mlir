"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg1: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<8x128xi32, #tpu.memory_space<vmem>>):
    %0 = "tpu.memref_reshape"(%arg0) : (memref<16x128xf32, #tpu.memory_space<vmem>>) -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "vector.load"(%0, %1, %2, %3) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %5 = "vector.shape_cast"(%4) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %6 = "tpu.memref_reshape"(%arg0) : (memref<16x128xf32, #tpu.memory_space<vmem>>) -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "vector.load"(%6, %7, %8, %9) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %11 = "vector.shape_cast"(%10) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %12 = "tpu.memref_reshape"(%arg0) : (memref<16x128xf32, #tpu.memory_space<vmem>>) -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "vector.load"(%12, %13, %14, %15) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %17 = "vector.shape_cast"(%16) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %18 = "arith.mulf"(%11, %17) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %19 = "arith.subf"(%5, %18) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "vector.load"(%arg1, %20, %21) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%19, %arg1, %20, %21) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %23 = "tpu.memref_bitcast"(%arg0) : (memref<16x128xf32, #tpu.memory_space<vmem>>) -> memref<16x128xi32, #tpu.memory_space<vmem>>
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "vector.load"(%23, %24, %25) : (memref<16x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xi32>
    %27 = "vector.extract_strided_slice"(%26) <{offsets = [8, 0], sizes = [8, 128], strides = [1, 1]}> : (vector<16x128xi32>) -> vector<8x128xi32>
    %28 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %29 = "vector.broadcast"(%28) : (i32) -> vector<8x128xi32>
    %30 = "arith.addi"(%27, %29) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.constant"() <{value = 0 : index}> : () -> index
    %33 = "vector.load"(%arg2, %31, %32) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    "tpu.vector_store"(%30, %arg2, %31, %32) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xi32>, memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
