"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x128xi32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg6: i32, %arg7: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg9: memref<8x128xi32, #tpu.memory_space<vmem>>, %arg10: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<8x128xf32, #tpu.memory_space<vmem>>):
    %12 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "tpu.log"(%arg6, %12) <{formatted = true, tag = "block $0 of $1"}> : (i32, i32) -> ()
    "tpu.log"() <{formatted = false, tag = "no placeholders"}> : () -> ()
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "vector.load"(%arg7, %13, %14) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "vector.load"(%arg8, %16, %17) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %19 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %20 = "vector.broadcast"(%19) : (i32) -> vector<8x128xi32>
    %21 = "arith.cmpi"(%18, %20) <{predicate = 2 : i64}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi1>
    %22 = "arith.constant"() <{value = 128 : i32}> : () -> i32
    %23 = "vector.broadcast"(%22) : (i32) -> vector<8x128xi32>
    %24 = "arith.addi"(%18, %23) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %25 = "arith.select"(%21, %24, %18) : (vector<8x128xi1>, vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %26 = "vector.shape_cast"(%25) : (vector<8x128xi32>) -> vector<8x128x1xi32>
    %27 = "vector.shape_cast"(%26) : (vector<8x128x1xi32>) -> vector<8x128xi32>
    %28 = "tpu.dynamic_gather"(%15, %27) <{dimensions = array<i32: 1>}> : (vector<8x128xf32>, vector<8x128xi32>) -> vector<8x128xf32>
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "vector.load"(%arg10, %29, %30) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%28, %arg10, %29, %30) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %32 = "arith.constant"() <{value = 0 : index}> : () -> index
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "vector.load"(%arg9, %32, %33) : (memref<8x128xi32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xi32>
    %35 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %36 = "vector.broadcast"(%35) : (i32) -> vector<8x128xi32>
    %37 = "arith.cmpi"(%34, %36) <{predicate = 2 : i64}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi1>
    %38 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %39 = "vector.broadcast"(%38) : (i32) -> vector<8x128xi32>
    %40 = "arith.addi"(%34, %39) <{overflowFlags = #arith.overflow<none>}> : (vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %41 = "arith.select"(%37, %40, %34) : (vector<8x128xi1>, vector<8x128xi32>, vector<8x128xi32>) -> vector<8x128xi32>
    %42 = "vector.shape_cast"(%41) : (vector<8x128xi32>) -> vector<8x128x1xi32>
    %43 = "vector.shape_cast"(%42) : (vector<8x128x1xi32>) -> vector<8x128xi32>
    %44 = "tpu.dynamic_gather"(%15, %43) <{dimensions = array<i32: 0>}> : (vector<8x128xf32>, vector<8x128xi32>) -> vector<8x128xf32>
    %45 = "arith.constant"() <{value = 0 : index}> : () -> index
    %46 = "arith.constant"() <{value = 0 : index}> : () -> index
    %47 = "vector.load"(%arg11, %45, %46) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%44, %arg11, %45, %46) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %48 = "tpu.weird"(%15) : (vector<8x128xf32>) -> vector<8x128xi1>
    %49 = "arith.constant"() <{value = dense<true> : vector<8x128xi1>}> : () -> vector<8x128xi1>
    %50 = "arith.xori"(%48, %49) : (vector<8x128xi1>, vector<8x128xi1>) -> vector<8x128xi1>
    %51 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %52 = "vector.broadcast"(%51) : (f32) -> vector<8x128xf32>
    %53 = "arith.select"(%50, %15, %52) : (vector<8x128xi1>, vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %54 = "arith.constant"() <{value = 0 : index}> : () -> index
    %55 = "arith.constant"() <{value = 0 : index}> : () -> index
    %56 = "vector.load"(%arg12, %54, %55) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%53, %arg12, %54, %55) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 8, 128>}]} : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_0"}> ({
  ^bb0(%arg5: i32):
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg5, %10) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_1"}> ({
  ^bb0(%arg4: i32):
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg4, %8) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_2"}> ({
  ^bb0(%arg3: i32):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg3, %6) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_3"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg2, %4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_4"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg1, %2) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_5"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg0, %0) : (i32, i32) -> ()
  }) : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
