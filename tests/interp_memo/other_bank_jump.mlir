// A loop whose access jumps half-way by one element, 4 bytes, to the
// next of basic.toml's four 4-byte sram banks: for i < 500 it stores
// j = i into A[j] and loads it back, from i = 500 on j = i + 1. The
// stride stays 4 bytes but from i = 500 on every bank record is one bank
// past the one a plan armed on the first half predicted. The sum of the
// j is derived by hand in tests/interp_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<1004xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c500 = arith.constant 500 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %d = arith.divui %i, %c500 : index
    %j = arith.addi %i, %d : index
    %jv = arith.index_cast %j : index to i32
    memref.store %jv, %a[%j] : memref<1004xi32, 1>
    %v = memref.load %a[%j] : memref<1004xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
