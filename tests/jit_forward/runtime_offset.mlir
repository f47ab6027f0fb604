// A[j] = 3·(A[j-1] + A[j+1]), then A[j+d] = A[j] + 5, with d = 0 in the
// first sweep and 3 in the second (an invariant of the inner loop that
// is no constant). With d = 0 the second store rewrites the bytes the
// load of A[j-1] reads one iteration on, so that load may not take the
// first store's value; with d = 3 it writes elsewhere and the load is
// forwarded. Only the entry's proof on the addresses tells them apart.
func.func @main() {
  %A = memref.alloc() : memref<310xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 310 : index
  %m = arith.constant 299 : index
  %k17 = arith.constant 17 : i32
  %k3 = arith.constant 3 : i32
  %k5 = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %n step %c1 {
    %jj = arith.index_cast %j : index to i32
    %p = arith.muli %jj, %jj : i32
    %v = arith.remsi %p, %k17 : i32
    memref.store %v, %A[%j] : memref<310xi32>
  }
  scf.for %t = %c0 to %c2 step %c1 {
    %d = arith.muli %t, %c3 : index
    scf.for %j = %c1 to %m step %c1 {
      %jw = arith.subi %j, %c1 : index
      %je = arith.addi %j, %c1 : index
      %jd = arith.addi %j, %d : index
      %l = memref.load %A[%jw] : memref<310xi32>
      %r = memref.load %A[%je] : memref<310xi32>
      %s = arith.addi %l, %r : i32
      %o = arith.muli %s, %k3 : i32
      memref.store %o, %A[%j] : memref<310xi32>
      %q = arith.addi %o, %k5 : i32
      memref.store %q, %A[%jd] : memref<310xi32>
    }
  }
  %sum = scf.for %j = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %v = memref.load %A[%j] : memref<310xi32>
    %w = arith.muli %x, %k3 : i32
    %y = arith.addi %w, %v : i32
    scf.yield %y : i32
  }
  vector.print %sum : i32
  return
}
