// A[i] = i over 4096 elements, then per column r < 8 the sum of
// A[64 i + r] for i < 64: the index is i * 64 + r, a coefficient held in
// a register set before the loop and an offset from the outer loop.
func.func @main() {
  %A = memref.alloc() : memref<4096xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c4096 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %A[%i] : memref<4096xi32, 1>
  }
  scf.for %r = %c0 to %c8 step %c1 {
    %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
      %k = arith.muli %i, %c64 : index
      %x = arith.addi %k, %r : index
      %a = memref.load %A[%x] : memref<4096xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
