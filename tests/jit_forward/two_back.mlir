// A[j] = A[j-2] + 2·A[j-1], over 300 i32s, three sweeps. The load of
// A[j-1] one iteration on reads what the store to A[j] wrote, and is
// forwarded; the load of A[j-2] reads it only two iterations on, and must
// load (taking the store's value would give A[j-1]'s instead).
func.func @main() {
  %A = memref.alloc() : memref<300xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 300 : index
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
    scf.for %j = %c2 to %n step %c1 {
      %j1 = arith.subi %j, %c1 : index
      %j2 = arith.subi %j, %c2 : index
      %a = memref.load %A[%j2] : memref<300xi32>
      %b = memref.load %A[%j1] : memref<300xi32>
      %bb = arith.muli %b, %k2 : i32
      %o = arith.addi %a, %bb : i32
      memref.store %o, %A[%j] : memref<300xi32>
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
