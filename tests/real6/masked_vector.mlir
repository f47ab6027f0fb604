// Generated from src/masked_payload.mlir.in by: mlir-opt --transform-preload-library=transform-library-paths=src/masked.transform.in --transform-interpreter --canonicalize
// (tests/real6/gen.sh writes this file).
#map = affine_map<(d0, d1) -> (d0, 0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1, d0)>
module {
  func.func @kern(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>, %arg3: memref<?x?xf32>) {
    %0 = ub.poison : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %1 = vector.create_mask %dim, %dim_0 : vector<8x8xi1>
    %2 = vector.transfer_read %arg0[%c0, %c0], %0, %1 {in_bounds = [true, true]} : memref<?x?xf32>, vector<8x8xf32>
    %3 = vector.create_mask %dim : vector<8xi1>
    %4 = vector.transfer_read %arg2[%c0], %0, %3 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    %5 = vector.extract %2[0] : vector<8xf32> from vector<8x8xf32>
    %6 = vector.extract %4[0] : f32 from vector<8xf32>
    %7 = vector.extract %1[0] : vector<8xi1> from vector<8x8xi1>
    %8 = vector.mask %7 { vector.reduction <maximumf>, %5, %6 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %9 = vector.extract %2[1] : vector<8xf32> from vector<8x8xf32>
    %10 = vector.extract %4[1] : f32 from vector<8xf32>
    %11 = vector.extract %1[1] : vector<8xi1> from vector<8x8xi1>
    %12 = vector.mask %11 { vector.reduction <maximumf>, %9, %10 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %13 = vector.extract %2[2] : vector<8xf32> from vector<8x8xf32>
    %14 = vector.extract %4[2] : f32 from vector<8xf32>
    %15 = vector.extract %1[2] : vector<8xi1> from vector<8x8xi1>
    %16 = vector.mask %15 { vector.reduction <maximumf>, %13, %14 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %17 = vector.extract %2[3] : vector<8xf32> from vector<8x8xf32>
    %18 = vector.extract %4[3] : f32 from vector<8xf32>
    %19 = vector.extract %1[3] : vector<8xi1> from vector<8x8xi1>
    %20 = vector.mask %19 { vector.reduction <maximumf>, %17, %18 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %21 = vector.extract %2[4] : vector<8xf32> from vector<8x8xf32>
    %22 = vector.extract %4[4] : f32 from vector<8xf32>
    %23 = vector.extract %1[4] : vector<8xi1> from vector<8x8xi1>
    %24 = vector.mask %23 { vector.reduction <maximumf>, %21, %22 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %25 = vector.extract %2[5] : vector<8xf32> from vector<8x8xf32>
    %26 = vector.extract %4[5] : f32 from vector<8xf32>
    %27 = vector.extract %1[5] : vector<8xi1> from vector<8x8xi1>
    %28 = vector.mask %27 { vector.reduction <maximumf>, %25, %26 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %29 = vector.extract %2[6] : vector<8xf32> from vector<8x8xf32>
    %30 = vector.extract %4[6] : f32 from vector<8xf32>
    %31 = vector.extract %1[6] : vector<8xi1> from vector<8x8xi1>
    %32 = vector.mask %31 { vector.reduction <maximumf>, %29, %30 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %33 = vector.extract %2[7] : vector<8xf32> from vector<8x8xf32>
    %34 = vector.extract %4[7] : f32 from vector<8xf32>
    %35 = vector.extract %1[7] : vector<8xi1> from vector<8x8xi1>
    %36 = vector.mask %35 { vector.reduction <maximumf>, %33, %34 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %37 = vector.from_elements %8, %12, %16, %20, %24, %28, %32, %36 : vector<8xf32>
    vector.transfer_write %37, %arg2[%c0], %3 {in_bounds = [true]} : vector<8xf32>, memref<?xf32>
    %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_2 = memref.dim %arg1, %c1 : memref<?x?xf32>
    %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %38 = vector.create_mask %dim_1, %dim_3 : vector<8x8xi1>
    %39 = vector.transfer_read %arg0[%c0, %c0], %0, %38 {in_bounds = [true, true, true], permutation_map = #map} : memref<?x?xf32>, vector<8x4x8xf32>
    %40 = vector.create_mask %dim_3, %dim_2 : vector<8x4xi1>
    %41 = vector.transfer_read %arg1[%c0, %c0], %0, %40 {in_bounds = [true, true, true], permutation_map = #map1} : memref<?x?xf32>, vector<8x4x8xf32>
    %42 = vector.create_mask %dim_1, %dim_2 : vector<8x4xi1>
    %43 = vector.transfer_read %arg3[%c0, %c0], %0, %42 {in_bounds = [true, true]} : memref<?x?xf32>, vector<8x4xf32>
    %44 = arith.mulf %39, %41 : vector<8x4x8xf32>
    %45 = vector.create_mask %dim_1, %dim_2, %dim_3 : vector<8x4x8xi1>
    %46 = vector.extract %44[0, 0] : vector<8xf32> from vector<8x4x8xf32>
    %47 = vector.extract %43[0, 0] : f32 from vector<8x4xf32>
    %48 = vector.extract %45[0, 0] : vector<8xi1> from vector<8x4x8xi1>
    %49 = vector.mask %48 { vector.reduction <add>, %46, %47 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %50 = vector.extract %44[0, 1] : vector<8xf32> from vector<8x4x8xf32>
    %51 = vector.extract %43[0, 1] : f32 from vector<8x4xf32>
    %52 = vector.extract %45[0, 1] : vector<8xi1> from vector<8x4x8xi1>
    %53 = vector.mask %52 { vector.reduction <add>, %50, %51 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %54 = vector.extract %44[0, 2] : vector<8xf32> from vector<8x4x8xf32>
    %55 = vector.extract %43[0, 2] : f32 from vector<8x4xf32>
    %56 = vector.extract %45[0, 2] : vector<8xi1> from vector<8x4x8xi1>
    %57 = vector.mask %56 { vector.reduction <add>, %54, %55 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %58 = vector.extract %44[0, 3] : vector<8xf32> from vector<8x4x8xf32>
    %59 = vector.extract %43[0, 3] : f32 from vector<8x4xf32>
    %60 = vector.extract %45[0, 3] : vector<8xi1> from vector<8x4x8xi1>
    %61 = vector.mask %60 { vector.reduction <add>, %58, %59 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %62 = vector.extract %44[1, 0] : vector<8xf32> from vector<8x4x8xf32>
    %63 = vector.extract %43[1, 0] : f32 from vector<8x4xf32>
    %64 = vector.extract %45[1, 0] : vector<8xi1> from vector<8x4x8xi1>
    %65 = vector.mask %64 { vector.reduction <add>, %62, %63 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %66 = vector.extract %44[1, 1] : vector<8xf32> from vector<8x4x8xf32>
    %67 = vector.extract %43[1, 1] : f32 from vector<8x4xf32>
    %68 = vector.extract %45[1, 1] : vector<8xi1> from vector<8x4x8xi1>
    %69 = vector.mask %68 { vector.reduction <add>, %66, %67 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %70 = vector.extract %44[1, 2] : vector<8xf32> from vector<8x4x8xf32>
    %71 = vector.extract %43[1, 2] : f32 from vector<8x4xf32>
    %72 = vector.extract %45[1, 2] : vector<8xi1> from vector<8x4x8xi1>
    %73 = vector.mask %72 { vector.reduction <add>, %70, %71 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %74 = vector.extract %44[1, 3] : vector<8xf32> from vector<8x4x8xf32>
    %75 = vector.extract %43[1, 3] : f32 from vector<8x4xf32>
    %76 = vector.extract %45[1, 3] : vector<8xi1> from vector<8x4x8xi1>
    %77 = vector.mask %76 { vector.reduction <add>, %74, %75 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %78 = vector.extract %44[2, 0] : vector<8xf32> from vector<8x4x8xf32>
    %79 = vector.extract %43[2, 0] : f32 from vector<8x4xf32>
    %80 = vector.extract %45[2, 0] : vector<8xi1> from vector<8x4x8xi1>
    %81 = vector.mask %80 { vector.reduction <add>, %78, %79 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %82 = vector.extract %44[2, 1] : vector<8xf32> from vector<8x4x8xf32>
    %83 = vector.extract %43[2, 1] : f32 from vector<8x4xf32>
    %84 = vector.extract %45[2, 1] : vector<8xi1> from vector<8x4x8xi1>
    %85 = vector.mask %84 { vector.reduction <add>, %82, %83 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %86 = vector.extract %44[2, 2] : vector<8xf32> from vector<8x4x8xf32>
    %87 = vector.extract %43[2, 2] : f32 from vector<8x4xf32>
    %88 = vector.extract %45[2, 2] : vector<8xi1> from vector<8x4x8xi1>
    %89 = vector.mask %88 { vector.reduction <add>, %86, %87 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %90 = vector.extract %44[2, 3] : vector<8xf32> from vector<8x4x8xf32>
    %91 = vector.extract %43[2, 3] : f32 from vector<8x4xf32>
    %92 = vector.extract %45[2, 3] : vector<8xi1> from vector<8x4x8xi1>
    %93 = vector.mask %92 { vector.reduction <add>, %90, %91 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %94 = vector.extract %44[3, 0] : vector<8xf32> from vector<8x4x8xf32>
    %95 = vector.extract %43[3, 0] : f32 from vector<8x4xf32>
    %96 = vector.extract %45[3, 0] : vector<8xi1> from vector<8x4x8xi1>
    %97 = vector.mask %96 { vector.reduction <add>, %94, %95 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %98 = vector.extract %44[3, 1] : vector<8xf32> from vector<8x4x8xf32>
    %99 = vector.extract %43[3, 1] : f32 from vector<8x4xf32>
    %100 = vector.extract %45[3, 1] : vector<8xi1> from vector<8x4x8xi1>
    %101 = vector.mask %100 { vector.reduction <add>, %98, %99 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %102 = vector.extract %44[3, 2] : vector<8xf32> from vector<8x4x8xf32>
    %103 = vector.extract %43[3, 2] : f32 from vector<8x4xf32>
    %104 = vector.extract %45[3, 2] : vector<8xi1> from vector<8x4x8xi1>
    %105 = vector.mask %104 { vector.reduction <add>, %102, %103 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %106 = vector.extract %44[3, 3] : vector<8xf32> from vector<8x4x8xf32>
    %107 = vector.extract %43[3, 3] : f32 from vector<8x4xf32>
    %108 = vector.extract %45[3, 3] : vector<8xi1> from vector<8x4x8xi1>
    %109 = vector.mask %108 { vector.reduction <add>, %106, %107 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %110 = vector.extract %44[4, 0] : vector<8xf32> from vector<8x4x8xf32>
    %111 = vector.extract %43[4, 0] : f32 from vector<8x4xf32>
    %112 = vector.extract %45[4, 0] : vector<8xi1> from vector<8x4x8xi1>
    %113 = vector.mask %112 { vector.reduction <add>, %110, %111 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %114 = vector.extract %44[4, 1] : vector<8xf32> from vector<8x4x8xf32>
    %115 = vector.extract %43[4, 1] : f32 from vector<8x4xf32>
    %116 = vector.extract %45[4, 1] : vector<8xi1> from vector<8x4x8xi1>
    %117 = vector.mask %116 { vector.reduction <add>, %114, %115 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %118 = vector.extract %44[4, 2] : vector<8xf32> from vector<8x4x8xf32>
    %119 = vector.extract %43[4, 2] : f32 from vector<8x4xf32>
    %120 = vector.extract %45[4, 2] : vector<8xi1> from vector<8x4x8xi1>
    %121 = vector.mask %120 { vector.reduction <add>, %118, %119 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %122 = vector.extract %44[4, 3] : vector<8xf32> from vector<8x4x8xf32>
    %123 = vector.extract %43[4, 3] : f32 from vector<8x4xf32>
    %124 = vector.extract %45[4, 3] : vector<8xi1> from vector<8x4x8xi1>
    %125 = vector.mask %124 { vector.reduction <add>, %122, %123 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %126 = vector.extract %44[5, 0] : vector<8xf32> from vector<8x4x8xf32>
    %127 = vector.extract %43[5, 0] : f32 from vector<8x4xf32>
    %128 = vector.extract %45[5, 0] : vector<8xi1> from vector<8x4x8xi1>
    %129 = vector.mask %128 { vector.reduction <add>, %126, %127 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %130 = vector.extract %44[5, 1] : vector<8xf32> from vector<8x4x8xf32>
    %131 = vector.extract %43[5, 1] : f32 from vector<8x4xf32>
    %132 = vector.extract %45[5, 1] : vector<8xi1> from vector<8x4x8xi1>
    %133 = vector.mask %132 { vector.reduction <add>, %130, %131 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %134 = vector.extract %44[5, 2] : vector<8xf32> from vector<8x4x8xf32>
    %135 = vector.extract %43[5, 2] : f32 from vector<8x4xf32>
    %136 = vector.extract %45[5, 2] : vector<8xi1> from vector<8x4x8xi1>
    %137 = vector.mask %136 { vector.reduction <add>, %134, %135 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %138 = vector.extract %44[5, 3] : vector<8xf32> from vector<8x4x8xf32>
    %139 = vector.extract %43[5, 3] : f32 from vector<8x4xf32>
    %140 = vector.extract %45[5, 3] : vector<8xi1> from vector<8x4x8xi1>
    %141 = vector.mask %140 { vector.reduction <add>, %138, %139 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %142 = vector.extract %44[6, 0] : vector<8xf32> from vector<8x4x8xf32>
    %143 = vector.extract %43[6, 0] : f32 from vector<8x4xf32>
    %144 = vector.extract %45[6, 0] : vector<8xi1> from vector<8x4x8xi1>
    %145 = vector.mask %144 { vector.reduction <add>, %142, %143 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %146 = vector.extract %44[6, 1] : vector<8xf32> from vector<8x4x8xf32>
    %147 = vector.extract %43[6, 1] : f32 from vector<8x4xf32>
    %148 = vector.extract %45[6, 1] : vector<8xi1> from vector<8x4x8xi1>
    %149 = vector.mask %148 { vector.reduction <add>, %146, %147 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %150 = vector.extract %44[6, 2] : vector<8xf32> from vector<8x4x8xf32>
    %151 = vector.extract %43[6, 2] : f32 from vector<8x4xf32>
    %152 = vector.extract %45[6, 2] : vector<8xi1> from vector<8x4x8xi1>
    %153 = vector.mask %152 { vector.reduction <add>, %150, %151 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %154 = vector.extract %44[6, 3] : vector<8xf32> from vector<8x4x8xf32>
    %155 = vector.extract %43[6, 3] : f32 from vector<8x4xf32>
    %156 = vector.extract %45[6, 3] : vector<8xi1> from vector<8x4x8xi1>
    %157 = vector.mask %156 { vector.reduction <add>, %154, %155 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %158 = vector.extract %44[7, 0] : vector<8xf32> from vector<8x4x8xf32>
    %159 = vector.extract %43[7, 0] : f32 from vector<8x4xf32>
    %160 = vector.extract %45[7, 0] : vector<8xi1> from vector<8x4x8xi1>
    %161 = vector.mask %160 { vector.reduction <add>, %158, %159 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %162 = vector.extract %44[7, 1] : vector<8xf32> from vector<8x4x8xf32>
    %163 = vector.extract %43[7, 1] : f32 from vector<8x4xf32>
    %164 = vector.extract %45[7, 1] : vector<8xi1> from vector<8x4x8xi1>
    %165 = vector.mask %164 { vector.reduction <add>, %162, %163 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %166 = vector.extract %44[7, 2] : vector<8xf32> from vector<8x4x8xf32>
    %167 = vector.extract %43[7, 2] : f32 from vector<8x4xf32>
    %168 = vector.extract %45[7, 2] : vector<8xi1> from vector<8x4x8xi1>
    %169 = vector.mask %168 { vector.reduction <add>, %166, %167 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %170 = vector.extract %44[7, 3] : vector<8xf32> from vector<8x4x8xf32>
    %171 = vector.extract %43[7, 3] : f32 from vector<8x4xf32>
    %172 = vector.extract %45[7, 3] : vector<8xi1> from vector<8x4x8xi1>
    %173 = vector.mask %172 { vector.reduction <add>, %170, %171 : vector<8xf32> into f32 } : vector<8xi1> -> f32
    %174 = vector.from_elements %49, %53, %57, %61, %65, %69, %73, %77, %81, %85, %89, %93, %97, %101, %105, %109, %113, %117, %121, %125, %129, %133, %137, %141, %145, %149, %153, %157, %161, %165, %169, %173 : vector<32xf32>
    %175 = vector.shape_cast %174 : vector<32xf32> to vector<8x4xf32>
    vector.transfer_write %175, %arg3[%c0, %c0], %42 {in_bounds = [true, true]} : vector<8x4xf32>, memref<?x?xf32>
    return
  }
  func.func @main() {
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant -1.000000e+02 : f32
    %c11 = arith.constant 11 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<5x7xf32>
    %cast = memref.cast %alloc : memref<5x7xf32> to memref<?x?xf32>
    %alloc_2 = memref.alloc() : memref<7x3xf32>
    %cast_3 = memref.cast %alloc_2 : memref<7x3xf32> to memref<?x?xf32>
    %alloc_4 = memref.alloc() : memref<5x3xf32>
    %cast_5 = memref.cast %alloc_4 : memref<5x3xf32> to memref<?x?xf32>
    %alloc_6 = memref.alloc() : memref<5xf32>
    %cast_7 = memref.cast %alloc_6 : memref<5xf32> to memref<?xf32>
    scf.for %arg0 = %c0 to %c5 step %c1 {
      scf.for %arg1 = %c0 to %c7 step %c1 {
        %1 = arith.muli %arg0, %c7 : index
        %2 = arith.addi %1, %arg1 : index
        %3 = arith.remui %2, %c11 : index
        %4 = arith.index_cast %3 : index to i32
        %5 = arith.sitofp %4 : i32 to f32
        memref.store %5, %alloc[%arg0, %arg1] : memref<5x7xf32>
      }
      memref.store %cst_0, %alloc_6[%arg0] : memref<5xf32>
      scf.for %arg1 = %c0 to %c3 step %c1 {
        memref.store %cst_1, %alloc_4[%arg0, %arg1] : memref<5x3xf32>
      }
    }
    scf.for %arg0 = %c0 to %c7 step %c1 {
      scf.for %arg1 = %c0 to %c3 step %c1 {
        %1 = arith.muli %arg0, %c3 : index
        %2 = arith.addi %1, %arg1 : index
        %3 = arith.index_cast %2 : index to i32
        %4 = arith.sitofp %3 : i32 to f32
        %5 = arith.mulf %4, %cst : f32
        memref.store %5, %alloc_2[%arg0, %arg1] : memref<7x3xf32>
      }
    }
    call @kern(%cast, %cast_3, %cast_7, %cast_5) : (memref<?x?xf32>, memref<?x?xf32>, memref<?xf32>, memref<?x?xf32>) -> ()
    scf.for %arg0 = %c0 to %c5 step %c1 {
      %1 = vector.transfer_read %alloc_4[%arg0, %c0], %cst_1 {in_bounds = [true]} : memref<5x3xf32>, vector<3xf32>
      vector.print %1 : vector<3xf32>
    }
    %0 = vector.transfer_read %alloc_6[%c0], %cst_1 {in_bounds = [true]} : memref<5xf32>, vector<5xf32>
    vector.print %0 : vector<5xf32>
    return
  }
}

