// line.mlir's smoother with a second store after the first, A[j+d] =
// A[j] + 5, where d = t - 1 is an invariant of the inner loop that only
// the run knows: -1, 0 and 1 in the three sweeps. With d = 0 it rewrites
// the bytes the load of A[j-1] reads one iteration on, so that load may
// not take the first store's value; with d = 1 it rewrites the bytes the
// load of A[j] reads one iteration on, after the load of A[j+1] read
// them, so that load may not take the east load's value either; with
// d = -1 it writes behind the sweep, and the entry lets both be
// forwarded. Only the entry's check that each store in between stays an
// element away tells the sweeps apart: without it, the d = 0 and d = 1
// sweeps print other values.
func.func @main() {
  %A = memref.alloc() : memref<300xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 300 : index
  %m = arith.constant 299 : index
  %k17 = arith.constant 17 : i32
  %k3 = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %n step %c1 {
    %jj = arith.index_cast %j : index to i32
    %p = arith.muli %jj, %jj : i32
    %v = arith.remsi %p, %k17 : i32
    memref.store %v, %A[%j] : memref<300xi32>
  }
  %k5 = arith.constant 5 : i32
  scf.for %t = %c0 to %c3 step %c1 {
    %d = arith.subi %t, %c1 : index
    scf.for %j = %c1 to %m step %c1 {
      %jd = arith.addi %j, %d : index
      %jw = arith.subi %j, %c1 : index
      %je = arith.addi %j, %c1 : index
      %c = memref.load %A[%j] : memref<300xi32>
      %l = memref.load %A[%jw] : memref<300xi32>
      %r = memref.load %A[%je] : memref<300xi32>
      %s = arith.addi %l, %r : i32
      %cc = arith.muli %c, %k3 : i32
      %o = arith.subi %s, %cc : i32
      memref.store %o, %A[%j] : memref<300xi32>
      %q = arith.addi %o, %k5 : i32
      memref.store %q, %A[%jd] : memref<300xi32>
    }
  }
  %sum = scf.for %j = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %v = memref.load %A[%j] : memref<300xi32>
    %w = arith.muli %x, %k3 : i32
    %q = arith.addi %w, %v : i32
    scf.yield %q : i32
  }
  vector.print %sum : i32
  return
}
