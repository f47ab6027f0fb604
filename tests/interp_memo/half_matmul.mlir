// f16 and bf16 matmuls (8x12x16, C[i][j] loaded and stored at every k),
// as --convert-linalg-to-loops writes them: loads of 2-byte floats must
// stay on the interpreter's fast path so the inner loops go through the
// memo. The inputs are small integers and halves, so every product and
// partial sum is exact in both types; the printed sums are NumPy's.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %A = memref.alloc() : memref<8x16xf16>
  %B = memref.alloc() : memref<16x12xf16>
  %C = memref.alloc() : memref<8x12xf16>
  %A2 = memref.alloc() : memref<8x16xbf16>
  %B2 = memref.alloc() : memref<16x12xbf16>
  %C2 = memref.alloc() : memref<8x12xbf16>
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %c7i = arith.constant 7 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %k = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %i3 = arith.muli %ii, %c3 : i32
      %p = arith.addi %i3, %kk : i32
      %q = arith.remsi %p, %c5 : i32
      %f = arith.sitofp %q : i32 to f32
      %g = arith.subf %f, %half : f32
      %h = arith.truncf %g : f32 to f16
      %b = arith.truncf %g : f32 to bf16
      memref.store %h, %A[%i, %k] : memref<8x16xf16>
      memref.store %b, %A2[%i, %k] : memref<8x16xbf16>
    }
  }
  scf.for %k = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %kk = arith.index_cast %k : index to i32
      %jj = arith.index_cast %j : index to i32
      %p0 = arith.muli %kk, %jj : i32
      %p = arith.addi %p0, %kk : i32
      %q = arith.remsi %p, %c7i : i32
      %f0 = arith.sitofp %q : i32 to f32
      %f = arith.subf %f0, %three : f32
      %h = arith.truncf %f : f32 to f16
      %b = arith.truncf %f : f32 to bf16
      memref.store %h, %B[%k, %j] : memref<16x12xf16>
      memref.store %b, %B2[%k, %j] : memref<16x12xbf16>
    }
  }
  %z = arith.constant 0.0 : f16
  %z2 = arith.constant 0.0 : bf16
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      memref.store %z, %C[%i, %j] : memref<8x12xf16>
      memref.store %z2, %C2[%i, %j] : memref<8x12xbf16>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %a = memref.load %A[%i, %k] : memref<8x16xf16>
        %b = memref.load %B[%k, %j] : memref<16x12xf16>
        %c = memref.load %C[%i, %j] : memref<8x12xf16>
        %m = arith.mulf %a, %b : f16
        %s = arith.addf %c, %m : f16
        memref.store %s, %C[%i, %j] : memref<8x12xf16>
      }
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %a = memref.load %A2[%i, %k] : memref<8x16xbf16>
        %b = memref.load %B2[%k, %j] : memref<16x12xbf16>
        %c = memref.load %C2[%i, %j] : memref<8x12xbf16>
        %m = arith.mulf %a, %b : bf16
        %s = arith.addf %c, %m : bf16
        memref.store %s, %C2[%i, %j] : memref<8x12xbf16>
      }
    }
  }
  %c2 = arith.constant 2 : index
  %c3i = arith.constant 3 : index
  %c5i = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %x = memref.load %C[%c3i, %c5i] : memref<8x12xf16>
  %y = memref.load %C[%c6, %c10] : memref<8x12xf16>
  %u = memref.load %C2[%c2, %c7] : memref<8x12xbf16>
  %v = memref.load %C2[%c0, %c0] : memref<8x12xbf16>
  %xf = arith.extf %x : f16 to f32
  %yf = arith.extf %y : f16 to f32
  %uf = arith.extf %u : bf16 to f32
  %vf = arith.extf %v : bf16 to f32
  vector.print %xf : f32
  vector.print %yf : f32
  vector.print %uf : f32
  vector.print %vf : f32
  return
}
