"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<128x128xf32, #tpu.memory_space<vmem>>, memref<128x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x1xf32, #tpu.memory_space<vmem>>, memref<8x1xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg4: i32, %arg5: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg6: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg7: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<8x1xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x1xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x128xf32, #tpu.memory_space<vmem>>):
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.cmpi"(%arg4, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %12 = "arith.extui"(%11) : (i1) -> i32
    %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %14 = "arith.cmpi"(%12, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "scf.if"(%14) ({
      %85 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
      %86 = "vector.broadcast"(%85) : (f32) -> vector<8x1xf32>
      %87 = "arith.constant"() <{value = 0 : index}> : () -> index
      %88 = "arith.constant"() <{value = 0 : index}> : () -> index
      %89 = "vector.load"(%arg9, %87, %88) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
      %90 = "vector.shape_cast"(%89) : (vector<8x1xf32>) -> vector<8x1xf32>
      %91 = "vector.shape_cast"(%86) : (vector<8x1xf32>) -> vector<8x1xf32>
      "tpu.vector_store"(%91, %arg9, %87, %88) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x1xf32>, memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> ()
      %92 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %93 = "vector.broadcast"(%92) : (f32) -> vector<8x1xf32>
      %94 = "arith.constant"() <{value = 0 : index}> : () -> index
      %95 = "arith.constant"() <{value = 0 : index}> : () -> index
      %96 = "vector.load"(%arg10, %94, %95) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
      %97 = "vector.shape_cast"(%96) : (vector<8x1xf32>) -> vector<8x1xf32>
      %98 = "vector.shape_cast"(%93) : (vector<8x1xf32>) -> vector<8x1xf32>
      "tpu.vector_store"(%98, %arg10, %94, %95) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x1xf32>, memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> ()
      %99 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %100 = "vector.broadcast"(%99) : (f32) -> vector<8x128xf32>
      %101 = "arith.constant"() <{value = 0 : index}> : () -> index
      %102 = "arith.constant"() <{value = 0 : index}> : () -> index
      %103 = "vector.load"(%arg11, %101, %102) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
      %104 = "vector.shape_cast"(%103) : (vector<8x128xf32>) -> vector<8x128xf32>
      %105 = "vector.shape_cast"(%100) : (vector<8x128xf32>) -> vector<8x128xf32>
      "tpu.vector_store"(%105, %arg11, %101, %102) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "vector.load"(%arg5, %15, %16) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "vector.load"(%arg6, %18, %19) : (memref<128x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<128x128xf32>
    %21 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8x128xf32>}> : () -> vector<8x128xf32>
    %22 = "tpu.matmul"(%17, %20, %21) <{dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs = false, transpose_lhs_hint = false, transpose_rhs = false}> : (vector<8x128xf32>, vector<128x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "vector.load"(%arg9, %23, %24) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
    %26 = "arith.constant"() <{value = dense<0xFF800000> : vector<8xf32>}> : () -> vector<8xf32>
    %27 = "vector.multi_reduction"(%22, %26) <{kind = #vector.kind<maximumf>, reduction_dims = array<i64: 1>}> : (vector<8x128xf32>, vector<8xf32>) -> vector<8xf32>
    %28 = "vector.shape_cast"(%27) : (vector<8xf32>) -> vector<8x1xf32>
    %29 = "arith.maximumf"(%25, %28) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>, vector<8x1xf32>) -> vector<8x1xf32>
    %30 = "vector.broadcast"(%29) : (vector<8x1xf32>) -> vector<8x128xf32>
    %31 = "arith.subf"(%22, %30) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %32 = "math.exp"(%31) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>) -> vector<8x128xf32>
    %33 = "arith.subf"(%25, %29) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>, vector<8x1xf32>) -> vector<8x1xf32>
    %34 = "math.exp"(%33) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>) -> vector<8x1xf32>
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "arith.constant"() <{value = 0 : index}> : () -> index
    %37 = "vector.load"(%arg10, %35, %36) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
    %38 = "arith.mulf"(%34, %37) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>, vector<8x1xf32>) -> vector<8x1xf32>
    %39 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %40 = "vector.multi_reduction"(%32, %39) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<8x128xf32>, vector<8xf32>) -> vector<8xf32>
    %41 = "vector.shape_cast"(%40) : (vector<8xf32>) -> vector<8x1xf32>
    %42 = "arith.addf"(%38, %41) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>, vector<8x1xf32>) -> vector<8x1xf32>
    %43 = "arith.constant"() <{value = 0 : index}> : () -> index
    %44 = "arith.constant"() <{value = 0 : index}> : () -> index
    %45 = "vector.load"(%arg10, %43, %44) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
    %46 = "vector.shape_cast"(%45) : (vector<8x1xf32>) -> vector<8x1xf32>
    %47 = "vector.shape_cast"(%42) : (vector<8x1xf32>) -> vector<8x1xf32>
    "tpu.vector_store"(%47, %arg10, %43, %44) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x1xf32>, memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %48 = "arith.constant"() <{value = 0 : index}> : () -> index
    %49 = "arith.constant"() <{value = 0 : index}> : () -> index
    %50 = "vector.load"(%arg11, %48, %49) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %51 = "vector.broadcast"(%34) : (vector<8x1xf32>) -> vector<8x128xf32>
    %52 = "arith.mulf"(%51, %50) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "arith.constant"() <{value = 0 : index}> : () -> index
    %55 = "vector.load"(%arg7, %53, %54) : (memref<128x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<128x128xf32>
    %56 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8x128xf32>}> : () -> vector<8x128xf32>
    %57 = "tpu.matmul"(%32, %55, %56) <{dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs = false, transpose_lhs_hint = false, transpose_rhs = false}> : (vector<8x128xf32>, vector<128x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %58 = "arith.addf"(%52, %57) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %59 = "arith.constant"() <{value = 0 : index}> : () -> index
    %60 = "arith.constant"() <{value = 0 : index}> : () -> index
    %61 = "vector.load"(%arg11, %59, %60) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    %62 = "vector.shape_cast"(%61) : (vector<8x128xf32>) -> vector<8x128xf32>
    %63 = "vector.shape_cast"(%58) : (vector<8x128xf32>) -> vector<8x128xf32>
    "tpu.vector_store"(%63, %arg11, %59, %60) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %64 = "arith.constant"() <{value = 0 : index}> : () -> index
    %65 = "arith.constant"() <{value = 0 : index}> : () -> index
    %66 = "vector.load"(%arg9, %64, %65) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
    %67 = "vector.shape_cast"(%66) : (vector<8x1xf32>) -> vector<8x1xf32>
    %68 = "vector.shape_cast"(%29) : (vector<8x1xf32>) -> vector<8x1xf32>
    "tpu.vector_store"(%68, %arg9, %64, %65) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x1xf32>, memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %69 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %70 = "arith.cmpi"(%arg4, %69) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %71 = "arith.extui"(%70) : (i1) -> i32
    %72 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %73 = "arith.cmpi"(%71, %72) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "scf.if"(%73) ({
      %74 = "arith.constant"() <{value = 0 : index}> : () -> index
      %75 = "arith.constant"() <{value = 0 : index}> : () -> index
      %76 = "vector.load"(%arg11, %74, %75) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
      %77 = "arith.constant"() <{value = 0 : index}> : () -> index
      %78 = "arith.constant"() <{value = 0 : index}> : () -> index
      %79 = "vector.load"(%arg10, %77, %78) : (memref<8x1xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x1xf32>
      %80 = "vector.broadcast"(%79) : (vector<8x1xf32>) -> vector<8x128xf32>
      %81 = "arith.divf"(%76, %80) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
      %82 = "arith.constant"() <{value = 0 : index}> : () -> index
      %83 = "arith.constant"() <{value = 0 : index}> : () -> index
      %84 = "vector.load"(%arg8, %82, %83) : (memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
      "tpu.vector_store"(%81, %arg8, %82, %83) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<8x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2>, scalar_prefetch = 0 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_0, window_bounds = array<i64: 8, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 8, 128>}]} : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_0"}> ({
  ^bb0(%arg3: i32):
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7, %8) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_1"}> ({
  ^bb0(%arg2: i32):
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg2, %5) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_2"}> ({
  ^bb0(%arg1: i32):
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%arg1, %3) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "transform_3"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
