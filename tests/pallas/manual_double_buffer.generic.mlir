"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x128xf32, #tpu.memory_space<any>>, memref<32x128xf32, #tpu.memory_space<vmem>>, memref<2x8x128xf32, #tpu.memory_space<vmem>>, memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<32x128xf32, #tpu.memory_space<any>>, %arg1: memref<32x128xf32, #tpu.memory_space<vmem>>, %arg2: memref<2x8x128xf32, #tpu.memory_space<vmem>>, %arg3: memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "tpu.memref_slice"(%arg3, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %3 = "tpu.memref_squeeze"(%2) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "tpu.memref_slice"(%arg2, %0, %4, %5) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %7 = "tpu.memref_squeeze"(%6) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "tpu.memref_slice"(%arg0, %8, %9) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%10, %7, %3) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %13 = "tpu.memref_slice"(%arg3, %12) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %14 = "tpu.memref_squeeze"(%13) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %17 = "tpu.memref_slice"(%arg2, %11, %15, %16) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %18 = "tpu.memref_squeeze"(%17) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %19 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %21 = "tpu.memref_slice"(%arg0, %19, %20) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%21, %18, %14) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %24 = "tpu.memref_slice"(%arg3, %23) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %25 = "tpu.memref_squeeze"(%24) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %28 = "tpu.memref_slice"(%arg2, %22, %26, %27) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %29 = "tpu.memref_squeeze"(%28) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %32 = "tpu.memref_slice"(%arg0, %30, %31) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%25, %32, %29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "vector.load"(%arg2, %33, %34, %35) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %37 = "vector.shape_cast"(%36) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %38 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %39 = "vector.broadcast"(%38) : (f32) -> vector<8x128xf32>
    %40 = "arith.mulf"(%37, %39) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %41 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %42 = "vector.broadcast"(%41) : (f32) -> vector<8x128xf32>
    %43 = "arith.addf"(%40, %42) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %44 = "arith.constant"() <{value = 0 : index}> : () -> index
    %45 = "arith.constant"() <{value = 0 : index}> : () -> index
    %46 = "vector.load"(%arg1, %44, %45) : (memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%43, %arg1, %44, %45) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %47 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %48 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %49 = "tpu.memref_slice"(%arg3, %48) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %50 = "tpu.memref_squeeze"(%49) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %51 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %52 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %53 = "tpu.memref_slice"(%arg2, %47, %51, %52) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %54 = "tpu.memref_squeeze"(%53) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %55 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %56 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %57 = "tpu.memref_slice"(%arg0, %55, %56) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%57, %54, %50) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %58 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %59 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %60 = "tpu.memref_slice"(%arg3, %59) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %61 = "tpu.memref_squeeze"(%60) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %62 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %63 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %64 = "tpu.memref_slice"(%arg2, %58, %62, %63) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %65 = "tpu.memref_squeeze"(%64) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %66 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %67 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %68 = "tpu.memref_slice"(%arg0, %66, %67) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%61, %68, %65) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %69 = "arith.constant"() <{value = 1 : index}> : () -> index
    %70 = "arith.constant"() <{value = 0 : index}> : () -> index
    %71 = "arith.constant"() <{value = 0 : index}> : () -> index
    %72 = "vector.load"(%arg2, %69, %70, %71) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %73 = "vector.shape_cast"(%72) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %74 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %75 = "vector.broadcast"(%74) : (f32) -> vector<8x128xf32>
    %76 = "arith.mulf"(%73, %75) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %77 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %78 = "vector.broadcast"(%77) : (f32) -> vector<8x128xf32>
    %79 = "arith.addf"(%76, %78) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %80 = "arith.constant"() <{value = 8 : index}> : () -> index
    %81 = "arith.constant"() <{value = 0 : index}> : () -> index
    %82 = "vector.load"(%arg1, %80, %81) : (memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%79, %arg1, %80, %81) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %83 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %84 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %85 = "tpu.memref_slice"(%arg3, %84) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %86 = "tpu.memref_squeeze"(%85) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %87 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %88 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %89 = "tpu.memref_slice"(%arg2, %83, %87, %88) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %90 = "tpu.memref_squeeze"(%89) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %91 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    %92 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %93 = "tpu.memref_slice"(%arg0, %91, %92) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.enqueue_dma"(%93, %90, %86) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
    %94 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %95 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %96 = "tpu.memref_slice"(%arg3, %95) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %97 = "tpu.memref_squeeze"(%96) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %98 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %99 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %100 = "tpu.memref_slice"(%arg2, %94, %98, %99) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %101 = "tpu.memref_squeeze"(%100) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %102 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %103 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %104 = "tpu.memref_slice"(%arg0, %102, %103) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%97, %104, %101) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %105 = "arith.constant"() <{value = 0 : index}> : () -> index
    %106 = "arith.constant"() <{value = 0 : index}> : () -> index
    %107 = "arith.constant"() <{value = 0 : index}> : () -> index
    %108 = "vector.load"(%arg2, %105, %106, %107) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %109 = "vector.shape_cast"(%108) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %110 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %111 = "vector.broadcast"(%110) : (f32) -> vector<8x128xf32>
    %112 = "arith.mulf"(%109, %111) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %113 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %114 = "vector.broadcast"(%113) : (f32) -> vector<8x128xf32>
    %115 = "arith.addf"(%112, %114) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %116 = "arith.constant"() <{value = 16 : index}> : () -> index
    %117 = "arith.constant"() <{value = 0 : index}> : () -> index
    %118 = "vector.load"(%arg1, %116, %117) : (memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%115, %arg1, %116, %117) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    %119 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %120 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %121 = "tpu.memref_slice"(%arg3, %120) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %122 = "tpu.memref_squeeze"(%121) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
    %123 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %124 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %125 = "tpu.memref_slice"(%arg2, %119, %123, %124) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
    %126 = "tpu.memref_squeeze"(%125) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
    %127 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    %128 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %129 = "tpu.memref_slice"(%arg0, %127, %128) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
    "tpu.wait_dma2"(%122, %129, %126) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
    %130 = "arith.constant"() <{value = 1 : index}> : () -> index
    %131 = "arith.constant"() <{value = 0 : index}> : () -> index
    %132 = "arith.constant"() <{value = 0 : index}> : () -> index
    %133 = "vector.load"(%arg2, %130, %131, %132) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
    %134 = "vector.shape_cast"(%133) : (vector<1x8x128xf32>) -> vector<8x128xf32>
    %135 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %136 = "vector.broadcast"(%135) : (f32) -> vector<8x128xf32>
    %137 = "arith.mulf"(%134, %136) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %138 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %139 = "vector.broadcast"(%138) : (f32) -> vector<8x128xf32>
    %140 = "arith.addf"(%137, %139) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
    %141 = "arith.constant"() <{value = 24 : index}> : () -> index
    %142 = "arith.constant"() <{value = 0 : index}> : () -> index
    %143 = "vector.load"(%arg1, %141, %142) : (memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> vector<8x128xf32>
    "tpu.vector_store"(%140, %arg1, %141, %142) <{add = false, operandSegmentSizes = array<i32: 1, 1, 2, 0>, strides = array<i32>}> : (vector<8x128xf32>, memref<32x128xf32, #tpu.memory_space<vmem>>, index, index) -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
