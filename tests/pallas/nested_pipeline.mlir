module attributes {stable_mosaic.version = 11 : i64} {
  func.func @kernel(%arg0: memref<32x128xf32, #tpu.memory_space<any>>, %arg1: memref<32x128xf32, #tpu.memory_space<any>>, %arg2: memref<32x128xf32, #tpu.memory_space<any>>) attributes {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} {
    "tpu.region"() ({
      %alloca = memref.alloca() : memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %0 = tpu.sem_alloc : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %alloca_0 = memref.alloca() : memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %1 = tpu.sem_alloc : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %alloca_1 = memref.alloca() : memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %2 = tpu.sem_alloc : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %true = arith.constant true
      %c0_i32 = arith.constant 0 : i32
      %c-1_i32 = arith.constant -1 : i32
      %3 = arith.select %true, %c-1_i32, %c0_i32 : i32
      %c-1_i32_2 = arith.constant -1 : i32
      %4 = arith.cmpi eq, %3, %c-1_i32_2 : i32
      %c3_i32 = arith.constant 3 : i32
      %5 = arith.select %4, %c3_i32, %3 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %6 = arith.addi %5, %c0_i32_3 : i32
      %true_4 = arith.constant true
      %c0_i32_5 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %7 = arith.select %true_4, %c1_i32, %c0_i32_5 : i32
      %c4_i32 = arith.constant 4 : i32
      %8 = arith.cmpi eq, %7, %c4_i32 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %9 = arith.select %8, %c0_i32_6, %7 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %10 = arith.addi %9, %c0_i32_7 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %11 = arith.addi %9, %c1_i32_8 : i32
      %true_9 = arith.constant true
      %12 = arith.select %true_9, %11, %9 : i32
      %c4_i32_10 = arith.constant 4 : i32
      %13 = arith.cmpi eq, %12, %c4_i32_10 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %14 = arith.select %13, %c0_i32_11, %12 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %15 = arith.addi %14, %c0_i32_12 : i32
      "tpu.trace_start"() <{level = 10 : i32, message = "ep_initialize_0"}> : () -> ()
      %c0_i32_13 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %16 = arith.remui %c0_i32_13, %c2_i32 : i32
      %17 = tpu.memref_slice %0[%16] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %18 = tpu.memref_squeeze %17 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %19 = tpu.memref_slice %alloca[%16, %c0_i32_14, %c0_i32_15] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %20 = tpu.memref_squeeze %19 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_16 = arith.constant 0 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %21 = tpu.memref_slice %arg0[%c0_i32_16, %c0_i32_17] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%21 : memref<8x128xf32, #tpu.memory_space<any>>) target(%20 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%18 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_18 = arith.constant 0 : i32
      %c1_i32_19 = arith.constant 1 : i32
      %22 = arith.addi %c0_i32_18, %c1_i32_19 : i32
      %true_20 = arith.constant true
      %c0_i32_21 = arith.constant 0 : i32
      %23 = arith.select %true_20, %22, %c0_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %c2_i32_23 = arith.constant 2 : i32
      %24 = arith.remui %c0_i32_22, %c2_i32_23 : i32
      %25 = tpu.memref_slice %1[%24] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %26 = tpu.memref_squeeze %25 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %27 = tpu.memref_slice %alloca_0[%24, %c0_i32_24, %c0_i32_25] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %28 = tpu.memref_squeeze %27 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %29 = tpu.memref_slice %arg1[%c0_i32_26, %c0_i32_27] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%29 : memref<8x128xf32, #tpu.memory_space<any>>) target(%28 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%26 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_28 = arith.constant 0 : i32
      %c1_i32_29 = arith.constant 1 : i32
      %30 = arith.addi %c0_i32_28, %c1_i32_29 : i32
      %true_30 = arith.constant true
      %c0_i32_31 = arith.constant 0 : i32
      %31 = arith.select %true_30, %30, %c0_i32_31 : i32
      "tpu.trace_stop"() : () -> ()
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %c4_i32_38 = arith.constant 4 : i32
      %32 = arith.addi %c0_i32_37, %c4_i32_38 : i32
      %c1_i32_39 = arith.constant 1 : i32
      %33:7 = scf.for %arg3 = %c0_i32_37 to %32 step %c1_i32_39 iter_args(%arg4 = %23, %arg5 = %c0_i32_32, %arg6 = %31, %arg7 = %c0_i32_33, %arg8 = %c0_i32_34, %arg9 = %c0_i32_35, %arg10 = %c0_i32_36) -> (i32, i32, i32, i32, i32, i32, i32)  : i32 {
        %c0_i32_65 = arith.constant 0 : i32
        %61 = arith.cmpi eq, %arg3, %c0_i32_65 : i32
        %c3_i32_66 = arith.constant 3 : i32
        %62 = arith.cmpi eq, %arg3, %c3_i32_66 : i32
        %c0_i32_67 = arith.constant 0 : i32
        %63 = arith.addi %arg10, %c0_i32_67 : i32
        %c1_i32_68 = arith.constant 1 : i32
        %64 = arith.subi %arg10, %c1_i32_68 : i32
        %true_69 = arith.constant true
        %65 = arith.select %true_69, %64, %arg10 : i32
        %c-1_i32_70 = arith.constant -1 : i32
        %66 = arith.cmpi eq, %65, %c-1_i32_70 : i32
        %c3_i32_71 = arith.constant 3 : i32
        %67 = arith.select %66, %c3_i32_71, %65 : i32
        %c0_i32_72 = arith.constant 0 : i32
        %68 = arith.addi %67, %c0_i32_72 : i32
        %c1_i32_73 = arith.constant 1 : i32
        %69 = arith.addi %arg10, %c1_i32_73 : i32
        %true_74 = arith.constant true
        %70 = arith.select %true_74, %69, %arg10 : i32
        %c4_i32_75 = arith.constant 4 : i32
        %71 = arith.cmpi eq, %70, %c4_i32_75 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %72 = arith.select %71, %c0_i32_76, %70 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %73 = arith.addi %72, %c0_i32_77 : i32
        %c1_i32_78 = arith.constant 1 : i32
        %74 = arith.addi %72, %c1_i32_78 : i32
        %true_79 = arith.constant true
        %75 = arith.select %true_79, %74, %72 : i32
        %c4_i32_80 = arith.constant 4 : i32
        %76 = arith.cmpi eq, %75, %c4_i32_80 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %77 = arith.select %76, %c0_i32_81, %75 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %78 = arith.addi %77, %c0_i32_82 : i32
        %79 = arith.cmpi ne, %63, %73 : i32
        %false = arith.constant false
        %80 = arith.ori %false, %79 : i1
        %false_83 = arith.constant false
        %81 = arith.ori %80, %false_83 : i1
        %c3_i32_84 = arith.constant 3 : i32
        %82 = arith.cmpi sge, %arg3, %c3_i32_84 : i32
        %true_85 = arith.constant true
        %83 = arith.xori %82, %true_85 : i1
        %84 = arith.andi %81, %83 : i1
        %85 = arith.extui %84 : i1 to i32
        %c0_i32_86 = arith.constant 0 : i32
        %86 = arith.cmpi ne, %85, %c0_i32_86 : i32
        scf.if %86 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_in"}> : () -> ()
          %c2_i32_158 = arith.constant 2 : i32
          %208 = arith.remui %arg4, %c2_i32_158 : i32
          %c8_i32_159 = arith.constant 8 : i32
          %209 = arith.muli %c8_i32_159, %73 : i32
          %210 = tpu.memref_slice %0[%208] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %c0_i32_161 = arith.constant 0 : i32
          %212 = tpu.memref_slice %alloca[%208, %c0_i32_160, %c0_i32_161] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %213 = tpu.memref_squeeze %212 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %c0_i32_162 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg0[%209, %c0_i32_162] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<8x128xf32, #tpu.memory_space<any>>) target(%213 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %true_87 = arith.constant true
        %87 = arith.andi %84, %true_87 : i1
        %c1_i32_88 = arith.constant 1 : i32
        %88 = arith.addi %arg4, %c1_i32_88 : i32
        %89 = arith.select %87, %88, %arg4 : i32
        %90 = arith.cmpi ne, %63, %73 : i32
        %false_89 = arith.constant false
        %91 = arith.ori %false_89, %90 : i1
        %false_90 = arith.constant false
        %92 = arith.ori %91, %false_90 : i1
        %c3_i32_91 = arith.constant 3 : i32
        %93 = arith.cmpi sge, %arg3, %c3_i32_91 : i32
        %true_92 = arith.constant true
        %94 = arith.xori %93, %true_92 : i1
        %95 = arith.andi %92, %94 : i1
        %96 = arith.extui %95 : i1 to i32
        %c0_i32_93 = arith.constant 0 : i32
        %97 = arith.cmpi ne, %96, %c0_i32_93 : i32
        scf.if %97 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_in"}> : () -> ()
          %c2_i32_158 = arith.constant 2 : i32
          %208 = arith.remui %arg6, %c2_i32_158 : i32
          %c8_i32_159 = arith.constant 8 : i32
          %209 = arith.muli %c8_i32_159, %73 : i32
          %210 = tpu.memref_slice %1[%208] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %c0_i32_161 = arith.constant 0 : i32
          %212 = tpu.memref_slice %alloca_0[%208, %c0_i32_160, %c0_i32_161] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %213 = tpu.memref_squeeze %212 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %c0_i32_162 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg1[%209, %c0_i32_162] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<8x128xf32, #tpu.memory_space<any>>) target(%213 : memref<8x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %true_94 = arith.constant true
        %98 = arith.andi %95, %true_94 : i1
        %c1_i32_95 = arith.constant 1 : i32
        %99 = arith.addi %arg6, %c1_i32_95 : i32
        %100 = arith.select %98, %99, %arg6 : i32
        %101 = arith.cmpi ne, %63, %73 : i32
        %false_96 = arith.constant false
        %102 = arith.ori %false_96, %101 : i1
        %false_97 = arith.constant false
        %103 = arith.ori %102, %false_97 : i1
        %c3_i32_98 = arith.constant 3 : i32
        %104 = arith.cmpi sge, %arg3, %c3_i32_98 : i32
        %true_99 = arith.constant true
        %105 = arith.xori %104, %true_99 : i1
        %106 = arith.andi %103, %105 : i1
        %107 = arith.cmpi ne, %63, %68 : i32
        %false_100 = arith.constant false
        %108 = arith.ori %false_100, %107 : i1
        %false_101 = arith.constant false
        %109 = arith.ori %108, %false_101 : i1
        %110 = arith.ori %109, %61 : i1
        %111 = arith.extui %110 : i1 to i32
        %c0_i32_102 = arith.constant 0 : i32
        %112 = arith.cmpi ne, %111, %c0_i32_102 : i32
        scf.if %112 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_in"}> : () -> ()
          %c8_i32_158 = arith.constant 8 : i32
          %208 = arith.muli %c8_i32_158, %63 : i32
          %c2_i32_159 = arith.constant 2 : i32
          %209 = arith.remui %arg5, %c2_i32_159 : i32
          %210 = tpu.memref_slice %0[%209] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %c0_i32_161 = arith.constant 0 : i32
          %212 = tpu.memref_slice %alloca[%209, %c0_i32_160, %c0_i32_161] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %213 = tpu.memref_squeeze %212 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %c0_i32_162 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg0[%208, %c0_i32_162] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%214 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%213 : memref<8x128xf32, #tpu.memory_space<vmem>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %113 = arith.cmpi ne, %63, %68 : i32
        %false_103 = arith.constant false
        %114 = arith.ori %false_103, %113 : i1
        %false_104 = arith.constant false
        %115 = arith.ori %114, %false_104 : i1
        %116 = arith.ori %115, %61 : i1
        %117 = arith.extui %116 : i1 to i32
        %c0_i32_105 = arith.constant 0 : i32
        %118 = arith.cmpi ne, %117, %c0_i32_105 : i32
        scf.if %118 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_in"}> : () -> ()
          %c8_i32_158 = arith.constant 8 : i32
          %208 = arith.muli %c8_i32_158, %63 : i32
          %c2_i32_159 = arith.constant 2 : i32
          %209 = arith.remui %arg7, %c2_i32_159 : i32
          %210 = tpu.memref_slice %1[%209] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %c0_i32_161 = arith.constant 0 : i32
          %212 = tpu.memref_slice %alloca_0[%209, %c0_i32_160, %c0_i32_161] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %213 = tpu.memref_squeeze %212 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %c0_i32_162 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg1[%208, %c0_i32_162] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%214 : memref<8x128xf32, #tpu.memory_space<any>>) dst(%213 : memref<8x128xf32, #tpu.memory_space<vmem>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %119 = arith.cmpi ne, %63, %68 : i32
        %false_106 = arith.constant false
        %120 = arith.ori %false_106, %119 : i1
        %false_107 = arith.constant false
        %121 = arith.ori %120, %false_107 : i1
        %122 = arith.ori %121, %61 : i1
        %123 = arith.extui %122 : i1 to i32
        %c0_i32_108 = arith.constant 0 : i32
        %124 = arith.cmpi ne, %123, %c0_i32_108 : i32
        scf.if %124 {
        } else {
        }
        %c2_i32_109 = arith.constant 2 : i32
        %125 = arith.remui %arg5, %c2_i32_109 : i32
        %c2_i32_110 = arith.constant 2 : i32
        %126 = arith.remui %arg7, %c2_i32_110 : i32
        %c2_i32_111 = arith.constant 2 : i32
        %127 = arith.remui %arg8, %c2_i32_111 : i32
        "tpu.trace_start"() <{level = 10 : i32, message = "ep_run_kernel"}> : () -> ()
        %128 = arith.index_cast %125 : i32 to index
        %c0 = arith.constant 0 : index
        %c0_112 = arith.constant 0 : index
        %129 = vector.load %alloca[%128, %c0, %c0_112] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
        %130 = vector.shape_cast %129 : vector<1x8x128xf32> to vector<8x128xf32>
        %131 = arith.index_cast %126 : i32 to index
        %c0_113 = arith.constant 0 : index
        %c0_114 = arith.constant 0 : index
        %132 = vector.load %alloca_0[%131, %c0_113, %c0_114] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
        %133 = vector.shape_cast %132 : vector<1x8x128xf32> to vector<8x128xf32>
        %134 = arith.mulf %130, %133 : vector<8x128xf32>
        %135 = arith.index_cast %125 : i32 to index
        %c0_115 = arith.constant 0 : index
        %c0_116 = arith.constant 0 : index
        %136 = vector.load %alloca[%135, %c0_115, %c0_116] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
        %137 = vector.shape_cast %136 : vector<1x8x128xf32> to vector<8x128xf32>
        %138 = arith.addf %134, %137 : vector<8x128xf32>
        %139 = arith.index_cast %127 : i32 to index
        %c0_117 = arith.constant 0 : index
        %c0_118 = arith.constant 0 : index
        %140 = vector.load %alloca_1[%139, %c0_117, %c0_118] : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>
        %141 = vector.shape_cast %140 : vector<1x8x128xf32> to vector<8x128xf32>
        %142 = vector.shape_cast %138 : vector<8x128xf32> to vector<1x8x128xf32>
        tpu.vector_store %alloca_1[%139, %c0_117, %c0_118], %142 {strides = array<i32>} : memref<2x8x128xf32, #tpu.memory_space<vmem>>, vector<1x8x128xf32>, 
        "tpu.trace_stop"() : () -> ()
        %143 = arith.cmpi ne, %63, %73 : i32
        %false_119 = arith.constant false
        %144 = arith.ori %false_119, %143 : i1
        %false_120 = arith.constant false
        %145 = arith.ori %144, %false_120 : i1
        %146 = arith.ori %145, %62 : i1
        %147 = arith.extui %146 : i1 to i32
        %c0_i32_121 = arith.constant 0 : i32
        %148 = arith.cmpi ne, %147, %c0_i32_121 : i32
        scf.if %148 {
        } else {
        }
        %false_122 = arith.constant false
        %149 = arith.andi %146, %false_122 : i1
        %150 = arith.cmpi ne, %63, %73 : i32
        %false_123 = arith.constant false
        %151 = arith.ori %false_123, %150 : i1
        %false_124 = arith.constant false
        %152 = arith.ori %151, %false_124 : i1
        %153 = arith.ori %152, %62 : i1
        %154 = arith.extui %153 : i1 to i32
        %c0_i32_125 = arith.constant 0 : i32
        %155 = arith.cmpi ne, %154, %c0_i32_125 : i32
        scf.if %155 {
        } else {
        }
        %false_126 = arith.constant false
        %156 = arith.andi %153, %false_126 : i1
        %157 = arith.cmpi ne, %63, %73 : i32
        %false_127 = arith.constant false
        %158 = arith.ori %false_127, %157 : i1
        %false_128 = arith.constant false
        %159 = arith.ori %158, %false_128 : i1
        %160 = arith.ori %159, %62 : i1
        %161 = arith.extui %160 : i1 to i32
        %c0_i32_129 = arith.constant 0 : i32
        %162 = arith.cmpi ne, %161, %c0_i32_129 : i32
        scf.if %162 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_out"}> : () -> ()
          %c2_i32_158 = arith.constant 2 : i32
          %208 = arith.remui %arg8, %c2_i32_158 : i32
          %c8_i32_159 = arith.constant 8 : i32
          %209 = arith.muli %c8_i32_159, %63 : i32
          %210 = tpu.memref_slice %2[%208] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %212 = tpu.memref_slice %arg2[%209, %c0_i32_160] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          %c0_i32_161 = arith.constant 0 : i32
          %c0_i32_162 = arith.constant 0 : i32
          %213 = tpu.memref_slice %alloca_1[%208, %c0_i32_161, %c0_i32_162] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %214 = tpu.memref_squeeze %213 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          tpu.enqueue_dma source(%214 : memref<8x128xf32, #tpu.memory_space<vmem>>) target(%212 : memref<8x128xf32, #tpu.memory_space<any>>) target_semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %true_130 = arith.constant true
        %163 = arith.andi %160, %true_130 : i1
        %c1_i32_131 = arith.constant 1 : i32
        %164 = arith.addi %arg8, %c1_i32_131 : i32
        %165 = arith.select %163, %164, %arg8 : i32
        %166 = arith.cmpi ne, %63, %68 : i32
        %false_132 = arith.constant false
        %167 = arith.ori %false_132, %166 : i1
        %false_133 = arith.constant false
        %168 = arith.ori %167, %false_133 : i1
        %true_134 = arith.constant true
        %169 = arith.xori %61, %true_134 : i1
        %170 = arith.andi %168, %169 : i1
        %171 = arith.extui %170 : i1 to i32
        %c0_i32_135 = arith.constant 0 : i32
        %172 = arith.cmpi ne, %171, %c0_i32_135 : i32
        scf.if %172 {
        } else {
        }
        %false_136 = arith.constant false
        %173 = arith.andi %170, %false_136 : i1
        %174 = arith.cmpi ne, %63, %68 : i32
        %false_137 = arith.constant false
        %175 = arith.ori %false_137, %174 : i1
        %false_138 = arith.constant false
        %176 = arith.ori %175, %false_138 : i1
        %true_139 = arith.constant true
        %177 = arith.xori %61, %true_139 : i1
        %178 = arith.andi %176, %177 : i1
        %179 = arith.extui %178 : i1 to i32
        %c0_i32_140 = arith.constant 0 : i32
        %180 = arith.cmpi ne, %179, %c0_i32_140 : i32
        scf.if %180 {
        } else {
        }
        %false_141 = arith.constant false
        %181 = arith.andi %178, %false_141 : i1
        %182 = arith.cmpi ne, %63, %68 : i32
        %false_142 = arith.constant false
        %183 = arith.ori %false_142, %182 : i1
        %false_143 = arith.constant false
        %184 = arith.ori %183, %false_143 : i1
        %true_144 = arith.constant true
        %185 = arith.xori %61, %true_144 : i1
        %186 = arith.andi %184, %185 : i1
        %187 = arith.extui %186 : i1 to i32
        %c0_i32_145 = arith.constant 0 : i32
        %188 = arith.cmpi ne, %187, %c0_i32_145 : i32
        scf.if %188 {
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_out"}> : () -> ()
          %c2_i32_158 = arith.constant 2 : i32
          %208 = arith.remui %arg9, %c2_i32_158 : i32
          %c8_i32_159 = arith.constant 8 : i32
          %209 = arith.muli %c8_i32_159, %68 : i32
          %210 = tpu.memref_slice %2[%208] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %211 = tpu.memref_squeeze %210 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32_160 = arith.constant 0 : i32
          %212 = tpu.memref_slice %arg2[%209, %c0_i32_160] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
          %c0_i32_161 = arith.constant 0 : i32
          %c0_i32_162 = arith.constant 0 : i32
          %213 = tpu.memref_slice %alloca_1[%208, %c0_i32_161, %c0_i32_162] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %214 = tpu.memref_squeeze %213 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%214 : memref<8x128xf32, #tpu.memory_space<vmem>>) dst(%212 : memref<8x128xf32, #tpu.memory_space<any>>)
          "tpu.trace_stop"() : () -> ()
        } else {
        }
        %true_146 = arith.constant true
        %189 = arith.andi %186, %true_146 : i1
        %c1_i32_147 = arith.constant 1 : i32
        %190 = arith.addi %arg9, %c1_i32_147 : i32
        %191 = arith.select %189, %190, %arg9 : i32
        %192 = arith.cmpi ne, %63, %73 : i32
        %false_148 = arith.constant false
        %193 = arith.ori %false_148, %192 : i1
        %false_149 = arith.constant false
        %194 = arith.ori %193, %false_149 : i1
        %195 = arith.ori %194, %62 : i1
        %c1_i32_150 = arith.constant 1 : i32
        %196 = arith.addi %arg5, %c1_i32_150 : i32
        %197 = arith.select %195, %196, %arg5 : i32
        %198 = arith.cmpi ne, %63, %73 : i32
        %false_151 = arith.constant false
        %199 = arith.ori %false_151, %198 : i1
        %false_152 = arith.constant false
        %200 = arith.ori %199, %false_152 : i1
        %201 = arith.ori %200, %62 : i1
        %c1_i32_153 = arith.constant 1 : i32
        %202 = arith.addi %arg7, %c1_i32_153 : i32
        %203 = arith.select %201, %202, %arg7 : i32
        %c1_i32_154 = arith.constant 1 : i32
        %204 = arith.addi %arg10, %c1_i32_154 : i32
        %true_155 = arith.constant true
        %205 = arith.select %true_155, %204, %arg10 : i32
        %c4_i32_156 = arith.constant 4 : i32
        %206 = arith.cmpi eq, %205, %c4_i32_156 : i32
        %c0_i32_157 = arith.constant 0 : i32
        %207 = arith.select %206, %c0_i32_157, %205 : i32
        scf.yield %89, %197, %100, %203, %165, %191, %207 : i32, i32, i32, i32, i32, i32, i32
      }
      %c4_i32_40 = arith.constant 4 : i32
      %c1_i32_41 = arith.constant 1 : i32
      %34 = arith.subi %33#6, %c1_i32_41 : i32
      %true_42 = arith.constant true
      %35 = arith.select %true_42, %34, %33#6 : i32
      %c-1_i32_43 = arith.constant -1 : i32
      %36 = arith.cmpi eq, %35, %c-1_i32_43 : i32
      %c3_i32_44 = arith.constant 3 : i32
      %37 = arith.select %36, %c3_i32_44, %35 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %38 = arith.addi %37, %c0_i32_45 : i32
      %c1_i32_46 = arith.constant 1 : i32
      %39 = arith.subi %37, %c1_i32_46 : i32
      %true_47 = arith.constant true
      %40 = arith.select %true_47, %39, %37 : i32
      %c-1_i32_48 = arith.constant -1 : i32
      %41 = arith.cmpi eq, %40, %c-1_i32_48 : i32
      %c3_i32_49 = arith.constant 3 : i32
      %42 = arith.select %41, %c3_i32_49, %40 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32_50 : i32
      %c1_i32_51 = arith.constant 1 : i32
      %44 = arith.addi %37, %c1_i32_51 : i32
      %true_52 = arith.constant true
      %45 = arith.select %true_52, %44, %37 : i32
      %c4_i32_53 = arith.constant 4 : i32
      %46 = arith.cmpi eq, %45, %c4_i32_53 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %47 = arith.select %46, %c0_i32_54, %45 : i32
      %c0_i32_55 = arith.constant 0 : i32
      %48 = arith.addi %47, %c0_i32_55 : i32
      %c1_i32_56 = arith.constant 1 : i32
      %49 = arith.addi %47, %c1_i32_56 : i32
      %true_57 = arith.constant true
      %50 = arith.select %true_57, %49, %47 : i32
      %c4_i32_58 = arith.constant 4 : i32
      %51 = arith.cmpi eq, %50, %c4_i32_58 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %52 = arith.select %51, %c0_i32_59, %50 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %53 = arith.addi %52, %c0_i32_60 : i32
      "tpu.trace_start"() <{level = 10 : i32, message = "ep_finalize"}> : () -> ()
      %c2_i32_61 = arith.constant 2 : i32
      %54 = arith.remui %33#5, %c2_i32_61 : i32
      %c8_i32 = arith.constant 8 : i32
      %55 = arith.muli %c8_i32, %38 : i32
      %56 = tpu.memref_slice %2[%54] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_62 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg2[%55, %c0_i32_62] : memref<32x128xf32, #tpu.memory_space<any>> -> memref<8x128xf32, #tpu.memory_space<any>>
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %59 = tpu.memref_slice %alloca_1[%54, %c0_i32_63, %c0_i32_64] : memref<2x8x128xf32, #tpu.memory_space<vmem>> -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x8x128xf32, #tpu.memory_space<vmem>> -> memref<8x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<8x128xf32, #tpu.memory_space<vmem>>) dst(%58 : memref<8x128xf32, #tpu.memory_space<any>>)
      "tpu.trace_stop"() : () -> ()
      tpu.yield
    }) : () -> ()
    return
  }
}
