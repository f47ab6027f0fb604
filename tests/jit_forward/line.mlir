// A 1-D Gauss-Seidel smoother, in place over 300 i32s, three sweeps:
// A[j] = A[j-1] + A[j+1] - 3·A[j]. One iteration on, the load of A[j]
// reads what this one loaded as A[j+1], and the load of A[j-1] what it
// stored at A[j]: both are forwarded in the tight copy.
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
  scf.for %t = %c0 to %c3 step %c1 {
    scf.for %j = %c1 to %m step %c1 {
      %jw = arith.subi %j, %c1 : index
      %je = arith.addi %j, %c1 : index
      %c = memref.load %A[%j] : memref<300xi32>
      %l = memref.load %A[%jw] : memref<300xi32>
      %r = memref.load %A[%je] : memref<300xi32>
      %s = arith.addi %l, %r : i32
      %cc = arith.muli %c, %k3 : i32
      %o = arith.subi %s, %cc : i32
      memref.store %o, %A[%j] : memref<300xi32>
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
