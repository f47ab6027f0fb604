// Generated from tests/corpus_vector/src/tensor_math.mlir.in by mlir-opt 22 with
// PASSES: --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --buffer-deallocation-pipeline
module {
  func.func @kernel(%arg0: memref<3x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<5x4xf32, strided<[?, ?], offset: ?>>) -> (memref<3x4xf32>, memref<3xf32>) {
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        memref.store %cst, %alloc[%arg2, %arg3] : memref<3x4xf32>
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
        %1 = math.tanh %0 : f32
        %2 = math.exp %1 : f32
        %3 = math.rsqrt %2 : f32
        %4 = math.powf %2, %3 : f32
        %5 = math.erf %4 : f32
        memref.store %5, %alloc[%arg2, %arg3] : memref<3x4xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    scf.for %arg2 = %c0 to %c3 step %c1 {
      memref.store %cst, %alloc_0[%arg2] : memref<3xf32>
    }
    scf.for %arg2 = %c0 to %c3 step %c1 {
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %0 = memref.load %alloc[%arg2, %arg3] : memref<3x4xf32>
        %1 = memref.load %alloc_0[%arg2] : memref<3xf32>
        %2 = math.absf %0 : f32
        %3 = arith.maximumf %2, %1 : f32
        %4 = math.ceil %3 : f32
        %5 = arith.addf %4, %1 : f32
        memref.store %5, %alloc_0[%arg2] : memref<3xf32>
      }
    }
    return %alloc, %alloc_0 : memref<3x4xf32>, memref<3xf32>
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %true = arith.constant true
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
        %6 = arith.muli %arg0, %arg1 : index
        %7 = arith.subi %6, %c3 : index
        %8 = arith.index_cast %7 : index to i32
        %9 = arith.sitofp %8 : i32 to f32
        %10 = arith.mulf %9, %cst : f32
        memref.store %10, %alloc[%arg0, %arg1] : memref<3x5xf32>
        %11 = arith.index_cast %arg1 : index to i32
        %12 = arith.sitofp %11 : i32 to f32
        %13 = arith.mulf %12, %cst : f32
        scf.for %arg2 = %c0 to %c4 step %c1 {
          memref.store %13, %alloc_0[%arg1, %arg2] : memref<5x4xf32>
        }
      }
    }
    %cast = memref.cast %alloc : memref<3x5xf32> to memref<3x5xf32, strided<[?, ?], offset: ?>>
    %cast_1 = memref.cast %alloc_0 : memref<5x4xf32> to memref<5x4xf32, strided<[?, ?], offset: ?>>
    %0:2 = call @kernel(%cast, %cast_1) : (memref<3x5xf32, strided<[?, ?], offset: ?>>, memref<5x4xf32, strided<[?, ?], offset: ?>>) -> (memref<3x4xf32>, memref<3xf32>)
    scf.for %arg0 = %c0 to %c3 step %c1 {
      %6 = vector.transfer_read %0#0[%arg0, %c0], %cst {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
      vector.print %6 : vector<4xf32>
    }
    %1 = vector.transfer_read %0#1[%c0], %cst {in_bounds = [true]} : memref<3xf32>, vector<3xf32>
    vector.print %1 : vector<3xf32>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0#0 : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#1 : memref<3xf32> -> memref<f32>, index, index, index
    %alloc_6 = memref.alloc() : memref<4xindex>
    %alloc_7 = memref.alloc() : memref<4xi1>
    %alloc_8 = memref.alloc() : memref<0xindex>
    %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<3x5xf32> -> index
    memref.store %intptr, %alloc_6[%c0] : memref<4xindex>
    %intptr_9 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<5x4xf32> -> index
    memref.store %intptr_9, %alloc_6[%c1] : memref<4xindex>
    %intptr_10 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
    memref.store %intptr_10, %alloc_6[%c2] : memref<4xindex>
    %intptr_11 = memref.extract_aligned_pointer_as_index %base_buffer_2 : memref<f32> -> index
    memref.store %intptr_11, %alloc_6[%c3] : memref<4xindex>
    memref.store %true, %alloc_7[%c0] : memref<4xi1>
    memref.store %true, %alloc_7[%c1] : memref<4xi1>
    memref.store %true, %alloc_7[%c2] : memref<4xi1>
    memref.store %true, %alloc_7[%c3] : memref<4xi1>
    %cast_12 = memref.cast %alloc_6 : memref<4xindex> to memref<?xindex>
    %cast_13 = memref.cast %alloc_7 : memref<4xi1> to memref<?xi1>
    %cast_14 = memref.cast %alloc_8 : memref<0xindex> to memref<?xindex>
    %alloc_15 = memref.alloc() : memref<4xi1>
    %alloc_16 = memref.alloc() : memref<0xi1>
    %cast_17 = memref.cast %alloc_15 : memref<4xi1> to memref<?xi1>
    %cast_18 = memref.cast %alloc_16 : memref<0xi1> to memref<?xi1>
    call @dealloc_helper(%cast_12, %cast_14, %cast_13, %cast_17, %cast_18) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
    %2 = memref.load %alloc_15[%c0] : memref<4xi1>
    scf.if %2 {
      memref.dealloc %alloc : memref<3x5xf32>
    }
    %3 = memref.load %alloc_15[%c1] : memref<4xi1>
    scf.if %3 {
      memref.dealloc %alloc_0 : memref<5x4xf32>
    }
    %4 = memref.load %alloc_15[%c2] : memref<4xi1>
    scf.if %4 {
      memref.dealloc %base_buffer : memref<f32>
    }
    %5 = memref.load %alloc_15[%c3] : memref<4xi1>
    scf.if %5 {
      memref.dealloc %base_buffer_2 : memref<f32>
    }
    memref.dealloc %alloc_6 : memref<4xindex>
    memref.dealloc %alloc_8 : memref<0xindex>
    memref.dealloc %alloc_7 : memref<4xi1>
    memref.dealloc %alloc_15 : memref<4xi1>
    memref.dealloc %alloc_16 : memref<0xi1>
    return
  }
  func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %false = arith.constant false
    %dim = memref.dim %arg0, %c0 : memref<?xindex>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
    scf.for %arg5 = %c0 to %dim_0 step %c1 {
      memref.store %false, %arg4[%arg5] : memref<?xi1>
    }
    scf.for %arg5 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg5] : memref<?xindex>
      %1 = memref.load %arg2[%arg5] : memref<?xi1>
      %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
        %5 = memref.load %arg1[%arg6] : memref<?xindex>
        %6 = arith.cmpi eq, %5, %0 : index
        scf.if %6 {
          %9 = memref.load %arg4[%arg6] : memref<?xi1>
          %10 = arith.ori %9, %1 : i1
          memref.store %10, %arg4[%arg6] : memref<?xi1>
        }
        %7 = arith.cmpi ne, %5, %0 : index
        %8 = arith.andi %arg7, %7 : i1
        scf.yield %8 : i1
      }
      %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
        %5 = memref.load %arg0[%arg6] : memref<?xindex>
        %6 = arith.cmpi ne, %5, %0 : index
        %7 = arith.andi %arg7, %6 : i1
        scf.yield %7 : i1
      }
      %4 = arith.andi %3, %1 : i1
      memref.store %4, %arg3[%arg5] : memref<?xi1>
    }
    return
  }
}

