"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x128xf32, #tpu.memory_space<any>>, memref<32x128xf32, #tpu.memory_space<any>>, memref<32x128xf32, #tpu.memory_space<any>>) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg0: memref<32x128xf32, #tpu.memory_space<any>>, %arg1: memref<32x128xf32, #tpu.memory_space<any>>, %arg2: memref<32x128xf32, #tpu.memory_space<any>>):
    "tpu.region"() ({
      %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %1 = "tpu.sem_alloc"() : () -> memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %3 = "tpu.sem_alloc"() : () -> memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x128xf32, #tpu.memory_space<vmem>>
      %5 = "tpu.sem_alloc"() : () -> memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %6 = "arith.constant"() <{value = true}> : () -> i1
      %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %9 = "arith.select"(%6, %8, %7) : (i1, i32, i32) -> i32
      %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %11 = "arith.cmpi"(%9, %10) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %13 = "arith.select"(%11, %12, %9) : (i1, i32, i32) -> i32
      %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %15 = "arith.addi"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.constant"() <{value = true}> : () -> i1
      %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %19 = "arith.select"(%16, %18, %17) : (i1, i32, i32) -> i32
      %20 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %21 = "arith.cmpi"(%19, %20) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %22 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %23 = "arith.select"(%21, %22, %19) : (i1, i32, i32) -> i32
      %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %25 = "arith.addi"(%23, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %27 = "arith.addi"(%23, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.constant"() <{value = true}> : () -> i1
      %29 = "arith.select"(%28, %27, %23) : (i1, i32, i32) -> i32
      %30 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %31 = "arith.cmpi"(%29, %30) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %32 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %33 = "arith.select"(%31, %32, %29) : (i1, i32, i32) -> i32
      %34 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %35 = "arith.addi"(%33, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "tpu.trace_start"() <{level = 10 : i32, message = "ep_initialize_0"}> : () -> ()
      %36 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %37 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %38 = "arith.remui"(%36, %37) : (i32, i32) -> i32
      %39 = "tpu.memref_slice"(%1, %38) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = "tpu.memref_squeeze"(%39) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %41 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %43 = "tpu.memref_slice"(%0, %38, %41, %42) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %44 = "tpu.memref_squeeze"(%43) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
      %45 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %46 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %47 = "tpu.memref_slice"(%arg0, %45, %46) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
      "tpu.enqueue_dma"(%47, %44, %40) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
      %48 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %49 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %50 = "arith.addi"(%48, %49) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %51 = "arith.constant"() <{value = true}> : () -> i1
      %52 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %53 = "arith.select"(%51, %50, %52) : (i1, i32, i32) -> i32
      %54 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %55 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %56 = "arith.remui"(%54, %55) : (i32, i32) -> i32
      %57 = "tpu.memref_slice"(%3, %56) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = "tpu.memref_squeeze"(%57) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %60 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %61 = "tpu.memref_slice"(%2, %56, %59, %60) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %62 = "tpu.memref_squeeze"(%61) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
      %63 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %64 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %65 = "tpu.memref_slice"(%arg1, %63, %64) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
      "tpu.enqueue_dma"(%65, %62, %58) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
      %66 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %67 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %68 = "arith.addi"(%66, %67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %69 = "arith.constant"() <{value = true}> : () -> i1
      %70 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %71 = "arith.select"(%69, %68, %70) : (i1, i32, i32) -> i32
      "tpu.trace_stop"() : () -> ()
      %72 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %74 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %75 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %76 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %77 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %78 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %79 = "arith.addi"(%77, %78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %80 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %81:7 = "scf.for"(%77, %79, %80, %53, %72, %71, %73, %74, %75, %76) ({
      ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32):
        %135 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %136 = "arith.cmpi"(%arg3, %135) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %137 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %138 = "arith.cmpi"(%arg3, %137) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %139 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %140 = "arith.addi"(%arg10, %139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %141 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %142 = "arith.subi"(%arg10, %141) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %143 = "arith.constant"() <{value = true}> : () -> i1
        %144 = "arith.select"(%143, %142, %arg10) : (i1, i32, i32) -> i32
        %145 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %146 = "arith.cmpi"(%144, %145) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %147 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %148 = "arith.select"(%146, %147, %144) : (i1, i32, i32) -> i32
        %149 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %150 = "arith.addi"(%148, %149) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %151 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %152 = "arith.addi"(%arg10, %151) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %153 = "arith.constant"() <{value = true}> : () -> i1
        %154 = "arith.select"(%153, %152, %arg10) : (i1, i32, i32) -> i32
        %155 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %156 = "arith.cmpi"(%154, %155) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %157 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %158 = "arith.select"(%156, %157, %154) : (i1, i32, i32) -> i32
        %159 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %160 = "arith.addi"(%158, %159) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %161 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %162 = "arith.addi"(%158, %161) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %163 = "arith.constant"() <{value = true}> : () -> i1
        %164 = "arith.select"(%163, %162, %158) : (i1, i32, i32) -> i32
        %165 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %166 = "arith.cmpi"(%164, %165) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %167 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %168 = "arith.select"(%166, %167, %164) : (i1, i32, i32) -> i32
        %169 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %170 = "arith.addi"(%168, %169) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %171 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %172 = "arith.constant"() <{value = false}> : () -> i1
        %173 = "arith.ori"(%172, %171) : (i1, i1) -> i1
        %174 = "arith.constant"() <{value = false}> : () -> i1
        %175 = "arith.ori"(%173, %174) : (i1, i1) -> i1
        %176 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %177 = "arith.cmpi"(%arg3, %176) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %178 = "arith.constant"() <{value = true}> : () -> i1
        %179 = "arith.xori"(%177, %178) : (i1, i1) -> i1
        %180 = "arith.andi"(%175, %179) : (i1, i1) -> i1
        %181 = "arith.extui"(%180) : (i1) -> i32
        %182 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %183 = "arith.cmpi"(%181, %182) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%183) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_in"}> : () -> ()
          %437 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %438 = "arith.remui"(%arg4, %437) : (i32, i32) -> i32
          %439 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %440 = "arith.muli"(%439, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %441 = "tpu.memref_slice"(%1, %438) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %442 = "tpu.memref_squeeze"(%441) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %443 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %444 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %445 = "tpu.memref_slice"(%0, %438, %443, %444) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %446 = "tpu.memref_squeeze"(%445) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %447 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %448 = "tpu.memref_slice"(%arg0, %440, %447) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          "tpu.enqueue_dma"(%448, %446, %442) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %184 = "arith.constant"() <{value = true}> : () -> i1
        %185 = "arith.andi"(%180, %184) : (i1, i1) -> i1
        %186 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %187 = "arith.addi"(%arg4, %186) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %188 = "arith.select"(%185, %187, %arg4) : (i1, i32, i32) -> i32
        %189 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %190 = "arith.constant"() <{value = false}> : () -> i1
        %191 = "arith.ori"(%190, %189) : (i1, i1) -> i1
        %192 = "arith.constant"() <{value = false}> : () -> i1
        %193 = "arith.ori"(%191, %192) : (i1, i1) -> i1
        %194 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %195 = "arith.cmpi"(%arg3, %194) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %196 = "arith.constant"() <{value = true}> : () -> i1
        %197 = "arith.xori"(%195, %196) : (i1, i1) -> i1
        %198 = "arith.andi"(%193, %197) : (i1, i1) -> i1
        %199 = "arith.extui"(%198) : (i1) -> i32
        %200 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %201 = "arith.cmpi"(%199, %200) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%201) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_in"}> : () -> ()
          %425 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %426 = "arith.remui"(%arg6, %425) : (i32, i32) -> i32
          %427 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %428 = "arith.muli"(%427, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %429 = "tpu.memref_slice"(%3, %426) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %430 = "tpu.memref_squeeze"(%429) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %431 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %432 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %433 = "tpu.memref_slice"(%2, %426, %431, %432) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %434 = "tpu.memref_squeeze"(%433) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %435 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %436 = "tpu.memref_slice"(%arg1, %428, %435) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          "tpu.enqueue_dma"(%436, %434, %430) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %202 = "arith.constant"() <{value = true}> : () -> i1
        %203 = "arith.andi"(%198, %202) : (i1, i1) -> i1
        %204 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %205 = "arith.addi"(%arg6, %204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %206 = "arith.select"(%203, %205, %arg6) : (i1, i32, i32) -> i32
        %207 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %208 = "arith.constant"() <{value = false}> : () -> i1
        %209 = "arith.ori"(%208, %207) : (i1, i1) -> i1
        %210 = "arith.constant"() <{value = false}> : () -> i1
        %211 = "arith.ori"(%209, %210) : (i1, i1) -> i1
        %212 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %213 = "arith.cmpi"(%arg3, %212) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %214 = "arith.constant"() <{value = true}> : () -> i1
        %215 = "arith.xori"(%213, %214) : (i1, i1) -> i1
        %216 = "arith.andi"(%211, %215) : (i1, i1) -> i1
        %217 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %218 = "arith.constant"() <{value = false}> : () -> i1
        %219 = "arith.ori"(%218, %217) : (i1, i1) -> i1
        %220 = "arith.constant"() <{value = false}> : () -> i1
        %221 = "arith.ori"(%219, %220) : (i1, i1) -> i1
        %222 = "arith.ori"(%221, %136) : (i1, i1) -> i1
        %223 = "arith.extui"(%222) : (i1) -> i32
        %224 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %225 = "arith.cmpi"(%223, %224) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%225) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_in"}> : () -> ()
          %413 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %414 = "arith.muli"(%413, %140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %415 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %416 = "arith.remui"(%arg5, %415) : (i32, i32) -> i32
          %417 = "tpu.memref_slice"(%1, %416) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %418 = "tpu.memref_squeeze"(%417) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %419 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %420 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %421 = "tpu.memref_slice"(%0, %416, %419, %420) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %422 = "tpu.memref_squeeze"(%421) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %423 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %424 = "tpu.memref_slice"(%arg0, %414, %423) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          "tpu.wait_dma2"(%418, %424, %422) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %226 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %227 = "arith.constant"() <{value = false}> : () -> i1
        %228 = "arith.ori"(%227, %226) : (i1, i1) -> i1
        %229 = "arith.constant"() <{value = false}> : () -> i1
        %230 = "arith.ori"(%228, %229) : (i1, i1) -> i1
        %231 = "arith.ori"(%230, %136) : (i1, i1) -> i1
        %232 = "arith.extui"(%231) : (i1) -> i32
        %233 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %234 = "arith.cmpi"(%232, %233) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%234) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_in"}> : () -> ()
          %401 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %402 = "arith.muli"(%401, %140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %403 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %404 = "arith.remui"(%arg7, %403) : (i32, i32) -> i32
          %405 = "tpu.memref_slice"(%3, %404) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %406 = "tpu.memref_squeeze"(%405) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %407 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %408 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %409 = "tpu.memref_slice"(%2, %404, %407, %408) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %410 = "tpu.memref_squeeze"(%409) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          %411 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %412 = "tpu.memref_slice"(%arg1, %402, %411) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          "tpu.wait_dma2"(%406, %412, %410) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<8x128xf32, #tpu.memory_space<vmem>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %235 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %236 = "arith.constant"() <{value = false}> : () -> i1
        %237 = "arith.ori"(%236, %235) : (i1, i1) -> i1
        %238 = "arith.constant"() <{value = false}> : () -> i1
        %239 = "arith.ori"(%237, %238) : (i1, i1) -> i1
        %240 = "arith.ori"(%239, %136) : (i1, i1) -> i1
        %241 = "arith.extui"(%240) : (i1) -> i32
        %242 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %243 = "arith.cmpi"(%241, %242) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%243) ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %244 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %245 = "arith.remui"(%arg5, %244) : (i32, i32) -> i32
        %246 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %247 = "arith.remui"(%arg7, %246) : (i32, i32) -> i32
        %248 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %249 = "arith.remui"(%arg8, %248) : (i32, i32) -> i32
        "tpu.trace_start"() <{level = 10 : i32, message = "ep_run_kernel"}> : () -> ()
        %250 = "arith.index_cast"(%245) : (i32) -> index
        %251 = "arith.constant"() <{value = 0 : index}> : () -> index
        %252 = "arith.constant"() <{value = 0 : index}> : () -> index
        %253 = "vector.load"(%0, %250, %251, %252) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
        %254 = "vector.shape_cast"(%253) : (vector<1x8x128xf32>) -> vector<8x128xf32>
        %255 = "arith.index_cast"(%247) : (i32) -> index
        %256 = "arith.constant"() <{value = 0 : index}> : () -> index
        %257 = "arith.constant"() <{value = 0 : index}> : () -> index
        %258 = "vector.load"(%2, %255, %256, %257) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
        %259 = "vector.shape_cast"(%258) : (vector<1x8x128xf32>) -> vector<8x128xf32>
        %260 = "arith.mulf"(%254, %259) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
        %261 = "arith.index_cast"(%245) : (i32) -> index
        %262 = "arith.constant"() <{value = 0 : index}> : () -> index
        %263 = "arith.constant"() <{value = 0 : index}> : () -> index
        %264 = "vector.load"(%0, %261, %262, %263) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
        %265 = "vector.shape_cast"(%264) : (vector<1x8x128xf32>) -> vector<8x128xf32>
        %266 = "arith.addf"(%260, %265) <{fastmath = #arith.fastmath<none>}> : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>
        %267 = "arith.index_cast"(%249) : (i32) -> index
        %268 = "arith.constant"() <{value = 0 : index}> : () -> index
        %269 = "arith.constant"() <{value = 0 : index}> : () -> index
        %270 = "vector.load"(%4, %267, %268, %269) : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> vector<1x8x128xf32>
        %271 = "vector.shape_cast"(%270) : (vector<1x8x128xf32>) -> vector<8x128xf32>
        %272 = "vector.shape_cast"(%266) : (vector<8x128xf32>) -> vector<1x8x128xf32>
        "tpu.vector_store"(%272, %4, %267, %268, %269) <{add = false, operandSegmentSizes = array<i32: 1, 1, 3, 0>, strides = array<i32>}> : (vector<1x8x128xf32>, memref<2x8x128xf32, #tpu.memory_space<vmem>>, index, index, index) -> ()
        "tpu.trace_stop"() : () -> ()
        %273 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %274 = "arith.constant"() <{value = false}> : () -> i1
        %275 = "arith.ori"(%274, %273) : (i1, i1) -> i1
        %276 = "arith.constant"() <{value = false}> : () -> i1
        %277 = "arith.ori"(%275, %276) : (i1, i1) -> i1
        %278 = "arith.ori"(%277, %138) : (i1, i1) -> i1
        %279 = "arith.extui"(%278) : (i1) -> i32
        %280 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %281 = "arith.cmpi"(%279, %280) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%281) ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %282 = "arith.constant"() <{value = false}> : () -> i1
        %283 = "arith.andi"(%278, %282) : (i1, i1) -> i1
        %284 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %285 = "arith.constant"() <{value = false}> : () -> i1
        %286 = "arith.ori"(%285, %284) : (i1, i1) -> i1
        %287 = "arith.constant"() <{value = false}> : () -> i1
        %288 = "arith.ori"(%286, %287) : (i1, i1) -> i1
        %289 = "arith.ori"(%288, %138) : (i1, i1) -> i1
        %290 = "arith.extui"(%289) : (i1) -> i32
        %291 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %292 = "arith.cmpi"(%290, %291) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%292) ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %293 = "arith.constant"() <{value = false}> : () -> i1
        %294 = "arith.andi"(%289, %293) : (i1, i1) -> i1
        %295 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %296 = "arith.constant"() <{value = false}> : () -> i1
        %297 = "arith.ori"(%296, %295) : (i1, i1) -> i1
        %298 = "arith.constant"() <{value = false}> : () -> i1
        %299 = "arith.ori"(%297, %298) : (i1, i1) -> i1
        %300 = "arith.ori"(%299, %138) : (i1, i1) -> i1
        %301 = "arith.extui"(%300) : (i1) -> i32
        %302 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %303 = "arith.cmpi"(%301, %302) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%303) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_copy_out"}> : () -> ()
          %389 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %390 = "arith.remui"(%arg8, %389) : (i32, i32) -> i32
          %391 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %392 = "arith.muli"(%391, %140) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %393 = "tpu.memref_slice"(%5, %390) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %394 = "tpu.memref_squeeze"(%393) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %395 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %396 = "tpu.memref_slice"(%arg2, %392, %395) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          %397 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %398 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %399 = "tpu.memref_slice"(%4, %390, %397, %398) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %400 = "tpu.memref_squeeze"(%399) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          "tpu.enqueue_dma"(%400, %396, %394) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 0, 0, 0>, priority = 0 : i32, strict_ordering = false}> : (memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<any>>, memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %304 = "arith.constant"() <{value = true}> : () -> i1
        %305 = "arith.andi"(%300, %304) : (i1, i1) -> i1
        %306 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %307 = "arith.addi"(%arg8, %306) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %308 = "arith.select"(%305, %307, %arg8) : (i1, i32, i32) -> i32
        %309 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %310 = "arith.constant"() <{value = false}> : () -> i1
        %311 = "arith.ori"(%310, %309) : (i1, i1) -> i1
        %312 = "arith.constant"() <{value = false}> : () -> i1
        %313 = "arith.ori"(%311, %312) : (i1, i1) -> i1
        %314 = "arith.constant"() <{value = true}> : () -> i1
        %315 = "arith.xori"(%136, %314) : (i1, i1) -> i1
        %316 = "arith.andi"(%313, %315) : (i1, i1) -> i1
        %317 = "arith.extui"(%316) : (i1) -> i32
        %318 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %319 = "arith.cmpi"(%317, %318) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%319) ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %320 = "arith.constant"() <{value = false}> : () -> i1
        %321 = "arith.andi"(%316, %320) : (i1, i1) -> i1
        %322 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %323 = "arith.constant"() <{value = false}> : () -> i1
        %324 = "arith.ori"(%323, %322) : (i1, i1) -> i1
        %325 = "arith.constant"() <{value = false}> : () -> i1
        %326 = "arith.ori"(%324, %325) : (i1, i1) -> i1
        %327 = "arith.constant"() <{value = true}> : () -> i1
        %328 = "arith.xori"(%136, %327) : (i1, i1) -> i1
        %329 = "arith.andi"(%326, %328) : (i1, i1) -> i1
        %330 = "arith.extui"(%329) : (i1) -> i32
        %331 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %332 = "arith.cmpi"(%330, %331) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%332) ({
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %333 = "arith.constant"() <{value = false}> : () -> i1
        %334 = "arith.andi"(%329, %333) : (i1, i1) -> i1
        %335 = "arith.cmpi"(%140, %150) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %336 = "arith.constant"() <{value = false}> : () -> i1
        %337 = "arith.ori"(%336, %335) : (i1, i1) -> i1
        %338 = "arith.constant"() <{value = false}> : () -> i1
        %339 = "arith.ori"(%337, %338) : (i1, i1) -> i1
        %340 = "arith.constant"() <{value = true}> : () -> i1
        %341 = "arith.xori"(%136, %340) : (i1, i1) -> i1
        %342 = "arith.andi"(%339, %341) : (i1, i1) -> i1
        %343 = "arith.extui"(%342) : (i1) -> i32
        %344 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %345 = "arith.cmpi"(%343, %344) <{predicate = 1 : i64}> : (i32, i32) -> i1
        "scf.if"(%345) ({
          "tpu.trace_start"() <{level = 10 : i32, message = "ep_wait_out"}> : () -> ()
          %377 = "arith.constant"() <{value = 2 : i32}> : () -> i32
          %378 = "arith.remui"(%arg9, %377) : (i32, i32) -> i32
          %379 = "arith.constant"() <{value = 8 : i32}> : () -> i32
          %380 = "arith.muli"(%379, %150) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %381 = "tpu.memref_slice"(%5, %378) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %382 = "tpu.memref_squeeze"(%381) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %383 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %384 = "tpu.memref_slice"(%arg2, %380, %383) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
          %385 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %386 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          %387 = "tpu.memref_slice"(%4, %378, %385, %386) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
          %388 = "tpu.memref_squeeze"(%387) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
          "tpu.wait_dma2"(%382, %388, %384) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<any>>) -> ()
          "tpu.trace_stop"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        %346 = "arith.constant"() <{value = true}> : () -> i1
        %347 = "arith.andi"(%342, %346) : (i1, i1) -> i1
        %348 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %349 = "arith.addi"(%arg9, %348) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %350 = "arith.select"(%347, %349, %arg9) : (i1, i32, i32) -> i32
        %351 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %352 = "arith.constant"() <{value = false}> : () -> i1
        %353 = "arith.ori"(%352, %351) : (i1, i1) -> i1
        %354 = "arith.constant"() <{value = false}> : () -> i1
        %355 = "arith.ori"(%353, %354) : (i1, i1) -> i1
        %356 = "arith.ori"(%355, %138) : (i1, i1) -> i1
        %357 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %358 = "arith.addi"(%arg5, %357) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %359 = "arith.select"(%356, %358, %arg5) : (i1, i32, i32) -> i32
        %360 = "arith.cmpi"(%140, %160) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %361 = "arith.constant"() <{value = false}> : () -> i1
        %362 = "arith.ori"(%361, %360) : (i1, i1) -> i1
        %363 = "arith.constant"() <{value = false}> : () -> i1
        %364 = "arith.ori"(%362, %363) : (i1, i1) -> i1
        %365 = "arith.ori"(%364, %138) : (i1, i1) -> i1
        %366 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %367 = "arith.addi"(%arg7, %366) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %368 = "arith.select"(%365, %367, %arg7) : (i1, i32, i32) -> i32
        %369 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %370 = "arith.addi"(%arg10, %369) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %371 = "arith.constant"() <{value = true}> : () -> i1
        %372 = "arith.select"(%371, %370, %arg10) : (i1, i32, i32) -> i32
        %373 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %374 = "arith.cmpi"(%372, %373) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %375 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %376 = "arith.select"(%374, %375, %372) : (i1, i32, i32) -> i32
        "scf.yield"(%188, %359, %206, %368, %308, %350, %376) : (i32, i32, i32, i32, i32, i32, i32) -> ()
      }) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32)
      %82 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %83 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %84 = "arith.subi"(%81#6, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %85 = "arith.constant"() <{value = true}> : () -> i1
      %86 = "arith.select"(%85, %84, %81#6) : (i1, i32, i32) -> i32
      %87 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %88 = "arith.cmpi"(%86, %87) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %89 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %90 = "arith.select"(%88, %89, %86) : (i1, i32, i32) -> i32
      %91 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "arith.addi"(%90, %91) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %93 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %94 = "arith.subi"(%90, %93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %95 = "arith.constant"() <{value = true}> : () -> i1
      %96 = "arith.select"(%95, %94, %90) : (i1, i32, i32) -> i32
      %97 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %98 = "arith.cmpi"(%96, %97) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %99 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %100 = "arith.select"(%98, %99, %96) : (i1, i32, i32) -> i32
      %101 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %102 = "arith.addi"(%100, %101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %103 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %104 = "arith.addi"(%90, %103) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %105 = "arith.constant"() <{value = true}> : () -> i1
      %106 = "arith.select"(%105, %104, %90) : (i1, i32, i32) -> i32
      %107 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %108 = "arith.cmpi"(%106, %107) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %109 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %110 = "arith.select"(%108, %109, %106) : (i1, i32, i32) -> i32
      %111 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %112 = "arith.addi"(%110, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %113 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %114 = "arith.addi"(%110, %113) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %115 = "arith.constant"() <{value = true}> : () -> i1
      %116 = "arith.select"(%115, %114, %110) : (i1, i32, i32) -> i32
      %117 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %118 = "arith.cmpi"(%116, %117) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %119 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %120 = "arith.select"(%118, %119, %116) : (i1, i32, i32) -> i32
      %121 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %122 = "arith.addi"(%120, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "tpu.trace_start"() <{level = 10 : i32, message = "ep_finalize"}> : () -> ()
      %123 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %124 = "arith.remui"(%81#5, %123) : (i32, i32) -> i32
      %125 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %126 = "arith.muli"(%125, %92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %127 = "tpu.memref_slice"(%5, %124) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, i32) -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %128 = "tpu.memref_squeeze"(%127) : (memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %129 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %130 = "tpu.memref_slice"(%arg2, %126, %129) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<32x128xf32, #tpu.memory_space<any>>, i32, i32) -> memref<8x128xf32, #tpu.memory_space<any>>
      %131 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %132 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "tpu.memref_slice"(%4, %124, %131, %132) <{operandSegmentSizes = array<i32: 1, 3, 0>}> : (memref<2x8x128xf32, #tpu.memory_space<vmem>>, i32, i32, i32) -> memref<1x8x128xf32, #tpu.memory_space<vmem>>
      %134 = "tpu.memref_squeeze"(%133) : (memref<1x8x128xf32, #tpu.memory_space<vmem>>) -> memref<8x128xf32, #tpu.memory_space<vmem>>
      "tpu.wait_dma2"(%128, %134, %130) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, strict_ordering = false}> : (memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, memref<8x128xf32, #tpu.memory_space<vmem>>, memref<8x128xf32, #tpu.memory_space<any>>) -> ()
      "tpu.trace_stop"() : () -> ()
      "tpu.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) {dimension_semantics = [], scalar_prefetch = 0 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>} : () -> ()
}) {stable_mosaic.version = 11 : i64} : () -> ()
