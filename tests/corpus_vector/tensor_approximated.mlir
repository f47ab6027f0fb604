// Generated from tests/corpus_vector/src/tensor_math.mlir.in by mlir-opt 22 with
// PASSES: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --arith-expand --math-expand-ops --test-math-polynomial-approximation
module {
  func.func @kernel(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<5x4xf32, strided<[?, ?], offset: ?>>) -> (memref<3x4xf32>, memref<3xf32>) {
    %cst = arith.constant 3.750000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 8.000000e-01 : f32
    %cst_2 = arith.constant 0.0821908935 : f32
    %cst_3 = arith.constant -0.583389878 : f32
    %cst_4 = arith.constant 1.62705934 : f32
    %cst_5 = arith.constant -2.0606916 : f32
    %cst_6 = arith.constant 0.0572442785 : f32
    %cst_7 = arith.constant -0.0883462652 : f32
    %cst_8 = arith.constant 0.448369086 : f32
    %cst_9 = arith.constant -3.276070e-01 : f32
    %cst_10 = arith.constant 0.0739796459 : f32
    %cst_11 = arith.constant -0.131808966 : f32
    %cst_12 = arith.constant 0.519230127 : f32
    %cst_13 = arith.constant -0.463513821 : f32
    %cst_14 = arith.constant -1.71048032E-5 : f32
    %cst_15 = arith.constant 2.53447099E-4 : f32
    %cst_16 = arith.constant -0.00141373626 : f32
    %cst_17 = arith.constant 0.00351961935 : f32
    %cst_18 = arith.constant -0.00330093061 : f32
    %cst_19 = arith.constant 0.0370645523 : f32
    %cst_20 = arith.constant 0.118407398 : f32
    %cst_21 = arith.constant -0.364721417 : f32
    %cst_22 = arith.constant 1.12750685 : f32
    %cst_23 = arith.constant 0.0258146804 : f32
    %cst_24 = arith.constant 0.209741712 : f32
    %cst_25 = arith.constant -0.523018539 : f32
    %cst_26 = arith.constant 1.12837911 : f32
    %cst_27 = arith.constant 0.693147182 : f32
    %c-2139095041_i32 = arith.constant -2139095041 : i32
    %c1056964608_i32 = arith.constant 1056964608 : i32
    %cst_28 = arith.constant 1.260000e+02 : f32
    %cst_29 = arith.constant 0.333333313 : f32
    %cst_30 = arith.constant -0.24999994 : f32
    %cst_31 = arith.constant 0.200007141 : f32
    %cst_32 = arith.constant -0.166680574 : f32
    %cst_33 = arith.constant 0.142493233 : f32
    %cst_34 = arith.constant -0.12420141 : f32
    %cst_35 = arith.constant 0.116769984 : f32
    %cst_36 = arith.constant -0.115146101 : f32
    %cst_37 = arith.constant 0.0703768358 : f32
    %cst_38 = arith.constant 0.707106769 : f32
    %cst_39 = arith.constant 0x7FC00000 : f32
    %cst_40 = arith.constant 0x7F800000 : f32
    %cst_41 = arith.constant 0xFF800000 : f32
    %cst_42 = arith.constant 1.17549435E-38 : f32
    %cst_43 = arith.constant -5.000000e-01 : f32
    %c127_i32 = arith.constant 127 : i32
    %c23_i32 = arith.constant 23 : i32
    %cst_44 = arith.constant 1.270000e+02 : f32
    %cst_45 = arith.constant -1.270000e+02 : f32
    %cst_46 = arith.constant 8.880000e+01 : f32
    %cst_47 = arith.constant -8.780000e+01 : f32
    %cst_48 = arith.constant 0.166666657 : f32
    %cst_49 = arith.constant 0.0416657962 : f32
    %cst_50 = arith.constant 0.00833345205 : f32
    %cst_51 = arith.constant 0.00139819994 : f32
    %cst_52 = arith.constant 1.98756912E-4 : f32
    %cst_53 = arith.constant 2.12194442E-4 : f32
    %cst_54 = arith.constant -0.693359375 : f32
    %cst_55 = arith.constant 1.44269502 : f32
    %cst_56 = arith.constant 5.000000e-01 : f32
    %cst_57 = arith.constant -2.000000e+00 : f32
    %cst_58 = arith.constant 1.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst_59 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        memref.store %cst_59, %alloc[%arg2, %arg3] : memref<3x4xf32>
      }
    }
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        scf.for %arg4 = %c0 to %c5 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg4] : memref<3x5xf32, strided<[?, ?], offset: ?>>
          %1 = memref.load %arg1[%arg4, %arg3] : memref<5x4xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %alloc[%arg2, %arg3] : memref<3x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc[%arg2, %arg3] : memref<3x4xf32>
        }
      }
    }
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = memref.load %alloc[%arg2, %arg3] : memref<3x4xf32>
        %1 = arith.cmpf olt, %0, %cst_59 : f32
        %2 = arith.uitofp %1 : i1 to f32
        %3 = arith.mulf %2, %cst_57 : f32
        %4 = arith.addf %3, %cst_58 : f32
        %5 = arith.mulf %4, %0 : f32
        %6 = arith.mulf %5, %cst_57 : f32
        %7 = arith.cmpf uge, %6, %cst_47 : f32
        %8 = arith.select %7, %6, %cst_47 : f32
        %9 = arith.cmpf ule, %8, %cst_46 : f32
        %10 = arith.select %9, %8, %cst_46 : f32
        %11 = math.fma %10, %cst_55, %cst_56 : f32
        %12 = math.floor %11 : f32
        %13 = arith.cmpf uge, %12, %cst_45 : f32
        %14 = arith.select %13, %12, %cst_45 : f32
        %15 = arith.cmpf ule, %14, %cst_44 : f32
        %16 = arith.select %15, %14, %cst_44 : f32
        %17 = math.fma %cst_54, %16, %10 : f32
        %18 = math.fma %cst_53, %16, %17 : f32
        %19 = math.fma %18, %cst_52, %cst_51 : f32
        %20 = math.fma %19, %18, %cst_50 : f32
        %21 = math.fma %20, %18, %cst_49 : f32
        %22 = math.fma %21, %18, %cst_48 : f32
        %23 = math.fma %22, %18, %cst_56 : f32
        %24 = arith.mulf %18, %18 : f32
        %25 = math.fma %23, %24, %18 : f32
        %26 = arith.addf %25, %cst_58 : f32
        %27 = arith.fptosi %16 : f32 to i32
        %28 = arith.addi %27, %c127_i32 : i32
        %29 = arith.shli %28, %c23_i32 : i32
        %30 = arith.bitcast %29 : i32 to f32
        %31 = arith.mulf %26, %30 : f32
        %32 = arith.subf %cst_58, %31 : f32
        %33 = arith.addf %31, %cst_58 : f32
        %34 = arith.divf %32, %33 : f32
        %35 = arith.mulf %4, %34 : f32
        %36 = arith.cmpf uge, %35, %cst_47 : f32
        %37 = arith.select %36, %35, %cst_47 : f32
        %38 = arith.cmpf ule, %37, %cst_46 : f32
        %39 = arith.select %38, %37, %cst_46 : f32
        %40 = math.fma %39, %cst_55, %cst_56 : f32
        %41 = math.floor %40 : f32
        %42 = arith.cmpf uge, %41, %cst_45 : f32
        %43 = arith.select %42, %41, %cst_45 : f32
        %44 = arith.cmpf ule, %43, %cst_44 : f32
        %45 = arith.select %44, %43, %cst_44 : f32
        %46 = math.fma %cst_54, %45, %39 : f32
        %47 = math.fma %cst_53, %45, %46 : f32
        %48 = math.fma %47, %cst_52, %cst_51 : f32
        %49 = math.fma %48, %47, %cst_50 : f32
        %50 = math.fma %49, %47, %cst_49 : f32
        %51 = math.fma %50, %47, %cst_48 : f32
        %52 = math.fma %51, %47, %cst_56 : f32
        %53 = arith.mulf %47, %47 : f32
        %54 = math.fma %52, %53, %47 : f32
        %55 = arith.addf %54, %cst_58 : f32
        %56 = arith.fptosi %45 : f32 to i32
        %57 = arith.addi %56, %c127_i32 : i32
        %58 = arith.shli %57, %c23_i32 : i32
        %59 = arith.bitcast %58 : i32 to f32
        %60 = arith.mulf %55, %59 : f32
        %61 = math.sqrt %60 : f32
        %62 = arith.divf %cst_58, %61 : f32
        %63 = arith.cmpf ugt, %60, %cst_42 : f32
        %64 = arith.select %63, %60, %cst_42 : f32
        %65 = arith.bitcast %64 : f32 to i32
        %66 = arith.andi %65, %c-2139095041_i32 : i32
        %67 = arith.ori %66, %c1056964608_i32 : i32
        %68 = arith.bitcast %67 : i32 to f32
        %69 = arith.bitcast %64 : f32 to i32
        %70 = arith.shrui %69, %c23_i32 : i32
        %71 = arith.sitofp %70 : i32 to f32
        %72 = arith.subf %71, %cst_28 : f32
        %73 = arith.cmpf olt, %68, %cst_38 : f32
        %74 = arith.select %73, %68, %cst_59 : f32
        %75 = arith.subf %68, %cst_58 : f32
        %76 = arith.select %73, %cst_58, %cst_59 : f32
        %77 = arith.subf %72, %76 : f32
        %78 = arith.addf %75, %74 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.mulf %79, %78 : f32
        %81 = math.fma %cst_37, %78, %cst_36 : f32
        %82 = math.fma %cst_34, %78, %cst_33 : f32
        %83 = math.fma %cst_31, %78, %cst_30 : f32
        %84 = math.fma %81, %78, %cst_35 : f32
        %85 = math.fma %82, %78, %cst_32 : f32
        %86 = math.fma %83, %78, %cst_29 : f32
        %87 = math.fma %84, %80, %85 : f32
        %88 = math.fma %87, %80, %86 : f32
        %89 = arith.mulf %88, %80 : f32
        %90 = math.fma %cst_43, %79, %89 : f32
        %91 = arith.addf %78, %90 : f32
        %92 = math.fma %77, %cst_27, %91 : f32
        %93 = arith.cmpf ult, %60, %cst_59 : f32
        %94 = arith.cmpf oeq, %60, %cst_59 : f32
        %95 = arith.cmpf oeq, %60, %cst_40 : f32
        %96 = arith.select %95, %cst_40, %92 : f32
        %97 = arith.select %93, %cst_39, %96 : f32
        %98 = arith.select %94, %cst_41, %97 : f32
        %99 = arith.mulf %62, %98 : f32
        %100 = arith.cmpf uge, %99, %cst_47 : f32
        %101 = arith.select %100, %99, %cst_47 : f32
        %102 = arith.cmpf ule, %101, %cst_46 : f32
        %103 = arith.select %102, %101, %cst_46 : f32
        %104 = math.fma %103, %cst_55, %cst_56 : f32
        %105 = math.floor %104 : f32
        %106 = arith.cmpf uge, %105, %cst_45 : f32
        %107 = arith.select %106, %105, %cst_45 : f32
        %108 = arith.cmpf ule, %107, %cst_44 : f32
        %109 = arith.select %108, %107, %cst_44 : f32
        %110 = math.fma %cst_54, %109, %103 : f32
        %111 = math.fma %cst_53, %109, %110 : f32
        %112 = math.fma %111, %cst_52, %cst_51 : f32
        %113 = math.fma %112, %111, %cst_50 : f32
        %114 = math.fma %113, %111, %cst_49 : f32
        %115 = math.fma %114, %111, %cst_48 : f32
        %116 = math.fma %115, %111, %cst_56 : f32
        %117 = arith.mulf %111, %111 : f32
        %118 = math.fma %116, %117, %111 : f32
        %119 = arith.addf %118, %cst_58 : f32
        %120 = arith.fptosi %109 : f32 to i32
        %121 = arith.addi %120, %c127_i32 : i32
        %122 = arith.shli %121, %c23_i32 : i32
        %123 = arith.bitcast %122 : i32 to f32
        %124 = arith.mulf %119, %123 : f32
        %125 = arith.cmpf olt, %124, %cst_59 : f32
        %126 = arith.negf %124 : f32
        %127 = arith.select %125, %126, %124 : f32
        %128 = arith.cmpf olt, %127, %cst_1 : f32
        %129 = arith.select %128, %cst_26, %cst_22 : f32
        %130 = arith.select %128, %cst_13, %cst_9 : f32
        %131 = arith.select %128, %cst_25, %cst_21 : f32
        %132 = arith.select %128, %cst_12, %cst_8 : f32
        %133 = arith.select %128, %cst_24, %cst_20 : f32
        %134 = arith.select %128, %cst_11, %cst_7 : f32
        %135 = arith.select %128, %cst_23, %cst_19 : f32
        %136 = arith.select %128, %cst_10, %cst_6 : f32
        %137 = arith.cmpf olt, %127, %cst_0 : f32
        %138 = arith.select %137, %cst_59, %cst_18 : f32
        %139 = arith.select %137, %129, %cst_17 : f32
        %140 = arith.select %137, %130, %cst_5 : f32
        %141 = arith.select %137, %131, %cst_16 : f32
        %142 = arith.select %137, %132, %cst_4 : f32
        %143 = arith.select %137, %133, %cst_15 : f32
        %144 = arith.select %137, %134, %cst_3 : f32
        %145 = arith.select %137, %135, %cst_14 : f32
        %146 = arith.select %137, %136, %cst_2 : f32
        %147 = arith.select %137, %cst_59, %cst_58 : f32
        %148 = arith.cmpf ult, %127, %cst : f32
        %149 = math.fma %127, %145, %143 : f32
        %150 = math.fma %127, %149, %141 : f32
        %151 = math.fma %127, %150, %139 : f32
        %152 = math.fma %127, %151, %138 : f32
        %153 = math.fma %127, %146, %144 : f32
        %154 = math.fma %127, %153, %142 : f32
        %155 = math.fma %127, %154, %140 : f32
        %156 = math.fma %127, %155, %cst_58 : f32
        %157 = arith.divf %152, %156 : f32
        %158 = arith.addf %147, %157 : f32
        %159 = arith.select %148, %158, %cst_58 : f32
        %160 = arith.negf %159 : f32
        %161 = arith.select %125, %160, %159 : f32
        memref.store %161, %alloc[%arg2, %arg3] : memref<3x4xf32>
      }
    }
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      memref.store %cst_59, %alloc_60[%arg2] : memref<3xf32>
    }
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = memref.load %alloc[%arg2, %arg3] : memref<3x4xf32>
        %1 = memref.load %alloc_60[%arg2] : memref<3xf32>
        %2 = math.absf %0 : f32
        %3 = arith.cmpf ugt, %2, %1 : f32
        %4 = arith.select %3, %2, %1 : f32
        %5 = arith.cmpf uno, %1, %1 : f32
        %6 = arith.select %5, %1, %4 : f32
        %7 = arith.fptosi %6 : f32 to i64
        %8 = arith.sitofp %7 : i64 to f32
        %9 = math.copysign %8, %6 : f32
        %10 = arith.cmpf ogt, %6, %9 : f32
        %11 = arith.select %10, %cst_58, %cst_59 : f32
        %12 = arith.addf %9, %11 : f32
        %13 = arith.addf %12, %1 : f32
        memref.store %13, %alloc_60[%arg2] : memref<3xf32>
      }
    }
    return %alloc, %alloc_60 : memref<3x4xf32>, memref<3xf32>
  }
  func.func @main() {
    %cst = arith.constant 1.000000e-01 : f32
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<3x5xf32>
    %alloc_0 = memref.alloc() : memref<5x4xf32>
    scf.for %arg0 = %c0 to %c3 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %2 = arith.muli %arg0, %arg1 : index
        %3 = arith.subi %2, %c3 : index
        %4 = arith.index_cast %3 : index to i32
        %5 = arith.sitofp %4 : i32 to f32
        %6 = arith.mulf %5, %cst : f32
        memref.store %6, %alloc[%arg0, %arg1] : memref<3x5xf32>
        %7 = arith.index_cast %arg1 : index to i32
        %8 = arith.sitofp %7 : i32 to f32
        %9 = arith.mulf %8, %cst : f32
        scf.for %arg2 = %c0 to %c4 step %c1 {
          memref.store %9, %alloc_0[%arg1, %arg2] : memref<5x4xf32>
        }
      }
    }
    %cast = memref.cast %alloc : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_1 = memref.cast %alloc_0 : memref<5x4xf32> to memref<5x4xf32, strided<[?, ?], offset: ?>>
    %0:2 = call @kernel(%cast, %cast_1) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<5x4xf32, strided<[?, ?], offset: ?>>) -> (memref<3x4xf32>, memref<3xf32>)
    scf.for %arg0 = %c0 to %c3 step %c1 {
      %2 = vector.transfer_read %0#0[%arg0, %c0], %cst {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
      vector.print %2 : vector<4xf32>
    }
    %1 = vector.transfer_read %0#1[%c0], %cst {in_bounds = [true]} : memref<3xf32>, vector<3xf32>
    vector.print %1 : vector<3xf32>
    return
  }
}

