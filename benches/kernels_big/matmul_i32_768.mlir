// A 768x768x768 i32 matmul through memrefs (453 M multiply-adds), with
// inputs computed in place and an xor-sum checksum of the result.
func.func @main() {
  %A = memref.alloc() : memref<768x768xi32>
  %B = memref.alloc() : memref<768x768xi32>
  %C = memref.alloc() : memref<768x768xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 768 : index
  %z = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.addi %ii, %jj : i32
      %a = arith.remsi %s, %c7 : i32
      %m = arith.muli %ii, %jj : i32
      %b = arith.remsi %m, %c5 : i32
      memref.store %a, %A[%i, %j] : memref<768x768xi32>
      memref.store %b, %B[%i, %j] : memref<768x768xi32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%t = %z) -> (i32) {
        %a = memref.load %A[%i, %k] : memref<768x768xi32>
        %b = memref.load %B[%k, %j] : memref<768x768xi32>
        %p = arith.muli %a, %b : i32
        %u = arith.addi %t, %p : i32
        scf.yield %u : i32
      }
      memref.store %acc, %C[%i, %j] : memref<768x768xi32>
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %C[%i, %j] : memref<768x768xi32>
      %c3 = arith.constant 3 : i32
      %r = arith.muli %y, %c3 : i32
      %w = arith.xori %r, %v : i32
      scf.yield %w : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
