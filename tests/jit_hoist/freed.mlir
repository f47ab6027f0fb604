// An inner loop sums B through the iteration memo; after the first sum
// the outer loop frees B, so the second entry's first load is a use after
// free, which must be the interpreter's fault at that load.
func.func @main() {
  %B = memref.alloc() : memref<256xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %c256 step %c1 {
    %w = arith.index_cast %j : index to i32
    memref.store %w, %B[%j] : memref<256xi32, 1>
  }
  scf.for %t = %c0 to %c2 step %c1 {
    %s = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
      %x = memref.load %B[%j] : memref<256xi32, 1>
      %n = arith.addi %acc, %x : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      memref.dealloc %B : memref<256xi32, 1>
    }
  }
  return
}
