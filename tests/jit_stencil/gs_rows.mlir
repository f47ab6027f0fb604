// A five-point Gauss-Seidel stencil over an 8x96 i32 grid in the sram
// (space 1), two sweeps over the inner 6x94 points. A row is 384 bytes;
// the test sets 256-byte banks (four, a 1024-byte round), so every row
// of the inner loop (%j, 94 iterations) crosses bank blocks part-way:
// its six accesses (five loads, one store, all proven affine and
// through one memref, so they share one pointer) reach a new block at
// the iterations the test derives, where each plan ends and the runtime
// plans again.
func.func @main() {
  %P = memref.alloc() : memref<8x96xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c95 = arith.constant 95 : index
  %c96 = arith.constant 96 : index
  %c2i = arith.constant 2 : i32
  %c13 = arith.constant 13 : i32
  %z = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c96 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %v = arith.remsi %p, %c13 : i32
      memref.store %v, %P[%i, %j] : memref<8x96xi32, 1>
    }
  }
  scf.for %t = %c0 to %c2 step %c1 {
    scf.for %i = %c1 to %c7 step %c1 {
      scf.for %j = %c1 to %c95 step %c1 {
        %in = arith.subi %i, %c1 : index
        %is = arith.addi %i, %c1 : index
        %jw = arith.subi %j, %c1 : index
        %je = arith.addi %j, %c1 : index
        %c = memref.load %P[%i, %j] : memref<8x96xi32, 1>
        %u = memref.load %P[%in, %j] : memref<8x96xi32, 1>
        %d = memref.load %P[%is, %j] : memref<8x96xi32, 1>
        %l = memref.load %P[%i, %jw] : memref<8x96xi32, 1>
        %r = memref.load %P[%i, %je] : memref<8x96xi32, 1>
        %s1 = arith.addi %u, %d : i32
        %s2 = arith.addi %l, %r : i32
        %s3 = arith.addi %s1, %s2 : i32
        %cc = arith.shli %c, %c2i : i32
        %o = arith.subi %s3, %cc : i32
        memref.store %o, %P[%i, %j] : memref<8x96xi32, 1>
      }
    }
  }
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c96 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<8x96xi32, 1>
      %w = arith.muli %y, %c3 : i32
      %q = arith.addi %w, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
