// Four proven accesses through one memref with three different strides
// per iteration of %j: P[i, 2j] (8 bytes), P[i, j] (4 bytes) and P[j, i]
// (a row, 64 bytes), loaded then stored: only the load and the store of
// P[j, i] move by the same stride and share a pointer.
func.func @main() {
  %P = memref.alloc() : memref<16x16xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %k = arith.muli %i, %c16 : index
      %x = arith.addi %k, %j : index
      %v = arith.index_cast %x : index to i32
      memref.store %v, %P[%i, %j] : memref<16x16xi32, 1>
    }
  }
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %j2 = arith.muli %j, %c2 : index
      %a = memref.load %P[%i, %j2] : memref<16x16xi32, 1>
      %b = memref.load %P[%i, %j] : memref<16x16xi32, 1>
      %c = memref.load %P[%j, %i] : memref<16x16xi32, 1>
      %s = arith.addi %a, %b : i32
      %t = arith.addi %s, %c : i32
      memref.store %t, %P[%j, %i] : memref<16x16xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c16 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %P[%i, %j] : memref<16x16xi32, 1>
      %w = arith.muli %y, %c3 : i32
      %q = arith.addi %w, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
