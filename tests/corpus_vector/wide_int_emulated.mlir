// Generated from tests/corpus_vector/src/wide_int.mlir.in by mlir-opt 22 with
// PASSES: --arith-emulate-wide-int=widest-int-supported=32
// ORACLE: --test-vector-linearize
module {
  func.func @halves(%arg0: vector<2xi32>) {
    %cst = arith.constant dense<[32, 0]> : vector<2xi32>
    %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %1 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %2 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %3 = vector.extract %cst[0] : i32 from vector<2xi32>
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.cmpi uge, %3, %c32_i32 : i32
    %5 = arith.shrui %1, %3 : i32
    %6 = arith.select %4, %c0_i32, %5 : i32
    %7 = arith.shrui %2, %3 : i32
    %8 = arith.select %4, %c0_i32, %7 : i32
    %9 = arith.select %4, %c32_i32, %3 : i32
    %10 = arith.subi %c32_i32, %9 : i32
    %11 = arith.shli %2, %10 : i32
    %12 = arith.subi %3, %c32_i32 : i32
    %13 = arith.shrui %2, %12 : i32
    %14 = arith.select %4, %13, %11 : i32
    %15 = arith.ori %6, %14 : i32
    %cst_0 = arith.constant dense<0> : vector<2xi32>
    %16 = vector.insert %15, %cst_0 [0] : i32 into vector<2xi32>
    %17 = vector.insert %8, %16 [1] : i32 into vector<2xi32>
    %18 = vector.extract %17[0] : i32 from vector<2xi32>
    vector.print %18 : i32 punctuation <comma>
    vector.print %0 : i32
    return
  }
  func.func @ops(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<2xi32>) {
    %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %sum, %overflow = arith.addui_extended %0, %2 : i32, i1
    %4 = arith.extui %overflow : i1 to i32
    %5 = arith.addi %4, %1 : i32
    %6 = arith.addi %5, %3 : i32
    %cst = arith.constant dense<0> : vector<2xi32>
    %7 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
    %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
    call @halves(%8) : (vector<2xi32>) -> ()
    %9 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %10 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %11 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %12 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %13 = arith.subi %9, %11 : i32
    %14 = arith.cmpi ult, %9, %11 : i32
    %15 = arith.extui %14 : i1 to i32
    %16 = arith.subi %10, %15 : i32
    %17 = arith.subi %16, %12 : i32
    %cst_0 = arith.constant dense<0> : vector<2xi32>
    %18 = vector.insert %13, %cst_0 [0] : i32 into vector<2xi32>
    %19 = vector.insert %17, %18 [1] : i32 into vector<2xi32>
    call @halves(%19) : (vector<2xi32>) -> ()
    %20 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %21 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %22 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %23 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %low, %high = arith.mului_extended %20, %22 : i32
    %24 = arith.muli %20, %23 : i32
    %25 = arith.muli %21, %22 : i32
    %26 = arith.addi %high, %24 : i32
    %27 = arith.addi %26, %25 : i32
    %cst_1 = arith.constant dense<0> : vector<2xi32>
    %28 = vector.insert %low, %cst_1 [0] : i32 into vector<2xi32>
    %29 = vector.insert %27, %28 [1] : i32 into vector<2xi32>
    call @halves(%29) : (vector<2xi32>) -> ()
    %30 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %31 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %32 = vector.extract %arg2[0] : i32 from vector<2xi32>
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %33 = arith.cmpi uge, %32, %c32_i32 : i32
    %34 = arith.shli %30, %32 : i32
    %35 = arith.select %33, %c0_i32, %34 : i32
    %36 = arith.select %33, %c32_i32, %32 : i32
    %37 = arith.subi %c32_i32, %36 : i32
    %38 = arith.shrui %30, %37 : i32
    %39 = arith.subi %32, %c32_i32 : i32
    %40 = arith.shli %30, %39 : i32
    %41 = arith.shli %31, %32 : i32
    %42 = arith.select %33, %c0_i32, %41 : i32
    %43 = arith.select %33, %40, %38 : i32
    %44 = arith.ori %43, %42 : i32
    %cst_2 = arith.constant dense<0> : vector<2xi32>
    %45 = vector.insert %35, %cst_2 [0] : i32 into vector<2xi32>
    %46 = vector.insert %44, %45 [1] : i32 into vector<2xi32>
    call @halves(%46) : (vector<2xi32>) -> ()
    %47 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %48 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %49 = vector.extract %arg2[0] : i32 from vector<2xi32>
    %c0_i32_3 = arith.constant 0 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %50 = arith.cmpi uge, %49, %c32_i32_4 : i32
    %51 = arith.shrui %47, %49 : i32
    %52 = arith.select %50, %c0_i32_3, %51 : i32
    %53 = arith.shrui %48, %49 : i32
    %54 = arith.select %50, %c0_i32_3, %53 : i32
    %55 = arith.select %50, %c32_i32_4, %49 : i32
    %56 = arith.subi %c32_i32_4, %55 : i32
    %57 = arith.shli %48, %56 : i32
    %58 = arith.subi %49, %c32_i32_4 : i32
    %59 = arith.shrui %48, %58 : i32
    %60 = arith.select %50, %59, %57 : i32
    %61 = arith.ori %52, %60 : i32
    %cst_5 = arith.constant dense<0> : vector<2xi32>
    %62 = vector.insert %61, %cst_5 [0] : i32 into vector<2xi32>
    %63 = vector.insert %54, %62 [1] : i32 into vector<2xi32>
    call @halves(%63) : (vector<2xi32>) -> ()
    %64 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %65 = vector.extract %arg2[0] : i32 from vector<2xi32>
    %c0_i32_6 = arith.constant 0 : i32
    %66 = arith.cmpi slt, %64, %c0_i32_6 : i32
    %67 = arith.extsi %66 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %68 = arith.cmpi slt, %67, %c0_i32_7 : i32
    %69 = arith.extsi %68 : i1 to i32
    %cst_8 = arith.constant dense<0> : vector<2xi32>
    %70 = vector.insert %67, %cst_8 [0] : i32 into vector<2xi32>
    %71 = vector.insert %69, %70 [1] : i32 into vector<2xi32>
    %c64_i32 = arith.constant 64 : i32
    %72 = arith.subi %c64_i32, %65 : i32
    %cst_9 = arith.constant dense<0> : vector<2xi32>
    %73 = vector.insert %72, %cst_9 [0] : i32 into vector<2xi32>
    %74 = vector.extract %71[0] : i32 from vector<2xi32>
    %75 = vector.extract %71[1] : i32 from vector<2xi32>
    %76 = vector.extract %73[0] : i32 from vector<2xi32>
    %c0_i32_10 = arith.constant 0 : i32
    %c32_i32_11 = arith.constant 32 : i32
    %77 = arith.cmpi uge, %76, %c32_i32_11 : i32
    %78 = arith.shli %74, %76 : i32
    %79 = arith.select %77, %c0_i32_10, %78 : i32
    %80 = arith.select %77, %c32_i32_11, %76 : i32
    %81 = arith.subi %c32_i32_11, %80 : i32
    %82 = arith.shrui %74, %81 : i32
    %83 = arith.subi %76, %c32_i32_11 : i32
    %84 = arith.shli %74, %83 : i32
    %85 = arith.shli %75, %76 : i32
    %86 = arith.select %77, %c0_i32_10, %85 : i32
    %87 = arith.select %77, %84, %82 : i32
    %88 = arith.ori %87, %86 : i32
    %cst_12 = arith.constant dense<0> : vector<2xi32>
    %89 = vector.insert %79, %cst_12 [0] : i32 into vector<2xi32>
    %90 = vector.insert %88, %89 [1] : i32 into vector<2xi32>
    %91 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %92 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %93 = vector.extract %arg2[0] : i32 from vector<2xi32>
    %c0_i32_13 = arith.constant 0 : i32
    %c32_i32_14 = arith.constant 32 : i32
    %94 = arith.cmpi uge, %93, %c32_i32_14 : i32
    %95 = arith.shrui %91, %93 : i32
    %96 = arith.select %94, %c0_i32_13, %95 : i32
    %97 = arith.shrui %92, %93 : i32
    %98 = arith.select %94, %c0_i32_13, %97 : i32
    %99 = arith.select %94, %c32_i32_14, %93 : i32
    %100 = arith.subi %c32_i32_14, %99 : i32
    %101 = arith.shli %92, %100 : i32
    %102 = arith.subi %93, %c32_i32_14 : i32
    %103 = arith.shrui %92, %102 : i32
    %104 = arith.select %94, %103, %101 : i32
    %105 = arith.ori %96, %104 : i32
    %cst_15 = arith.constant dense<0> : vector<2xi32>
    %106 = vector.insert %105, %cst_15 [0] : i32 into vector<2xi32>
    %107 = vector.insert %98, %106 [1] : i32 into vector<2xi32>
    %108 = vector.extract %107[0] : i32 from vector<2xi32>
    %109 = vector.extract %107[1] : i32 from vector<2xi32>
    %110 = vector.extract %90[0] : i32 from vector<2xi32>
    %111 = vector.extract %90[1] : i32 from vector<2xi32>
    %112 = arith.ori %108, %110 : i32
    %113 = arith.ori %109, %111 : i32
    %cst_16 = arith.constant dense<0> : vector<2xi32>
    %114 = vector.insert %112, %cst_16 [0] : i32 into vector<2xi32>
    %115 = vector.insert %113, %114 [1] : i32 into vector<2xi32>
    %116 = arith.cmpi eq, %65, %c0_i32_6 : i32
    %117 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %118 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %119 = vector.extract %115[0] : i32 from vector<2xi32>
    %120 = vector.extract %115[1] : i32 from vector<2xi32>
    %121 = arith.select %116, %117, %119 : i32
    %122 = arith.select %116, %118, %120 : i32
    %cst_17 = arith.constant dense<0> : vector<2xi32>
    %123 = vector.insert %121, %cst_17 [0] : i32 into vector<2xi32>
    %124 = vector.insert %122, %123 [1] : i32 into vector<2xi32>
    call @halves(%124) : (vector<2xi32>) -> ()
    %125 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %126 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %127 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %128 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %129 = arith.andi %125, %127 : i32
    %130 = arith.andi %126, %128 : i32
    %cst_18 = arith.constant dense<0> : vector<2xi32>
    %131 = vector.insert %129, %cst_18 [0] : i32 into vector<2xi32>
    %132 = vector.insert %130, %131 [1] : i32 into vector<2xi32>
    %133 = vector.extract %132[0] : i32 from vector<2xi32>
    %134 = vector.extract %132[1] : i32 from vector<2xi32>
    %135 = vector.extract %arg2[0] : i32 from vector<2xi32>
    %136 = vector.extract %arg2[1] : i32 from vector<2xi32>
    %137 = arith.ori %133, %135 : i32
    %138 = arith.ori %134, %136 : i32
    %cst_19 = arith.constant dense<0> : vector<2xi32>
    %139 = vector.insert %137, %cst_19 [0] : i32 into vector<2xi32>
    %140 = vector.insert %138, %139 [1] : i32 into vector<2xi32>
    %141 = vector.extract %140[0] : i32 from vector<2xi32>
    %142 = vector.extract %140[1] : i32 from vector<2xi32>
    %143 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %144 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %145 = arith.xori %141, %143 : i32
    %146 = arith.xori %142, %144 : i32
    %cst_20 = arith.constant dense<0> : vector<2xi32>
    %147 = vector.insert %145, %cst_20 [0] : i32 into vector<2xi32>
    %148 = vector.insert %146, %147 [1] : i32 into vector<2xi32>
    call @halves(%148) : (vector<2xi32>) -> ()
    %149 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %150 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %151 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %152 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %153 = arith.cmpi ugt, %149, %151 : i32
    %154 = arith.cmpi sgt, %150, %152 : i32
    %155 = arith.cmpi eq, %150, %152 : i32
    %156 = arith.select %155, %153, %154 : i1
    %157 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %158 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %159 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %160 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %161 = arith.select %156, %157, %159 : i32
    %162 = arith.select %156, %158, %160 : i32
    %cst_21 = arith.constant dense<0> : vector<2xi32>
    %163 = vector.insert %161, %cst_21 [0] : i32 into vector<2xi32>
    %164 = vector.insert %162, %163 [1] : i32 into vector<2xi32>
    %165 = vector.extract %164[0] : i32 from vector<2xi32>
    %166 = vector.extract %164[1] : i32 from vector<2xi32>
    %167 = vector.extract %19[0] : i32 from vector<2xi32>
    %168 = vector.extract %19[1] : i32 from vector<2xi32>
    %169 = arith.cmpi ult, %165, %167 : i32
    %170 = arith.cmpi ult, %166, %168 : i32
    %171 = arith.cmpi eq, %166, %168 : i32
    %172 = arith.select %171, %169, %170 : i1
    %173 = vector.extract %164[0] : i32 from vector<2xi32>
    %174 = vector.extract %164[1] : i32 from vector<2xi32>
    %175 = vector.extract %19[0] : i32 from vector<2xi32>
    %176 = vector.extract %19[1] : i32 from vector<2xi32>
    %177 = arith.select %172, %173, %175 : i32
    %178 = arith.select %172, %174, %176 : i32
    %cst_22 = arith.constant dense<0> : vector<2xi32>
    %179 = vector.insert %177, %cst_22 [0] : i32 into vector<2xi32>
    %180 = vector.insert %178, %179 [1] : i32 into vector<2xi32>
    call @halves(%180) : (vector<2xi32>) -> ()
    %181 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %182 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %183 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %184 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %185 = arith.cmpi ugt, %181, %183 : i32
    %186 = arith.cmpi ugt, %182, %184 : i32
    %187 = arith.cmpi eq, %182, %184 : i32
    %188 = arith.select %187, %185, %186 : i1
    %189 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %190 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %191 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %192 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %193 = arith.select %188, %189, %191 : i32
    %194 = arith.select %188, %190, %192 : i32
    %cst_23 = arith.constant dense<0> : vector<2xi32>
    %195 = vector.insert %193, %cst_23 [0] : i32 into vector<2xi32>
    %196 = vector.insert %194, %195 [1] : i32 into vector<2xi32>
    %197 = vector.extract %196[0] : i32 from vector<2xi32>
    %198 = vector.extract %196[1] : i32 from vector<2xi32>
    %199 = vector.extract %29[0] : i32 from vector<2xi32>
    %200 = vector.extract %29[1] : i32 from vector<2xi32>
    %201 = arith.cmpi ult, %197, %199 : i32
    %202 = arith.cmpi slt, %198, %200 : i32
    %203 = arith.cmpi eq, %198, %200 : i32
    %204 = arith.select %203, %201, %202 : i1
    %205 = vector.extract %196[0] : i32 from vector<2xi32>
    %206 = vector.extract %196[1] : i32 from vector<2xi32>
    %207 = vector.extract %29[0] : i32 from vector<2xi32>
    %208 = vector.extract %29[1] : i32 from vector<2xi32>
    %209 = arith.select %204, %205, %207 : i32
    %210 = arith.select %204, %206, %208 : i32
    %cst_24 = arith.constant dense<0> : vector<2xi32>
    %211 = vector.insert %209, %cst_24 [0] : i32 into vector<2xi32>
    %212 = vector.insert %210, %211 [1] : i32 into vector<2xi32>
    call @halves(%212) : (vector<2xi32>) -> ()
    %213 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %214 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %215 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %216 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %217 = arith.cmpi ult, %213, %215 : i32
    %218 = arith.cmpi slt, %214, %216 : i32
    %219 = arith.cmpi eq, %214, %216 : i32
    %220 = arith.select %219, %217, %218 : i1
    %221 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %222 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %223 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %224 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %225 = arith.cmpi ult, %221, %223 : i32
    %226 = arith.cmpi ult, %222, %224 : i32
    %227 = arith.cmpi eq, %222, %224 : i32
    %228 = arith.select %227, %225, %226 : i1
    %229 = vector.extract %arg0[0] : i32 from vector<2xi32>
    %230 = vector.extract %arg0[1] : i32 from vector<2xi32>
    %231 = vector.extract %arg1[0] : i32 from vector<2xi32>
    %232 = vector.extract %arg1[1] : i32 from vector<2xi32>
    %233 = arith.cmpi eq, %229, %231 : i32
    %234 = arith.cmpi eq, %230, %232 : i32
    %235 = arith.andi %233, %234 : i1
    %236 = vector.extract %29[0] : i32 from vector<2xi32>
    %237 = vector.extract %29[1] : i32 from vector<2xi32>
    %238 = vector.extract %8[0] : i32 from vector<2xi32>
    %239 = vector.extract %8[1] : i32 from vector<2xi32>
    %240 = arith.cmpi uge, %236, %238 : i32
    %241 = arith.cmpi sge, %237, %239 : i32
    %242 = arith.cmpi eq, %237, %239 : i32
    %243 = arith.select %242, %240, %241 : i1
    %244 = vector.extract %8[0] : i32 from vector<2xi32>
    %245 = vector.extract %8[1] : i32 from vector<2xi32>
    %246 = vector.extract %29[0] : i32 from vector<2xi32>
    %247 = vector.extract %29[1] : i32 from vector<2xi32>
    %248 = arith.select %220, %244, %246 : i32
    %249 = arith.select %220, %245, %247 : i32
    %cst_25 = arith.constant dense<0> : vector<2xi32>
    %250 = vector.insert %248, %cst_25 [0] : i32 into vector<2xi32>
    %251 = vector.insert %249, %250 [1] : i32 into vector<2xi32>
    call @halves(%251) : (vector<2xi32>) -> ()
    vector.print %228 : i1
    vector.print %235 : i1
    vector.print %243 : i1
    %cst_26 = arith.constant dense<0> : vector<2xi32>
    %252 = vector.extract %29[0] : i32 from vector<2xi32>
    %253 = vector.extract %29[1] : i32 from vector<2xi32>
    %254 = vector.extract %cst_26[0] : i32 from vector<2xi32>
    %255 = vector.extract %cst_26[1] : i32 from vector<2xi32>
    %256 = arith.cmpi ult, %252, %254 : i32
    %257 = arith.cmpi slt, %253, %255 : i32
    %258 = arith.cmpi eq, %253, %255 : i32
    %259 = arith.select %258, %256, %257 : i1
    %260 = vector.extract %cst_26[0] : i32 from vector<2xi32>
    %261 = vector.extract %cst_26[1] : i32 from vector<2xi32>
    %262 = vector.extract %29[0] : i32 from vector<2xi32>
    %263 = vector.extract %29[1] : i32 from vector<2xi32>
    %264 = arith.subi %260, %262 : i32
    %265 = arith.cmpi ult, %260, %262 : i32
    %266 = arith.extui %265 : i1 to i32
    %267 = arith.subi %261, %266 : i32
    %268 = arith.subi %267, %263 : i32
    %cst_27 = arith.constant dense<0> : vector<2xi32>
    %269 = vector.insert %264, %cst_27 [0] : i32 into vector<2xi32>
    %270 = vector.insert %268, %269 [1] : i32 into vector<2xi32>
    %271 = vector.extract %270[0] : i32 from vector<2xi32>
    %272 = vector.extract %270[1] : i32 from vector<2xi32>
    %273 = vector.extract %29[0] : i32 from vector<2xi32>
    %274 = vector.extract %29[1] : i32 from vector<2xi32>
    %275 = arith.select %259, %271, %273 : i32
    %276 = arith.select %259, %272, %274 : i32
    %cst_28 = arith.constant dense<0> : vector<2xi32>
    %277 = vector.insert %275, %cst_28 [0] : i32 into vector<2xi32>
    %278 = vector.insert %276, %277 [1] : i32 into vector<2xi32>
    %279 = vector.extract %278[0] : i32 from vector<2xi32>
    %280 = vector.extract %278[1] : i32 from vector<2xi32>
    %c0_i32_29 = arith.constant 0 : i32
    %281 = arith.cmpi eq, %280, %c0_i32_29 : i32
    %282 = arith.uitofp %279 : i32 to f32
    %283 = arith.uitofp %280 : i32 to f32
    %cst_30 = arith.constant 4.2949673E+9 : f32
    %284 = arith.mulf %283, %cst_30 : f32
    %285 = arith.addf %282, %284 : f32
    %286 = arith.select %281, %282, %285 : f32
    %287 = arith.negf %286 : f32
    %288 = arith.select %259, %287, %286 : f32
    vector.print %288 : f32
    %289 = vector.extract %19[0] : i32 from vector<2xi32>
    %290 = vector.extract %19[1] : i32 from vector<2xi32>
    %c0_i32_31 = arith.constant 0 : i32
    %291 = arith.cmpi eq, %290, %c0_i32_31 : i32
    %292 = arith.uitofp %289 : i32 to f64
    %293 = arith.uitofp %290 : i32 to f64
    %cst_32 = arith.constant 0x41F0000000000000 : f64
    %294 = arith.mulf %293, %cst_32 : f64
    %295 = arith.addf %292, %294 : f64
    %296 = arith.select %291, %292, %295 : f64
    vector.print %296 : f64
    %297 = vector.extract %29[0] : i32 from vector<2xi32>
    %298 = arith.trunci %297 : i32 to i16
    %299 = arith.extsi %298 : i16 to i32
    %c0_i32_33 = arith.constant 0 : i32
    %300 = arith.cmpi slt, %299, %c0_i32_33 : i32
    %301 = arith.extsi %300 : i1 to i32
    %cst_34 = arith.constant dense<0> : vector<2xi32>
    %302 = vector.insert %299, %cst_34 [0] : i32 into vector<2xi32>
    %303 = vector.insert %301, %302 [1] : i32 into vector<2xi32>
    call @halves(%303) : (vector<2xi32>) -> ()
    %304 = arith.extui %298 : i16 to i32
    %cst_35 = arith.constant dense<0> : vector<2xi32>
    %305 = vector.insert %304, %cst_35 [0] : i32 into vector<2xi32>
    call @halves(%305) : (vector<2xi32>) -> ()
    %306 = vector.extract %29[0] : i32 from vector<2xi32>
    %307 = arith.index_cast %306 : i32 to index
    %308 = arith.index_castui %307 : index to i32
    %cst_36 = arith.constant dense<0> : vector<2xi32>
    %309 = vector.insert %308, %cst_36 [0] : i32 into vector<2xi32>
    call @halves(%309) : (vector<2xi32>) -> ()
    return
  }
  func.func @vec(%arg0: vector<4x2xi32>, %arg1: vector<4x2xi32>) {
    %cst = arith.constant dense<[[1, 0], [7, 0], [33, 0], [63, 0]]> : vector<4x2xi32>
    %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %1 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %2 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %3 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %low, %high = arith.mului_extended %0, %2 : vector<4x1xi32>
    %4 = arith.muli %0, %3 : vector<4x1xi32>
    %5 = arith.muli %1, %2 : vector<4x1xi32>
    %6 = arith.addi %high, %4 : vector<4x1xi32>
    %7 = arith.addi %6, %5 : vector<4x1xi32>
    %cst_0 = arith.constant dense<0> : vector<4x2xi32>
    %8 = vector.insert_strided_slice %low, %cst_0 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %9 = vector.insert_strided_slice %7, %8 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %10 = vector.extract_strided_slice %9 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %11 = vector.extract_strided_slice %cst {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %cst_1 = arith.constant dense<0> : vector<4x1xi32>
    %12 = arith.cmpi slt, %10, %cst_1 : vector<4x1xi32>
    %13 = vector.shape_cast %12 : vector<4x1xi1> to vector<4xi1>
    %14 = vector.shape_cast %13 : vector<4xi1> to vector<4x1xi1>
    %15 = arith.extsi %14 : vector<4x1xi1> to vector<4x1xi32>
    %cst_2 = arith.constant dense<0> : vector<4x1xi32>
    %16 = arith.cmpi slt, %15, %cst_2 : vector<4x1xi32>
    %17 = arith.extsi %16 : vector<4x1xi1> to vector<4x1xi32>
    %cst_3 = arith.constant dense<0> : vector<4x2xi32>
    %18 = vector.insert_strided_slice %15, %cst_3 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %19 = vector.insert_strided_slice %17, %18 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %cst_4 = arith.constant dense<64> : vector<4x1xi32>
    %20 = arith.subi %cst_4, %11 : vector<4x1xi32>
    %21 = vector.shape_cast %20 : vector<4x1xi32> to vector<4xi32>
    %22 = vector.shape_cast %21 : vector<4xi32> to vector<4x1xi32>
    %cst_5 = arith.constant dense<0> : vector<4x2xi32>
    %23 = vector.insert_strided_slice %22, %cst_5 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %24 = vector.extract_strided_slice %19 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %25 = vector.extract_strided_slice %19 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %26 = vector.extract_strided_slice %23 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %cst_6 = arith.constant dense<0> : vector<4x1xi32>
    %cst_7 = arith.constant dense<32> : vector<4x1xi32>
    %27 = arith.cmpi uge, %26, %cst_7 : vector<4x1xi32>
    %28 = arith.shli %24, %26 : vector<4x1xi32>
    %29 = arith.select %27, %cst_6, %28 : vector<4x1xi1>, vector<4x1xi32>
    %30 = arith.select %27, %cst_7, %26 : vector<4x1xi1>, vector<4x1xi32>
    %31 = arith.subi %cst_7, %30 : vector<4x1xi32>
    %32 = arith.shrui %24, %31 : vector<4x1xi32>
    %33 = arith.subi %26, %cst_7 : vector<4x1xi32>
    %34 = arith.shli %24, %33 : vector<4x1xi32>
    %35 = arith.shli %25, %26 : vector<4x1xi32>
    %36 = arith.select %27, %cst_6, %35 : vector<4x1xi1>, vector<4x1xi32>
    %37 = arith.select %27, %34, %32 : vector<4x1xi1>, vector<4x1xi32>
    %38 = arith.ori %37, %36 : vector<4x1xi32>
    %cst_8 = arith.constant dense<0> : vector<4x2xi32>
    %39 = vector.insert_strided_slice %29, %cst_8 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %40 = vector.insert_strided_slice %38, %39 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %41 = vector.extract_strided_slice %9 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %42 = vector.extract_strided_slice %9 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %43 = vector.extract_strided_slice %cst {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %cst_9 = arith.constant dense<0> : vector<4x1xi32>
    %cst_10 = arith.constant dense<32> : vector<4x1xi32>
    %44 = arith.cmpi uge, %43, %cst_10 : vector<4x1xi32>
    %45 = arith.shrui %41, %43 : vector<4x1xi32>
    %46 = arith.select %44, %cst_9, %45 : vector<4x1xi1>, vector<4x1xi32>
    %47 = arith.shrui %42, %43 : vector<4x1xi32>
    %48 = arith.select %44, %cst_9, %47 : vector<4x1xi1>, vector<4x1xi32>
    %49 = arith.select %44, %cst_10, %43 : vector<4x1xi1>, vector<4x1xi32>
    %50 = arith.subi %cst_10, %49 : vector<4x1xi32>
    %51 = arith.shli %42, %50 : vector<4x1xi32>
    %52 = arith.subi %43, %cst_10 : vector<4x1xi32>
    %53 = arith.shrui %42, %52 : vector<4x1xi32>
    %54 = arith.select %44, %53, %51 : vector<4x1xi1>, vector<4x1xi32>
    %55 = arith.ori %46, %54 : vector<4x1xi32>
    %cst_11 = arith.constant dense<0> : vector<4x2xi32>
    %56 = vector.insert_strided_slice %55, %cst_11 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %57 = vector.insert_strided_slice %48, %56 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %58 = vector.extract_strided_slice %57 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %59 = vector.extract_strided_slice %57 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %60 = vector.extract_strided_slice %40 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %61 = vector.extract_strided_slice %40 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %62 = arith.ori %58, %60 : vector<4x1xi32>
    %63 = arith.ori %59, %61 : vector<4x1xi32>
    %cst_12 = arith.constant dense<0> : vector<4x2xi32>
    %64 = vector.insert_strided_slice %62, %cst_12 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %65 = vector.insert_strided_slice %63, %64 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %66 = arith.cmpi eq, %11, %cst_1 : vector<4x1xi32>
    %67 = vector.shape_cast %66 : vector<4x1xi1> to vector<4xi1>
    %68 = vector.extract_strided_slice %9 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %69 = vector.extract_strided_slice %9 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %70 = vector.extract_strided_slice %65 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %71 = vector.extract_strided_slice %65 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %72 = vector.shape_cast %67 : vector<4xi1> to vector<4x1xi1>
    %73 = arith.select %72, %68, %70 : vector<4x1xi1>, vector<4x1xi32>
    %74 = arith.select %72, %69, %71 : vector<4x1xi1>, vector<4x1xi32>
    %cst_13 = arith.constant dense<0> : vector<4x2xi32>
    %75 = vector.insert_strided_slice %73, %cst_13 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %76 = vector.insert_strided_slice %74, %75 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %77 = vector.extract_strided_slice %76 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %78 = vector.extract_strided_slice %76 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %79 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %80 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %sum, %overflow = arith.addui_extended %77, %79 : vector<4x1xi32>, vector<4x1xi1>
    %81 = arith.extui %overflow : vector<4x1xi1> to vector<4x1xi32>
    %82 = arith.addi %81, %78 : vector<4x1xi32>
    %83 = arith.addi %82, %80 : vector<4x1xi32>
    %cst_14 = arith.constant dense<0> : vector<4x2xi32>
    %84 = vector.insert_strided_slice %sum, %cst_14 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %85 = vector.insert_strided_slice %83, %84 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %86 = vector.extract_strided_slice %85 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %87 = vector.extract_strided_slice %85 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %88 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %89 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %90 = arith.cmpi ugt, %86, %88 : vector<4x1xi32>
    %91 = arith.cmpi ugt, %87, %89 : vector<4x1xi32>
    %92 = arith.cmpi eq, %87, %89 : vector<4x1xi32>
    %93 = arith.select %92, %90, %91 : vector<4x1xi1>, vector<4x1xi1>
    %94 = vector.shape_cast %93 : vector<4x1xi1> to vector<4xi1>
    %95 = vector.extract_strided_slice %85 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %96 = vector.extract_strided_slice %85 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %97 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %98 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %99 = vector.shape_cast %94 : vector<4xi1> to vector<4x1xi1>
    %100 = arith.select %99, %95, %97 : vector<4x1xi1>, vector<4x1xi32>
    %101 = arith.select %99, %96, %98 : vector<4x1xi1>, vector<4x1xi32>
    %cst_15 = arith.constant dense<0> : vector<4x2xi32>
    %102 = vector.insert_strided_slice %100, %cst_15 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %103 = vector.insert_strided_slice %101, %102 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %cst_16 = arith.constant dense<[[32, 0], [32, 0], [32, 0], [32, 0]]> : vector<4x2xi32>
    %104 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %105 = vector.shape_cast %104 : vector<4x1xi32> to vector<4xi32>
    %106 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %107 = vector.extract_strided_slice %103 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %108 = vector.extract_strided_slice %cst_16 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %cst_17 = arith.constant dense<0> : vector<4x1xi32>
    %cst_18 = arith.constant dense<32> : vector<4x1xi32>
    %109 = arith.cmpi uge, %108, %cst_18 : vector<4x1xi32>
    %110 = arith.shrui %106, %108 : vector<4x1xi32>
    %111 = arith.select %109, %cst_17, %110 : vector<4x1xi1>, vector<4x1xi32>
    %112 = arith.shrui %107, %108 : vector<4x1xi32>
    %113 = arith.select %109, %cst_17, %112 : vector<4x1xi1>, vector<4x1xi32>
    %114 = arith.select %109, %cst_18, %108 : vector<4x1xi1>, vector<4x1xi32>
    %115 = arith.subi %cst_18, %114 : vector<4x1xi32>
    %116 = arith.shli %107, %115 : vector<4x1xi32>
    %117 = arith.subi %108, %cst_18 : vector<4x1xi32>
    %118 = arith.shrui %107, %117 : vector<4x1xi32>
    %119 = arith.select %109, %118, %116 : vector<4x1xi1>, vector<4x1xi32>
    %120 = arith.ori %111, %119 : vector<4x1xi32>
    %cst_19 = arith.constant dense<0> : vector<4x2xi32>
    %121 = vector.insert_strided_slice %120, %cst_19 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %122 = vector.insert_strided_slice %113, %121 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %123 = vector.extract_strided_slice %122 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %124 = vector.shape_cast %123 : vector<4x1xi32> to vector<4xi32>
    vector.print %124 : vector<4xi32>
    vector.print %105 : vector<4xi32>
    %125 = vector.shape_cast %105 : vector<4xi32> to vector<4x1xi32>
    %cst_20 = arith.constant dense<0> : vector<4x1xi32>
    %126 = arith.cmpi slt, %125, %cst_20 : vector<4x1xi32>
    %127 = arith.extsi %126 : vector<4x1xi1> to vector<4x1xi32>
    %cst_21 = arith.constant dense<0> : vector<4x2xi32>
    %128 = vector.insert_strided_slice %125, %cst_21 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %129 = vector.insert_strided_slice %127, %128 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %130 = vector.extract_strided_slice %129 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %131 = vector.extract_strided_slice %129 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %132 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %133 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %low_22, %high_23 = arith.mului_extended %130, %132 : vector<4x1xi32>
    %134 = arith.muli %130, %133 : vector<4x1xi32>
    %135 = arith.muli %131, %132 : vector<4x1xi32>
    %136 = arith.addi %high_23, %134 : vector<4x1xi32>
    %137 = arith.addi %136, %135 : vector<4x1xi32>
    %cst_24 = arith.constant dense<0> : vector<4x2xi32>
    %138 = vector.insert_strided_slice %low_22, %cst_24 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %139 = vector.insert_strided_slice %137, %138 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
    %140 = vector.extract_strided_slice %139 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
    %141 = vector.shape_cast %140 : vector<4x1xi32> to vector<4xi32>
    vector.print %141 : vector<4xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant dense<[2135587861, -1640531527]> : vector<2xi32>
    %cst_0 = arith.constant dense<[-144211633, 335903614]> : vector<2xi32>
    %cst_1 = arith.constant dense<[63, 0]> : vector<2xi32>
    %cst_2 = arith.constant dense<[1, 0]> : vector<2xi32>
    %cst_3 = arith.constant dense<[5, 0]> : vector<2xi32>
    scf.for %arg0 = %c0 to %c8 step %c1 {
      %0 = arith.index_cast %arg0 : index to i32
      %c0_i32 = arith.constant 0 : i32
      %1 = arith.cmpi slt, %0, %c0_i32 : i32
      %2 = arith.extsi %1 : i1 to i32
      %cst_8 = arith.constant dense<0> : vector<2xi32>
      %3 = vector.insert %0, %cst_8 [0] : i32 into vector<2xi32>
      %4 = vector.insert %2, %3 [1] : i32 into vector<2xi32>
      %5 = vector.extract %4[0] : i32 from vector<2xi32>
      %6 = vector.extract %4[1] : i32 from vector<2xi32>
      %7 = vector.extract %cst[0] : i32 from vector<2xi32>
      %8 = vector.extract %cst[1] : i32 from vector<2xi32>
      %low, %high = arith.mului_extended %5, %7 : i32
      %9 = arith.muli %5, %8 : i32
      %10 = arith.muli %6, %7 : i32
      %11 = arith.addi %high, %9 : i32
      %12 = arith.addi %11, %10 : i32
      %cst_9 = arith.constant dense<0> : vector<2xi32>
      %13 = vector.insert %low, %cst_9 [0] : i32 into vector<2xi32>
      %14 = vector.insert %12, %13 [1] : i32 into vector<2xi32>
      %15 = vector.extract %14[0] : i32 from vector<2xi32>
      %16 = vector.extract %14[1] : i32 from vector<2xi32>
      %17 = vector.extract %cst_0[0] : i32 from vector<2xi32>
      %18 = vector.extract %cst_0[1] : i32 from vector<2xi32>
      %sum, %overflow = arith.addui_extended %15, %17 : i32, i1
      %19 = arith.extui %overflow : i1 to i32
      %20 = arith.addi %19, %16 : i32
      %21 = arith.addi %20, %18 : i32
      %cst_10 = arith.constant dense<0> : vector<2xi32>
      %22 = vector.insert %sum, %cst_10 [0] : i32 into vector<2xi32>
      %23 = vector.insert %21, %22 [1] : i32 into vector<2xi32>
      %24 = vector.extract %23[0] : i32 from vector<2xi32>
      %25 = vector.extract %23[1] : i32 from vector<2xi32>
      %26 = vector.extract %cst[0] : i32 from vector<2xi32>
      %27 = vector.extract %cst[1] : i32 from vector<2xi32>
      %low_11, %high_12 = arith.mului_extended %24, %26 : i32
      %28 = arith.muli %24, %27 : i32
      %29 = arith.muli %25, %26 : i32
      %30 = arith.addi %high_12, %28 : i32
      %31 = arith.addi %30, %29 : i32
      %cst_13 = arith.constant dense<0> : vector<2xi32>
      %32 = vector.insert %low_11, %cst_13 [0] : i32 into vector<2xi32>
      %33 = vector.insert %31, %32 [1] : i32 into vector<2xi32>
      %34 = vector.extract %33[0] : i32 from vector<2xi32>
      %35 = vector.extract %33[1] : i32 from vector<2xi32>
      %36 = vector.extract %4[0] : i32 from vector<2xi32>
      %37 = vector.extract %4[1] : i32 from vector<2xi32>
      %38 = arith.xori %34, %36 : i32
      %39 = arith.xori %35, %37 : i32
      %cst_14 = arith.constant dense<0> : vector<2xi32>
      %40 = vector.insert %38, %cst_14 [0] : i32 into vector<2xi32>
      %41 = vector.insert %39, %40 [1] : i32 into vector<2xi32>
      %42 = vector.extract %4[0] : i32 from vector<2xi32>
      %43 = vector.extract %4[1] : i32 from vector<2xi32>
      %44 = vector.extract %cst_3[0] : i32 from vector<2xi32>
      %45 = vector.extract %cst_3[1] : i32 from vector<2xi32>
      %low_15, %high_16 = arith.mului_extended %42, %44 : i32
      %46 = arith.muli %42, %45 : i32
      %47 = arith.muli %43, %44 : i32
      %48 = arith.addi %high_16, %46 : i32
      %49 = arith.addi %48, %47 : i32
      %cst_17 = arith.constant dense<0> : vector<2xi32>
      %50 = vector.insert %low_15, %cst_17 [0] : i32 into vector<2xi32>
      %51 = vector.insert %49, %50 [1] : i32 into vector<2xi32>
      %52 = vector.extract %51[0] : i32 from vector<2xi32>
      %53 = vector.extract %51[1] : i32 from vector<2xi32>
      %54 = vector.extract %cst_2[0] : i32 from vector<2xi32>
      %55 = vector.extract %cst_2[1] : i32 from vector<2xi32>
      %sum_18, %overflow_19 = arith.addui_extended %52, %54 : i32, i1
      %56 = arith.extui %overflow_19 : i1 to i32
      %57 = arith.addi %56, %53 : i32
      %58 = arith.addi %57, %55 : i32
      %cst_20 = arith.constant dense<0> : vector<2xi32>
      %59 = vector.insert %sum_18, %cst_20 [0] : i32 into vector<2xi32>
      %60 = vector.insert %58, %59 [1] : i32 into vector<2xi32>
      %61 = vector.extract %60[0] : i32 from vector<2xi32>
      %62 = vector.extract %60[1] : i32 from vector<2xi32>
      %63 = vector.extract %cst_1[0] : i32 from vector<2xi32>
      %64 = vector.extract %cst_1[1] : i32 from vector<2xi32>
      %65 = arith.andi %61, %63 : i32
      %66 = arith.andi %62, %64 : i32
      %cst_21 = arith.constant dense<0> : vector<2xi32>
      %67 = vector.insert %65, %cst_21 [0] : i32 into vector<2xi32>
      %68 = vector.insert %66, %67 [1] : i32 into vector<2xi32>
      func.call @ops(%23, %41, %68) : (vector<2xi32>, vector<2xi32>, vector<2xi32>) -> ()
    }
    %cst_4 = arith.constant dense<[-3, -1]> : vector<2xi32>
    %cst_5 = arith.constant dense<[-1, 2147483647]> : vector<2xi32>
    call @ops(%cst_4, %cst_5, %cst_1) : (vector<2xi32>, vector<2xi32>, vector<2xi32>) -> ()
    call @ops(%cst_5, %cst_5, %cst_3) : (vector<2xi32>, vector<2xi32>, vector<2xi32>) -> ()
    %cst_6 = arith.constant dense<[[-1, -1], [0, 1], [-2045911175, 28744], [0, -2147483648]]> : vector<4x2xi32>
    %cst_7 = arith.constant dense<[[3, 0], [1, -1], [987654321, 0], [7, 0]]> : vector<4x2xi32>
    call @vec(%cst_6, %cst_7) : (vector<4x2xi32>, vector<4x2xi32>) -> ()
    return
  }
}

