// Rows of 64 i32 (one 256-byte bank block each, the test's interleave,
// four banks): row i of A (at byte 256·i) is in bank i mod 4, and B
// (after A, at byte 2048) in bank 0. Each iteration loads A[i, j] and
// B[j], so rows 0 and 4 wait for B's bank (the test makes a bank busy 3
// cycles) and the others do not: consecutive entries of the inner loop
// differ in phase and in the steps they take.
func.func @main() {
  %A = memref.alloc() : memref<8x64xi32, 1>
  %B = memref.alloc() : memref<64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  scf.for %j = %c0 to %c64 step %c1 {
    %jj = arith.index_cast %j : index to i32
    memref.store %jj, %B[%j] : memref<64xi32, 1>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %v = arith.addi %ii, %jj : i32
      memref.store %v, %A[%i, %j] : memref<8x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %a = memref.load %A[%i, %j] : memref<8x64xi32, 1>
      %b = memref.load %B[%j] : memref<64xi32, 1>
      %s = arith.addi %a, %b : i32
      memref.store %s, %A[%i, %j] : memref<8x64xi32, 1>
    }
  }
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %z) -> (i32) {
    %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%y = %x) -> (i32) {
      %v = memref.load %A[%i, %j] : memref<8x64xi32, 1>
      %w = arith.muli %y, %c3 : i32
      %q = arith.addi %w, %v : i32
      scf.yield %q : i32
    }
    scf.yield %row : i32
  }
  vector.print %sum : i32
  return
}
