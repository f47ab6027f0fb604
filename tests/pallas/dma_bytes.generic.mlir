"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x128xf32, #tpu.memory_space<any>>, memref<16x128xf32, #tpu.memory_space<vmem>>, memref<16x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<16x128xf32, #tpu.memory_space<any>>, %arg1: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<16x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "tpu.memref_slice"(%arg2, %0, %1) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<vmem>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "tpu.memref_slice"(%arg0, %3, %4) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%5, %2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %6 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "tpu.memref_slice"(%arg2, %6, %7) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<vmem>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %9 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "tpu.memref_slice"(%arg0, %9, %10) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%11, %8, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    "tpu.wait_dma2"(%arg3, %arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<16x128xf32, #tpu.memory_space<any>>, memref<16x128xf32, #tpu.memory_space<vmem>>) -> ()
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "vector.load"(%arg2, %12, %13) : (memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xf32>
    %15 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %16 = "vector.broadcast"(%15) : (f32) -> vector<16x128xf32>
    %17 = "arith.mulf"(%14, %16) <{fastmath = #arith.fastmath<none>}> : (vector<16x128xf32>, vector<16x128xf32>) -> vector<16x128xf32>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "vector.load"(%arg1, %18, %19) : (memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xf32>
    "tpu.vector_store"(%17, %arg1, %18, %19) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<16x128xf32>, memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "tpu.enqueue_dma"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<16x128xf32, #tpu.memory_space<any>>, memref<16x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23 = "tpu.memref_slice"(%arg2, %21, %22) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<vmem>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %26 = "tpu.memref_slice"(%arg0, %24, %25) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%arg3, %26, %23) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %27 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %29 = "tpu.memref_slice"(%arg2, %27, %28) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<vmem>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %30 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %32 = "tpu.memref_slice"(%arg0, %30, %31) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<16x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%arg3, %32, %29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "vector.load"(%arg1, %33, %34) : (memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xf32>
    %36 = "vector.shape_cast"(%35) : (vector<16x128xf32>) -> vector<16x128xf32>
    %37 = "arith.constant"() <{value = 0 : index}> : () -> index
    %38 = "arith.constant"() <{value = 0 : index}> : () -> index
    %39 = "vector.load"(%arg2, %37, %38) : (memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xf32>
    %40 = "arith.addf"(%36, %39) <{fastmath = #arith.fastmath<none>}> : (vector<16x128xf32>, vector<16x128xf32>) -> vector<16x128xf32>
    %41 = "arith.constant"() <{value = 0 : index}> : () -> index
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "vector.load"(%arg1, %41, %42) : (memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<16x128xf32>
    "tpu.vector_store"(%40, %arg1, %41, %42) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<16x128xf32>, memref<16x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
