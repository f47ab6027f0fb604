// A 384x384x384 f16 linalg.matmul (C = A B, A all ones, B all halves),
// lowered by mlir-opt 22: mlir-opt SOURCE --convert-linalg-to-loops
// (benches/kernels_real/gen.sh writes this file).
module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c384 = arith.constant 384 : index
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 5.000000e-01 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %alloc = memref.alloc() : memref<384x384xf16>
    %alloc_2 = memref.alloc() : memref<384x384xf16>
    %alloc_3 = memref.alloc() : memref<384x384xf16>
    scf.for %arg0 = %c0 to %c384 step %c1 {
      scf.for %arg1 = %c0 to %c384 step %c1 {
        memref.store %cst_1, %alloc[%arg0, %arg1] : memref<384x384xf16>
      }
    }
    scf.for %arg0 = %c0 to %c384 step %c1 {
      scf.for %arg1 = %c0 to %c384 step %c1 {
        memref.store %cst_0, %alloc_2[%arg0, %arg1] : memref<384x384xf16>
      }
    }
    scf.for %arg0 = %c0 to %c384 step %c1 {
      scf.for %arg1 = %c0 to %c384 step %c1 {
        memref.store %cst, %alloc_3[%arg0, %arg1] : memref<384x384xf16>
      }
    }
    scf.for %arg0 = %c0 to %c384 step %c1 {
      scf.for %arg1 = %c0 to %c384 step %c1 {
        scf.for %arg2 = %c0 to %c384 step %c1 {
          %1 = memref.load %alloc[%arg0, %arg2] : memref<384x384xf16>
          %2 = memref.load %alloc_2[%arg2, %arg1] : memref<384x384xf16>
          %3 = memref.load %alloc_3[%arg0, %arg1] : memref<384x384xf16>
          %4 = arith.mulf %1, %2 : f16
          %5 = arith.addf %3, %4 : f16
          memref.store %5, %alloc_3[%arg0, %arg1] : memref<384x384xf16>
        }
      }
    }
    %0 = memref.load %alloc_3[%c7, %c0] : memref<384x384xf16>
    vector.print %0 : f16
    return
  }
}

