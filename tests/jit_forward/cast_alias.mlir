// As subview_alias.mlir, the second store through B, a
// reinterpret_cast of the same buffer: B[j] is A[j].
func.func @main() {
  %A = memref.alloc() : memref<300xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 300 : index
  %m = arith.constant 299 : index
  %k17 = arith.constant 17 : i32
  %k3 = arith.constant 3 : i32
  %k5 = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %B = memref.reinterpret_cast %A to offset: [0], sizes: [300], strides: [1] : memref<300xi32> to memref<300xi32>
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
      %l = memref.load %A[%jw] : memref<300xi32>
      %r = memref.load %A[%je] : memref<300xi32>
      %s = arith.addi %l, %r : i32
      %o = arith.muli %s, %k3 : i32
      memref.store %o, %A[%j] : memref<300xi32>
      %q = arith.addi %o, %k5 : i32
      memref.store %q, %B[%j] : memref<300xi32>
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
