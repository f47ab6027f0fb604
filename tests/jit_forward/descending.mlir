// A sweep downwards: k = 298 - j for j < 297, A[k] = A[k+1] + A[k-1] -
// 2·A[k]. The index moves by -1 a step: the load of A[k+1] one iteration
// on reads what the store to A[k] wrote (forwarded), while the load of
// A[k-1] is one element the other way, never the store's.
func.func @main() {
  %A = memref.alloc() : memref<300xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 300 : index
  %top = arith.constant 298 : index
  %last = arith.constant 297 : index
  %k17 = arith.constant 17 : i32
  %k2 = arith.constant 2 : i32
  %k3 = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %n step %c1 {
    %jj = arith.index_cast %j : index to i32
    %p = arith.muli %jj, %jj : i32
    %v = arith.remsi %p, %k17 : i32
    memref.store %v, %A[%j] : memref<300xi32>
  }
  scf.for %t = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %last step %c1 {
      %k = arith.subi %top, %j : index
      %ku = arith.addi %k, %c1 : index
      %kd = arith.subi %k, %c1 : index
      %a = memref.load %A[%ku] : memref<300xi32>
      %b = memref.load %A[%kd] : memref<300xi32>
      %c = memref.load %A[%k] : memref<300xi32>
      %s = arith.addi %a, %b : i32
      %cc = arith.muli %c, %k2 : i32
      %o = arith.subi %s, %cc : i32
      memref.store %o, %A[%k] : memref<300xi32>
    }
  }
  %sum = scf.for %j = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %v = memref.load %A[%j] : memref<300xi32>
    %w = arith.muli %x, %k3 : i32
    %y = arith.addi %w, %v : i32
    scf.yield %y : i32
  }
  vector.print %sum : i32
  return
}
