// A 2-D five-point stencil over a 256x256 i32 grid, updated in place
// (Gauss-Seidel order: each point sees its west and north neighbours'
// new values), 10240 sweeps, then a checksum. Updating in place makes
// each point depend on the one before it, as in a real Gauss-Seidel or
// SOR solver; the two-buffer (Jacobi) form is vectorised by LLVM at -O3
// and would need thousands of sweeps before mlir-runner's start-up stopped
// dominating its time.
func.func @main() {
  %P = memref.alloc() : memref<256x256xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sweeps = arith.constant 10240 : index
  %n = arith.constant 256 : index
  %m = arith.constant 255 : index
  %z = arith.constant 0 : i32
  %c13 = arith.constant 13 : i32
  %c2i = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %v = arith.remsi %p, %c13 : i32
      memref.store %v, %P[%i, %j] : memref<256x256xi32>
    }
  }
  scf.for %t = %c0 to %sweeps step %c1 {
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %in = arith.subi %i, %c1 : index
        %is = arith.addi %i, %c1 : index
        %jw = arith.subi %j, %c1 : index
        %je = arith.addi %j, %c1 : index
        %c = memref.load %P[%i, %j] : memref<256x256xi32>
        %u = memref.load %P[%in, %j] : memref<256x256xi32>
        %d = memref.load %P[%is, %j] : memref<256x256xi32>
        %l = memref.load %P[%i, %jw] : memref<256x256xi32>
        %r = memref.load %P[%i, %je] : memref<256x256xi32>
        %s1 = arith.addi %u, %d : i32
        %s2 = arith.addi %l, %r : i32
        %s3 = arith.addi %s1, %s2 : i32
        %cc = arith.shli %c, %c2i : i32
        %o = arith.subi %s3, %cc : i32
        memref.store %o, %P[%i, %j] : memref<256x256xi32>
      }
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<256x256xi32>
      %w = arith.muli %y, %c3 : i32
      %q = arith.addi %w, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
