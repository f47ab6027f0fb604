// A loop whose accesses change stride half-way: for i < 500 it stores
// j = i into A[j] and loads it back, from i = 500 on j = 3i - 1000 (the
// stride goes from 4 to 12 bytes), so a fast-forward plan armed on the
// first stride meets a record it did not predict. The sum of the j is
// derived by hand in tests/interp_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<2000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c500 = arith.constant 500 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %d = arith.divui %i, %c500 : index
    %t = arith.subi %i, %c500 : index
    %u = arith.muli %d, %t : index
    %u2 = arith.muli %u, %c2 : index
    %j = arith.addi %i, %u2 : index
    %jv = arith.index_cast %j : index to i32
    memref.store %jv, %a[%j] : memref<2000xi32, 1>
    %v = memref.load %a[%j] : memref<2000xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
