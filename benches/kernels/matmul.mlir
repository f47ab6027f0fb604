// A 96x96 integer matmul through memrefs: loads, stores, nested scf.for.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 96 : index
  %A = memref.alloc() : memref<96x96xi32>
  %B = memref.alloc() : memref<96x96xi32>
  %C = memref.alloc() : memref<96x96xi32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %a = arith.addi %ii, %jj : i32
      %b = arith.subi %ii, %jj : i32
      memref.store %a, %A[%i, %j] : memref<96x96xi32>
      memref.store %b, %B[%i, %j] : memref<96x96xi32>
    }
  }
  %zero = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
        %a = memref.load %A[%i, %k] : memref<96x96xi32>
        %b = memref.load %B[%k, %j] : memref<96x96xi32>
        %p = arith.muli %a, %b : i32
        %s = arith.addi %acc, %p : i32
        scf.yield %s : i32
      }
      memref.store %sum, %C[%i, %j] : memref<96x96xi32>
    }
  }
  %c5 = arith.constant 5 : index
  %x = memref.load %C[%c5, %c5] : memref<96x96xi32>
  vector.print %x : i32
  return
}
