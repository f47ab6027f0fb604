// A 1-D float stencil over a 4096-element buffer, 300 sweeps.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  %n1 = arith.constant 4095 : index
  %sweeps = arith.constant 300 : index
  %a = memref.alloc() : memref<4096xf32>
  %b = memref.alloc() : memref<4096xf32>
  %half = arith.constant 0.5 : f32
  %q = arith.constant 0.25 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<4096xf32>
    memref.store %f, %b[%i] : memref<4096xf32>
  }
  scf.for %s = %c0 to %sweeps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %l = memref.load %a[%im] : memref<4096xf32>
      %m = memref.load %a[%i] : memref<4096xf32>
      %r = memref.load %a[%ip] : memref<4096xf32>
      %lr = arith.addf %l, %r : f32
      %w = arith.mulf %lr, %q : f32
      %mm = arith.mulf %m, %half : f32
      %v = arith.addf %w, %mm : f32
      memref.store %v, %b[%i] : memref<4096xf32>
    }
    memref.copy %b, %a : memref<4096xf32> to memref<4096xf32>
  }
  %c7 = arith.constant 7 : index
  %x = memref.load %a[%c7] : memref<4096xf32>
  vector.print %x : f32
  return
}
