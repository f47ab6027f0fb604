// The five-point Gauss-Seidel stencil of the big bench on a 12x40 i32
// grid, three in-place sweeps: P[i,j] = P[i-1,j] + P[i+1,j] + P[i,j-1] +
// P[i,j+1] - 4·P[i,j]. The centre and west loads are forwarded in the
// tight copy (from the east load and the store one iteration before).
func.func @main() {
  %P = memref.alloc() : memref<12x40xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %h = arith.constant 12 : index
  %h1 = arith.constant 11 : index
  %w = arith.constant 40 : index
  %w1 = arith.constant 39 : index
  %z = arith.constant 0 : i32
  %c13 = arith.constant 13 : i32
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %v = arith.remsi %p, %c13 : i32
      memref.store %v, %P[%i, %j] : memref<12x40xi32>
    }
  }
  scf.for %t = %c0 to %c3 step %c1 {
    scf.for %i = %c1 to %h1 step %c1 {
      scf.for %j = %c1 to %w1 step %c1 {
        %in = arith.subi %i, %c1 : index
        %is = arith.addi %i, %c1 : index
        %jw = arith.subi %j, %c1 : index
        %je = arith.addi %j, %c1 : index
        %c = memref.load %P[%i, %j] : memref<12x40xi32>
        %u = memref.load %P[%in, %j] : memref<12x40xi32>
        %d = memref.load %P[%is, %j] : memref<12x40xi32>
        %l = memref.load %P[%i, %jw] : memref<12x40xi32>
        %r = memref.load %P[%i, %je] : memref<12x40xi32>
        %s1 = arith.addi %u, %d : i32
        %s2 = arith.addi %l, %r : i32
        %s3 = arith.addi %s1, %s2 : i32
        %cc = arith.shli %c, %c2i : i32
        %o = arith.subi %s3, %cc : i32
        memref.store %o, %P[%i, %j] : memref<12x40xi32>
      }
    }
  }
  %sum = scf.for %i = %c0 to %h step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %w step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<12x40xi32>
      %m = arith.muli %y, %c3i : i32
      %q = arith.addi %m, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
