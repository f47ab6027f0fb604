// Sixteen entries of a row sum over B (rows of 64 i32, 256 bytes: four
// bank phases with the test's 256-byte interleave; V, after B, is in
// bank 0). Before the rows whose number is a multiple of three, a store
// to V leaves bank 0 busy (the test makes a bank busy 3 cycles) at the
// entry, where the first load of a row in bank 0 waits for it; the
// other rows enter with no bank busy. States repeat every three rows
// and phases every four: rows four apart (same phase) meet different
// states, and row i repeats the key of row i − 12 only.
func.func @main() {
  %B = memref.alloc() : memref<16x64xi32, 1>
  %V = memref.alloc() : memref<64xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %k = arith.muli %i, %c64 : index
      %kj = arith.addi %k, %j : index
      %v = arith.index_cast %kj : index to i32
      memref.store %v, %B[%i, %j] : memref<16x64xi32, 1>
    }
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %r = arith.remui %i, %c3 : index
    %third = arith.cmpi eq, %r, %c0 : index
    scf.if %third {
      memref.store %z, %V[%c0] : memref<64xi32, 1>
    }
    %s = scf.for %j = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
      %a = memref.load %B[%i, %j] : memref<16x64xi32, 1>
      %n = arith.addi %acc, %a : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
